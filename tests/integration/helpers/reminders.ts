/** Dispute items with deadlines for the reminder tests, written straight into the database. */
import { sql } from 'drizzle-orm';
import type { DisputeItemMetadata, DisputeStatus } from '../../../src/common/disputes/items';
import { queryRows, type Db } from '../../../src/server/db/client';
import { disputeItems } from '../../../src/server/db/schema';
import { sealItemFields } from '../../../src/server/modules/disputes/sealed-fields';

const DAY_MS = 86_400_000;
export const dayOffset = (from: Date, days: number) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()) + days * DAY_MS);
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function analysisFor(db: Db, userId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`insert into credit_report_analyses (user_id, report_id, bureau) values (${userId}, ${'reports/r.pdf'}, 'experian') returning id`,
  );
  return row!.id;
}

export async function insertItem(
  db: Db,
  userId: string,
  analysisId: string,
  options: { status: DisputeStatus; dueDate?: Date | null; followUp?: string; account?: string },
): Promise<string> {
  const metadata: DisputeItemMetadata = { item_type: 'dispute_letter', dispute_letter: null, letter_generated_at: null, laws: [], priority: 'high' };
  if (options.followUp) {
    metadata.certified_mail = {
      tracking_id: null,
      tracking_number: null,
      estimated_delivery_date: null,
      actual_delivery_date: null,
      tracking_url: null,
      status: 'delivered',
      follow_up_date: options.followUp,
    };
  }
  const [row] = await db
    .insert(disputeItems)
    .values({
      userId,
      analysisId,
      bureau: 'experian',
      accountName: options.account ?? 'ACME BANK',
      ...(await sealItemFields(db, userId, { disputeReason: 'Not mine', metadata })),
      status: options.status,
      dueDate: options.dueDate ?? null,
      candidateKey: '',
      code: 'custom',
    })
    .returning({ id: disputeItems.id });
  return row!.id;
}

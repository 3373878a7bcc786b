import { desc, eq } from 'drizzle-orm';
import type { Invoice } from '../../../common/subscription';
import type { Db } from '../../db/client';
import { billingInvoices } from '../../db/schema';
import type { ProviderInvoice } from '../../providers/payments';

export async function listInvoices(db: Db, userId: string): Promise<Invoice[]> {
  const rows = await db.select().from(billingInvoices).where(eq(billingInvoices.userId, userId)).orderBy(desc(billingInvoices.createdAt));
  return rows.map((row) => ({
    id: row.id,
    amountCents: row.amountCents,
    status: row.status,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    url: row.url,
  }));
}

/** Stores (or updates) a Stripe invoice of this person. */
export async function saveInvoice(db: Db, userId: string, invoice: ProviderInvoice): Promise<void> {
  const values = {
    userId,
    amountCents: invoice.amountCents,
    status: invoice.status,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    paidAt: invoice.paidAt,
    url: invoice.url,
  };
  await db
    .insert(billingInvoices)
    .values({ id: invoice.id, ...values })
    .onConflictDoUpdate({ target: billingInvoices.id, set: values });
}

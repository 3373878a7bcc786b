/** The CROA disclosure (15 U.S.C. 1679c): acknowledged before any contract; the record is kept at least 2 years. */
import { CROA_TEXT_VERSION } from '../../../common/croa';
import { disclosureAcknowledgments } from '../../db/schema';
import type { Db } from '../../db/client';

export async function acknowledgeDisclosure(
  db: Db,
  userId: string,
  client: { ip: string; userAgent: string | undefined },
  now: Date,
): Promise<{ acknowledgedAt: string }> {
  const [row] = await db
    .insert(disclosureAcknowledgments)
    .values({ userId, textVersion: CROA_TEXT_VERSION, ipAddress: client.ip, userAgent: client.userAgent ?? null, acknowledgedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { acknowledgedAt: row.acknowledgedAt.toISOString() };
}

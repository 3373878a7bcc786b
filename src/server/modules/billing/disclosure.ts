/** The CROA disclosure (15 U.S.C. 1679c): acknowledged before any contract; the record is kept at least 2 years. */
import { asc, eq } from 'drizzle-orm';
import { CROA_TEXT_VERSION } from '../../../common/croa';
import { stateDisclosure } from '../../../common/state-credit-services';
import { disclosureAcknowledgments, subscriptionContracts } from '../../db/schema';
import type { Db } from '../../db/client';
import { personState } from './contract';
import { disclosurePdf } from './documents';

type Acknowledgment = typeof disclosureAcknowledgments.$inferSelect;

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

/**
 * The disclosure as a PDF, with the state act's text the person was shown beside it (decisions 164, 166): the state
 * of the first contract signed after this acknowledgment (the contract stores it), else the state of their address
 * now, as the disclosure step shows it. Settings' download and "Download my data" print it; the contract email
 * prints the contract's state, the same one.
 */
export async function disclosureDocument(db: Db, userId: string, ack: Acknowledgment | undefined): Promise<Buffer> {
  const contracts = await db
    .select({ signedAt: subscriptionContracts.signedAt, personState: subscriptionContracts.personState })
    .from(subscriptionContracts)
    .where(eq(subscriptionContracts.userId, userId))
    .orderBy(asc(subscriptionContracts.signedAt));
  const signed = ack ? contracts.find((c) => c.signedAt.getTime() >= ack.acknowledgedAt.getTime()) : undefined;
  const state = signed ? signed.personState : await personState(db, userId);
  return disclosurePdf(ack ? { at: ack.acknowledgedAt, ip: ack.ipAddress } : undefined, stateDisclosure(state));
}

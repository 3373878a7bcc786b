/**
 * What the person decided and logged, as the item state reads it (src/engine/plan/item-state.ts, decision 172): the
 * accounts they said are accurate (review and chooser), the outcomes they logged on their dispute items and the
 * reinsertions a later report showed. Every advice surface loads it here, so all of them read the same facts.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AnalysisRawData } from '../../../common/analysis';
import type { AccountRef, LoggedOutcome, PersonFacts } from '../../../engine/plan/item-state';
import type { Db } from '../../db/client';
import { disputeChoices, disputeItems, disputeRoundReviews } from '../../db/schema';
import { candidateKey } from '../disputes/build-candidates';
import { openItemRows } from '../disputes/sealed-fields';

/** The person's facts before they are matched to a report: accurate choices are kept by candidate key. */
export interface StoredFacts {
  accurateKeys: ReadonlySet<string>;
  outcomes: PersonFacts['outcomes'];
}

export const NO_STORED_FACTS: StoredFacts = { accurateKeys: new Set(), outcomes: [] };

export async function loadStoredFacts(db: Db, userId: string): Promise<StoredFacts> {
  const [choices, items, reviews] = await Promise.all([
    db
      .select({ key: disputeChoices.candidateKey })
      .from(disputeChoices)
      .where(and(eq(disputeChoices.userId, userId), eq(disputeChoices.choice, 'accurate'))),
    db
      .select({
        id: disputeItems.id,
        userId: disputeItems.userId,
        bureau: disputeItems.bureau,
        creditor: disputeItems.accountName,
        accountNumber: disputeItems.accountNumber,
        metadata: disputeItems.metadata,
      })
      .from(disputeItems)
      .where(and(eq(disputeItems.userId, userId), sql`${disputeItems.metadata} -> 'outcome' is not null`))
      .orderBy(disputeItems.createdAt)
      .then((rows) => openItemRows(db, rows)),
    db.select({ reinsertions: disputeRoundReviews.reinsertions }).from(disputeRoundReviews).where(eq(disputeRoundReviews.userId, userId)),
  ]);
  const reinserted = new Set(reviews.flatMap((r) => r.reinsertions.map((f) => f.item_id)));
  return {
    accurateKeys: new Set(choices.map((c) => c.key)),
    outcomes: items.map((i) => ({
      bureau: i.bureau,
      creditor: i.creditor,
      accountNumber: i.accountNumber,
      result: i.metadata.outcome!.result as LoggedOutcome,
      reinserted: reinserted.has(i.id),
    })),
  };
}

/** The facts for the rows of one report: the review's accurate accounts and the chooser's accurate choices on them. */
export function factsFor(stored: StoredFacts, raws: readonly AnalysisRawData[]): PersonFacts {
  const accurate: AccountRef[] = [];
  for (const raw of raws) {
    accurate.push(...(raw.review?.accurate ?? []).map((a) => ({ creditor: a.creditor, accountNumber: a.accountNumber })));
    for (const f of raw.findings ?? []) {
      const source = f.code === 'inquiry_without_account' ? 'inquiry' : 'finding';
      if (stored.accurateKeys.has(candidateKey(source, f.code, f.creditor, f.accountNumber)))
        accurate.push({ creditor: f.creditor, accountNumber: f.accountNumber });
    }
    for (const n of raw.negative_items ?? []) {
      if (stored.accurateKeys.has(candidateKey('negative_item', n.issue_type, n.account_name, n.account_number)))
        accurate.push({ creditor: n.account_name, accountNumber: n.account_number });
    }
  }
  return { accurate, outcomes: stored.outcomes };
}

/**
 * A version of the facts (decision 144's ETags): each row's id and the transaction that last wrote it, over the
 * person's choices, dispute items and round reviews, so a list read after any of them changed is not answered 304.
 */
export async function factsVersion(db: Db, userId: string): Promise<string> {
  const version = sql<string>`id::text || ':' || xmin::text`;
  const lists = await Promise.all([
    db.select({ v: version }).from(disputeChoices).where(eq(disputeChoices.userId, userId)),
    db.select({ v: version }).from(disputeItems).where(eq(disputeItems.userId, userId)),
    db.select({ v: version }).from(disputeRoundReviews).where(eq(disputeRoundReviews.userId, userId)),
  ]);
  const all = lists.flatMap((rows) => rows.map((r) => r.v)).sort();
  return createHash('sha256').update(all.join(',')).digest('hex').slice(0, 16);
}

/**
 * Reads a bureau's reinvestigation results (docs/decisions/106), pure: the reply's text lines and the disputed
 * items in; one proposed outcome per item the reply names. An item is found by its creditor name or the last four
 * digits of its masked number; its result is the first result phrase in its block (the lines from its mention to
 * the next item's, at most six; the first line with a result decides). Letter-wide answers (a frivolous notice, a "suspicious request" letter) apply to every item the
 * reply gives no result for. The person confirms each proposal; nothing is applied from here.
 */
import type { DisputeOutcome } from '../../../../common/disputes/items';
import { lastFourDigits, normalizeCreditor } from '../../../../engine/detect/common/names';
// The result words per item, strongest first: the engine reads the same words in a results table read as a report.
import { DISPUTE_ITEM_RESULTS } from '../../../../engine/parse/common/dispute-results';

export interface ReplyItem {
  id: string;
  account_name: string;
  account_number: string | null;
}

export interface ReadProposal {
  item_id: string;
  result: DisputeOutcome;
  /** The reply's line the result was read from (trimmed, at most 200 characters). */
  evidence: string;
}

/** Letter-wide answers: they apply to every item without a result of its own. */
const LETTER_RESULTS: { result: DisputeOutcome; pattern: RegExp }[] = [
  {
    result: 'stall',
    pattern: /\bnot (?:been )?sent by you\b|\bnot submitted by you\b|\bsuspicious (?:request|correspondence|mail)\b|\bnot (?:come|written) from you\b/i,
  },
  { result: 'frivolous', pattern: /\bfrivolous\b|\birrelevant\b/i },
];

const EVIDENCE_MAX = 200;
/** An item's result is printed with it: at most this many lines from its mention are read. */
const BLOCK_LINES = 6;
const evidenceOf = (line: string) => line.replace(/\s+/g, ' ').trim().slice(0, EVIDENCE_MAX);

/** True when the line names the item: its creditor (all its identifying words, in order) or its last 4 digits. */
export function mentions(line: string, item: ReplyItem): boolean {
  const name = normalizeCreditor(item.account_name);
  if (name.length >= 3 && ` ${normalizeCreditor(line)} `.includes(` ${name} `)) return true;
  const last4 = lastFourDigits(item.account_number);
  if (!last4 || last4.length < 4) return false;
  // The digits as the reply prints them: after a mask (XXXX1234, ****1234) or as a separate number.
  return new RegExp(`(?:^|[^0-9])${last4}(?![0-9])`).test(line) && /(?:[x*•#]{2,}|acct|account|#)/i.test(line);
}

export function readReply(lines: readonly string[], items: readonly ReplyItem[]): ReadProposal[] {
  const text = lines.map((l) => l.trim()).filter((l) => l.length > 0);
  // Where each item is first mentioned.
  const starts = items
    .map((item) => ({ item, at: text.findIndex((line) => mentions(line, item)) }))
    .filter((s) => s.at >= 0)
    .sort((a, b) => a.at - b.at);
  const letterWide = (() => {
    for (const { result, pattern } of LETTER_RESULTS) {
      const line = text.find((l) => pattern.test(l));
      if (line) return { result, evidence: evidenceOf(line) };
    }
    return null;
  })();
  const proposals: ReadProposal[] = [];
  const found = new Set<string>();
  starts.forEach(({ item, at }, i) => {
    const next = i + 1 < starts.length ? Math.max(starts[i + 1]!.at, at + 1) : text.length;
    const block = text.slice(at, Math.min(next, at + BLOCK_LINES));
    // The first line with a result decides; within a line the strongest result wins.
    for (const line of block) {
      const hit = DISPUTE_ITEM_RESULTS.find(({ pattern }) => pattern.test(line));
      if (hit) {
        proposals.push({ item_id: item.id, result: hit.result, evidence: evidenceOf(line) });
        found.add(item.id);
        return;
      }
    }
  });
  if (letterWide) {
    for (const item of items) if (!found.has(item.id)) proposals.push({ item_id: item.id, result: letterWide.result, evidence: letterWide.evidence });
  }
  return proposals;
}

import { describe, expect, it } from 'vitest';
import { extractDocument } from '../../../../engine/extract';
import { textPdf } from '../../../../../tests/engine/test-files';
import { mentions, readReply, type ReplyItem } from './reply-reader';

// Invented people, creditors and numbers only.
const ITEMS: ReplyItem[] = [
  { id: 'a', account_name: 'NORTHWIND BANK', account_number: 'XXXXXXXX4821' },
  { id: 'b', account_name: 'BLUE RIVER COLLECTIONS', account_number: '****7730' },
  { id: 'c', account_name: 'CONTOSO AUTO FINANCE', account_number: 'XXXX0192' },
];

const EXPERIAN_STYLE = [
  'Experian',
  'Dispute results for Pat Example',
  'We have completed our reinvestigation of the items you disputed.',
  'NORTHWIND BANK  Account # XXXXXXXX4821',
  'Outcome: Deleted - This item was removed from your credit report.',
  'BLUE RIVER COLLECTIONS  Account # ****7730',
  'Outcome: Updated - New information below.',
  'Balance: $0',
  'CONTOSO AUTO FINANCE  Account # XXXX0192',
  'Outcome: Remains - The company that reported the information has verified it as accurate.',
  'If you still disagree, you may add a statement; items that were deleted may not be reinserted without notice.',
];

describe('the reply reader', () => {
  it('proposes one outcome per item from the result words printed under each account', () => {
    expect(readReply(EXPERIAN_STYLE, ITEMS)).toEqual([
      { item_id: 'a', result: 'deleted', evidence: 'Outcome: Deleted - This item was removed from your credit report.' },
      { item_id: 'b', result: 'corrected', evidence: 'Outcome: Updated - New information below.' },
      { item_id: 'c', result: 'verified', evidence: 'Outcome: Remains - The company that reported the information has verified it as accurate.' },
    ]);
  });

  it('finds an item by its masked number when the reply prints a different name', () => {
    const lines = ['Account: NWB CARD SERVICES  #XXXX4821', 'Result: VERIFIED AS ACCURATE'];
    expect(readReply(lines, ITEMS)).toEqual([{ item_id: 'a', result: 'verified', evidence: 'Result: VERIFIED AS ACCURATE' }]);
    expect(mentions('Total 4821 points', ITEMS[0]!)).toBe(false);
  });

  it('reads a letter-wide frivolous notice for every item without a result of its own', () => {
    const lines = [
      'We have determined that your dispute is frivolous or irrelevant under section 611(a)(3) of the FCRA.',
      'You did not provide sufficient information for us to investigate NORTHWIND BANK.',
    ];
    const read = readReply(lines, ITEMS);
    expect(read.map((p) => [p.item_id, p.result])).toEqual([
      ['a', 'frivolous'],
      ['b', 'frivolous'],
      ['c', 'frivolous'],
    ]);
    expect(read[0]!.evidence).toMatch(/frivolous or irrelevant/);
  });

  it('reads a "suspicious request" letter as a stall', () => {
    const lines = ['We received a request that we believe was not sent by you.', 'Please send a copy of your ID and proof of address.'];
    expect(readReply(lines, ITEMS.slice(0, 1))).toEqual([
      { item_id: 'a', result: 'stall', evidence: 'We received a request that we believe was not sent by you.' },
    ]);
  });

  it('proposes nothing for items the reply does not name, and keeps each result to its own item', () => {
    const lines = ['BLUE RIVER COLLECTIONS ****7730', 'DELETED', 'Other accounts on your file were not part of this dispute.'];
    expect(readReply(lines, ITEMS)).toEqual([{ item_id: 'b', result: 'deleted', evidence: 'DELETED' }]);
    expect(readReply([], ITEMS)).toEqual([]);
  });

  it('reads the results from a generated reply PDF through the engine text extraction', async () => {
    const pdf = await textPdf([
      'TransUnion Consumer Relations',
      'Investigation Results',
      'CONTOSO AUTO FINANCE #XXXX0192',
      'Verified, No change',
      'NORTHWIND BANK #XXXXXXXX4821',
      'Deleted',
    ]);
    const doc = await extractDocument(pdf, 'pdf');
    const lines = doc.pages.flatMap((p) => p.lines.map((l) => l.text));
    expect(readReply(lines, ITEMS)).toEqual([
      { item_id: 'c', result: 'verified', evidence: 'Verified, No change' },
      { item_id: 'a', result: 'deleted', evidence: 'Deleted' },
    ]);
  }, 30_000);
});

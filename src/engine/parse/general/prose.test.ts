import { describe, expect, it } from 'vitest';
import { documentLines } from '../common/lines';
import { headingKind } from '../common/sections';
import { docFrom } from '../common/test-doc';
import { inquirySentence, namedMonths, paragraphsOf, proseFields, readProseAccounts, readProseRecords } from './prose';
import { readGeneral } from './read';

const lines = (specs: string[]) => documentLines(docFrom([specs]));
const line = lines(['x'])[0]!;
const fields = (text: string) => Object.fromEntries(proseFields(text, line).map((f) => [f.key, f.raw]));

/** A plain-language summary of one bureau's file: paragraphs of sentences, no labels and no tables. */
const SUMMARY = [
  'Your credit report in plain words',
  'Prepared for JANE Q SAMPLE on July 9, 2026 from your Experian credit file.',
  '',
  'In short',
  'Your file lists 2 accounts; one of them has something negative on it.',
  '',
  'Your accounts',
  'You have a credit card account with EXAMPLE BANK (account number 1234XXXXXXXX); responsibility: Individual. You opened',
  'it in November 2021 and it was closed in September 2024. When EXAMPLE BANK last reported, in June 2026, the balance was',
  '$2,178. Your credit limit is $4,700. The most ever owed on it was $3,173. $2,178 of it is past due. Your last payment was in',
  'February 2024. Its status reads: “Account charged off.” The lender added: “Charged off account; Closed by grantor” Of the',
  'months reported from July 2024 to June 2026, these were not paid as agreed: July 2024 (150 days late), August 2024 (charged',
  'off); the others were paid on time.',
  '',
  'You have a collection account with SAMPLE RECOVERY LLC (account number 9876XXXXXXXX); responsibility: Individual. You',
  'opened it in July 2024. The debt was first owed to EXAMPLE UTILITY CO. When SAMPLE RECOVERY LLC last reported, in June',
  '2026, the balance was $512. Nothing on it is past due ($0). Its status reads: “Collection account.” Of the months',
  'reported from July 2024 to June 2026, these were not paid as agreed: June 2026 (in collection); the others were paid on time.',
  '',
  'Who asked for your report',
  'EXAMPLE LENDING asked for your report on February 8, 2024, when you applied for credit.',
  '',
  'Who else looked',
  'SAMPLE MONITOR looked at your report on March 21, 2024 for a review or an offer; only you can see this.',
  '',
  'Public records',
  'A tax lien was filed in February 2018 at EXAMPLE COUNTY COURT (reference 18-12187). Its status is Released. The amount',
  'is $11,429.',
];

describe('reports printed in plain sentences', () => {
  it('reads each paragraph that names a creditor before an account number as an account, its fields from their phrases', () => {
    const [report] = readGeneral(docFrom([SUMMARY]), null).reports;
    expect(report!.bureau).toBe('experian');
    expect(report!.reportDate).toBe('2026-07-09');
    const [card, collection] = report!.accounts;
    expect(card).toMatchObject({
      creditor: 'EXAMPLE BANK',
      accountNumber: '1234XXXXXXXX',
      type: 'Credit card',
      responsibility: 'Individual',
      dateOpened: '2021-11',
      dateClosed: '2024-09',
      dateReported: '2026-06',
      balance: 2178,
      creditLimit: 4700,
      highBalance: 3173,
      pastDue: 2178,
      lastPaymentDate: '2024-02',
      status: 'Account charged off.',
      remarks: ['Charged off account', 'Closed by grantor'],
      paymentHistory: { '2024-07': '150', '2024-08': 'CO' },
      negative: true,
    });
    expect(collection).toMatchObject({
      creditor: 'SAMPLE RECOVERY LLC',
      originalCreditor: 'EXAMPLE UTILITY CO',
      pastDue: 0,
      balance: 512,
      category: 'collection',
      paymentHistory: { '2026-06': 'COL' },
    });
    expect(report!.accounts).toHaveLength(2);
    // the summary's sentence gives the count the reading is checked against
    expect(report!.coverage).toMatchObject({ accountsRead: 2, accountsListed: 2 });
    expect(report!.inquiries).toEqual([
      { creditor: 'EXAMPLE LENDING', date: '2024-02-08', kind: 'hard' },
      { creditor: 'SAMPLE MONITOR', date: '2024-03-21', kind: 'soft' },
    ]);
    expect(report!.publicRecords).toEqual([
      { type: 'Tax lien', date: '2018-02', status: 'Released', court: 'EXAMPLE COUNTY COURT', reference: '18-12187', amount: 11429, chapter: null },
    ]);
  });

  it('knows the plain-language headings of accounts and of who asked or looked', () => {
    const kind = (text: string) => headingKind(lines([text])[0]!);
    expect(kind('Your accounts')).toBe('accounts');
    expect(kind('Who asked for your report')).toBe('hardInquiries');
    expect(kind('Who else looked')).toBe('softInquiries');
    expect(kind('Who else looked at your credit report')).toBe('softInquiries');
    expect(kind('In short')).toBe('summary');
    expect(kind('Your account was reviewed')).toBeNull();
  });

  it('reads an account whose type or number is not said, named up to the end of its clause', () => {
    const [account] = readProseAccounts(
      lines(['You have an account with SAMPLE FINANCE; responsibility: Joint. You opened it in May 2019. The balance was $300.']),
    ).accounts;
    expect(account!.block.heading!.text).toBe('SAMPLE FINANCE');
    expect(Object.fromEntries(account!.block.fields.map((f) => [f.key, f.raw]))).toEqual({ responsibility: 'Joint', dateOpened: 'May 2019', balance: '$300' });
  });

  it('reads a status printed without quotes to its sentence end, and a status whose opening quote was lost', () => {
    expect(fields('Its status is Open. The lender added: “Paid as agreed”')).toMatchObject({ status: 'Open', remarks: 'Paid as agreed' });
    expect(fields('Its status reads: Collection account. $2,510 past due as of Jun 2026.” Of the months')).toMatchObject({
      status: 'Collection account. $2,510 past due as of Jun 2026.',
    });
    // the balance is never the highest balance's
    expect(fields('The highest balance was $900. The balance is $450.')).toMatchObject({ balance: '$450', highBalance: '$900' });
  });

  it('places the months named with their meaning, and no month whose parenthesis says no payment', () => {
    expect(namedMonths('July 2024 (30 days late), August 2024 (in collection), May 2023 (repossessed), June 2023 (see note), 2024 (60 days late)')).toEqual({
      '2024-07': '30',
      '2024-08': 'COL',
      '2023-05': 'RPO',
    });
  });

  it('reads a sentence of who asked for the report and when, and not a sentence saying nobody did', () => {
    expect(inquirySentence('EXAMPLE LENDING asked for your report on February 8, 2024, when you applied for credit.')).toEqual({
      creditor: 'EXAMPLE LENDING',
      date: 'February 8, 2024',
    });
    expect(inquirySentence('No lender asked for your report.')).toBeNull();
    expect(inquirySentence('SAMPLE BANK requested your credit report on 03/14/2025.')).toEqual({ creditor: 'SAMPLE BANK', date: '03/14/2025' });
  });

  it('splits paragraphs at wider gaps and reads no account from labelled lines or prose without an account number', () => {
    expect(paragraphsOf(lines(['one', 'two', '', 'three'])).map((p) => p.map((l) => l.text))).toEqual([['one', 'two'], ['three']]);
    const labelled = lines(['EXAMPLE BANK', 'Account number: 1234XXXXXXXX', 'Balance: $2,178', 'Status: Open', 'Date opened: 11/2021']);
    expect(readProseAccounts(labelled).accounts).toEqual([]);
    const mention = lines(['You have a credit card account with EXAMPLE BANK. The balance was $20.']);
    expect(readProseAccounts(mention).accounts).toEqual([]);
    expect(readProseRecords(lines(['There are no public records in your file.'])).records).toEqual([]);
  });
});

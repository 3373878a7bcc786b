/**
 * A layout parser's reading with no inquiries takes them from the general reader's reading of the page; those
 * inquiries pass the same self-checks as any other (decision 243's entry checks; found by decision 250). Invented text.
 */
import { describe, expect, it } from 'vitest';
import { docFromText } from './common/testing';
import { parseDocument } from './index';

const PAGE = `
Experian Credit Report
Report date: 10/15/2026
Prepared for: JANE Q SAMPLE
Report number: 1234-5678-90

Accounts
NORTHWIND BANK
Account number: 4111XXXXXXXX1111
Account type: Credit card
Date opened: 03/2019
Status: Open. Never late.
Balance: $300
Credit limit: $5,000

Inquiries
LAKESHORE AUTO LOANS 09/10/2026
PINEFIELD BANK 08/01/2026
Inquiries are shown for two years. You may dispute them 07/02/2026
`;

describe("inquiries the general reader supplies to a layout parser's reading", () => {
  it('are self-checked: a sentence read as a creditor is flagged, the clean ones are not', () => {
    const [report] = parseDocument(docFromText(PAGE)).reports;
    const inquiries = report!.inquiries;
    expect(inquiries.map((q) => q.creditor)).toContain('LAKESHORE AUTO LOANS');
    const sentence = inquiries.find((q) => q.creditor.startsWith('Inquiries are shown'));
    expect(sentence?.readingChecks).toEqual(['creditor_holds_prose']);
    expect(sentence?.readingWarning).toBeTruthy();
    expect(inquiries.filter((q) => q.readingWarning == null).map((q) => q.creditor)).toEqual(['LAKESHORE AUTO LOANS', 'PINEFIELD BANK']);
  });
});

import { describe, expect, it } from 'vitest';
import { docFromText } from './testing';
import { documentLines, isBarePageNumber, isPageNumber, printHeaderDate } from './lines';

describe('documentLines', () => {
  it('keeps columns apart as segments with their x positions', () => {
    const [line] = documentLines(docFromText('Balance: $1,234        Date Opened: 08/2018'));
    expect(line!.segments.map((s) => [s.text, s.x])).toEqual([
      ['Balance: $1,234', 0],
      ['Date Opened: 08/2018', 23 * 6],
    ]);
  });

  it('removes page numbers and repeated headers even inside a block', () => {
    const page = (n: number, body: string) => `ACME CREDIT REPORT  Prepared for JANE ROE\n${body}\n${n} / 3`;
    const doc = docFromText(page(1, 'Balance: $10\nPay Status: Current'), page(2, 'Date Opened: 01/2020\nLimit: $500'), page(3, 'Remarks: none\nTerms: 12'));
    expect(documentLines(doc).map((l) => l.text)).toEqual([
      'Balance: $10',
      'Pay Status: Current',
      'Date Opened: 01/2020',
      'Limit: $500',
      'Remarks: none',
      'Terms: 12',
    ]);
  });

  it('reads a document once: the same lines for the same document, their own for another', () => {
    const doc = docFromText('Balance: $10\nPay Status: Current');
    const again = docFromText('Balance: $10\nPay Status: Current');
    expect(documentLines(doc)).toBe(documentLines(doc));
    expect(documentLines(again)).not.toBe(documentLines(doc));
    expect(documentLines(again)).toEqual(documentLines(doc));
  });

  it('tells page numbers from dates', () => {
    expect(isPageNumber('Page 3 of 12')).toBe(true);
    expect(isBarePageNumber('3 / 12')).toBe(true);
    expect(isBarePageNumber('08/23')).toBe(false);
    expect(isBarePageNumber('05/2024')).toBe(false);
  });
});

describe('documentLines keeps content that looks like furniture', () => {
  it('keeps a short grid header at the top of a page ("11/24 10/24 09/24" is not a page number)', () => {
    const doc = docFromText('ACME\nBalance: $1', 'Payment History:\n11/24   10/24   09/24\nOK      OK      OK');
    expect(documentLines(doc).map((l) => l.text)).toContain('11/24  10/24  09/24');
    const lone = docFromText('ACME\nBalance: $1', 'Payment History:\n11/24\nC\n2 / 2');
    expect(documentLines(lone).map((l) => l.text)).toEqual(['ACME', 'Balance: $1', 'Payment History:', '11/24', 'C']);
  });
});

describe('OCR specks', () => {
  it('drops stray marks between columns and before labels, and keeps "-" values', () => {
    const [labels, values] = documentLines(docFromText('. Account number    :    :    Account type\n-                  Auto loan'));
    expect(labels!.segments.map((s) => s.text)).toEqual(['Account number', 'Account type']);
    expect(values!.segments.map((s) => s.text)).toEqual(['-', 'Auto loan']);
  });

  it('starts a segment where its text starts once a border mark before it is dropped ("| Original", "{Payment")', () => {
    const [bar, brace, plain] = documentLines(docFromText('| Original Creditor    X\n{Payment history    X\nOriginal Creditor    X'));
    expect(bar!.segments[0]).toMatchObject({ text: 'Original Creditor' });
    expect(brace!.segments[0]).toMatchObject({ text: 'Payment history' });
    expect(bar!.segments[0]!.x).toBeGreaterThan(6);
    expect(brace!.segments[0]!.x).toBeGreaterThan(0);
    // lookalike: text without a mark keeps its place
    expect(plain!.segments[0]!.x).toBe(0);
  });
});

describe('browser print furniture', () => {
  const url = 'https://annualcreditreport.transunion.com/dss/disclosure.page';
  it('drops the footer URL with "n/N" (also OCR\'d "15181") and the header stamp with the title, wherever the upload starts', () => {
    const doc = docFromText(
      `1/2/25, 3:45 PM              TransUnion Credit Disclosure\nNORTHWIND BANK 412345678901****\n${url}            15/81`,
      `1/2/25, 3:45 PM              TransUnion Credit Disclosure\nBalance    $412\n${url}            16181`,
    );
    expect(documentLines(doc).map((l) => l.text)).toEqual(['NORTHWIND BANK 412345678901****', 'Balance  $412']);
    expect(printHeaderDate(doc)).toBe('2025-01-02');
  });

  it('keeps a lone "11/24" and an ordinary date at a page edge', () => {
    const doc = docFromText('11/24    10/24\nOK       OK', 'Date Updated   01/02/2025\nBalance  $1');
    expect(documentLines(doc).map((l) => l.text)).toContain('11/24  10/24');
    expect(documentLines(doc).map((l) => l.text)).toContain('Date Updated  01/02/2025');
    expect(printHeaderDate(doc)).toBeNull();
  });
});

describe('labels and values joined by dashes', () => {
  const segs = (text: string) => documentLines(docFromText(text))[0]!.segments.map((s) => s.text);

  it('splits "Label — value" and pairs separated by semicolons', () => {
    expect(segs('Account # — ****3769')).toEqual(['Account #', '****3769']);
    expect(segs('MARIGOLD AUTO SALES — Inquiry Date — 01/22/2022')).toEqual(['MARIGOLD AUTO SALES', 'Inquiry Date', '01/22/2022']);
    expect(segs('Chapter 7 bankruptcy — Court — SALTMARSH COURT; Date Filed — 01/28/2016')).toEqual([
      'Chapter 7 bankruptcy',
      'Court',
      'SALTMARSH COURT',
      'Date Filed',
      '01/28/2016',
    ]);
  });

  it('keeps dashes and semicolons that separate no label', () => {
    expect(segs('Credit Snapshot — Equifax')).toEqual(['Credit Snapshot — Equifax']);
    expect(segs('Creditor Remarks — Charged off account; Purchased by another lender')).toEqual([
      'Creditor Remarks',
      'Charged off account; Purchased by another lender',
    ]);
  });
});

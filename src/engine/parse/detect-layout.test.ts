import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { docFromText } from './common/testing';
import { detectLayout } from './detect-layout';
import { parseDocument } from './index';

describe('detectLayout', () => {
  it('recognises each bureau from its name and headings', () => {
    expect(detectLayout(docFromText('Experian\nPotentially negative items\nACME\nAccount name\nACME'))).toBe('experian');
    expect(detectLayout(docFromText('TransUnion\nAdverse Accounts\nACME 1234****\nPay Status    >Charged Off<'))).toBe('transunion');
    expect(detectLayout(docFromText('Equifax\nCredit Report\nRevolving Accounts\nACME\nAccount Number: XXXX1 | Balance: $5\nCollection Accounts'))).toBe(
      'equifax',
    );
  });

  it('believes a report that says whose it is over headings another bureau also prints', () => {
    const text = 'Credit Snapshot\nBureau: Equifax · Consumer: JANE DOE\nAccounts\nACME BANK\nStatus    Never late\nHard Inquiries\nSoft Inquiries';
    expect(detectLayout(docFromText(text))).toBe('equifax');
    // A bureau merely mentioned is not a declaration.
    expect(detectLayout(docFromText('Experian\nPotentially negative items\nACME\nAccount name\nACME\nWe also send disputes to Equifax'))).toBe('experian');
  });

  it('recognises a merged report by its bureau columns', () => {
    const merged = docFromText(`3-Bureau Credit Report
ACME BANK
                TransUnion        Experian          Equifax
Balance:        $100              $100              -
OTHER BANK
                TransUnion        Experian          Equifax
Balance:        $5                -                 $5`);
    expect(detectLayout(merged)).toBe('merged');
  });

  it('does not take a contact table naming the three bureaus for a merged report', () => {
    expect(detectLayout(docFromText('Experian\nPotentially negative items\nContact\nTransUnion    Experian    Equifax\nACME\nAccount name\nACME'))).toBe(
      'experian',
    );
  });

  it('rejects documents that are not credit reports', () => {
    expect(detectLayout(docFromText('Quarterly newsletter\nOur garden club met on Tuesday.'))).toBeNull();
    expect(detectLayout(docFromText('Invoice 1234\nExperian data services\nAmount due: $120'))).toBeNull();
    expect(() => parseDocument(docFromText('Dear customer, thank you for your order.'))).toThrow(EngineError);
    try {
      parseDocument(docFromText('Dear customer, thank you for your order.'));
    } catch (err) {
      expect((err as EngineError).code).toBe('not_a_credit_report');
    }
  });

  // A card layout never seen: no heading any parser knows, but the vocabulary of a credit report.
  const NOVEL = `Your credit file
NORTHWIND BANK
Account Number: 412345XXXXXX
Account Type: Credit card
Date Opened: 03/2018
Account Status: Open
Credit Limit: $1,500
Balance: $412
Responsibility: Individual
Last Reported: 05/2024
CONTOSO CARD
Account Number: 5566XXXX
Account Type: Credit card
Date Opened: 01/2020
Account Status: 30 days past due as of Apr 2024
Credit Limit: $900
Balance: $640
Past Due: $80
Responsibility: Individual
Last Reported: 05/2024
Inquiries
WOODGROVE LENDING
Inquiry Date: 03/08/2024`;

  it('reads a report in an unseen layout when it names its bureau only once', () => {
    const doc = docFromText(`${NOVEL}\nData provided by Equifax`);
    expect(detectLayout(doc)).toBe('equifax');
    const parsed = parseDocument(doc);
    expect(parsed.reports[0]!.bureau).toBe('equifax');
    expect(parsed.reports[0]!.accounts.map((a) => a.creditor)).toEqual(['NORTHWIND BANK', 'CONTOSO CARD']);
  });

  it('takes the bureau the person named for a report that names none, and refuses to guess without it', () => {
    const doc = docFromText(NOVEL);
    expect(detectLayout(doc)).toBeNull();
    expect(() => parseDocument(doc)).toThrow(EngineError);
    expect(detectLayout(doc, { bureau: 'transunion' })).toBe('transunion');
    const parsed = parseDocument(doc, { bureau: 'transunion' });
    expect(parsed.reports[0]!.bureau).toBe('transunion');
    expect(parsed.reports[0]!.accounts).toHaveLength(2);
    // The hint never overrides a bureau the document names.
    expect(detectLayout(docFromText(`${NOVEL}\nExperian`), { bureau: 'transunion' })).toBe('experian');
  });

  it('does not take a short text with a few credit words for a report, even with a hint', () => {
    expect(detectLayout(docFromText('Reminder: your account balance is due.\nAccount number 1234'), { bureau: 'experian' })).toBeNull();
  });

  it('recognises a bureau from its name repeated alone above blocks, without any of its headings', () => {
    const blocks = Array.from(
      { length: 3 },
      (_, i) => `                    Experian\nAccount ${i + 1}\nAccount          NORTHWIND BANK\nBalance          $${i}`,
    ).join('\n');
    expect(detectLayout(docFromText(`Credit Report\n${blocks}`))).toBe('experian');
  });
});

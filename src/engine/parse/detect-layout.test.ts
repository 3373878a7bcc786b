import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors';
import { docFromText } from './common/testing';
import { detectLayout } from './detect-layout';
import { parseDocument } from './index';

describe('detectLayout', () => {
  it('recognises each bureau from its name and headings', () => {
    expect(detectLayout(docFromText('Experian\nPotentially negative items\nACME\nAccount name\nACME'))).toBe('experian');
    expect(detectLayout(docFromText('TransUnion\nAdverse Accounts\nACME 1234****\nPay Status    >Charged Off<'))).toBe('transunion');
    expect(detectLayout(docFromText('Equifax\nCredit Report\nRevolving Accounts\nACME\nAccount Number: XXXX1 | Balance: $5\nCollection Accounts'))).toBe('equifax');
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
    expect(detectLayout(docFromText('Experian\nPotentially negative items\nContact\nTransUnion    Experian    Equifax\nACME\nAccount name\nACME'))).toBe('experian');
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
});

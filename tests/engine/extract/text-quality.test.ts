import { describe, expect, it } from 'vitest';
import { encipher, type LayerLine } from '../../fixtures/generator/scan-layers';
import { Rng } from '../../fixtures/generator/prng';
import { judgeTextLayer } from '../../../src/engine/extract/text-quality';

/** An adverse TransUnion account as the catalogue shows it (invented data). */
const ACCOUNT_PAGE = [
  'Accounts with Adverse Information',
  'NORTHWIND BANK 412345678901****',
  'Account Information',
  'Address        PO Box 1234 Springfield, IL 62701',
  'Phone        (800) 555-0100',
  'Monthly Payment        $35',
  'Date Opened        03/14/2021',
  'Responsibility        Individual Account',
  'Account Type        Revolving Account',
  'Loan Type        CREDIT CARD',
  'Balance        $412',
  'Pay Status        >Charged Off<',
  'Estimated month and year this item will be removed        06/2029',
  "Remarks        Account closed at consumer's request; CLOSED",
  'https://annualcreditreport.transunion.com/dss/disclosure.page        15/81',
];

const asLayer = (lines: string[]): LayerLine[] => lines.map((text, i) => ({ text, x: 36, y: 40 + i * 14, size: 10 }));
const texts = (layer: LayerLine[]) => layer.map((l) => l.text);

describe('garbage text layers', () => {
  it('a page enciphered by a broken font encoding, with ÿ for spaces, is garbage', () => {
    const broken = texts(encipher(asLayer(ACCOUNT_PAGE), new Rng(4)));
    expect(broken.join('\n')).toContain('\u00ff');
    const verdict = judgeTextLayer(broken);
    expect(verdict.garbage).toBe(true);
    expect(verdict.suspiciousChars).toBeGreaterThan(5);
  });

  it('an enciphered page that kept its spaces is garbage by its lack of words', () => {
    const broken = texts(encipher(asLayer(ACCOUNT_PAGE), new Rng(9), { keepSpaces: true }));
    const verdict = judgeTextLayer(broken);
    expect(verdict.suspiciousChars).toBe(0);
    expect(verdict.tokens).toBeGreaterThanOrEqual(12);
    expect(verdict.garbage).toBe(true);
  });

  it("the catalogue's own examples of broken text are garbage", () => {
    const lines = ['01234ÿ067829', ':56;4<=ÿ3?=@6;', 'j ;G@?;ÿ@56;4ÿ?6ÿ=?ÿ;4GÿG;@ÿkG<<ÿHÿ@5_', 'qrrstuvv'];
    expect(judgeTextLayer(lines).garbage).toBe(true);
  });

  it('control characters count like ÿ', () => {
    expect(judgeTextLayer(['Account Information', 'Balance \u0001\u0002\u0003 $412 \u0004\u0005\u0006']).garbage).toBe(true);
    expect(judgeTextLayer(['Account Information', 'Balance \u0001\u0002 $412']).garbage).toBe(false);
  });

  it('a real account page, and the same page with OCR quirks (Paper Capture), are not', () => {
    expect(judgeTextLayer(ACCOUNT_PAGE).garbage).toBe(false);
    const quirky = ACCOUNT_PAGE.map((l) => l.replace('15/81', '15181').replace('$412', '$10.262').replace('CLOSED', 'C LOSED'));
    expect(judgeTextLayer([...quirky, 'April2023  May2024  July 2023']).garbage).toBe(false);
  });

  it('a payment grid page, all codes and numbers, is not', () => {
    const grid = [
      'Payment History',
      'January 2024   February 2024   March 2024   April2024   May2024   June2024',
      'Rating   Rating   Rating   Rating   Rating   Rating',
      'OK   OK   30   60   OK   X',
      'Balance   $1,204   $1,180   $1,166   $1,150   $1,120   ---',
      'Past Due   $0   $0   $35   $70   $0   ---',
      'Scheduled Payment   $35   $35   $35   $35   $35   ---',
      'AID   DRG   ---   ---',
      'NORTHWIND BANK 412345678901****',
      'Transunion   Experian   Equifax',
      'FABRIKAM AUTO   AB123****',
    ];
    const verdict = judgeTextLayer(grid);
    expect(verdict.garbage).toBe(false);
  });

  it('a short page with few, unknown words is not judged by its word share', () => {
    expect(judgeTextLayer(['CONTOSO FINANCIAL', 'Zyxel Qorvo Northwind', 'Fabrikam']).garbage).toBe(false);
  });

  it('a page of names and addresses (personal information) is not', () => {
    const page = [
      'Personal Information',
      'Name   JORDAN A SAMPLE',
      'Also Known As   JORDAN SAMPLE, J A SAMPLE',
      'Date of Birth   04/1987',
      'Addresses   1200 WILLOWBROOK LN APT 4 SPRINGFIELD IL 62701',
      '88 MAPLEWOOD CT DECATUR IL 62521',
      'Phone Numbers   (217) 555-0142',
      'Employers   CONTOSO LOGISTICS   NORTHWIND TRADERS',
    ];
    expect(judgeTextLayer(page).garbage).toBe(false);
  });
});

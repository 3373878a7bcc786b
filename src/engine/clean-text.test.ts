import { describe, expect, it } from 'vitest';
import { cleanText } from './clean-text';

describe('cleanText', () => {
  it('removes NUL and other control characters, keeps tabs, line breaks and ordinary text', () => {
    expect(cleanText('JANE\u0000 DOE\u0007\u001b\u0085')).toBe('JANE DOE');
    expect(cleanText('a\tb\nc\r\nd é – ü')).toBe('a\tb\nc\r\nd é – ü');
  });

  it('replaces lone surrogates, keeps pairs', () => {
    expect(cleanText('x\uD800y\uDC00z')).toBe('x\uFFFDy\uFFFDz');
    expect(cleanText('😀')).toBe('😀');
  });

  it('makes any string storable as PostgreSQL jsonb text', () => {
    let all = '';
    for (let c = 0; c < 0x100; c++) all += String.fromCharCode(c);
    expect(JSON.stringify(cleanText(all))).not.toMatch(/\\u00[01]|\\u007f|\\u00[89]/);
  });
});

describe('the engine output', () => {
  it('carries no control characters whatever a report held', async () => {
    const { reanalyzeReports } = await import('./index');
    const account = {
      creditor: 'ACME\u0000 BANK',
      originalCreditor: null,
      accountNumber: '1234\u0001',
      type: null,
      status: 'Open',
      balance: 10,
      creditLimit: null,
      dateOpened: null,
      dateOfFirstDelinquency: null,
      paymentHistory: {},
      negative: false,
      responsibility: null,
      highBalance: null,
      pastDue: null,
      monthlyPayment: null,
      dateClosed: null,
      dateReported: null,
      lastPaymentDate: null,
      remarks: ['NOTE\u0000'],
      removalDate: null,
      dofdSource: null,
      category: 'revolving',
      evidence: ['ACME\u0000 BANK'],
    };
    const report = {
      bureau: 'experian',
      reportDate: null,
      score: null,
      consumer: { name: 'JANE\u0000 DOE', addresses: ['1 MAIN ST\u0000'] },
      accounts: [account],
      inquiries: [],
      publicRecords: [],
      reportDateSource: null,
      coverage: { accountsRead: 1, accountsListed: null, inquiriesRead: 0, inquiriesListed: null },
      warnings: [],
    };
    const out = JSON.stringify(reanalyzeReports([report as never], { merged: false }));
    expect(out).toContain('JANE DOE');
    expect(out).not.toMatch(/\\u000[01]/);
  });
});

import type { Account, Bureau, CreditReport, Inquiry, PublicRecord } from '../../model';

/** Builders of model objects for the detect and score tests: every field defaulted to a clean, current account. */

export function account(fields: Partial<Account> = {}): Account {
  return {
    creditor: 'CAPITAL ONE',
    originalCreditor: null,
    accountNumber: 'XXXX1234',
    type: 'Credit card',
    status: 'Open',
    balance: 500,
    creditLimit: 2000,
    dateOpened: '2018-03',
    dateOfFirstDelinquency: null,
    paymentHistory: {},
    negative: false,
    responsibility: 'Individual',
    highBalance: null,
    pastDue: 0,
    monthlyPayment: 25,
    dateClosed: null,
    dateReported: '2024-05',
    lastPaymentDate: null,
    remarks: [],
    removalDate: null,
    dofdSource: fields.dateOfFirstDelinquency ? 'printed' : null,
    category: 'revolving',
    evidence: [],
    ...fields,
  };
}

/** A collection account reported by a collector. */
export function collection(fields: Partial<Account> = {}): Account {
  return account({
    creditor: 'MIDLAND CREDIT MANAGEMENT',
    originalCreditor: 'COMENITY BANK',
    accountNumber: 'XXXX9876',
    type: 'Collection',
    status: 'Collection account',
    balance: 1200,
    creditLimit: null,
    highBalance: 1200,
    dateOpened: '2021-06',
    dateOfFirstDelinquency: '2020-11',
    category: 'collection',
    monthlyPayment: null,
    ...fields,
  });
}

export function inquiry(fields: Partial<Inquiry> = {}): Inquiry {
  return { creditor: 'DISCOVER BANK', date: '2024-01-15', kind: 'hard', ...fields };
}

export function publicRecord(fields: Partial<PublicRecord> = {}): PublicRecord {
  return {
    type: 'Chapter 7 bankruptcy',
    date: '2015-03-10',
    status: 'Discharged',
    court: 'US Bankruptcy Court',
    reference: null,
    amount: null,
    chapter: 7,
    ...fields,
  };
}

export function report(fields: Partial<CreditReport> = {}, bureau: Bureau = 'experian'): CreditReport {
  return {
    bureau,
    reportDate: '2024-06-01',
    score: null,
    consumer: { name: 'JANE Q SAMPLE', addresses: [] },
    accounts: [],
    inquiries: [],
    publicRecords: [],
    reportDateSource: 'printed',
    coverage: { accountsRead: fields.accounts?.length ?? 0, accountsListed: null, inquiriesRead: fields.inquiries?.length ?? 0, inquiriesListed: null },
    warnings: [],
    ...fields,
  };
}

/** A payment history of consecutive months from `start` ("YYYY-MM"), one code per month. */
export function history(start: string, codes: Account['paymentHistory'][string][]): Account['paymentHistory'] {
  const [y, m] = start.split('-').map(Number) as [number, number];
  const out: Account['paymentHistory'] = {};
  codes.forEach((code, i) => {
    const total = y * 12 + (m - 1) + i;
    out[`${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`] = code;
  });
  return out;
}

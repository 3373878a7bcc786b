/**
 * Building Account records from printed fields, shared by the Equifax and merged parsers:
 * a blank account, the broad category, and the "negative" flag per docs/decisions/001.
 */
import type { Account, AccountCategory } from '../../model';

export function blankAccount(creditor: string): Account {
  return {
    creditor,
    originalCreditor: null,
    accountNumber: null,
    type: null,
    status: null,
    balance: null,
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
    remarks: [],
    removalDate: null,
    dofdSource: null,
    category: 'other',
    evidence: [],
  };
}

/** Broad class from the printed type (and the section it was printed in, when there is one). */
export function categoryFor(type: string | null, section: AccountCategory | null = null, extra = ''): AccountCategory {
  const text = `${type ?? ''} ${extra}`.toLowerCase();
  if (section === 'collection' || /collection|debt buyer|factoring/.test(text)) return 'collection';
  if (section && section !== 'other') return section;
  if (/mortgage|real estate|home equity loan|heloc|\bfha\b|\bva\b loan|conventional/.test(text)) return 'mortgage';
  if (/revolving|credit card|charge card|line of credit|\bcard\b|open account/.test(text)) return 'revolving';
  if (/installment|auto|student|personal loan|secured loan|unsecured loan|\bloan\b|lease/.test(text)) return 'installment';
  return section ?? 'other';
}

// One classifier decides what is negative (docs/decisions/001); the parsers only report it.
export { isNegativeAccount } from '../../detect/negative';

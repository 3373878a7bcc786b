/**
 * Building Account records from printed fields, shared by the Equifax and merged parsers:
 * a blank account, the broad category, and the "negative" flag per docs/decisions/001.
 */
import type { Account, AccountCategory, PaymentCode } from '../../model';

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

const DELINQUENT_CODES = new Set<PaymentCode>(['30', '60', '90', '120', '150', '180', 'CO', 'COL', 'RPO', 'FC', 'BK']);

const NEGATIVE_STATUS =
  /past due|late|delinquen|charge[\s_-]*off|charged[\s_-]*off|collection|repossess|foreclos|bankruptcy|settled|less than full|written off|voluntary surrender|\bdefault/i;

/** Negative per docs/decisions/001: a delinquency in history or status, or a collection account. */
export function isNegativeAccount(account: Account): boolean {
  if (account.category === 'collection') return true;
  if (Object.values(account.paymentHistory).some((code) => DELINQUENT_CODES.has(code))) return true;
  // the account-level status a monitoring site prints beside the payment status ("Derogatory" for the
  // whole tradeline) is not this bureau's own word; the payment status and remarks are
  const texts = [account.status ?? '', ...account.remarks.filter((r) => !/^account status:/i.test(r))];
  for (const text of texts) {
    if (!NEGATIVE_STATUS.test(text)) continue;
    // "Paid, was 30 days past due" is still a printed late; "never late" / "0 days past due" is not.
    if (/never late|not past due|\b0 days past due|no late/i.test(text)) continue;
    if (/^\s*past due\b/i.test(text) && (account.pastDue ?? 0) <= 0) continue;
    return true;
  }
  return (account.pastDue ?? 0) > 0;
}

/** An Account with every field unread, for a parser to fill from what is printed (the Equifax and merged parsers). */
import type { Account } from '../../model';

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

import type { Analysis, CreditReport } from '../model';
import { detectFindings, detectNegativeItems } from '../detect/index';
import { account, collection, history, inquiry, report } from '../detect/testing/factory';

/** Analyses the plan tests read, produced by the engine's own rules from built reports. */

export function analyse(reports: CreditReport[], merged = false): Analysis {
  return { reports, negativeItems: detectNegativeItems(reports), findings: detectFindings(reports, { merged }) };
}

/** One Experian report with an entry for every single-report finding, plus two accurate negatives. */
export function everyFindingReport(): CreditReport {
  return report({
    accounts: [
      account({ creditor: 'VISA PLATINUM', accountNumber: 'XXXX0001', balance: 300, creditLimit: 5000, dateOpened: '2012-01' }),
      collection({
        creditor: 'PORTFOLIO RECOVERY',
        originalCreditor: 'SYNCHRONY BANK',
        accountNumber: 'XXXX1111',
        balance: 640,
        highBalance: 640,
        dateOfFirstDelinquency: '2016-01',
        dateOpened: '2016-09',
      }),
      account({
        creditor: 'WELLS FARGO',
        accountNumber: 'XXXX2222',
        status: 'Charged off',
        balance: 2100,
        dateOfFirstDelinquency: '2021-05',
        paymentHistory: history('2021-01', ['OK', 'OK', '30', '60', '90', '120', 'CO', 'CO']),
      }),
      collection({
        creditor: 'MIDLAND CREDIT MANAGEMENT',
        originalCreditor: 'COMENITY BANK',
        accountNumber: 'XXXX9876',
        balance: 1200,
        dateOfFirstDelinquency: '2020-11',
      }),
      account({ creditor: 'COMENITY BANK', accountNumber: 'XXXX5555', status: 'Charged off', balance: 1200, dateOfFirstDelinquency: '2020-11' }),
      account({
        creditor: 'CHASE',
        accountNumber: 'XXXX3333',
        status: 'Closed',
        remarks: ['Account sold to another lender'],
        balance: 800,
        dateClosed: '2023-01',
      }),
      collection({
        creditor: 'LVNV FUNDING',
        originalCreditor: 'CREDIT ONE',
        accountNumber: 'XXXX4444',
        status: 'Paid collection',
        balance: 300,
        highBalance: 700,
        dateOfFirstDelinquency: '2021-01',
      }),
      collection({
        creditor: 'ENHANCED RECOVERY',
        originalCreditor: 'T-MOBILE',
        accountNumber: 'XXXX6666',
        balance: 450,
        highBalance: 450,
        dateOfFirstDelinquency: null,
      }),
      collection({
        creditor: 'MEDICAL DATA SYSTEMS',
        originalCreditor: 'CITY HOSPITAL',
        accountNumber: 'XXXX7777',
        balance: 250,
        highBalance: 250,
        dateOfFirstDelinquency: '2022-03',
      }),
      // Accurate negatives: a cured 30-day late, and an unpaid collection with a printed day-precision DOFD.
      account({
        creditor: 'DISCOVER',
        accountNumber: 'XXXX8888',
        balance: 400,
        creditLimit: 3000,
        paymentHistory: history('2023-01', ['OK', '30', 'OK', 'OK']),
      }),
      collection({
        creditor: 'CAVALRY SPV',
        originalCreditor: 'CITIBANK',
        accountNumber: 'XXXX9999',
        balance: 900,
        highBalance: 900,
        dateOfFirstDelinquency: '2022-08-15',
      }),
    ],
    inquiries: [inquiry({ creditor: 'ACME AUTO LENDING', date: '2024-01-15' })],
  });
}

/** A clean file: two cards and an auto loan, paid on time, low utilization. */
export function cleanReport(): CreditReport {
  return report({
    reportDate: '2024-06-01',
    accounts: [
      account({
        creditor: 'CAPITAL ONE',
        accountNumber: 'XXXX1234',
        balance: 200,
        creditLimit: 4000,
        dateOpened: '2015-02',
        paymentHistory: history('2023-01', Array(12).fill('OK')),
      }),
      account({
        creditor: 'AMEX',
        accountNumber: 'XXXX4321',
        balance: 100,
        creditLimit: 6000,
        dateOpened: '2013-05',
        paymentHistory: history('2023-01', Array(12).fill('OK')),
      }),
      account({
        creditor: 'TOYOTA MOTOR CREDIT',
        accountNumber: 'XXXX5678',
        category: 'installment',
        type: 'Auto loan',
        balance: 9000,
        creditLimit: null,
        dateOpened: '2019-08',
        paymentHistory: history('2023-01', Array(12).fill('OK')),
      }),
    ],
  });
}

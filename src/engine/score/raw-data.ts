import type { CreditReport, Finding, NegativeItem } from '../model';
import { factorStatus } from './bands';
import { FACTOR_NAMES, FACTOR_WEIGHTS, type FactorStatus, type PaymentHistoryWord } from './constants';
import {
  accountMix,
  creditAgeScore,
  creditAgeYears,
  creditMixScore,
  creditUtilization,
  onTimePercent,
  paymentCounts,
  paymentHistoryScore,
  paymentHistoryWord,
  utilizationScore,
  type AccountMix,
} from './factors';
import {
  paymentHistoryCoverage,
  paymentHistoryCoverageNote,
  paymentHistoryUnratedReason,
  type PaymentHistoryCoverage,
  type ReportSource,
} from './payment-history';
import { accountSummary, inquirySummary, totalBalances, type AccountSummaryRow } from './summary';

/** One score factor as the dashboard and the analysis detail read it (spec document 2 §3). */
export interface ScoreFactor {
  name: string;
  value: number;
  status: FactorStatus;
  description: string;
  weight: number;
}

/**
 * The raw_data fields spec document 2 §3 lists that come from the report itself (the AI insights,
 * strategy and recommendations are added later by others). Extra fields: account_summary,
 * inquiries_high, findings.
 */
export interface RawData {
  score_factors: ScoreFactor[];
  payment_factors: { on_time_payments: number | null };
  payment_history: PaymentHistoryWord | null;
  paymentHistoryScore: number | null;
  /** Extra: how many accounts print a payment history to count (per bureau column of a 3-in-1 report). */
  payment_history_coverage: PaymentHistoryCoverage;
  /** Extra: why Payment History is not rated ("Not rated: …"), or null when it is. */
  payment_history_unrated_reason: string | null;
  credit_utilization: number | null;
  amountsOwedScore: number | null;
  credit_age_years: number | null;
  creditAgeScore: number | null;
  account_mix: AccountMix;
  creditMixScore: number;
  total_balances: number;
  derogatory_marks: number;
  creditCardCount: number;
  creditCardBalance: number;
  creditCardNegativeCount: number;
  loanCount: number;
  loanBalance: number;
  loanNegativeCount: number;
  collectionCount: number;
  collectionBalance: number;
  hard_inquiries: number;
  inquiryCount: number;
  negative_items: NegativeItem[];
  // extra
  account_summary: AccountSummaryRow[];
  inquiries_high: boolean;
  findings: Finding[];
}

/** How each credit type is named in sentences (score factor descriptions, insights). */
export const MIX_LABELS: Record<keyof AccountMix, string> = {
  revolving: 'credit cards',
  installment: 'installment loans',
  mortgage: 'a mortgage',
  other: 'other accounts',
};

function factor(name: string, value: number, weight: number, description: string): ScoreFactor {
  return { name, value, status: factorStatus(value), description, weight };
}

function row(rows: AccountSummaryRow[], type: AccountSummaryRow['type']): AccountSummaryRow {
  return rows.find((r) => r.type === type)!;
}

/**
 * The derived figures of one bureau's report (or one bureau column of a 3-in-1 report: `source.merged`);
 * negative items and findings of other bureaus are ignored.
 */
export function deriveRawData(report: CreditReport, negativeItems: NegativeItem[], findings: Finding[], source: ReportSource = { merged: false }): RawData {
  const mine = negativeItems.filter((n) => n.bureau === report.bureau);
  const counts = paymentCounts(report.accounts);
  const onTime = onTimePercent(counts);
  const word = onTime === null ? null : paymentHistoryWord(onTime);
  const historyScore = word === null ? null : paymentHistoryScore(word);
  const coverage = paymentHistoryCoverage(report.accounts);
  const coverageNote = paymentHistoryCoverageNote(coverage, report.bureau, source);
  const utilization = creditUtilization(report.accounts);
  const owedScore = utilization === null ? null : utilizationScore(utilization);
  const ageYears = creditAgeYears(report);
  const ageScore = ageYears === null ? null : creditAgeScore(ageYears);
  const mix = accountMix(report.accounts);
  const mixScore = creditMixScore(mix);
  const summary = accountSummary(report.accounts);
  const inquiries = inquirySummary(report.inquiries, report.reportDate);

  const factors: ScoreFactor[] = [];
  if (historyScore !== null && onTime !== null) {
    const late = counts.late === 1 ? '1 late month' : `${counts.late} late months`;
    factors.push(
      factor(
        FACTOR_NAMES.paymentHistory,
        historyScore,
        FACTOR_WEIGHTS.paymentHistory,
        [`${onTime}% of your payments were on time (${late} in the history printed).`, coverageNote].filter(Boolean).join(' '),
      ),
    );
  }
  if (owedScore !== null && utilization !== null) {
    factors.push(
      factor(
        FACTOR_NAMES.utilization,
        owedScore,
        FACTOR_WEIGHTS.utilization,
        `You use ${utilization}% of the credit limits on your open credit cards. Below 30% helps; below 10% is best.`,
      ),
    );
  }
  if (ageScore !== null && ageYears !== null) {
    factors.push(
      factor(FACTOR_NAMES.creditAge, ageScore, FACTOR_WEIGHTS.creditAge, `Your open accounts are ${ageYears} years old on average. Older accounts help.`),
    );
  }
  const present = (Object.keys(mix) as (keyof AccountMix)[]).filter((k) => mix[k] > 0).map((k) => MIX_LABELS[k]);
  factors.push(
    factor(
      FACTOR_NAMES.accountMix,
      mixScore,
      FACTOR_WEIGHTS.accountMix,
      present.length === 0 ? 'No credit accounts are reported.' : `You have ${present.length} of 4 credit types: ${present.join(', ')}.`,
    ),
  );

  const cards = row(summary, 'Credit Cards');
  const loans = row(summary, 'Installment Loans');
  const collections = row(summary, 'Collections');
  return {
    score_factors: factors,
    payment_factors: { on_time_payments: onTime },
    payment_history: word,
    paymentHistoryScore: historyScore,
    payment_history_coverage: coverage,
    payment_history_unrated_reason: historyScore === null ? paymentHistoryUnratedReason(coverage, report.bureau, source) : null,
    credit_utilization: utilization,
    amountsOwedScore: owedScore,
    credit_age_years: ageYears,
    creditAgeScore: ageScore,
    account_mix: mix,
    creditMixScore: mixScore,
    total_balances: totalBalances(report.accounts),
    derogatory_marks: mine.filter((n) => n.issueType !== 'hard_inquiry').length,
    creditCardCount: cards.count,
    creditCardBalance: cards.totalBalance,
    creditCardNegativeCount: cards.negativeCount,
    loanCount: loans.count,
    loanBalance: loans.totalBalance,
    loanNegativeCount: loans.negativeCount,
    collectionCount: collections.count,
    collectionBalance: collections.totalBalance,
    hard_inquiries: inquiries.count,
    inquiryCount: inquiries.count,
    negative_items: mine,
    account_summary: summary,
    inquiries_high: inquiries.high,
    findings: findings.filter((f) => f.bureau === report.bureau),
  };
}

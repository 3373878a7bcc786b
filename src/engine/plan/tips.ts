import type { CreditReport, Finding, NegativeItem } from '../model';
import { BUREAUS } from '../model';
import { deriveRawData, HIGH_INQUIRY_COUNT, type RawData } from '../score/index';
import { BUREAU_NAMES, plural } from './wording';

/** Credit-building tips chosen from the report's own figures (spec document 2 §3 creditBuildingTips). */

export const UTILIZATION_TIP_ABOVE = 30;
/** Fewer open-or-closed credit accounts than this (collections aside) is a thin file. */
export const THIN_FILE_ACCOUNTS = 3;
/** An average account age below this many years is short. */
export const SHORT_CREDIT_AGE_YEARS = 3;

interface Figures {
  bureau: string;
  raw: RawData;
  creditAccounts: number;
}

function figuresOf(reports: CreditReport[], items: NegativeItem[], findings: Finding[]): Figures[] {
  return [...reports]
    .sort((a, b) => BUREAUS.indexOf(a.bureau) - BUREAUS.indexOf(b.bureau))
    .map((report) => {
      const raw = deriveRawData(report, items, findings);
      const mix = raw.account_mix;
      return { bureau: BUREAU_NAMES[report.bureau], raw, creditAccounts: mix.revolving + mix.installment + mix.mortgage + mix.other };
    });
}

/** "on your Experian report" when several reports are read, else "". */
function where(f: Figures, many: boolean): string {
  return many ? ` on your ${f.bureau} report` : '';
}

function worst(list: Figures[], value: (f: Figures) => number | null, pick: (a: number, b: number) => boolean): Figures | null {
  let found: Figures | null = null;
  for (const f of list) {
    const v = value(f);
    if (v === null) continue;
    if (found === null || pick(v, value(found)!)) found = f;
  }
  return found;
}

export function creditBuildingTips(reports: CreditReport[], items: NegativeItem[], findings: Finding[]): string[] {
  const figures = figuresOf(reports, items, findings);
  const many = figures.length > 1;
  const tips: string[] = [];

  const util = worst(
    figures,
    (f) => f.raw.credit_utilization,
    (a, b) => a > b,
  );
  if (util && util.raw.credit_utilization! > UTILIZATION_TIP_ABOVE) {
    tips.push(
      `You are using ${util.raw.credit_utilization}% of your credit card limits${where(util, many)}. Paying balances down below 30% — ideally below 10% — before the statement date is one of the fastest ways to help a score.`,
    );
  } else if (util && util.raw.credit_utilization! > 10) {
    tips.push(`Your card utilization is ${util.raw.credit_utilization}%${where(util, many)}, under 30%; bringing it below 10% can help a little more.`);
  }

  const noCards = figures.find((f) => f.raw.account_mix.revolving === 0);
  if (noCards) {
    tips.push(
      `No credit card is reported${where(noCards, many)}. A secured card or a card from your bank, kept at a small balance and paid in full each month, adds revolving history.`,
    );
  }

  const thin = worst(
    figures,
    (f) => f.creditAccounts,
    (a, b) => a < b,
  );
  if (thin && thin.creditAccounts < THIN_FILE_ACCOUNTS) {
    tips.push(
      `Your file is thin: ${plural(thin.creditAccounts, 'credit account')}${where(thin, many)}. A credit-builder loan or being added as an authorized user on a well-managed card can add positive history.`,
    );
  }

  const inquiries = worst(
    figures,
    (f) => f.raw.hard_inquiries,
    (a, b) => a > b,
  );
  if (inquiries && inquiries.raw.hard_inquiries > HIGH_INQUIRY_COUNT) {
    tips.push(
      `${plural(inquiries.raw.hard_inquiries, 'hard inquiry', 'hard inquiries')} in the last 2 years${where(inquiries, many)} is more than ${HIGH_INQUIRY_COUNT}. Hold off on new applications for 6–12 months; when you shop for a mortgage, auto or student loan, applications within a short window usually count as one inquiry.`,
    );
  }

  const age = worst(
    figures,
    (f) => f.raw.credit_age_years,
    (a, b) => a < b,
  );
  if (age && age.raw.credit_age_years! < SHORT_CREDIT_AGE_YEARS) {
    tips.push(
      `Your accounts are ${age.raw.credit_age_years} years old on average${where(age, many)}. Keep your oldest accounts open and avoid opening several new ones at once; age builds with time.`,
    );
  }

  const onTime = worst(
    figures,
    (f) => f.raw.payment_factors.on_time_payments,
    (a, b) => a < b,
  );
  tips.push(
    onTime
      ? `${onTime.raw.payment_factors.on_time_payments}% of your payments were on time${where(onTime, many)}. Payment history weighs most in a score: automatic payments of at least the minimum keep it clean.`
      : 'Payment history weighs most in a score: automatic payments of at least the minimum keep every account on time.',
  );
  return tips;
}

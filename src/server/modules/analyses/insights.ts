/**
 * raw_data.aiInsights: one plain sentence or two per score factor, written from the engine's figures (no AI
 * service). The spec's field name is kept; the texts are deterministic.
 */
import type { AnalysisRawData } from '../../../common/analysis';
import { MIX_LABELS, type RawData } from '../../../engine/score/raw-data';

type Insights = AnalysisRawData['aiInsights'];

function paymentHistory(raw: RawData): string {
  const onTime = raw.payment_factors.on_time_payments;
  if (onTime === null || raw.payment_history === null) return 'Your report prints no payment history yet, so this factor cannot be rated.';
  if (onTime >= 100) return `All of your reported payments were on time (${raw.payment_history}). Keep paying every account on time.`;
  return (
    `${onTime}% of your reported payments were on time, rated ${raw.payment_history}. ` +
    'Late payments weigh less as they age; every on-time month from now on helps.'
  );
}

function amountsOwed(raw: RawData): string {
  const used = raw.credit_utilization;
  if (used === null) return 'No open credit card limits are reported, so your card utilization cannot be computed.';
  if (used > 30) return `You use ${used}% of your card limits. Paying balances down below 30% (10% is best) is one of the fastest ways to raise a score.`;
  if (used > 10) return `You use ${used}% of your card limits, under the 30% mark. Getting below 10% helps a little more.`;
  return `You use ${used}% of your card limits: excellent. Keep it below 10%.`;
}

function creditAge(raw: RawData): string {
  const years = raw.credit_age_years;
  if (years === null) return 'The report does not show when your accounts were opened, so their age cannot be computed.';
  if (years < 3) return `Your accounts are ${years} years old on average, a young file. Keep your oldest accounts open and avoid opening many new ones.`;
  return `Your accounts are ${years} years old on average. Keeping your oldest accounts open lets this keep growing.`;
}

function creditMix(raw: RawData): string {
  const present = (Object.keys(MIX_LABELS) as (keyof typeof MIX_LABELS)[]).filter((k) => raw.account_mix[k] > 0);
  if (present.length === 0) return 'No credit accounts are reported. One card used lightly and paid in full builds a history.';
  const list = present.map((k) => MIX_LABELS[k]).join(', ');
  if (present.length === 1) return `Your report shows only ${list}. A mix of card and loan accounts helps, but open new credit only when you need it.`;
  return `You have ${present.length} of 4 credit types (${list}). That mix counts for you; there is no need to open accounts just for it.`;
}

export function buildInsights(raw: RawData): Insights {
  return { paymentHistory: paymentHistory(raw), amountsOwed: amountsOwed(raw), creditAge: creditAge(raw), creditMix: creditMix(raw) };
}

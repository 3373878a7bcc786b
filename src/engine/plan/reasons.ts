import { worstLate } from '../detect/common/accounts';
import type { PlanEntry } from './items';
import { BUREAU_NAMES, FINDING_REASONS, formatMoney, formatReportDate, ISSUE_LABELS } from './wording';

/**
 * Why an item matters, in one or two sentences for the analysis summary (decision 084): the negative item or
 * finding, the figure behind it (balance, past-due amount, days late, inquiry date) and the possible effect on a
 * score as the plan estimates it.
 */

const article = (word: string): string => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);

/** "a collection with a $405 balance", "a 60-day late payment with $120 still past due", "a hard inquiry on March 2024". */
export function itemFigure(entry: PlanEntry): string {
  const issue = entry.kind === 'dispute' ? entry.issueType : entry.item.issueType;
  const target = entry.target;
  if (target?.kind === 'inquiry') {
    const date = formatReportDate(target.inquiry.date);
    return `a hard inquiry by ${entry.creditor}${date ? ` on ${date}` : ''}`;
  }
  if (target?.kind === 'record') {
    const type = target.record.type.trim().toLowerCase() || 'public record';
    return `${article(type)}${target.record.amount ? ` of ${formatMoney(target.record.amount)}` : ''}`;
  }
  const account = target?.kind === 'account' ? target.account : null;
  const balance = Math.max(0, account?.balance ?? 0);
  const owed = balance > 0 ? ` with a ${formatMoney(balance)} balance` : '';
  if (issue === 'late_payment') {
    const days = account ? worstLate(account) : 0;
    const pastDue = account?.pastDue != null && account.pastDue > 0 ? ` with ${formatMoney(account.pastDue)} still past due` : '';
    return `${days > 0 ? `a ${days}-day` : 'a'} late payment from ${entry.creditor}${pastDue}`;
  }
  if (issue) return `${article(ISSUE_LABELS[issue])} from ${entry.creditor}${account ? (balance > 0 ? owed : ' with a $0 balance') : ''}`;
  return `an account from ${entry.creditor}${owed}`;
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function effect(entry: PlanEntry): string {
  const verb = entry.kind === 'dispute' ? 'Correcting or removing it' : 'Its removal';
  return `${verb} may help a score, most while the item is recent; how much depends on the whole report and the scoring model.`;
}

export function reasonOf(entry: PlanEntry): string {
  const where = `on your ${BUREAU_NAMES[entry.bureau]} report`;
  if (entry.kind === 'dispute') {
    return `${capital(itemFigure(entry))} ${where} may be reported inaccurately: ${entry.codes.map((c) => FINDING_REASONS[c]).join('; ')}. ${effect(entry)}`;
  }
  return `${capital(itemFigure(entry))} ${where}, accurate as far as the report shows. ${effect(entry)}`;
}

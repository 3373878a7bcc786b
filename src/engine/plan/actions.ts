import type { FindingCode } from '../model';
import { formatMoney } from '../detect/common/finding';
import { historyDelinquencyStart, type AccurateEntry, type DisputeEntry, type PlanEntry } from './items';
import type { RecommendationAction } from './types';
import { BUREAU_NAMES, FINDING_REASONS, formatReportDate, ISSUE_LABELS, joinWords } from './wording';

/** The sentences of a recommendation or an item strategy, built from the entry's own data. */

/** How to send a dispute; said once per view by the screens (decision 081), and inside each dispute action for the API. */
export const MAIL_NOTE =
  'Send the dispute in writing (certified mail keeps proof of the date) with copies of any documents; the bureau generally has 30 days to investigate under FCRA 611 and must tell you the result.';

function what(entry: DisputeEntry): string {
  if (entry.issueType) return `this ${ISSUE_LABELS[entry.issueType]}`;
  if (entry.target?.kind === 'inquiry') return 'this inquiry';
  return 'this account';
}

/** Why the entry is disputed: every finding on it, by bureau. */
export function disputeReason(entry: DisputeEntry): string {
  const bureau = BUREAU_NAMES[entry.bureau];
  const reasons = entry.codes.map((c) => FINDING_REASONS[c]);
  return `On your ${bureau} report, ${what(entry)} from ${entry.creditor} may be reported inaccurately: ${joinWords(reasons)}.`;
}

function codeAction(code: FindingCode, entry: DisputeEntry): string {
  const bureau = BUREAU_NAMES[entry.bureau];
  switch (code) {
    case 'obsolete_item':
      return entry.dropOff
        ? `Ask ${bureau} to delete it as obsolete. ${entry.dropOff.source} it could be reported only until ${entry.dropOff.text.replace(/^by /, '')}, ${entry.dropOff.period} after ${entry.dropOff.basis}.`
        : `Ask ${bureau} to delete it as obsolete: it is older than the reporting period allows.`;
    case 'reaged_debt': {
      const start = formatReportDate(historyDelinquencyStart(entry.target));
      const printed = formatReportDate(entry.target?.kind === 'account' ? entry.target.account.dateOfFirstDelinquency : null);
      const facts = [printed && `reported as ${printed}`, start && `the payment history shows the delinquency began in ${start}`].filter(Boolean);
      return `Dispute the date of first delinquency with ${bureau}${facts.length > 0 ? ` (${facts.join('; ')})` : ''} and ask that the true date be reported, which also makes the date it must drop off earlier.`;
    }
    case 'removal_date_beyond_limit': {
      const account = entry.target?.kind === 'account' ? entry.target.account : null;
      const dofd = formatReportDate(account?.dateOfFirstDelinquency);
      const removal = formatReportDate(account?.removalDate);
      const facts = dofd && removal ? ` it prints the first delinquency as ${dofd} yet says the item stays until ${removal},` : '';
      const limit = entry.dropOff ? ` (${entry.dropOff.text})` : '';
      return `Dispute the removal date with ${bureau}:${facts} later than the 7 years and 180 days FCRA 605(c) allows${limit}. Ask that the date of first delinquency be verified, the removal date corrected, and the item deleted once that period ends.`;
    }
    case 'duplicate_account': {
      const original = entry.target?.kind === 'account' ? entry.target.account.originalCreditor : null;
      return `Dispute with ${bureau} so the debt is counted once: it appears both here and${original ? ` on the ${original} account` : ' on another account'}, each with a balance. Ask that the duplicate be deleted, or that the account that is no longer owed be updated to a $0 balance.`;
    }
    case 'medical_collection_under_500':
      return `Ask ${bureau} to delete it: the three bureaus stopped reporting medical collections under $500 in 2023.`;
    case 'paid_collection_balance':
      return `Dispute the balance with ${bureau} and ask that it be reported as $0, with a copy of your receipt or settlement letter.`;
    case 'balance_after_transfer': {
      const balance = entry.target?.kind === 'account' && entry.target.account.balance !== null ? ` (${formatMoney(entry.target.account.balance)})` : '';
      return `Dispute the balance${balance} with ${bureau}: an account that was sold or transferred should show $0, because the new owner reports the debt.`;
    }
    case 'missing_dofd':
      return `Dispute with ${bureau} and ask that ${entry.creditor} report the date of first delinquency, which FCRA 623(a)(5) requires for collections and charge-offs; it decides when the item must drop off.`;
    case 'inquiry_without_account': {
      const q = entry.target?.kind === 'inquiry' ? formatReportDate(entry.target.inquiry.date) : null;
      return `If you did not apply for credit with ${entry.creditor}${q ? ` around ${q}` : ''}, dispute the inquiry with ${bureau}; if you did apply, it is accurate and should be left to age off after 2 years.`;
    }
    case 'cross_bureau_mismatch':
      return `Compare the figures with your own statements; if ${bureau}'s value is the wrong one, dispute it with ${bureau} and ask that it be corrected to match your records.`;
  }
}

/** The step for an item whose dispute came back verified (item-state.ts): ask how, before disputing it again. */
function verifiedStep(entry: DisputeEntry): string {
  return `You logged that ${BUREAU_NAMES[entry.bureau]} verified it. Before disputing it again, ask ${BUREAU_NAMES[entry.bureau]} how it was verified (the method of verification, FCRA 611(a)(7)) and dispute again only with new facts or documents.`;
}

/** What to do about a disputed entry: one step per finding, then how to send it. */
export function disputeAction(entry: DisputeEntry): string {
  if (entry.state.outcome === 'verified') return [verifiedStep(entry), MAIL_NOTE].join(' ');
  return ['Check the item against your own records first.', ...entry.codes.map((c) => codeAction(c, entry)), MAIL_NOTE].join(' ');
}

function dropOffSentence(entry: AccurateEntry): string {
  if (!entry.dropOff) return 'The report does not print the date its reporting period runs from, so its drop-off date cannot be computed from it.';
  if (entry.dropOffPassed) {
    return `${entry.dropOff.source} its reporting period should have ended ${entry.dropOff.text} (${entry.dropOff.period} after ${entry.dropOff.basis}); check the next report and, if it is still listed, ask the bureau to remove it as obsolete.`;
  }
  return `${entry.dropOff.source} it should drop off your report ${entry.dropOff.text}: ${entry.dropOff.period} after ${entry.dropOff.basis}.`;
}

/** Said once per view by the screens (decision 081), and inside each accurate item's reason for the API. */
export const NO_DISPUTE =
  'Nothing on the report suggests it is inaccurate, so it should not be disputed: disputing accurate information is against the terms of use.';

export function accurateReason(entry: AccurateEntry): string {
  const about = entry.item.description || `${entry.creditor} reports a ${ISSUE_LABELS[entry.item.issueType]}.`;
  return `${NO_DISPUTE} ${about}`;
}

function balanceOf(entry: AccurateEntry): number {
  return entry.target?.kind === 'account' ? Math.max(0, entry.target.account.balance ?? 0) : 0;
}

/** The lawful options for an accurate negative item, by type, ending with its drop-off date. */
export function accurateSteps(entry: AccurateEntry): string {
  const account = entry.target?.kind === 'account' ? entry.target.account : null;
  const balance = balanceOf(entry);
  const steps: string[] = [];
  const { soldTo, paid } = entry.state;
  switch (entry.item.issueType) {
    case 'collection':
    case 'charge_off':
      if (soldTo) {
        // The debt now belongs to the collector: nothing is settled or asked of the original creditor.
        steps.push(
          `The report shows this debt was sold or transferred to ${soldTo}, so nothing is owed to ${entry.creditor} any more: do not pay or settle it with ${entry.creditor}. Its own entry should show a $0 balance; a balance there counts the same debt twice.`,
        );
      } else if (paid === 'unpaid') {
        const amount = balance > 0 ? `the ${formatMoney(balance)} balance` : 'it';
        steps.push(
          `Before paying ${amount}, ask ${entry.creditor} in writing for a pay-for-delete agreement (removal in exchange for payment) and get any agreement in writing; they do not have to agree.`,
          "Check your state's statute of limitations first: a payment can restart the time the debt can be collected in court.",
        );
      } else if (paid === 'paid') {
        steps.push(
          `Send ${entry.creditor} a goodwill letter asking them to remove it now that it is paid; they do not have to agree. Newer scoring models ignore paid collections.`,
        );
      } else {
        steps.push(
          `The report does not say whether it is paid. If it is unpaid, ask ${entry.creditor} in writing for a pay-for-delete agreement before paying (check your state's statute of limitations first); if you paid it, keep the receipt, and a goodwill letter may be worth sending.`,
        );
      }
      break;
    case 'late_payment':
      if (account?.pastDue != null && account.pastDue > 0) {
        steps.push(`Pay the ${formatMoney(account.pastDue)} past due as soon as you can: each further month unpaid adds a new late mark.`);
      }
      steps.push(
        `Once the account is current, send ${entry.creditor} a goodwill letter explaining what caused the late payment and asking them to remove it; set up automatic payments so it does not happen again.`,
      );
      break;
    case 'repossession':
    case 'foreclosure':
      steps.push(
        balance > 0 && !soldTo
          ? `Ask ${entry.creditor} to settle the remaining ${formatMoney(balance)} balance and, as part of the agreement, to remove or update the account; get the terms in writing.`
          : `Ask ${entry.creditor} for a goodwill removal; they rarely agree for a ${ISSUE_LABELS[entry.item.issueType]}, so plan to let it age off.`,
      );
      break;
    case 'bankruptcy':
      steps.push(
        'A bankruptcy cannot be removed early if it is accurate. Make sure every account it included shows a $0 balance, and rebuild with on-time payments.',
      );
      break;
    case 'public_record':
      steps.push(
        'If it is unpaid, paying or settling it and keeping the release or satisfaction papers limits further harm; it cannot be removed early if it is accurate.',
      );
      break;
    case 'hard_inquiry':
      steps.push('No action is needed: an inquiry from an application you made is accurate. Most scoring models count it for 12 months only.');
      break;
    default:
      steps.push(`Send ${entry.creditor} a goodwill letter asking them to report the account as paid; they do not have to agree.`);
  }
  steps.push(dropOffSentence(entry));
  return steps.join(' ');
}

/** The single action a recommendation stands for (decision 081): the first step its recommended_action names. */
export function actionOf(entry: PlanEntry): RecommendationAction {
  if (entry.kind === 'dispute') {
    const bureau = BUREAU_NAMES[entry.bureau];
    return { kind: 'dispute', label: entry.state.outcome === 'verified' ? `Ask ${bureau} how it was verified` : `Dispute with ${bureau}`, until: null };
  }
  const { soldTo, paid } = entry.state;
  const account = entry.target?.kind === 'account' ? entry.target.account : null;
  const balance = balanceOf(entry);
  const until = entry.dropOff && !entry.dropOffPassed ? entry.dropOff.text : null;
  const wait: RecommendationAction = { kind: 'wait', label: until ? `Wait until it drops off (${until})` : 'Wait until it drops off', until };
  switch (entry.item.issueType) {
    case 'late_payment':
      if (account?.pastDue != null && account.pastDue > 0) return { kind: 'pay', label: `Pay the ${formatMoney(account.pastDue)} past due`, until: null };
      return { kind: 'goodwill', label: `Ask ${entry.creditor} for a goodwill removal`, until };
    case 'collection':
    case 'charge_off':
      if (soldTo) return { kind: 'wait', label: `Nothing to pay ${entry.creditor}: the debt was sold to ${soldTo}`, until };
      if (paid === 'unpaid' && balance > 0)
        return { kind: 'pay', label: `Settle the ${formatMoney(balance)} balance (ask for pay-for-delete first)`, until: null };
      if (paid === 'paid') return { kind: 'goodwill', label: `Ask ${entry.creditor} for a goodwill removal`, until };
      return wait;
    case 'repossession':
    case 'foreclosure':
      return balance > 0 && !soldTo ? { kind: 'pay', label: `Settle the ${formatMoney(balance)} balance`, until: null } : wait;
    default:
      return wait;
  }
}

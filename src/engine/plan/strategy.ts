import { accurateSteps, actionOf, disputeAction } from './actions';
import { buildPlanModel, accountName, type PlanEntry, type PlanModel } from './items';
import { citedLaws } from './laws';
import { creditBuildingTips } from './tips';
import type { PlanInput, Strategy } from './types';
import { BUREAU_NAMES, FINDING_REASONS, formatMoney, formatReportDate, ISSUE_LABELS, joinWords, plural } from './wording';

/** The repair plan's default phases (spec document 2 §9) and how many dispute items phase 2 takes. */
export const INITIAL_DISPUTE_ITEMS = 4;
export const PHASE_NAMES = ['Credit Report Analysis', 'Initial Disputes', 'Follow Up & Monitoring', 'Advanced Strategies'] as const;
export const REVIEW_EVERY_MONTHS = 4;
const PRIORITY_ACTIONS_MAX = 5;

function reportsLine(model: PlanModel): string {
  const parts = [...model.reports].map((r) => `${BUREAU_NAMES[r.bureau]}${r.reportDate ? ` (${formatReportDate(r.reportDate)})` : ''}`);
  return parts.length === 0 ? 'your report' : `your ${joinWords(parts)} report${parts.length > 1 ? 's' : ''}`;
}

function disputes(model: PlanModel) {
  return model.entries.filter((e): e is Extract<PlanEntry, { kind: 'dispute' }> => e.kind === 'dispute');
}

function accurate(model: PlanModel) {
  return model.entries.filter((e): e is Extract<PlanEntry, { kind: 'accurate' }> => e.kind === 'accurate');
}

/** The items left out of the plan and why (item-state.ts). */
function heldSentence(model: PlanModel): string {
  const unread = model.held.filter((h) => h.readingUnconfirmed);
  const done = model.held.filter((h) => !h.readingUnconfirmed);
  const parts: string[] = [];
  if (unread.length > 0)
    parts.push(
      `${joinWords(unread.map((h) => h.creditor))} ${unread.length === 1 ? 'is' : 'are'} left out until you confirm how ${unread.length === 1 ? 'it was' : 'they were'} read in Review accounts.`,
    );
  if (done.length > 0)
    parts.push(
      `${joinWords(done.map((h) => h.creditor))} ${done.length === 1 ? 'is' : 'are'} left out: you logged ${done.length === 1 ? 'it' : 'them'} deleted or corrected.`,
    );
  return parts.join(' ');
}

function summaryOf(model: PlanModel): string {
  const items = model.negativeItems;
  const d = disputes(model);
  if (items.length === 0 && d.length === 0) {
    return `Good news: ${reportsLine(model)} shows no negative items and nothing that needs disputing. Your plan is about keeping it that way and building on it.`;
  }
  const high = items.filter((n) => n.impactLevel === 'high').length;
  const listed =
    items.length === 0 ? 'shows no negative items' : `lists ${plural(items.length, 'negative item')}${high > 0 ? ` (${high} with high impact)` : ''}`;
  const parts = [`${reportsLine(model)} ${listed}.`];
  if (d.length > 0) {
    const names = d.slice(0, 3).map((e) => `${e.creditor} (${BUREAU_NAMES[e.bureau]})`);
    parts.push(
      `${plural(d.length, 'account or entry', 'accounts or entries')} may be reported inaccurately and can be disputed, starting with ${joinWords(names)}.`,
    );
  } else {
    parts.push('No inaccuracy was found, so nothing should be disputed; the plan focuses on lawful options and on building positive history.');
  }
  const a = accurate(model).filter((e) => e.item.issueType !== 'hard_inquiry');
  if (a.length > 0)
    parts.push(
      `${plural(a.length, 'accurate negative item')} will age off with time (FCRA 605 limits how long they may be reported); goodwill and pay-for-delete requests may remove some sooner.`,
    );
  if (model.held.length > 0) parts.push(heldSentence(model));
  const text = parts.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function priorityActionsOf(model: PlanModel, tips: string[]): string[] {
  const actions: string[] = [];
  for (const e of model.entries) {
    if (actions.length >= PRIORITY_ACTIONS_MAX) break;
    if (e.priority === 'low') continue;
    if (e.kind === 'dispute') {
      actions.push(`Dispute ${accountName(e)} with ${BUREAU_NAMES[e.bureau]}: ${joinWords(e.codes.map((c) => FINDING_REASONS[c]))}.`);
    } else if (e.item.issueType === 'late_payment') {
      actions.push(`Bring ${accountName(e)} current and ask ${e.creditor} for a goodwill removal of the late payment.`);
    } else {
      const action = actionOf(e);
      if (action.kind === 'wait') continue;
      const which = `the ${ISSUE_LABELS[e.item.issueType]}${e.accountNumber ? ` (${e.accountNumber})` : ''}`;
      const balance = e.target?.kind === 'account' ? e.target.account.balance : null;
      const ask =
        action.kind === 'goodwill'
          ? 'ask for a goodwill removal in writing'
          : `ask for pay-for-delete in writing before paying${balance ? ` the ${formatMoney(balance)} balance` : ''}`;
      actions.push(`Contact ${e.creditor} about ${which}: ${ask} (no dispute — it appears accurate).`);
    }
  }
  for (const tip of tips) {
    if (actions.length >= PRIORITY_ACTIONS_MAX) break;
    actions.push(tip.split(/(?<=\.)\s/)[0]!);
  }
  return actions;
}

function phasesOf(model: PlanModel): Strategy['timelinePhases'] {
  const d = disputes(model);
  const first = d.slice(0, INITIAL_DISPUTE_ITEMS);
  const rest = d.length - first.length;
  const items = model.negativeItems.length;
  const disputeText =
    first.length === 0
      ? 'No inaccuracies were found, so no dispute letters are needed now; use this time to start the credit-building steps.'
      : `Send disputes for ${joinWords(first.map((e) => `${accountName(e)} to ${BUREAU_NAMES[e.bureau]}`))}, by certified mail with copies of your documents. The bureaus generally have 30 days to investigate under FCRA 611.${rest > 0 ? ` ${plural(rest, 'more dispute')} follow${rest === 1 ? 's' : ''} in the next round.` : ''}`;
  const goodwill = accurate(model).filter((e) => {
    const kind = actionOf(e).kind;
    return kind === 'goodwill' || kind === 'pay';
  });
  return [
    {
      name: PHASE_NAMES[0],
      duration: '1 week',
      description: `Review ${reportsLine(model)}: ${plural(items, 'negative item')} and ${plural(model.findings.length, 'finding')}. Compare each item with your own statements and gather proof (receipts, settlement letters, ID).`,
    },
    { name: PHASE_NAMES[1], duration: '5 weeks', description: disputeText },
    {
      name: PHASE_NAMES[2],
      duration: '6 weeks',
      description:
        first.length === 0
          ? 'Check your reports for changes, make every payment on time and keep card balances low.'
          : "Read each bureau's result when it arrives. Follow up 35 days after delivery if no answer came, and check the corrected reports; if an item was verified, ask how it was verified and add your own statement.",
    },
    {
      name: PHASE_NAMES[3],
      duration: '12 weeks',
      description: `For disputes that were not resolved, file a complaint with the CFPB. ${
        goodwill.length > 0 ? `Send goodwill or pay-for-delete requests to ${joinWords(goodwill.slice(0, 3).map((e) => e.creditor))}. ` : ''
      }Keep building credit with on-time payments and low balances.`,
    },
  ];
}

function itemStrategiesOf(model: PlanModel): Strategy['negativeItemStrategies'] {
  const out: Strategy['negativeItemStrategies'] = [];
  for (const e of model.entries) {
    const item = e.item;
    if (!item) continue;
    const itemName = `${accountName(e)} — ${ISSUE_LABELS[item.issueType]} (${BUREAU_NAMES[e.bureau]})`;
    if (e.kind === 'dispute') {
      out.push({
        itemName,
        strategy: disputeAction(e),
        expectedOutcome: `If the bureau cannot verify it as reported, it must correct or delete it, usually within 30 days. ${e.codes.includes('obsolete_item') || e.codes.includes('medical_collection_under_500') ? 'Deletion is likely but not guaranteed.' : 'A correction rather than a deletion is also possible.'}`,
        backupPlan: `If ${BUREAU_NAMES[e.bureau]} verifies it, ask for the method of verification, dispute directly with ${e.creditor}, add a consumer statement, and file a complaint with the CFPB.${e.dropOff && !e.codes.includes('obsolete_item') ? ` It must drop off ${e.dropOff.text} in any case.` : ''}`,
      });
    } else {
      out.push({
        itemName,
        strategy: accurateSteps(e),
        expectedOutcome: e.dropOff
          ? `Its weight on your score shrinks as it ages, and it should leave your report ${e.dropOff.text}.`
          : 'Its weight on your score shrinks as it ages.',
        backupPlan:
          item.issueType === 'hard_inquiry'
            ? 'None needed; avoid new applications for a while.'
            : 'If the creditor declines, keep every other account current so positive history outweighs it while it ages off.',
      });
    }
  }
  return out;
}

function lawsOf(model: PlanModel): Strategy['applicableLaws'] {
  const entries = disputes(model);
  return citedLaws(model.findings).map(({ law, findings }) => {
    const citing = entries.filter((e) => e.findings.some((f) => findings.includes(f)));
    const names = [...new Set(citing.map((e) => `${e.creditor} (${BUREAU_NAMES[e.bureau]})`))];
    return { name: law.name, relevance: `${law.summary} It applies to ${joinWords(names)}.` };
  });
}

function longTermOf(model: PlanModel): string {
  const upcoming = accurate(model)
    .filter((e) => e.dropOff && !e.dropOffPassed && e.item.issueType !== 'hard_inquiry')
    .sort((a, b) => a.dropOff!.day - b.dropOff!.day || accountName(a).localeCompare(accountName(b), 'en'))[0];
  const next = upcoming
    ? ` The next negative item due to drop off is ${accountName(upcoming)} (${BUREAU_NAMES[upcoming.bureau]}), ${upcoming.dropOff!.text}.`
    : '';
  return `Review your credit reports every ${REVIEW_EVERY_MONTHS} months — for example one bureau at a time in rotation, using the free reports the FACT Act gives you every 12 months at AnnualCreditReport.com — to confirm corrections stick and catch new errors early.${next} Pay every bill on time, keep card balances low, and apply for new credit only when you need it; a score improves steadily as negative items age and positive history grows.`;
}

export function strategyOf(model: PlanModel): Strategy {
  const tips = creditBuildingTips(model.reports, model.negativeItems, model.findings);
  return {
    summary: summaryOf(model),
    priorityActions: priorityActionsOf(model, tips),
    timelinePhases: phasesOf(model),
    negativeItemStrategies: itemStrategiesOf(model),
    creditBuildingTips: tips,
    applicableLaws: lawsOf(model),
    longTermStrategy: longTermOf(model),
  };
}

/** The spec's personalised strategy, built deterministically from the analysis alone (no AI). */
export function buildStrategy(input: PlanInput): Strategy {
  return strategyOf(buildPlanModel(input));
}

import { describe, expect, it } from 'vitest';
import type { Analysis } from '../model';
import { account, history, inquiry, report } from '../detect/testing/factory';
import { buildPlan, buildRecommendations, buildStrategy, PHASE_NAMES } from './index';
import { analyse, cleanReport, everyFindingReport } from './scenario.test-data';

describe('buildStrategy: a report with findings', () => {
  const analysis = analyse([everyFindingReport()]);
  const strategy = buildStrategy(analysis);

  it('has exactly the spec fields', () => {
    expect(Object.keys(strategy).sort()).toEqual(
      ['applicableLaws', 'creditBuildingTips', 'longTermStrategy', 'negativeItemStrategies', 'priorityActions', 'summary', 'timelinePhases'].sort(),
    );
  });

  it('summarises the user’s own counts and creditors', () => {
    expect(strategy.summary).toContain('Experian (June 1, 2024)');
    expect(strategy.summary).toContain('10 negative items (8 with high impact)');
    expect(strategy.summary).toContain('MEDICAL DATA SYSTEMS');
  });

  it('lists the four default phases with durations that leave the bureaus their 30 days', () => {
    expect(strategy.timelinePhases.map((p) => p.name)).toEqual([...PHASE_NAMES]);
    expect(strategy.timelinePhases.map((p) => p.duration)).toEqual(['1 week', '5 weeks', '6 weeks', '12 weeks']);
    const initial = strategy.timelinePhases[1]!;
    // Up to 4 dispute items in phase 2, the rest in the next round.
    expect(initial.description.match(/ to Experian/g)).toHaveLength(4);
    expect(initial.description).toContain('4 more disputes follow');
    expect(initial.description).toContain('30 days');
    expect(strategy.timelinePhases[3]!.description).toContain('CFPB');
  });

  it('has one strategy per negative item: disputes for findings, lawful options for accurate ones', () => {
    expect(strategy.negativeItemStrategies).toHaveLength(analysis.negativeItems.length);
    const discover = strategy.negativeItemStrategies.find((s) => s.itemName.startsWith('DISCOVER'))!;
    expect(discover.itemName).toBe('DISCOVER (XXXX8888) — late payment (Experian)');
    expect(discover.strategy).not.toMatch(/\bdispute\b/i);
    expect(discover.expectedOutcome).toContain('by February 2030');
    const obsolete = strategy.negativeItemStrategies.find((s) => s.itemName.startsWith('PORTFOLIO'))!;
    expect(obsolete.strategy).toContain('obsolete');
    expect(obsolete.backupPlan).toContain('CFPB');
  });

  it('cites only the laws the findings cite', () => {
    expect(strategy.applicableLaws.map((l) => l.name.split(' (')[0])).toEqual([
      'Fair Credit Reporting Act § 611',
      'Fair Credit Reporting Act § 605',
      'Fair Credit Reporting Act § 623',
      'Fair Credit Reporting Act § 604',
      'Fair Debt Collection Practices Act § 809',
    ]);
    const fcra605 = strategy.applicableLaws[1]!;
    expect(fcra605.relevance).toContain('PORTFOLIO RECOVERY (Experian)');
    expect(fcra605.relevance).toContain('WELLS FARGO (Experian)');
    expect(fcra605.relevance).not.toContain('MIDLAND');
  });

  it('cites just FCRA 611 and 623 for a missing date of first delinquency', () => {
    const only = analyse([
      report({
        accounts: [
          account({
            creditor: 'ERC',
            accountNumber: 'XXXX1212',
            type: 'Collection',
            category: 'collection',
            status: 'Collection account',
            balance: 700,
            highBalance: 700,
            creditLimit: null,
          }),
        ],
      }),
    ]);
    expect(only.findings.map((f) => f.code)).toEqual(['missing_dofd']);
    expect(buildStrategy(only).applicableLaws.map((l) => l.name)).toEqual([
      'Fair Credit Reporting Act § 611 (15 U.S.C. § 1681i)',
      'Fair Credit Reporting Act § 623 (15 U.S.C. § 1681s-2)',
    ]);
  });

  it('suggests a review every 4 months and names the next drop-off', () => {
    expect(strategy.longTermStrategy).toContain('every 4 months');
    expect(strategy.longTermStrategy).toContain('COMENITY BANK (XXXX5555) (Experian), by May 2028');
  });

  it('leads the priority actions with the high-priority disputes', () => {
    expect(strategy.priorityActions[0]).toMatch(/^Dispute MEDICAL DATA SYSTEMS \(XXXX7777\) with Experian/);
    expect(strategy.priorityActions.length).toBeLessThanOrEqual(5);
    const onlyCavalry = everyFindingReport();
    onlyCavalry.accounts = onlyCavalry.accounts.filter((a) => a.creditor === 'CAVALRY SPV');
    const accurate = buildStrategy(analyse([onlyCavalry]));
    expect(accurate.priorityActions[0]).toBe(
      'Contact CAVALRY SPV about the collection (XXXX9999): ask for pay-for-delete in writing before paying the $900 balance (no dispute — it appears accurate).',
    );
  });
});

describe('buildStrategy: a clean report', () => {
  const strategy = buildStrategy(analyse([cleanReport()]));

  it('is encouraging, with no disputes, item strategies or laws', () => {
    expect(strategy.summary).toMatch(/^Good news: your Experian \(June 1, 2024\) report shows no negative items/);
    expect(strategy.negativeItemStrategies).toEqual([]);
    expect(strategy.applicableLaws).toEqual([]);
    expect(strategy.timelinePhases[1]!.description).toContain('No inaccuracies were found');
    expect(strategy.priorityActions.length).toBeGreaterThan(0);
    expect(strategy.priorityActions.join(' ')).not.toMatch(/\bDispute\b/);
  });

  it('gives building tips from its own figures', () => {
    // 300 of 10,000 in card limits (3%), 12 on-time months per account.
    expect(strategy.creditBuildingTips).toEqual([
      '100% of your payments were on time. Payment history weighs most in a score: automatic payments of at least the minimum keep it clean.',
    ]);
  });
});

describe('buildStrategy: credit-building tips follow the figures', () => {
  it('flags utilization above 30%, no card, a thin file, many inquiries and a short credit age', () => {
    const highUse = buildStrategy(analyse([report({ accounts: [account({ balance: 1800, creditLimit: 4000, dateOpened: '2023-01' })] })]));
    expect(highUse.creditBuildingTips.join(' ')).toContain('You are using 45% of your credit card limits');
    expect(highUse.creditBuildingTips.join(' ')).toContain('Your file is thin: 1 credit account');
    expect(highUse.creditBuildingTips.join(' ')).toContain('1.4 years old on average');

    const noCard = buildStrategy(
      analyse([
        report({
          accounts: [
            account({ category: 'installment', type: 'Auto loan', creditLimit: null, dateOpened: '2015-01', paymentHistory: history('2024-01', ['OK']) }),
          ],
          inquiries: ['A', 'B', 'C', 'D', 'E', 'F'].map((c, i) => inquiry({ creditor: `${c} LENDER`, date: `2024-0${i + 1}-02` })),
        }),
      ]),
    );
    const tips = noCard.creditBuildingTips.join(' ');
    expect(tips).toContain('No credit card is reported');
    expect(tips).toContain('6 hard inquiries in the last 2 years');
    expect(tips).not.toContain('years old on average');
  });

  it('names the bureau when several reports are read', () => {
    const card = (balance: number) => account({ balance, creditLimit: 1000 });
    const s = buildStrategy(analyse([report({ accounts: [card(100)] }, 'experian'), report({ accounts: [card(600)] }, 'equifax')]));
    expect(s.creditBuildingTips[0]).toContain('60% of your credit card limits on your Equifax report');
  });
});

describe('the plan is deterministic', () => {
  const shuffled = (a: Analysis): Analysis => ({
    reports: [...a.reports].reverse(),
    negativeItems: [...a.negativeItems].reverse(),
    findings: [...a.findings].reverse(),
  });

  it('gives the same output for the same input, whatever the input order', () => {
    const analysis = analyse([everyFindingReport()]);
    expect(buildStrategy(analysis)).toEqual(buildStrategy(analysis));
    expect(buildRecommendations(shuffled(analysis))).toEqual(buildRecommendations(analysis));
    expect(buildStrategy(shuffled(analysis))).toEqual(buildStrategy(analysis));
  });

  it('uses asOf, never the clock, to tell whether a drop-off date has passed', () => {
    const analysis = analyse([
      report({ accounts: [account({ creditor: 'DISCOVER', accountNumber: 'XXXX8888', paymentHistory: history('2017-06', ['30', 'OK']) })] }),
    ]);
    const before = buildRecommendations(analysis)[0]!.recommended_action;
    expect(before).toContain('should drop off your report by June 2024');
    const after = buildRecommendations({ ...analysis, asOf: '2024-07-01' })[0]!.recommended_action;
    expect(after).toContain('should have ended by June 2024');
  });
});

describe('buildPlan', () => {
  it('gives the same recommendations and strategy as the two builders', () => {
    const analysis = analyse([everyFindingReport()]);
    expect(buildPlan(analysis)).toEqual({ recommendations: buildRecommendations(analysis), strategy: buildStrategy(analysis) });
  });

  it('reads one bureau’s part when asked', () => {
    const card = (balance: number) => account({ creditor: 'CAPITAL ONE', accountNumber: 'XXXX1234', balance });
    const analysis = analyse([report({ accounts: [card(500)] }, 'experian'), report({ accounts: [card(900)] }, 'transunion')], true);
    const plan = buildPlan({ ...analysis, bureau: 'transunion' });
    expect(plan.recommendations).toHaveLength(1);
    expect(plan.recommendations[0]!.dispute_reason).toContain('TransUnion');
    expect(plan.strategy.summary).toMatch(/^Your TransUnion \(June 1, 2024\) report shows no negative items\. 1 account or entry may be reported inaccurately/);
    expect(plan.strategy.summary).not.toContain('Experian');
  });
});

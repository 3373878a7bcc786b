import { describe, expect, it } from 'vitest';
import { account, collection, report } from '../detect/testing/factory';
import { buildPlan } from './plan';
import { HELD_DELETED, HELD_ENTRY_READING, HELD_READING, itemStatesOf, type PersonFacts } from './item-state';
import { analyse, everyFindingReport } from './scenario.test-data';

/** Everything the plan says about an entry, as one text. */
function said(plan: ReturnType<typeof buildPlan>, creditor: string): string {
  const recs = plan.recommendations.filter((r) => r.account_name.startsWith(creditor));
  const strategies = plan.strategy.negativeItemStrategies.filter((s) => s.itemName.startsWith(creditor));
  const actions = plan.strategy.priorityActions.filter((a) => a.includes(creditor));
  return [
    ...recs.flatMap((r) => [r.recommended_action, r.action?.label ?? '', r.estimated_impact]),
    ...strategies.flatMap((s) => [s.strategy, s.backupPlan]),
    ...actions,
  ].join('\n');
}

describe('item state (issue 24): one state every piece of advice reads', () => {
  const analysis = analyse([everyFindingReport()]);
  const states = itemStatesOf(analysis, { accurate: [], outcomes: [] });
  const state = (creditor: string) => states.find((s) => s.creditor === creditor)!;

  it('links a debt sold to a collector, and says paid or unpaid from the report', () => {
    expect(state('COMENITY BANK')).toMatchObject({ soldTo: 'MIDLAND CREDIT MANAGEMENT', duplicate: true, paid: 'unpaid' });
    expect(state('MIDLAND CREDIT MANAGEMENT')).toMatchObject({ soldFrom: 'COMENITY BANK', duplicate: true });
    expect(state('CHASE').soldTo).toBe('another company');
    expect(state('LVNV FUNDING').paid).toBe('unpaid');
    expect(state('VISA PLATINUM')).toBeUndefined();
  });

  it('never advises settling with, paying or asking goodwill of the creditor who sold the debt', () => {
    const text = said(buildPlan(analysis), 'COMENITY BANK');
    expect(text).toContain('sold or transferred to MIDLAND CREDIT MANAGEMENT');
    expect(text).not.toMatch(/\bsettle the\b|goodwill|pay-for-delete|Before paying/i);
  });

  it('never says "now that it is paid" of an unpaid collection, nor "settle" when the report does not say it is unpaid', () => {
    const unpaid = report({
      accounts: [collection({ creditor: 'CAVALRY SPV', originalCreditor: 'CITI', accountNumber: 'XXXX9999', status: 'Unpaid', balance: null })],
    });
    const text = said(buildPlan(analyse([unpaid])), 'CAVALRY SPV');
    expect(text).not.toMatch(/now that it is paid|goodwill removal/i);
    expect(text).toMatch(/pay-for-delete/);
    const unknown = report({
      accounts: [collection({ creditor: 'CAVALRY SPV', originalCreditor: 'CITI', accountNumber: 'XXXX9999', status: 'Collection', balance: null })],
    });
    const plain = said(buildPlan(analyse([unknown])), 'CAVALRY SPV');
    expect(plain).toContain('does not say whether it is paid');
    expect(plain).not.toMatch(/now that it is paid|\bsettle the\b/i);
  });

  it('leaves out items logged deleted (until reinserted), never disputes items the person marked accurate', () => {
    const facts: PersonFacts = {
      accurate: [{ creditor: 'ENHANCED RECOVERY', accountNumber: 'XXXX6666' }],
      outcomes: [{ bureau: 'experian', creditor: 'MEDICAL DATA SYSTEMS', accountNumber: 'XXXX7777', result: 'deleted', reinserted: false }],
    };
    const plan = buildPlan({ ...analysis, person: facts });
    expect(said(plan, 'MEDICAL DATA SYSTEMS')).toBe('');
    expect(plan.strategy.summary).toContain('MEDICAL DATA SYSTEMS is left out: you logged it deleted or corrected.');
    const enhanced = plan.recommendations.filter((r) => r.account_name.startsWith('ENHANCED RECOVERY'));
    expect(enhanced.map((r) => r.action?.kind)).not.toContain('dispute');
    expect(itemStatesOf(analysis, facts).find((s) => s.creditor === 'MEDICAL DATA SYSTEMS')!.held).toBe(HELD_DELETED);

    const back = buildPlan({ ...analysis, person: { ...facts, outcomes: [{ ...facts.outcomes[0]!, reinserted: true }] } });
    expect(said(back, 'MEDICAL DATA SYSTEMS')).toMatch(/Dispute with Experian/);
  });

  it('after a verified outcome, asks how it was verified instead of disputing the same item again', () => {
    const plan = buildPlan({
      ...analysis,
      person: { accurate: [], outcomes: [{ bureau: 'all', creditor: 'PORTFOLIO RECOVERY', accountNumber: 'XXXX1111', result: 'verified', reinserted: false }] },
    });
    const rec = plan.recommendations.find((r) => r.account_name.startsWith('PORTFOLIO RECOVERY'))!;
    expect(rec.action?.label).toBe('Ask Experian how it was verified');
    expect(rec.recommended_action).toContain('FCRA 611(a)(7)');
  });

  it('holds back an account whose reading is not confirmed until the person confirms it', () => {
    const flagged = report({
      accounts: [
        account({
          creditor: 'HARBOR CARD',
          accountNumber: 'XXXX2222',
          status: 'Charged off',
          balance: 900,
          readingWarning: 'We could not read this account cleanly; check it against your report.',
        }),
      ],
    });
    const a = analyse([flagged]);
    const plan = buildPlan(a);
    expect(plan.recommendations).toEqual([]);
    expect(plan.strategy.summary).toContain('HARBOR CARD is left out until you confirm how it was read in Review accounts.');
    expect(itemStatesOf(a, { accurate: [], outcomes: [] })[0]!.held).toBe(HELD_READING);
    const confirmed = buildPlan({ ...a, person: { accurate: [{ creditor: 'HARBOR CARD', accountNumber: 'XXXX2222' }], outcomes: [] } });
    expect(confirmed.recommendations.map((r) => r.account_name)).toEqual(['HARBOR CARD (XXXX2222)']);
  });

  it('holds back a flagged inquiry the same way, and not an inquiry read cleanly (decision 243)', () => {
    const recent = { date: '2025-01-10', kind: 'hard' as const };
    const r = report({
      reportDate: '2025-06-01',
      inquiries: [
        {
          creditor: 'NORTHWIND AUTO',
          ...recent,
          readingWarning: 'We could not read this entry cleanly; check it against your report.',
          readingChecks: ['read_twice'],
        },
        { creditor: 'HARBOR BANK', ...recent },
      ],
    });
    const states = itemStatesOf(analyse([r]), { accurate: [], outcomes: [] });
    expect(states.find((s) => s.creditor === 'NORTHWIND AUTO')?.held).toBe(HELD_ENTRY_READING);
    expect(states.find((s) => s.creditor === 'HARBOR BANK')?.held ?? null).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { Recommendation } from '../../../common/analysis';
import { MAIL_NOTE, NO_DISPUTE } from '../../../common/plan';
import { makeAnalysis, reportDated } from '../../../common/analysis.test-data';
import { citedLaws } from './FindingsPanel';
import { reportOptionLabel } from './model';
import { priorityLabel, recommendationView, topActions } from './recommendation-view';

const dispute: Recommendation = {
  account_name: 'MIDLAND',
  priority: 'high',
  dispute_reason: 'On your Experian report, this collection may be reported inaccurately.',
  estimated_impact: 'Large',
  recommended_action: `Check the item against your own records first. Ask Experian to delete it. ${MAIL_NOTE}`,
  action: { kind: 'dispute', label: 'Dispute with Experian', until: null },
};
const pastDue: Recommendation = {
  account_name: 'DISCOVER',
  priority: 'high',
  dispute_reason: `${NO_DISPUTE} DISCOVER reports a late payment.`,
  estimated_impact: 'Medium',
  recommended_action: 'Pay the $120 past due as soon as you can.',
  action: { kind: 'pay', label: 'Pay the $120 past due', until: null },
};

describe('recommendationView (decision 081)', () => {
  it('labels the priority of an item that should not be disputed as its real action', () => {
    expect(priorityLabel(recommendationView(pastDue))).toBe('High priority: pay the $120 past due');
    expect(priorityLabel(recommendationView(dispute))).toBe('High priority: dispute');
  });

  it('takes the shared sentences out of each item (the view states them once) and says it relied on them', () => {
    const d = recommendationView(dispute);
    expect(d.steps).toBe('Check the item against your own records first. Ask Experian to delete it.');
    expect(d.sendNote).toBe(true);
    const p = recommendationView(pastDue);
    expect(p.accurate).toBe(true);
    expect(p.reason).toBe('DISCOVER reports a late payment.');
  });

  it('works out the action of rows made before the engine named it', () => {
    const { action: _a, ...old } = pastDue;
    expect(recommendationView(old).action.kind).toBe('wait');
    expect(recommendationView(old).accurate).toBe(true);
    const { action: _b, ...oldDispute } = dispute;
    expect(recommendationView(oldDispute).action.kind).toBe('dispute');
  });

  it("gives each summary item its reason: the engine's, or the item's own on rows made before it (decision 084)", () => {
    const reason = 'A 30-day late payment from DISCOVER with $120 still past due on your Experian report, accurate as far as the report shows.';
    expect(recommendationView({ ...pastDue, action: { ...pastDue.action!, reason } }).why).toBe(reason);
    expect(recommendationView(pastDue).why).toBe('DISCOVER reports a late payment.');
    expect(recommendationView(dispute).why).toBe('On your Experian report, this collection may be reported inaccurately.');
  });

  it('opens with the three that matter most, in the engine order', () => {
    expect(topActions([dispute, pastDue, dispute, pastDue]).map((v) => v.action.kind)).toEqual(['dispute', 'pay', 'dispute']);
  });
});

describe('reportOptionLabel', () => {
  it('names each report by bureau, report date and file name; a running one by its status', () => {
    const a = makeAnalysis({ metadata: { original_name: 'experian-2025.pdf' }, raw: reportDated('2025-10-15') });
    expect(reportOptionLabel(a)).toBe('Experian · Report of Oct 15, 2025 · experian-2025.pdf');
    const undated = makeAnalysis({ metadata: { original_name: 'scan.png' }, raw: reportDated(null) });
    expect(reportOptionLabel(undated)).toBe('Experian · Report date not printed · scan.png');
    const running = makeAnalysis({ analysis_status: 'processing', metadata: { original_name: 'new.pdf' } });
    expect(reportOptionLabel(running)).toBe('Experian · new.pdf · Processing');
  });
});

describe('citedLaws', () => {
  it('lists each cited law once, in the order first cited', () => {
    const f = (lawBasis: string[]) => ({ lawBasis }) as never;
    expect(citedLaws([f(['FCRA 611', 'FCRA 605(c)']), f(['FCRA 611', 'FCRA § 623(a)(5)'])])).toEqual(['FCRA 611', 'FCRA 605', 'FCRA 623']);
  });
});

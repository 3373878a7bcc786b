import { describe, expect, it } from 'vitest';
import { account, inquiry, report } from '../detect/testing/factory';
import { buildRecommendations } from './index';
import { analyse, everyFindingReport } from './scenario.test-data';

const byName = (name: string) => (r: { account_name: string }) => r.account_name.startsWith(name);

describe('the reason of each recommendation (decision 084): the item, its figure and the possible effect', () => {
  const recs = buildRecommendations(analyse([everyFindingReport()]));

  it('gives every recommendation a reason naming the bureau, with no unsourced point range (issue 24)', () => {
    expect(recs.length).toBeGreaterThan(3);
    for (const r of recs) {
      expect(r.action?.reason).toMatch(/ on your Experian report/);
      expect(r.action?.reason).toMatch(/may help a score, most while the item is recent; how much depends on the whole report and the scoring model\.$/);
      expect(r.action?.reason).not.toMatch(/points/);
      expect(r.action?.reason).not.toMatch(/\bwill\b|guarantee/i);
    }
  });

  it('a disputed item says what may be wrong with it and the figure behind it', () => {
    const medical = recs.find((r) => r.dispute_reason.includes('medical collection under $500'))!;
    expect(medical.action?.reason).toMatch(
      /^A collection from .+ with a \$\d[\d,]* balance on your Experian report may be reported inaccurately: .*medical collection under \$500/,
    );
    expect(medical.action?.reason).toContain(
      'Correcting or removing it may help a score, most while the item is recent; how much depends on the whole report and the scoring model.',
    );
  });

  it('an accurate item says it is accurate, with its figure', () => {
    const collection = recs.find(byName('CAVALRY SPV'))!;
    expect(collection.action?.kind).toBe('pay');
    expect(collection.action?.reason).toMatch(
      /^A collection from CAVALRY SPV with a \$[\d,]+ balance on your Experian report, accurate as far as the report shows\. Its removal may help a score, most while the item is recent; how much depends on the whole report and the scoring model\.$/,
    );
    const late = recs.find(byName('DISCOVER'))!;
    expect(late.action?.reason).toMatch(/^A \d+-day late payment from DISCOVER on your Experian report/);
  });

  it('names the past-due amount of a late account and the date of an inquiry', () => {
    const pastDue = account({
      creditor: 'CHASE',
      accountNumber: 'XXXX7777',
      status: 'Open. 30 days past due',
      pastDue: 120,
      balance: 900,
      paymentHistory: { '2024-04': '30' },
    });
    const analysis = analyse([report({ reportDate: '2024-06-01', accounts: [pastDue], inquiries: [inquiry({ creditor: 'ACME AUTO', date: '2024-03-10' })] })]);
    const out = buildRecommendations(analysis);
    expect(out.find(byName('CHASE'))?.action?.reason).toMatch(/^A 30-day late payment from CHASE with \$120 still past due on your Experian report/);
    const q = out.find((r) => r.action?.reason?.includes('hard inquiry'));
    expect(q?.action?.reason).toMatch(/^A hard inquiry by ACME AUTO on March 10, 2024 on your Experian report/);
  });
});

/**
 * The TransUnion annualcreditreport disclosure (F1, layout transunion-acr) as Chrome prints it, generated and read
 * by the real extractor and parseDocument. The DOFD a removal date implies is derived after parsing, in one place
 * (docs/decisions/049): here the parser must read the removal date it is derived from.
 */
import { describe, expect, it } from 'vitest';
import { generateFixture } from '../../../fixtures/generator/index';
import { compareAnalysis } from '../../../fixtures/truth-compare';
import { extractDocument } from '../../../../src/engine/extract/index';
import { parseDocument } from '../../../../src/engine/parse/index';
import { normaliseName } from '../../../../src/engine/parse/common/testing';

const CASES = [
  { variant: 'default' as const, index: 0, seed: 20240601 },
  { variant: 'default' as const, index: 1, seed: 777 },
  { variant: 'holdout' as const, index: 0, seed: 9001 },
];

describe('transunion-acr (F1) fixtures', () => {
  for (const c of CASES) {
    it(`${c.variant} #${c.index + 1} (seed ${c.seed})`, async () => {
      const fx = await generateFixture({ layout: 'transunion-acr', seed: c.seed, index: c.index, variant: c.variant });
      const parsed = parseDocument(await extractDocument(fx.pdf, 'pdf'));
      expect(parsed.layout).toBe('transunion');
      const report = parsed.reports[0]!;
      const truth = fx.truth.reports[0]!;

      const comparison = compareAnalysis({ reports: [report], negativeItems: [], findings: [] }, fx.truth);
      const derived = new Set(truth.accounts.filter((a) => a.dofdSource === 'removal_date').map((a) => normaliseName(a.creditor)));
      const wrong = comparison.diff.filter(
        (d) => /^(?:FN|FP) account|^field /.test(d) && !(/^field dateOfFirstDelinquency/.test(d) && [...derived].some((n) => normaliseName(d).includes(n))),
      );
      expect(wrong).toEqual([]);
      expect(comparison.accounts.f1).toBe(1);

      const key = (a: { creditor: string; negative: boolean; removalDate?: string | null }) =>
        `${normaliseName(a.creditor)}:${a.negative}:${a.removalDate ?? '-'}`;
      expect(report.accounts.map(key).sort()).toEqual(truth.accounts.map(key).sort());
      expect(report.coverage).toMatchObject({ accountsRead: truth.accounts.length, accountsListed: truth.accounts.length });
      expect(report.reportDate).toBe(truth.reportDate);
      expect(report.consumer.name).toBe(truth.consumer.name);
      const inquiries = (list: typeof truth.inquiries) => list.map((q) => `${normaliseName(q.creditor)}|${q.date}|${q.kind}`).sort();
      expect(inquiries(report.inquiries)).toEqual(inquiries(truth.inquiries));
      const records = (list: typeof truth.publicRecords) => list.map((r) => `${normaliseName(r.type)}|${r.date}`).sort();
      expect(records(report.publicRecords)).toEqual(records(truth.publicRecords));
      for (const account of report.accounts) expect(account.evidence.join('\n')).not.toMatch(/disclosure\.page|\d{8,}(?![\d*])/);
    });
  }
});

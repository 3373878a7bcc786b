/** The Experian parser over generated fixture PDFs (both layouts, default and held-out wording), read by the real extractor. */
import { describe, expect, it } from 'vitest';
import { generateFixture } from '../../../../tests/fixtures/generator/index';
import type { LayoutId } from '../../../../tests/fixtures/generator/truth';
import { compareAnalysis } from '../../../../tests/fixtures/truth-compare';
import { extractDocument } from '../../extract/index';
import { parseDocument } from '../index';
import { normaliseName } from '../common/testing';
import { parseExperian } from './index';

const CASES: { layout: LayoutId; variant: 'default' | 'holdout'; index: number; seed: number }[] = [
  { layout: 'experian-current', variant: 'default', index: 0, seed: 20240601 },
  { layout: 'experian-current', variant: 'default', index: 1, seed: 777 },
  { layout: 'experian-current', variant: 'holdout', index: 0, seed: 9001 },
  { layout: 'experian-classic', variant: 'default', index: 0, seed: 20240601 },
  { layout: 'experian-classic', variant: 'default', index: 1, seed: 777 },
  { layout: 'experian-classic', variant: 'holdout', index: 0, seed: 9001 },
];

describe('parseExperian on generated reports', () => {
  for (const c of CASES) {
    it(`${c.layout} ${c.variant} #${c.index + 1} (seed ${c.seed})`, async () => {
      const fx = await generateFixture({ layout: c.layout, seed: c.seed, index: c.index, variant: c.variant });
      const doc = await extractDocument(fx.pdf, 'pdf');
      const parsed = parseDocument(doc);
      expect(parsed.layout).toBe('experian');
      const report = parseExperian(doc);
      const truth = fx.truth.reports[0]!;

      const comparison = compareAnalysis({ reports: [report], negativeItems: [], findings: [] }, fx.truth);
      expect(comparison.diff.filter((d) => /^(?:FN|FP) account|^field /.test(d))).toEqual([]);
      expect(comparison.accounts.f1).toBe(1);
      expect(comparison.scores.invented).toBe(0);

      const negatives = (accounts: { creditor: string; negative: boolean }[]) => accounts.map((a) => `${normaliseName(a.creditor)}:${a.negative}`).sort();
      expect(negatives(report.accounts)).toEqual(negatives(truth.accounts));
      expect(report.reportDate).toBe(truth.reportDate);
      expect(report.score).toBe(truth.score);
      expect(report.consumer.name).toBe(truth.consumer.name);
      const inquiries = (list: typeof truth.inquiries) => list.map((q) => `${normaliseName(q.creditor)}|${q.date}|${q.kind}`).sort();
      expect(inquiries(report.inquiries)).toEqual(inquiries(truth.inquiries));
      const records = (list: typeof truth.publicRecords) => list.map((r) => `${normaliseName(r.type)}|${r.date}`).sort();
      expect(records(report.publicRecords)).toEqual(records(truth.publicRecords));
      for (const account of report.accounts) for (const line of account.evidence) expect(line).not.toMatch(/\d{8,}|\d{3}-\d{2}-\d{4}/);
    });
  }
});

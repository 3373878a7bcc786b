/** Test support: one suite that runs a single-bureau parser over generated fixture PDFs read by the real extractor. */
import { describe, expect, it } from 'vitest';
import { generateFixture } from '../fixtures/generator/index';
import type { LayoutId } from '../fixtures/generator/truth';
import { compareAnalysis } from '../fixtures/truth-compare';
import { extractDocument } from '../../src/engine/extract/index';
import type { CreditReport } from '../../src/engine/model';
import type { ExtractedDocument } from '../../src/engine/extract/types';
import { parseDocument } from '../../src/engine/parse/index';
import { normaliseName } from '../../src/engine/parse/common/testing';

/** Two default seeds and one held-out seed for each layout: the same cases for every bureau. */
const SEEDS: { variant: 'default' | 'holdout'; index: number; seed: number }[] = [
  { variant: 'default', index: 0, seed: 20240601 },
  { variant: 'default', index: 1, seed: 777 },
  { variant: 'holdout', index: 0, seed: 9001 },
];

export function describeParserOnFixtures(name: string, bureauLayout: string, layouts: LayoutId[], parse: (doc: ExtractedDocument) => CreditReport): void {
  describe(`${name} on generated reports`, () => {
    for (const layout of layouts) {
      for (const c of SEEDS) {
        it(`${layout} ${c.variant} #${c.index + 1} (seed ${c.seed})`, async () => {
          const fx = await generateFixture({ layout, seed: c.seed, index: c.index, variant: c.variant });
          const doc = await extractDocument(fx.pdf, 'pdf');
          expect(parseDocument(doc).layout).toBe(bureauLayout);
          const report = parse(doc);
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
    }
  });
}

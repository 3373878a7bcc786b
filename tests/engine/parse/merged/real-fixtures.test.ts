/**
 * The merged parser over the real-format 3-bureau fixtures (F6 merged-idiq, F7 merged-smartcredit): Chrome
 * prints with header and footer, site chrome, F7 split tradelines. Every account of every bureau, its
 * negative flag, the report date, the printed counts and no invented record.
 */
import { describe, expect, it } from 'vitest';
import { generateFixture } from '../../../fixtures/generator/index';
import type { LayoutId } from '../../../fixtures/generator/truth';
import { compareAnalysis } from '../../../fixtures/truth-compare';
import { extractDocument } from '../../../../src/engine/extract/index';
import { detectFindings, detectNegativeItems } from '../../../../src/engine/detect/index';
import { parseDocument } from '../../../../src/engine/parse/index';
import { normaliseName } from '../../../../src/engine/parse/common/testing';

const CASES: { layout: LayoutId; variant: 'default' | 'holdout'; index: number; seed: number }[] = [
  { layout: 'merged-idiq', variant: 'default', index: 0, seed: 20240601 },
  { layout: 'merged-idiq', variant: 'holdout', index: 0, seed: 9001 },
  { layout: 'merged-smartcredit', variant: 'default', index: 0, seed: 20240601 },
  { layout: 'merged-smartcredit', variant: 'holdout', index: 1, seed: 9001 },
];

describe('parseMerged on real-format 3-bureau prints', () => {
  for (const c of CASES) {
    it(`${c.layout} ${c.variant} #${c.index + 1} (seed ${c.seed})`, async () => {
      const fx = await generateFixture({ layout: c.layout, seed: c.seed, index: c.index, variant: c.variant });
      const parsed = parseDocument(await extractDocument(fx.pdf, 'pdf'));
      expect(parsed.layout).toBe('merged');

      const analysis = {
        reports: parsed.reports,
        negativeItems: detectNegativeItems(parsed.reports),
        findings: detectFindings(parsed.reports, { merged: true }),
      };
      const comparison = compareAnalysis(analysis, fx.truth);
      expect(comparison.diff.filter((d) => /^(?:FN|FP) (?:account|negative)/.test(d))).toEqual([]);
      expect(comparison.accounts.f1).toBe(1);
      expect(comparison.negativeItems.f1).toBe(1);
      expect(comparison.findings.precision).toBeGreaterThanOrEqual(0.98);
      expect(comparison.scores.invented).toBe(0);

      for (const truth of fx.truth.reports) {
        const report = parsed.reports.find((r) => r.bureau === truth.bureau);
        const negatives = (accounts: { creditor: string; negative: boolean }[]) => accounts.map((a) => `${normaliseName(a.creditor)}:${a.negative}`).sort();
        expect(negatives(report?.accounts ?? [])).toEqual(negatives(truth.accounts));
        expect(report?.reportDate).toBe(truth.reportDate);
        expect(report?.publicRecords.length).toBe(truth.publicRecords.length);
        const inquiries = (list: typeof truth.inquiries) => list.map((q) => `${normaliseName(q.creditor)}|${q.date}`).sort();
        expect(inquiries(report?.inquiries ?? [])).toEqual(inquiries(truth.inquiries));
        if (truth.listed) expect(report?.coverage.accountsListed).toBe(truth.listed.accounts);
        for (const account of report?.accounts ?? []) {
          expect(account.creditor).not.toMatch(/https?:|\d+\/\d+\/\d+,|DISCLAIMER|Contact Us|®/i);
        }
      }
    });
  }
});

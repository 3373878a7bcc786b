/**
 * Experian's real-format layouts (HTML printed by Chromium, report-formats.md F2–F4) read end to end by the
 * real extractor, parser and rules, against the truth built with them. Skipped where Chromium is not installed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { generateFixture } from '../../../fixtures/generator/index';
import { chromiumAvailable, closeChromium } from '../../../fixtures/generator/html/chromium';
import { REAL_FORMAT_LAYOUTS, type RealLayoutId } from '../../../fixtures/generator/truth';
import { compareAnalysis } from '../../../fixtures/truth-compare';
import { detectFindings, detectNegativeItems } from '../../../../src/engine/detect/index';
import { extractDocument } from '../../../../src/engine/extract/index';
import { parseDocument } from '../../../../src/engine/parse/index';

const EXPERIAN_LAYOUTS: readonly RealLayoutId[] = REAL_FORMAT_LAYOUTS.filter((l) => l.startsWith('experian-'));
const SEEDS = [
  { variant: 'default', index: 0, seed: 20240601 },
  { variant: 'default', index: 1, seed: 777 },
  { variant: 'holdout', index: 0, seed: 9001 },
] as const;

describe.skipIf(!chromiumAvailable())('Experian real-format layouts, end to end', () => {
  afterAll(closeChromium);
  for (const layout of EXPERIAN_LAYOUTS) {
    for (const c of SEEDS) {
      it(`${layout} ${c.variant} #${c.index + 1} (seed ${c.seed})`, async () => {
        const fx = await generateFixture({ layout, seed: c.seed, index: c.index, variant: c.variant });
        const parsed = parseDocument(await extractDocument(fx.pdf, 'pdf'));
        expect(parsed.layout).toBe('experian');
        const analysis = {
          reports: parsed.reports,
          negativeItems: detectNegativeItems(parsed.reports),
          findings: detectFindings(parsed.reports, { merged: false }),
        };
        const comparison = compareAnalysis(analysis, fx.truth);
        const [report] = parsed.reports;
        expect(comparison.diff.filter((d) => /^(?:FN|FP) (?:account|negative|finding)/.test(d))).toEqual([]);
        const [truth] = fx.truth.reports;
        expect(report!.publicRecords).toHaveLength(truth!.publicRecords.length);
        if (truth!.listed) expect(report!.coverage).toMatchObject({ accountsListed: truth!.listed.accounts, inquiriesListed: truth!.listed.inquiries });
        expect(report!.warnings).toEqual([]);
        for (const a of truth!.accounts) if (a.accountNumber) expect(report!.accounts.map((x) => x.accountNumber)).toContain(a.accountNumber);
      });
    }
  }
});

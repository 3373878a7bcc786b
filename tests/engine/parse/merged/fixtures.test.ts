/** The merged parser over generated fixture PDFs (both layout variants, default and held-out wording). */
import { describe, expect, it } from 'vitest';
import { generateFixture } from '../../../fixtures/generator/index';
import type { LayoutId } from '../../../fixtures/generator/truth';
import { extractDocument } from '../../../../src/engine/extract/index';
import { detectLayout } from '../../../../src/engine/parse/detect-layout';
import { looksLikeMerged, parseMerged } from '../../../../src/engine/parse/merged/index';
import { checkAgainstTruth } from '../../../../src/engine/parse/common/truth-check';

const CASES: { layout: LayoutId; variant: 'default' | 'holdout'; index: number }[] = [
  { layout: 'merged-a', variant: 'default', index: 0 },
  { layout: 'merged-a', variant: 'default', index: 1 },
  { layout: 'merged-b', variant: 'default', index: 0 },
  { layout: 'merged-b', variant: 'default', index: 1 },
  { layout: 'merged-a', variant: 'holdout', index: 0 },
  { layout: 'merged-b', variant: 'holdout', index: 0 },
];

describe('parseMerged on generated reports', () => {
  for (const c of CASES) {
    it(`${c.layout} ${c.variant} #${c.index + 1}`, async () => {
      const fx = await generateFixture({ layout: c.layout, seed: 4242, index: c.index, variant: c.variant });
      const doc = await extractDocument(fx.pdf, 'pdf');
      expect(looksLikeMerged(doc)).toBe(true);
      expect(detectLayout(doc)).toBe('merged');
      const check = checkAgainstTruth(parseMerged(doc), fx.truth);
      expect(check.missing).toEqual([]);
      expect(check.extra).toEqual([]);
      expect(check.reportErrors).toEqual([]);
      expect(check.fieldErrors).toEqual({});
      expect(check.matched).toBeGreaterThan(3);
    });
  }
});

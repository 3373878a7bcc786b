/** The Equifax parser over generated fixture PDFs (both layout variants, default and held-out wording). */
import { describe, expect, it } from 'vitest';
import { generateFixture } from '../../../../tests/fixtures/generator/index';
import type { LayoutId } from '../../../../tests/fixtures/generator/truth';
import { extractDocument } from '../../extract/index';
import { detectLayout } from '../detect-layout';
import { looksLikeEquifax, parseEquifax } from './index';
import { checkAgainstTruth } from './truth-check';

const CASES: { layout: LayoutId; variant: 'default' | 'holdout'; index: number }[] = [
  { layout: 'equifax-a', variant: 'default', index: 0 },
  { layout: 'equifax-a', variant: 'default', index: 1 },
  { layout: 'equifax-b', variant: 'default', index: 0 },
  { layout: 'equifax-b', variant: 'default', index: 1 },
  { layout: 'equifax-a', variant: 'holdout', index: 0 },
  { layout: 'equifax-b', variant: 'holdout', index: 0 },
];

describe('parseEquifax on generated reports', () => {
  for (const c of CASES) {
    it(`${c.layout} ${c.variant} #${c.index + 1}`, async () => {
      const fx = await generateFixture({ layout: c.layout, seed: 4242, index: c.index, variant: c.variant });
      const doc = await extractDocument(fx.pdf, 'pdf');
      expect(looksLikeEquifax(doc)).toBe(true);
      expect(detectLayout(doc)).toBe('equifax');
      const check = checkAgainstTruth([parseEquifax(doc)], fx.truth);
      expect(check.missing).toEqual([]);
      expect(check.extra).toEqual([]);
      expect(check.reportErrors).toEqual([]);
      expect(check.fieldErrors).toEqual({});
      expect(check.matched).toBeGreaterThan(3);
    });
  }
});

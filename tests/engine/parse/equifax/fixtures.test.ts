/** The Equifax parser over generated fixture PDFs (both generated layouts and the real-format F5 PDF, default and held-out wording). */
import { describe, expect, it } from 'vitest';
import { generateFixture } from '../../../fixtures/generator/index';
import type { LayoutId } from '../../../fixtures/generator/truth';
import { extractDocument } from '../../../../src/engine/extract/index';
import { detectLayout } from '../../../../src/engine/parse/detect-layout';
import { looksLikeEquifax, parseEquifax } from '../../../../src/engine/parse/equifax/index';
import { checkAgainstTruth } from '../../../../src/engine/parse/common/truth-check';

const CASES: { layout: LayoutId; variant: 'default' | 'holdout'; index: number }[] = [
  { layout: 'equifax-a', variant: 'default', index: 0 },
  { layout: 'equifax-a', variant: 'default', index: 1 },
  { layout: 'equifax-b', variant: 'default', index: 0 },
  { layout: 'equifax-b', variant: 'default', index: 1 },
  { layout: 'equifax-a', variant: 'holdout', index: 0 },
  { layout: 'equifax-b', variant: 'holdout', index: 0 },
  // F5: the Equifax PDF as myEquifax / annualcreditreport.com hand it out.
  { layout: 'equifax-acr', variant: 'default', index: 0 },
  { layout: 'equifax-acr', variant: 'default', index: 1 },
  { layout: 'equifax-acr', variant: 'holdout', index: 0 },
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
      // F5 prints an Activity Designator and a Charge Off Amount beside the narratives: kept as remarks, while its
      // truth lists the narratives alone (remarks are compared on the generated layouts).
      const { remarks, ...otherFields } = check.fieldErrors;
      expect(c.layout === 'equifax-acr' ? otherFields : check.fieldErrors).toEqual({});
      if (c.layout === 'equifax-acr') for (const r of remarks ?? []) expect(r).toMatch(/Paid and Closed|Charge-off amount/);
      expect(check.matched).toBeGreaterThan(3);
      if (c.layout === 'equifax-acr') {
        const report = parseEquifax(doc);
        const truth = fx.truth.reports[0]!;
        expect(report.coverage).toEqual({
          accountsRead: truth.accounts.length,
          accountsListed: truth.accounts.length,
          inquiriesRead: truth.inquiries.length,
          inquiriesListed: truth.inquiries.length,
        });
        const negatives = (list: Array<{ creditor: string; negative: boolean }>) => list.map((a) => `${a.creditor}:${a.negative}`).sort();
        expect(negatives(report.accounts)).toEqual(negatives(truth.accounts));
        expect(report.inquiries.map((q) => q.kind).sort()).toEqual(truth.inquiries.map((q) => q.kind).sort());
      }
    });
  }
});

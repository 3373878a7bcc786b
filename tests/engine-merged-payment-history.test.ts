/**
 * Payment History of 3-in-1 (merged) reports (issue 14, decision 083): every bureau column of the merged fixture
 * layouts is rated from the payment history that column prints, the same figure the truth's accounts give, and a
 * column that prints no history says why instead of losing the factor. The real-format layouts need Chromium.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeBytes, shutdownOcr } from '../src/engine/index';
import type { Analysis, CreditReport } from '../src/engine/model';
import { deriveRawData } from '../src/engine/score/raw-data';
import { FACTOR_NAMES } from '../src/engine/score/constants';
import { DEFAULT_SEED } from './fixtures/generate';
import { chromiumAvailable, closeChromium } from './fixtures/generator/html/chromium';
import { generateFixture } from './fixtures/generator/index';
import type { LayoutId } from './fixtures/generator/truth';

const available = chromiumAvailable();
const LAYOUTS: { layout: LayoutId; needsChromium: boolean }[] = [
  { layout: 'merged-idiq', needsChromium: true },
  { layout: 'merged-smartcredit', needsChromium: true },
  { layout: 'merged-a', needsChromium: false },
  { layout: 'merged-b', needsChromium: false },
];

afterAll(async () => {
  await shutdownOcr();
  if (available) await closeChromium();
});

/** Each file is generated and read once for the tests that use it. */
const read = new Map<string, Promise<{ fx: Awaited<ReturnType<typeof generateFixture>>; analysis: Analysis }>>();
function readFixture(layout: LayoutId, index: number) {
  const key = `${layout}/${index}`;
  let entry = read.get(key);
  if (!entry) {
    entry = generateFixture({ layout, seed: DEFAULT_SEED, index, variant: 'default' }).then(async (fx) => ({
      fx,
      analysis: await analyzeBytes(fx.pdf, { fileName: `${layout}.pdf` }),
    }));
    read.set(key, entry);
  }
  return entry;
}

const paymentFactor = (report: CreditReport, analysis: Analysis) => deriveRawData(report, analysis.negativeItems, analysis.findings, { merged: true });

for (const { layout, needsChromium } of LAYOUTS) {
  describe.skipIf(needsChromium && !available)(`${layout}: Payment History per bureau column`, () => {
    for (const index of [0, 1]) {
      it(`file ${index}: rates every column from the history it prints, as the truth does`, async () => {
        const { fx, analysis } = await readFixture(layout, index);
        expect(analysis.reports.map((r) => r.bureau).sort()).toEqual(['equifax', 'experian', 'transunion']);
        for (const report of analysis.reports) {
          // The truth's report has the fields the figures read (accounts, inquiries, dates), not the reading's extras.
          const truthReport = fx.truth.reports.find((r) => r.bureau === report.bureau) as unknown as CreditReport;
          const raw = paymentFactor(report, analysis);
          const truth = deriveRawData(truthReport, [], [], { merged: true });
          expect(
            raw.score_factors.map((f) => f.name),
            report.bureau,
          ).toContain(FACTOR_NAMES.paymentHistory);
          expect(raw.payment_factors.on_time_payments, report.bureau).toBe(truth.payment_factors.on_time_payments);
          expect(raw.paymentHistoryScore, report.bureau).toBe(truth.paymentHistoryScore);
          expect(raw.payment_history_coverage, report.bureau).toEqual(truth.payment_history_coverage);
          expect(raw.payment_history_unrated_reason).toBeNull();
        }
      }, 120_000);
    }

    it('a column that prints no history is not rated, and says which column and why', async () => {
      const { analysis } = await readFixture(layout, 0);
      const tu = analysis.reports.find((r) => r.bureau === 'transunion')!;
      const blank: CreditReport = { ...tu, accounts: tu.accounts.map((a) => ({ ...a, paymentHistory: {} })) };
      const raw = paymentFactor(blank, analysis);
      expect(raw.score_factors.map((f) => f.name)).not.toContain(FACTOR_NAMES.paymentHistory);
      expect(raw.paymentHistoryScore).toBeNull();
      expect(raw.payment_history_unrated_reason).toBe(
        `Not rated: the TransUnion column of this 3-in-1 report prints no month-by-month payment history for its ${tu.accounts.length} accounts (every month is blank or "no data"), so there is nothing to count on-time payments from.`,
      );
    }, 120_000);
  });
}

/** How well a report was read (the "know what you missed"), for both sides; no schema library here. */
import type { CreditReport } from '../engine/model';

export type { ReportDateSource } from '../engine/model';
import { coverageWarnings } from '../engine/parse/common/coverage';

/** The reading's warnings still open: the engine's sentences, less an account shortfall the person's additions filled. */
export function openWarnings(report: Partial<Pick<CreditReport, 'warnings' | 'coverage'>>, added: number): string[] {
  const { coverage } = report;
  if (!coverage) return report.warnings ?? []; // a report read before coverage was counted
  const filled = coverage.accountsListed != null && coverage.accountsRead + added >= coverage.accountsListed;
  const accountSentences = coverageWarnings({ ...coverage, inquiriesListed: null });
  return (report.warnings ?? []).filter((w) => !(filled && accountSentences.includes(w)));
}

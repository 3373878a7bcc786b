/**
 * The contracted advice an analysis carries (issue 23; docs/decisions/160, 169): what to dispute, pay, ask goodwill
 * for or wait for. The engine builds it with every analysis, but 15 U.S.C. 1679d(a)(2) allows no service before the
 * cancellation period ends, so a person whose services are not open (no plan, the period running, a plan cancelled
 * or ended) gets the analysis without it, marked `raw_data.advice_withheld`. Every reader of the analysis DTO that
 * a person sees goes through `presentAdvice`; the data download keeps it once services were ever open (decision 192).
 */
import type { AnalysisDto, AnalysisSummaryDto } from '../../../common/analysis';
import type { Db } from '../../db/client';
import type { AnalysisRow } from './dto';
import { serviceAccess } from '../billing/entitlements';

/** The raw_data keys that advise what to dispute, pay, ask goodwill for or wait for. */
export const CONTRACTED_ADVICE_KEYS = ['recommendations', 'personalized_strategy', 'strategy_enrichment', 'strategy_generated_at'] as const;

/** raw_data without its contracted advice, marked so a reader knows it was withheld, not missing. */
function rawWithoutAdvice<R extends object>(raw: R): R {
  const kept = { ...raw } as Record<string, unknown>;
  for (const key of CONTRACTED_ADVICE_KEYS) delete kept[key];
  return { ...kept, advice_withheld: true } as R;
}

/** The row without its contracted advice. */
export function withholdAdvice<T extends AnalysisDto | AnalysisSummaryDto>(dto: T): T {
  return dto.raw_data ? { ...dto, raw_data: rawWithoutAdvice(dto.raw_data) } : dto;
}

/** A stored row without its contracted advice (the assistant's context while services are closed). */
export function rowWithoutAdvice(row: AnalysisRow): AnalysisRow {
  return row.rawData ? { ...row, rawData: rawWithoutAdvice(row.rawData) } : row;
}

/** The row as this person may see it: whole when their services are open, else without the advice. */
export function presentAdvice<T extends AnalysisDto | AnalysisSummaryDto>(dto: T, adviceOpen: boolean): T {
  return adviceOpen ? dto : withholdAdvice(dto);
}

/** Whether the person's contracted services are open now (on their account's clock): the advice may be shown. */
export async function adviceOpen(db: Db, userId: string, now: Date = new Date()): Promise<boolean> {
  return (await serviceAccess(db, userId, now)).kind === 'open';
}

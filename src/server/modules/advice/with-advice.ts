/**
 * An analysis row with its recommendations and strategy built for the person (decision 172): the engine's plan from
 * the stored report, negative items and findings, read through the item state with what the person decided and
 * logged. Every read that shows advice (the analysis, the list, the plan, the assistant) passes rows through here.
 */
import type { AnalysisRawData } from '../../../common/analysis';
import type { PersonFacts } from '../../../engine/plan/item-state';
import type { Db } from '../../db/client';
import { planFor } from '../analyses/build-result';
import type { AnalysisRow } from '../analyses/dto';
import { factsFor, loadStoredFacts, type StoredFacts } from './person-facts';

/** The row with raw_data.recommendations and personalized_strategy rebuilt for these facts (other rows unchanged). */
export function withAdvice<R extends Pick<AnalysisRow, 'analysisStatus' | 'rawData'>>(row: R, facts: PersonFacts): R {
  const raw = row.rawData as AnalysisRawData | null;
  if (row.analysisStatus !== 'completed' || !raw?.report?.accounts) return row;
  return { ...row, rawData: { ...raw, ...planFor(raw.report, raw.negative_items ?? [], raw.findings ?? [], facts) } };
}

/** Every row advised with the person's stored facts (each row matched against its own report). */
export function advisedRows<R extends Pick<AnalysisRow, 'analysisStatus' | 'rawData'>>(rows: readonly R[], stored: StoredFacts): R[] {
  return rows.map((row) => (row.rawData ? withAdvice(row, factsFor(stored, [row.rawData as AnalysisRawData])) : row));
}

/** Loads the person's facts and advises the rows. */
export async function advise<R extends Pick<AnalysisRow, 'analysisStatus' | 'rawData'>>(db: Db, userId: string, rows: readonly R[]): Promise<R[]> {
  return advisedRows(rows, await loadStoredFacts(db, userId));
}

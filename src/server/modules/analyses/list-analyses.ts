import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { SUMMARY_OMITTED_REPORT_KEYS, type AnalysisDto, type AnalysisRawData, type AnalysisSummaryDto } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { creditReportAnalyses as t } from '../../db/schema';
import { factsVersion, loadStoredFacts, type StoredFacts } from '../advice/person-facts';
import { advise, advisedRows } from '../advice/with-advice';
import { toAnalysisDto } from './dto';

const omitted = sql.raw(SUMMARY_OMITTED_REPORT_KEYS.map((k) => ` - '${k}'`).join(''));
const length = (key: string) => sql.raw(`coalesce(jsonb_array_length(raw_data->'report'->'${key}'), 0)`);

/**
 * raw_data as the list sends it (summarizeAnalysis in src/common/analysis.ts, in SQL so the heavy parts never leave
 * the database): without extracted_report, and raw_data.report without its records but with their counts.
 */
const summaryRawData = sql`case when ${t.rawData} is null or ${t.rawData}->'report' is null then ${t.rawData} else
  (${t.rawData} - 'extracted_report') || jsonb_build_object('report', ((${t.rawData}->'report')${omitted}) ||
    jsonb_build_object('counts', jsonb_build_object('accounts', ${length('accounts')}, 'inquiries', ${length('inquiries')}, 'publicRecords', ${length('publicRecords')})))
  end`;

/**
 * A row's version (decision 144): its id and xmin, the id of the transaction that last wrote it. Any insert, update
 * or delete of the user's analyses changes the list of them; reading it touches no raw_data.
 */
const rowVersion = sql<string>`${t.id}::text || ':' || xmin::text`;

const newestFirst = [desc(t.uploadDate), desc(t.id)] as const;

/**
 * The version of the user's list (the rows' versions in list order, then the version of the facts its advice reads,
 * decision 172), for the list's ETag.
 */
export async function listVersion(db: Db, userId: string): Promise<string> {
  const [rows, facts] = await Promise.all([
    db
      .select({ version: rowVersion })
      .from(t)
      .where(eq(t.userId, userId))
      .orderBy(...newestFirst),
    factsVersion(db, userId),
  ]);
  return `${rows.map((row) => row.version).join(',')};${facts}`;
}

/** All of the user's analyses, newest upload first, as summaries (docs/decisions/095), with the version read. */
export async function listAnalysesWithVersion(db: Db, userId: string): Promise<{ analyses: AnalysisSummaryDto[]; version: string }> {
  const [rows, stored, facts] = await Promise.all([
    db
      .select({ ...getTableColumns(t), rawData: summaryRawData.mapWith((v: unknown) => v), version: rowVersion })
      .from(t)
      .where(eq(t.userId, userId))
      .orderBy(...newestFirst),
    loadStoredFacts(db, userId),
    factsVersion(db, userId),
  ]);
  const advice = await adviceOf(db, userId, rows, stored);
  return {
    analyses: rows.map(({ version: _version, ...row }) => {
      const dto = toAnalysisDto(row) as unknown as AnalysisSummaryDto;
      const plan = advice.get(row.id);
      return plan && dto.raw_data ? { ...dto, raw_data: { ...dto.raw_data, ...plan } } : dto;
    }),
    version: `${rows.map((row) => row.version).join(',')};${facts}`,
  };
}

/**
 * The advice of each completed row for the person (decision 172). The summary has no accounts to build it from, so
 * the reports are read for the rows that show advice; the list is answered 304 while nothing changed (decision 144).
 */
async function adviceOf(db: Db, userId: string, rows: readonly { id: string; analysisStatus: string }[], stored: StoredFacts) {
  const ids = rows.filter((r) => r.analysisStatus === 'completed').map((r) => r.id);
  const out = new Map<string, Pick<AnalysisRawData, 'recommendations' | 'personalized_strategy'>>();
  if (ids.length === 0) return out;
  const full = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), inArray(t.id, ids)));
  for (const row of advisedRows(full, stored)) {
    const raw = row.rawData as AnalysisRawData | null;
    if (raw?.report) out.set(row.id, { recommendations: raw.recommendations, personalized_strategy: raw.personalized_strategy });
  }
  return out;
}

/** All of the user's analyses, newest upload first, as summaries; one row in full: get-analysis. */
export async function listAnalyses(db: Db, userId: string): Promise<AnalysisSummaryDto[]> {
  return (await listAnalysesWithVersion(db, userId)).analyses;
}

/** All of the user's analyses in full (the report's accounts included), for server work that reads them (the plan). */
export async function listFullAnalyses(db: Db, userId: string): Promise<AnalysisDto[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.uploadDate), desc(t.id));
  return (await advise(db, userId, rows)).map(toAnalysisDto);
}

import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { SUMMARY_OMITTED_REPORT_KEYS, type AnalysisDto, type AnalysisSummaryDto } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { creditReportAnalyses as t } from '../../db/schema';
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

/** The version of the user's list (the rows' versions in list order), for the list's ETag. */
export async function listVersion(db: Db, userId: string): Promise<string> {
  const rows = await db
    .select({ version: rowVersion })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(...newestFirst);
  return rows.map((row) => row.version).join(',');
}

/** All of the user's analyses, newest upload first, as summaries (docs/decisions/095), with the version read. */
export async function listAnalysesWithVersion(db: Db, userId: string): Promise<{ analyses: AnalysisSummaryDto[]; version: string }> {
  const rows = await db
    .select({ ...getTableColumns(t), rawData: summaryRawData.mapWith((v: unknown) => v), version: rowVersion })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(...newestFirst);
  return {
    analyses: rows.map(({ version: _version, ...row }) => toAnalysisDto(row) as unknown as AnalysisSummaryDto),
    version: rows.map((row) => row.version).join(','),
  };
}

/** All of the user's analyses, newest upload first, as summaries; one row in full: get-analysis. */
export async function listAnalyses(db: Db, userId: string): Promise<AnalysisSummaryDto[]> {
  return (await listAnalysesWithVersion(db, userId)).analyses;
}

/** All of the user's analyses in full (the report's accounts included), for server work that reads them (the plan). */
export async function listFullAnalyses(db: Db, userId: string): Promise<AnalysisDto[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.uploadDate), desc(t.id));
  return rows.map(toAnalysisDto);
}

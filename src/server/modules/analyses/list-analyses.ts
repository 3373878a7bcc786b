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

/** All of the user's analyses, newest upload first, as summaries (docs/decisions/095); one row in full: get-analysis. */
export async function listAnalyses(db: Db, userId: string): Promise<AnalysisSummaryDto[]> {
  const rows = await db
    .select({ ...getTableColumns(t), rawData: summaryRawData.mapWith((v: unknown) => v) })
    .from(t)
    .where(eq(t.userId, userId))
    .orderBy(desc(t.uploadDate), desc(t.id));
  return rows.map((row) => toAnalysisDto(row) as unknown as AnalysisSummaryDto);
}

/** All of the user's analyses in full (the report's accounts included), for server work that reads them (the plan). */
export async function listFullAnalyses(db: Db, userId: string): Promise<AnalysisDto[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.uploadDate), desc(t.id));
  return rows.map(toAnalysisDto);
}

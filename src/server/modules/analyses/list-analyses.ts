import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { summarizeAnalysis, type AnalysisDto, type AnalysisSummaryDto } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { creditReportAnalyses as t } from '../../db/schema';
import { factsVersion, loadStoredFacts } from '../advice/person-facts';
import { advise, advisedRows } from '../advice/with-advice';
import { openAnalysisRows } from './analysis-fields';
import { toAnalysisDto } from './dto';

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
  // raw_data is sealed (decision 195): opened here, advised for the person (decision 172) and summarized as
  // summarizeAnalysis does (decision 095).
  const [stored, facts, factsVersionRead] = await Promise.all([
    db
      .select({ ...getTableColumns(t), version: rowVersion })
      .from(t)
      .where(eq(t.userId, userId))
      .orderBy(...newestFirst),
    loadStoredFacts(db, userId),
    factsVersion(db, userId),
  ]);
  const rows = advisedRows(await openAnalysisRows(db, stored), facts);
  return {
    analyses: rows.map(({ version: _version, ...row }) => summarizeAnalysis(toAnalysisDto(row))),
    version: `${stored.map((row) => row.version).join(',')};${factsVersionRead}`,
  };
}

/** All of the user's analyses, newest upload first, as summaries; one row in full: get-analysis. */
export async function listAnalyses(db: Db, userId: string): Promise<AnalysisSummaryDto[]> {
  return (await listAnalysesWithVersion(db, userId)).analyses;
}

/** All of the user's analyses in full (the report's accounts included), for server work that reads them (the plan). */
export async function listFullAnalyses(db: Db, userId: string): Promise<AnalysisDto[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.uploadDate), desc(t.id));
  return (await advise(db, userId, await openAnalysisRows(db, rows))).map(toAnalysisDto);
}

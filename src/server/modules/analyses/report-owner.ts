/**
 * Whose report it is (decision 189), on the server: the names known to be the person's, the check made when an
 * analysis finishes, the SQL condition that keeps another person's report out of every figure, plan and letter, and
 * the person's confirmation that a flagged report is theirs.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { AnalysisDto, AnalysisMetadata } from '../../../common/analysis';
import { checkOwner, REPORT_OWNER_TEXT, type OwnerConfirmation, type ReportOwner } from '../../../common/report-owner';
import type { CreditReport } from '../../../engine/model';
import type { Db } from '../../db/client';
import { creditReportAnalyses as t, profiles, user } from '../../db/schema';
import { AppError } from '../../errors';
import { openAnalysisRows } from './analysis-fields';
import { toAnalysisDto, type AnalysisRow } from './dto';
import { getOwnAnalysis } from './get-analysis';

/** A row that is not another person's report (rows checked before decision 189 have no check: they are the person's). */
export const notOtherPersons = sql`coalesce(${t.metadata}->'owner'->>'check', '') <> 'other_person'`;

/** Completed and the person's own: the rows scores, figures, plan, calendar and letters are built from. */
export const personsCompleted = and(eq(t.analysisStatus, 'completed'), notOtherPersons)!;

/** The account holder's names (profile and sign-up) and the names they confirmed on earlier reports. */
export async function knownNamesOf(db: Db, userId: string): Promise<string[]> {
  const [holder] = await db
    .select({ profile: profiles.name, account: user.name })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  const confirmed = await db
    .select({ name: sql<string | null>`${t.metadata}->'owner'->>'name_on_report'` })
    .from(t)
    .where(and(eq(t.userId, userId), sql`${t.metadata}->'owner'->>'check' = 'confirmed'`));
  const names = [holder?.profile, holder?.account, ...confirmed.map((c) => c.name)];
  return [...new Set(names.filter((n): n is string => typeof n === 'string' && n.trim() !== ''))];
}

/** The owner check of one report read from an upload. */
export function ownerOf(report: Pick<CreditReport, 'consumer'>, knownNames: readonly string[]): ReportOwner {
  const name = report.consumer?.name ?? null;
  return { check: checkOwner(name, knownNames), name_on_report: name };
}

/** Refuses dispute items and letters from another person's report, with a sentence saying what to do. */
export function assertPersonsReport(row: Pick<AnalysisRow, 'metadata'>): void {
  if ((row.metadata as AnalysisMetadata | null)?.owner?.check === 'other_person') throw new AppError('REPORT_OF_ANOTHER_PERSON', REPORT_OWNER_TEXT.refused);
}

/**
 * The person confirms a flagged report is theirs (a name change), in their words: every row read from the same
 * file becomes 'confirmed', with the statement and the time; its name is known as theirs from then on.
 */
export async function confirmOwner(db: Db, userId: string, id: string, body: OwnerConfirmation, now = new Date()): Promise<AnalysisDto[]> {
  const row = await getOwnAnalysis(db, userId, id);
  const owner = (row.metadata as AnalysisMetadata | null)?.owner;
  if (owner?.check !== 'other_person') throw new AppError('CONFLICT', REPORT_OWNER_TEXT.notFlagged);
  const confirmed: ReportOwner = { ...owner, check: 'confirmed', confirmed_at: now.toISOString(), statement: body.statement };
  const rows = await db
    .update(t)
    .set({ metadata: sql`coalesce(${t.metadata}, '{}'::jsonb) || jsonb_build_object('owner', ${JSON.stringify(confirmed)}::jsonb)` })
    .where(and(eq(t.userId, userId), eq(t.reportId, row.reportId), sql`${t.metadata}->'owner'->>'check' = 'other_person'`))
    .returning();
  return (await openAnalysisRows(db, rows)).map(toAnalysisDto);
}

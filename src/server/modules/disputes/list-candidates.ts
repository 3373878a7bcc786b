/** GET /api/disputes/candidates?analysis_id=…: the candidates of an analysis with the person's decisions. */
import { and, eq, inArray } from 'drizzle-orm';
import type { CandidateDto } from '../../../common/disputes/candidates';
import type { Db } from '../../db/client';
import { disputeChoices } from '../../db/schema';
import { buildCandidates, type Candidate } from './build-candidates';
import { openChoiceRows, type OpenedChoiceRow } from './sealed-fields';
import { loadSource } from './source';
import { factsFor, loadStoredFacts } from '../advice/person-facts';

export type ChoiceRow = OpenedChoiceRow;

export function toCandidateDto(c: Candidate, choice: ChoiceRow | undefined): CandidateDto {
  const { findingCode: _code, analysisByBureau: _rows, request: _request, problem: _problem, ...dto } = c;
  let decided: CandidateDto['choice'] = null;
  if (c.locked_accurate || choice?.choice === 'accurate') decided = { choice: 'accurate' };
  else if (choice?.choice === 'dispute') decided = { choice: 'dispute', reason: choice.reason as never, statement: choice.statement };
  return { ...dto, choice: decided };
}

export async function choicesOf(db: Db, userId: string, keys: string[]): Promise<Map<string, ChoiceRow>> {
  if (keys.length === 0) return new Map();
  const rows = await openChoiceRows(
    db,
    await db
      .select()
      .from(disputeChoices)
      .where(and(eq(disputeChoices.userId, userId), inArray(disputeChoices.candidateKey, keys))),
  );
  return new Map(rows.map((r) => [r.candidateKey, r]));
}

/** The candidates of an analysis's file, held back where the item state says so (decision 172). */
export async function candidatesFor(db: Db, userId: string, analysisId: string): Promise<Candidate[]> {
  const [rows, stored] = await Promise.all([loadSource(db, userId, analysisId), loadStoredFacts(db, userId)]);
  return buildCandidates(
    rows,
    factsFor(
      stored,
      rows.map((r) => r.rawData),
    ),
  );
}

export async function listCandidates(db: Db, userId: string, analysisId: string): Promise<CandidateDto[]> {
  const candidates = await candidatesFor(db, userId, analysisId);
  const choices = await choicesOf(
    db,
    userId,
    candidates.map((c) => c.key),
  );
  return candidates.map((c) => toCandidateDto(c, choices.get(c.key)));
}

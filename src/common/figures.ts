/**
 * The figures every screen shows about the person's credit (issue 27, decision 200): one derivation on the server
 * (src/server/modules/figures), sent by GET /api/figures and inside the plan and progress answers, so the dashboard,
 * the credit report, the plan, progress and the assistant never disagree.
 */
import type { Bureau } from './analysis';

/** A bureau's current score: the completed report with the latest report date (decision 080), corrections included. */
export interface BureauScoreFigure {
  bureau: Bureau;
  score: number | null;
  /** Against the bureau's previous report (by report date); null when there is nothing to compare. */
  change: number | null;
  /** The report's own date ('YYYY-MM-DD' or 'YYYY-MM'), or null when it printed none. */
  reportDate: string | null;
  analysisId: string | null;
  corrected: boolean;
}

export interface ScoreHistoryFigure {
  bureau: Bureau;
  /** The report date, or the upload date of a report that printed none. */
  date: string;
  score: number;
  analysisId: string;
}

/**
 * Negative items counted two ways: a debt is one creditor and account (last four digits) however many bureaus or
 * reports list it; a listing is one bureau's line for it on its current report.
 */
export interface NegativeFigures {
  /** Distinct debts with a negative line on a bureau's current report. */
  debts: number;
  /** Negative lines on the bureaus' current reports (a debt on three bureaus counts three). */
  listings: number;
}

export interface DisputeFigures {
  /** Open dispute items (not completed or denied), one per bureau letter line. */
  inDispute: number;
  /** Distinct debts with an open dispute item. */
  debtsInDispute: number;
  /** Items whose outcome was "deleted". */
  removed: number;
  /** Distinct debts with a deleted outcome. */
  debtsRemoved: number;
}

/** A dispute round: complete when every item of it has an outcome or its response deadline passed with none. */
export interface RoundFigure {
  round: number;
  items: number;
  answered: number;
  /** Items whose deadline passed with no outcome logged. */
  lapsed: number;
  complete: boolean;
  /** The day the round completed (the last outcome or deadline), or null while it is open. */
  completedOn: string | null;
  /** The earliest deadline of an item still waiting, or null. */
  nextDue: string | null;
}

export interface CreditFiguresDto {
  scores: BureauScoreFigure[];
  /** Every bureau's scores by report date, oldest first. */
  history: ScoreHistoryFigure[];
  negatives: NegativeFigures;
  disputes: DisputeFigures;
  rounds: RoundFigure[];
  /** Debts tracked by Progress: on a current report, or removed after a dispute (so a removal still counts). */
  trackedDebts: number;
}

/** "7 debts (12 listings across bureaus)": both numbers where they differ. */
export function negativesText(n: NegativeFigures): string {
  const debts = `${n.debts} negative debt${n.debts === 1 ? '' : 's'}`;
  return n.listings === n.debts ? debts : `${debts} (${n.listings} listings across bureaus)`;
}

/** The figures of a person with no reports and no disputes. */
export function emptyFigures(): CreditFiguresDto {
  const bureaus = ['experian', 'transunion', 'equifax'] as const;
  return {
    scores: bureaus.map((bureau) => ({ bureau, score: null, change: null, reportDate: null, analysisId: null, corrected: false })),
    history: [],
    negatives: { debts: 0, listings: 0 },
    disputes: { inDispute: 0, debtsInDispute: 0, removed: 0, debtsRemoved: 0 },
    rounds: [],
    trackedDebts: 0,
  };
}

import { z } from 'zod';

/**
 * Whose report it is (decision 189): the consumer's name the report prints against the account holder's name and the
 * names the person confirmed on earlier reports. A report naming someone else is kept, flagged, and left out of every
 * figure, the plan and the letters until the person confirms it is theirs (a name change) or deletes it.
 */

/**
 * - own: the name on the report is the person's.
 * - no_name: the report prints no name we could read; it is treated as the person's (they uploaded it as theirs).
 * - other_person: the report names someone else; kept out of scores, figures, plan, strategy and letters.
 * - confirmed: it named someone else and the person confirmed it is theirs, with a statement (a name change).
 */
export const OWNER_CHECKS = ['own', 'no_name', 'other_person', 'confirmed'] as const;
export type OwnerCheck = (typeof OWNER_CHECKS)[number];

/** analysis.metadata.owner: the check made when the analysis finished, and the person's confirmation. */
export interface ReportOwner {
  check: OwnerCheck;
  /** The consumer's name as the report prints it, or null when none could be read. */
  name_on_report: string | null;
  /** Set once the person confirmed the report is theirs. */
  confirmed_at?: string;
  statement?: string;
}

/** Words after a name that are not part of it. */
const SUFFIXES = new Set(['JR', 'SR', 'II', 'III', 'IV', 'V', 'ESQ', 'MR', 'MRS', 'MS', 'DR']);

/**
 * A name as comparable words: capitals, no punctuation, "LAST, FIRST M" turned to "FIRST M LAST", suffixes and
 * titles dropped. Initials stay (one letter each).
 */
export function nameWords(name: string): string[] {
  let text = name
    .toUpperCase()
    .replace(/['’`]/g, '')
    .replace(/[^A-Z, -]/g, ' ');
  const comma = text.split(',');
  if (comma.length === 2 && comma[1]!.trim() && !SUFFIXES.has(comma[1]!.replace(/[^A-Z]/g, ''))) text = `${comma[1]} ${comma[0]}`;
  return text
    .replace(/,/g, ' ')
    .split(/[\s-]+/)
    .filter((w) => w && !SUFFIXES.has(w));
}

/** Full words (no initials). */
const fullWords = (words: string[]) => words.filter((w) => w.length > 1);

/**
 * Tolerant comparison: case, punctuation, middle names or initials, suffixes and the order "LAST, FIRST" do not
 * matter. Two names match when their first and last full words agree, or when one's full words all appear in the
 * other's (a double last name printed in part, a first and last name given in the other order). A name of one word
 * matches a name that holds it.
 */
export function namesMatch(a: string, b: string): boolean {
  const x = fullWords(nameWords(a));
  const y = fullWords(nameWords(b));
  if (x.length === 0 || y.length === 0) return false;
  if (x[0] === y[0] && x[x.length - 1] === y[y.length - 1]) return true;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  return shorter.every((w) => longer.includes(w));
}

/** The check of a report: its printed name against the names known to be the person's. */
export function checkOwner(nameOnReport: string | null | undefined, knownNames: readonly string[]): OwnerCheck {
  if (!nameOnReport || fullWords(nameWords(nameOnReport)).length === 0) return 'no_name';
  const known = knownNames.filter((n) => fullWords(nameWords(n)).length > 0);
  // Without a name of the person to compare with there is nothing to flag.
  if (known.length === 0) return 'own';
  return known.some((n) => namesMatch(nameOnReport, n)) ? 'own' : 'other_person';
}

/** Left out of scores, figures, plan, strategy and letters: a report naming someone else, not confirmed. */
export function isOtherPersons(a: { metadata?: { owner?: ReportOwner | null } | null }): boolean {
  return a.metadata?.owner?.check === 'other_person';
}

/**
 * The one selection of the analyses every figure, the plan and the letters are built from: completed, and the
 * person's own (not a report naming someone else that they have not confirmed). The server's SQL twin is
 * `personsCompleted` (src/server/modules/analyses/report-owner.ts).
 */
export function isPersonsCompleted(a: { analysis_status: string; metadata?: { owner?: ReportOwner | null } | null }): boolean {
  return a.analysis_status === 'completed' && !isOtherPersons(a);
}

export const REPORT_OWNER_TEXT = {
  otherTitle: (name: string) => `This report is for ${name}, not you`,
  otherBody:
    'Analyses of other people’s reports are not allowed: it is kept out of your scores, plan and letters. Delete it, or, if it is your report under another name (you changed your name), confirm it below.',
  noName: 'We could not read a name on this report, so we treat it as yours. Check it is your report.',
  confirmLabel: 'This report is mine: the name on it is a name I have used (for example before a marriage or a legal name change).',
  statementLabel: 'Your statement (for example: "I changed my name from Jane Q Sample to Jane Q Doe in 2021")',
  confirmButton: 'Confirm it is my report',
  deleteButton: 'Delete this report',
  confirmed: (name: string) => `You confirmed this report for ${name} is yours.`,
  /** The server's refusal to build dispute items or letters from such a report. */
  refused:
    'This report names another person. Confirm it is yours (a name change) on the credit report page, or delete it: no dispute or letter is made from it.',
  notFlagged: 'This report is not flagged as another person’s: there is nothing to confirm.',
  statementRequired: 'Say in your own words why the report is yours (at least 10 characters).',
  confirmRequired: 'Tick the box to confirm this report is yours.',
  notification: (name: string) => `The report names ${name}, not you: it is kept out of your scores, plan and letters until you confirm it is yours.`,
} as const;

export const OWNER_STATEMENT_MIN = 10;
export const OWNER_STATEMENT_MAX = 500;

/** POST /api/analyses/:id/owner: the person confirms a report naming someone else is theirs. */
export const ownerConfirmationSchema = z.object({
  statement: z
    .string({ message: REPORT_OWNER_TEXT.statementRequired })
    .trim()
    .min(OWNER_STATEMENT_MIN, REPORT_OWNER_TEXT.statementRequired)
    .max(OWNER_STATEMENT_MAX, `At most ${OWNER_STATEMENT_MAX} characters.`),
  confirmed: z.literal(true, { message: REPORT_OWNER_TEXT.confirmRequired }),
});
export type OwnerConfirmation = z.infer<typeof ownerConfirmationSchema>;

/**
 * Rejoining values that the report wrapped onto the next line. A wrap can fall between words
 * ("Transferred to" / "another lender") or inside a word ("Account 30 Days Past Du" / "e Date",
 * "MIDLAND CREDIT MANAGEM" / "ENT"). Words known from credit reports decide which; unknown
 * fragments that are too short to be words are joined.
 */

const VOCABULARY = new Set(
  `a about account accepted amount approved balances because been before below by can charges closing consumers
  contract credited dealer debtor did disputes do does each end ended fee fees final full grant has have he her his if it
  its limit made make may me more most must my new next no none not of old only other our out over own paid pending per
  plan policy principal prior program rate reaffirmed received refinance released remaining report reports resolved
  returned she so some such terms that their them there they time times total transfer type upon us we were when which
  who will account accounts active adverse after agency agreed amount ambulance and another anesthesia any approved as
  asset at attorney authorized auto bad balance bank bankruptcy bill billing borrower by card cards charge charged chapter claim clinic closed co
  collection collections company consumer corporation court credit creditor current customer date day days debt
  deceased deed deferred delinquency delinquent department discharged dismissed dispute disputed disputes due
  education emergency equity estate express federal filed finance financial first for foreclosure from full grantor
  group health high home hospital in included individual information installment insurance is joint judgment late
  lease lender less lien line loan loss management medical month months mortgage mutual national never no not now of
  off on one open or original other paid partners past pay payment payments personal paying physicians placed reported reporting portfolio acquisition associates bancorp capital care center clinic community dental electric energy
  furniture gas imaging lab laboratory lending loans medicine mobile outlet pediatrics power receivables retail solutions
  store surgery telecom urgent water family dental eye vision hearing heart orthopedic pediatric pharmacy therapy
  veterinary children memorial regional general university county city state valley river lake mountain north south
  east west
  previously profit purchased radiology rating real recovery refinanced repossession request requested revolving
  satisfactory savings secured service services settled since sold status student subscriber surrender systems than
  the this to transferred trust under union unpaid unsecured until user utility vehicle voluntary was wireless with
  within written year years`.split(/\s+/),
);

/** Short words that end or start a phrase, never a fragment of a longer word on their own. */
const FUNCTION_WORDS = new Set(['and', 'of', 'the', 'to', 'for', 'by', 'in', 'on', 'at', 'or', 'as', 'was', 'is', 'with', 'from']);

function known(word: string): boolean {
  return VOCABULARY.has(word.toLowerCase());
}

const VOWEL = /[aeiouy]/i;

/** Whether the last word of `before` and the first word of `after` are one word split by a wrap. */
export function isMidWordWrap(before: string, after: string): boolean {
  const a = /([A-Za-z]+)$/.exec(before)?.[1];
  const b = /^([A-Za-z]+)/.exec(after)?.[1];
  if (!a || !b) return false;
  if (known(a) && known(b)) return false;
  if (known(a + b)) return true;
  if (known(a) || known(b)) return false;
  // Neither part is a word we know: fragments without a vowel, or very short tails, are pieces.
  if (!VOWEL.test(a) || !VOWEL.test(b)) return true;
  return b.length <= 2 || a.length <= 1;
}

/** Joins a value and its wrapped continuation with a space, or without one when the wrap split a word or a number. */
export function joinWrapped(before: string, after: string): string {
  const left = before.replace(/\s+$/, '');
  const right = after.replace(/^\s+/, '');
  if (left === '') return right;
  if (right === '') return left;
  if (/[\d,$.]$/.test(left) && /^[\d,]/.test(right) && /\d/.test(left.slice(-3))) return left + right;
  if (/[/-]$/.test(left) && /^[\w]/.test(right)) return left + right;
  if (/^[/]/.test(right)) return left + right;
  return isMidWordWrap(left, right) ? left + right : `${left} ${right}`;
}

function fragmentLength(part: string): number {
  return part.replace(/^>/, '').replace(/<$/, '').length;
}

/**
 * Some reports cut long values every N characters, mid-word or not, dropping the whitespace at the
 * cut (so a fragment shorter than N ended at a space). When the wrapped values of a document show
 * one such width, returns it; null when the wraps look like ordinary word wrapping.
 */
export function fixedWrapWidth(wrapped: string[][]): number | null {
  const lengths = wrapped.flatMap((parts) => parts.slice(0, -1).map(fragmentLength));
  if (lengths.length < 2) return null;
  const max = Math.max(...lengths);
  const atMax = lengths.filter((l) => l === max).length;
  return atMax >= 2 && atMax / lengths.length >= 0.5 ? max : null;
}

/** Rejoins fragments cut every `width` characters: a full-width fragment continues its word. */
export function joinFixedWidth(parts: string[], width: number): string {
  let out = parts[0] ?? '';
  for (let i = 1; i < parts.length; i++) {
    const before = parts[i - 1]!;
    const next = parts[i]!;
    if (fragmentLength(before) < width) {
      out = `${out} ${next}`;
      continue;
    }
    if (/\d$/.test(out) !== /^\d/.test(next)) {
      // A number never continues into a word ("was 60" / "days late").
      out = `${out} ${next}`;
      continue;
    }
    const a = /([A-Za-z]+)$/.exec(out)?.[1];
    const b = /^([A-Za-z]+)/.exec(next)?.[1];
    const wordBoundary =
      a != null &&
      b != null &&
      !known(a + b) &&
      ((known(a) && known(b)) || FUNCTION_WORDS.has(a.toLowerCase()) || (known(a) && FUNCTION_WORDS.has(b.toLowerCase())));
    out = wordBoundary ? `${out} ${next}` : out + next;
  }
  return out;
}

/**
 * Whether a page's text layer is garbage: a broken font encoding (common in scanned-and-OCR'd PDFs) gives
 * selectable text that is not the characters shown, e.g. `01234ÿ067829`, `:56;4<=ÿ3?=@6;`, with `ÿ` (U+00FF)
 * for spaces, control characters and almost no real words. Such a page is OCR'd instead of parsed; its
 * neighbours in the same file may be fine, so the check is per page.
 */

/**
 * Common English and the vocabulary of credit reports (labels, section headings, status words, months,
 * payment codes). Small on purpose: a real page needs only about one word in ten from it.
 */
const KNOWN_WORDS = new Set(
  `a about above account accounts accurate activity added additional address addresses adverse after against
  agency agreed all also amount an and annual any are as at auto automobile available balance bank bankruptcy
  based be been before below between bill both bureau but by call can card cards charge charged chargeoff closed
  code codes collection collections company consumer contact could credit creditor creditors current customer
  date dates day days debt delinquency delinquent derogatory description did dispute disputed do does due each
  early employer employment end equifax estimated experian federal file financial first for from full further
  good grantor had has have he high history how if in include including individual information inquiries
  inquiry installment into is it item items its joint last late limit listed loan loans made may me monthly
  month months more mortgage most must name names negative new no not number of off office on one only open
  opened or original other our out over owed page paid part past pay payment payments per period personal
  phone placed please potentially previously print public purpose rating reason received record records
  removed report reported reporting reports request requested responsibility revolving satisfactory score
  scores secured section see settled shown since so social some standing state statement status subscriber
  such summary terms than that the their them then there these they this through time to total transferred
  transunion type under unknown unsecured until up updated us use used was we were what when where which who
  will with within without year years you your
  january february march april may june july august september october november december
  jan feb mar apr jun jul aug sep sept oct nov dec
  ok nd co na cls rpo fc bk col`.split(/\s+/),
);

/** `ÿ` stands in for the space in broken encodings; C0/C1 control characters and U+FFFD are never printed. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SUSPICIOUS_CHAR = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ff\ufffd]/g;
export const MAX_SUSPICIOUS_CHARS = 5;

/** A page needs at least this share of known words among its word-like tokens. */
export const MIN_KNOWN_WORD_SHARE = 0.1;
/** Below this many word-like tokens the share says nothing (a short closing page, a signature block). */
const MIN_TOKENS_FOR_SHARE = 12;

/** Numbers, amounts, dates, masked account numbers and page counters: real text that is not words. */
const NUMERIC_TOKEN = /^[\d$,./%*#:+()x-]+$/i;
const EDGE_PUNCTUATION = /^[\s"'(<>[{.,;:!?]+|[\s"')<>\]}.,;:!?]+$/g;

export interface TextLayerVerdict {
  garbage: boolean;
  suspiciousChars: number;
  /** Word-like tokens judged, and how many of them are known words. */
  tokens: number;
  known: number;
}

/** Judges a page's text layer from its lines' text. */
export function judgeTextLayer(lines: readonly string[]): TextLayerVerdict {
  const text = lines.join('\n');
  const suspiciousChars = (text.match(SUSPICIOUS_CHAR) ?? []).length;
  let tokens = 0;
  let known = 0;
  for (const raw of text.split(/\s+/)) {
    const token = raw.replace(EDGE_PUNCTUATION, '');
    if (token.length < 2 || NUMERIC_TOKEN.test(token)) continue;
    tokens++;
    // A word with a trailing possessive or plural still counts ("creditor's", "Accounts").
    if (KNOWN_WORDS.has(token.toLowerCase().replace(/'s$/, ''))) known++;
  }
  const tooFewWords = tokens >= MIN_TOKENS_FOR_SHARE && known < tokens * MIN_KNOWN_WORD_SHARE;
  return { garbage: suspiciousChars > MAX_SUSPICIOUS_CHARS || tooFewWords, suspiciousChars, tokens, known };
}

/** Clean-up of single OCR words for confusions whose cause is known. */

export interface OcrSymbol {
  text: string;
  bbox: { x0: number; y0: number; x1: number; y1: number };
}

/** A letter or digit whose bottom sits this far (fraction of the row height) above the baseline is raised. */
const RAISED_GLYPH_ROW = 0.25;

/**
 * In a word with digits, a letter or digit read from a glyph floating above the baseline is a mask asterisk
 * (`725602******` read as `7256027`): no letter or digit of body text is printed raised.
 */
export function maskRaisedGlyphs(word: { text: string; symbols?: OcrSymbol[] }, baseline: number, rowHeight: number): string {
  const symbols = word.symbols;
  if (!symbols?.length || !/\d/.test(word.text)) return word.text;
  let raised = false;
  const text = symbols
    .map((s) => {
      if (/^[A-Za-z0-9]$/.test(s.text) && baseline - s.bbox.y1 > RAISED_GLYPH_ROW * rowHeight) {
        raised = true;
        return '*';
      }
      return s.text;
    })
    .join('');
  return raised ? text : word.text;
}

const LOOKALIKE_DIGITS: Record<string, string> = { B: '8', O: '0', o: '0', S: '5', l: '1', I: '1' };

/**
 * A number of three or more characters ending in a digit, with at most one letter that looks like a digit
 * (`B09`), is that number: the letter is the recogniser's confusion, not a word.
 */
export function digitLookalikes(text: string): string {
  if (!/^[0-9BOoSlI]{3,}$/.test(text) || !/\d$/.test(text)) return text;
  const letters = text.replace(/\d/g, '').length;
  if (letters !== 1) return text;
  return [...text].map((c) => LOOKALIKE_DIGITS[c] ?? c).join('');
}

/**
 * A dollar amount with a point before every group of three digits (`$26.800`) is a comma OCR read as a point:
 * cents have two digits.
 */
export function thousandsCommas(text: string): string {
  return /^\$\d{1,3}(?:\.\d{3})+$/.test(text) ? text.replace(/\./g, ',') : text;
}

/**
 * A table's vertical rule read as a dash or a bar: punctuation in a box far taller than wide. A printed dash is
 * wider than tall; a bar printed between values ("Name: X | Report Date: …") is dropped with no loss of words.
 */
export function isTableRule(word: { text: string; bbox: OcrSymbol['bbox'] }): boolean {
  const { x0, y0, x1, y1 } = word.bbox;
  return /^[-|!/\\—–_]+$/.test(word.text) && y1 - y0 > 2 * Math.max(1, x1 - x0);
}

/**
 * A second, constrained OCR pass over cells whose content is known to be a masked account number.
 *
 * Read with the full character set, masks come back as junk: `288561******` as `28856i Redoiududaiod`, the
 * asterisks as a stray `4` (`2621984`). Read again as one line with only digits and mask characters allowed,
 * the same pixels give the printed number. Which cells are account numbers is known from their row label.
 */
import type { GrayImage } from './preprocess';
import type { TextLine } from './types';

/** Row labels of account numbers in the bureaus' layouts: "Account #", "Account Number", "Acct #", "Account No.". */
const ACCOUNT_NUMBER_LABEL = /^(?:account|acct)\.?\s*(?:#|no\.?|number)\s*:?$/i;

/** Characters a masked account number is printed with. */
export const MASKED_NUMBER_CHARS = '0123456789X*';
const MASKED_NUMBER = /^[0-9X*]{4,}$/;

/** How far (in text heights) right of the read text a cell may extend. */
const RIGHT_REACH_EM = 8;

export interface CellBox {
  /** Line and item index in the page's lines. */
  line: number;
  item: number;
  /** Pixel rectangle in the OCR image. */
  left: number;
  top: number;
  width: number;
  height: number;
  /** Where the first reading's text ends, its baseline and its row height, in pixels. */
  textRight: number;
  baseline: number;
  em: number;
}

/** Something in the cell that reads like the start of a number (so label text and dashes are left alone). */
function looksLikeNumberCell(text: string): boolean {
  return (text.match(/[0-9X*]/g) ?? []).length >= 3;
}

/**
 * The value cells of account-number rows, as pixel rectangles (padded by a fraction of the text height so the
 * glyphs' edges are inside) clipped to the image.
 */
export function maskedNumberCells(lines: TextLine[], pixelsPerPoint: number, image: { width: number; height: number }): CellBox[] {
  const cells: CellBox[] = [];
  lines.forEach((line, li) => {
    const label = line.items[0];
    if (!label || !ACCOUNT_NUMBER_LABEL.test(label.text.trim())) return;
    const pad = line.size * 0.35;
    for (let ii = 1; ii < line.items.length; ii++) {
      const item = line.items[ii];
      if (!item || !looksLikeNumberCell(item.text)) continue;
      // Masks OCR dropped entirely lie to the right of what it read: reach towards the next cell.
      const next = line.items[ii + 1];
      const reach = Math.min(item.x + item.width + line.size * RIGHT_REACH_EM, next ? next.x - line.size : Infinity);
      const left = Math.max(0, Math.floor((item.x - pad) * pixelsPerPoint));
      const right = Math.min(image.width, Math.ceil(Math.max(item.x + item.width + pad, reach) * pixelsPerPoint));
      const top = Math.max(0, Math.floor((line.y - line.size - pad * 0.5) * pixelsPerPoint));
      const bottom = Math.min(image.height, Math.ceil((line.y + line.size * 0.3 + pad * 0.5) * pixelsPerPoint));
      if (right - left < 4 || bottom - top < 4) continue;
      cells.push({
        line: li,
        item: ii,
        left,
        top,
        width: right - left,
        height: bottom - top,
        textRight: (item.x + item.width) * pixelsPerPoint,
        baseline: line.y * pixelsPerPoint,
        em: line.size * pixelsPerPoint,
      });
    }
  });
  return cells;
}

/**
 * Copies a rectangle out of a grey image onto white paper with `margin` pixels on every side: the recogniser
 * misreads text that touches the image edge.
 */
export function crop(img: GrayImage, box: { left: number; top: number; width: number; height: number }, margin = 0): GrayImage {
  const width = box.width + 2 * margin;
  const height = box.height + 2 * margin;
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < box.height; y++) {
    const from = (box.top + y) * img.width + box.left;
    data.set(img.data.subarray(from, from + box.width), (y + margin) * width + margin);
  }
  return { width, height, data };
}

/**
 * Bureaus print the first digits or the last digits of an account number, never one lone digit after a run
 * of masks: `288561****4` is a final asterisk read as a digit.
 */
export function tidyMask(text: string): string {
  const m = /^(\d+)([*X]{3,})\d$/.exec(text);
  if (m) return `${m[1]}${m[2]}${m[2]?.slice(-1) ?? '*'}`;
  // nor a lone digit between masks: `426513**2*` is a mask read as a digit
  return /^\d+[*X]{2,}/.test(text) ? text.replace(/(?<=[*X])\d(?=[*X])/g, (_d, at: number) => text[at - 1] ?? '*') : text;
}

/**
 * A constrained reading replaces the current one when it is a plausible masked number and the current one is
 * not, or when it reads at least as many characters: a re-read that drops glyphs must not replace a clean
 * `XXXX1234`, while one that sees a mask where the free reading saw a digit (`262198*` for `2621984`) wins.
 */
export function betterMaskedReading(current: string, candidate: string): string | null {
  const reread = tidyMask(candidate.replace(/\s+/g, ''));
  if (!MASKED_NUMBER.test(reread)) return null;
  if (MASKED_NUMBER.test(current) && reread.length < current.length) return null;
  return reread;
}

/** Rebuilds a line's text after its items changed, keeping the gaps between cells as they were. */
export function replaceItemText(line: TextLine, index: number, text: string): TextLine {
  const items = line.items.map((it, i) => (i === index ? { ...it, text } : it));
  let joined = '';
  let rest = line.text;
  for (let i = 0; i < line.items.length; i++) {
    const old = line.items[i]?.text ?? '';
    const at = rest.indexOf(old);
    if (at < 0) return { ...line, items, text: items.map((it) => it.text).join('  ') };
    joined += rest.slice(0, at) + (items[i]?.text ?? '');
    rest = rest.slice(at + old.length);
  }
  return { ...line, items, text: joined + rest };
}

/**
 * Counts the marks printed raised, clear of the baseline, after the last character that stands on it: the
 * asterisks of a mask, which the recogniser often drops although its word box covers them.
 */
export function trailingRaisedMarks(img: GrayImage, cell: CellBox): number {
  const x0 = Math.max(0, cell.left);
  const x1 = Math.min(img.width, cell.left + cell.width);
  const raisedTop = Math.max(0, Math.floor(cell.baseline - cell.em));
  const raisedBottom = Math.round(cell.baseline - cell.em * 0.15);
  const lowBottom = Math.min(img.height, Math.round(cell.baseline + cell.em * 0.1));
  const inkIn = (x: number, from: number, to: number) => {
    for (let y = from; y < to; y++) if ((img.data[y * img.width + x] ?? 255) < 128) return true;
    return false;
  };
  const minWidth = Math.max(2, cell.em * 0.1);
  let marks = 0;
  let run = 0;
  for (let x = x0; x <= x1; x++) {
    if (x < x1 && inkIn(x, raisedBottom, lowBottom)) {
      // A character standing on the baseline: only marks after it count.
      marks = 0;
      run = 0;
      continue;
    }
    if (x < x1 && inkIn(x, raisedTop, raisedBottom)) {
      run++;
      continue;
    }
    if (run >= minWidth) marks++;
    run = 0;
  }
  return marks;
}

/**
 * The digits a free reading printed apart from the mask after them ("964307 *xkkkak": the junk is the mask, the
 * gap shows where the digits end). A constrained re-reading that does not keep them is a misreading ("9643 87"
 * and "91577901" were seen for that cell): the digits are kept and the re-reading dropped. Digits run into the
 * mask ("7256027") say nothing, as the last may be a mask read as a digit.
 */
export function digitsBeforeMask(free: string): string | null {
  return /^(\d{4,})\s+[*Xx]/.exec(free.trim())?.[1] ?? null;
}

/**
 * Two re-readings kept from different sources that disagree ("28474" and "28471" for a printed "2847****": the
 * first mask read as a digit, a different one each time) are sure only of what they share: their common start,
 * when it is four characters or more. Null when there is nothing to reconcile or too little is shared.
 */
export function agreedReading(kept: string[]): string | null {
  const [first, ...rest] = kept;
  if (first === undefined || rest.every((k) => k === first)) return null;
  let shared = first;
  for (const k of rest) while (!k.startsWith(shared)) shared = shared.slice(0, -1);
  return shared.length >= 4 ? shared : null;
}

/**
 * Re-reads every account-number cell with `read` (a constrained OCR of the cropped pixels) from each of
 * `sources` (the same page prepared differently, same geometry) in turn, and returns the lines.
 */
export async function rereadMaskedNumbers(
  lines: TextLine[],
  sources: GrayImage[],
  pixelsPerPoint: number,
  read: (cell: GrayImage) => Promise<string>,
): Promise<TextLine[]> {
  const out = [...lines];
  const [first] = sources;
  if (!first) return out;
  for (const cell of maskedNumberCells(lines, pixelsPerPoint, first)) {
    const line = out[cell.line];
    const printed = line?.items[cell.item]?.text;
    if (!line || printed === undefined) continue;
    const digits = digitsBeforeMask(printed);
    let best = digits ?? printed;
    const kept: string[] = [];
    for (const image of sources) {
      const better = betterMaskedReading(best, await read(crop(image, cell, cell.height)));
      if (better !== null && (digits === null || better.startsWith(digits))) kept.push((best = better));
    }
    best = agreedReading(kept) ?? best;
    const clean = sources[sources.length - 1];
    if (/^\d+$/.test(best) && clean) best += '*'.repeat(trailingRaisedMarks(clean, cell));
    if (best !== printed) out[cell.line] = replaceItemText(line, cell.item, best);
  }
  return out;
}

/**
 * A second, constrained OCR pass over cells whose content is known to be a masked account number.
 *
 * Read with the full character set, masks come back as junk: `288561******` as `28856i Redoiududaiod`, the
 * asterisks as a stray `4` (`2621984`). Read again as one line with only digits and mask characters allowed,
 * the same pixels give the printed number. Which cells are account numbers is known from their row label.
 */
import { enlarge, type GrayImage } from './preprocess';
import { contradicted, oddColumnOut, settledReading, unanimousReading } from './ocr-number-votes';
import { UNREADABLE_NUMBER, type TextLine } from './types';

/** Row labels of account numbers in the bureaus' layouts: "Account #", "Account Number", "Acct #", "Account No.". */
const LABEL = String.raw`(?:account|acct)\.?\s*(?:#|no\.?|number)\s*:?`;
const ACCOUNT_NUMBER_LABEL = new RegExp(`^${LABEL}$`, 'i');
/** A label and its value read as one cell ("Account Number: 6945XXXXXXXX", one space apart). */
const LABELLED_NUMBER = new RegExp(`^(${LABEL})\\s+(\\S.*)$`, 'i');

/** Characters a masked account number is printed with. */
const MASKED_NUMBER_CHARS = '0123456789X*';

/** How far (in text heights) right of the read text a cell may extend. */
const RIGHT_REACH_EM = 8;

export interface CellBox {
  /** Line and item index in the page's lines. */
  line: number;
  item: number;
  /**
   * The label printed in the same cell before the number ("Account Number:"), when OCR read them as one: the
   * pixels then hold the label too, so they are read with every character and the label is cut off the reading.
   */
  label?: string;
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

/** The cells holding account numbers: those after a label cell, and a label and number read as one cell. */
function numberItems(line: TextLine): Array<{ item: number; label?: string }> {
  const out: Array<{ item: number; label?: string }> = [];
  line.items.forEach((item, at) => {
    const joined = LABELLED_NUMBER.exec(item.text.trim());
    if (joined?.[1] && joined[2] && looksLikeNumberCell(joined[2])) out.push({ item: at, label: joined[1] });
    if (!ACCOUNT_NUMBER_LABEL.test(item.text.trim())) return;
    // A label in mid-row ("Account Type  Revolving  Account Number  3263****") is followed by its numbers up to
    // the next cell of words; a row it starts is all its numbers (bureau columns, with junk OCR read for masks).
    for (const [ii, next] of line.items.entries()) {
      if (ii <= at) continue;
      if (looksLikeNumberCell(next.text)) out.push({ item: ii });
      else if (at > 0 && /[A-Za-z]{2}/.test(next.text)) break;
    }
  });
  return out;
}

/**
 * The value cells of account-number rows, as pixel rectangles (padded by a fraction of the text height so the
 * glyphs' edges are inside) clipped to the image.
 */
export function maskedNumberCells(lines: TextLine[], pixelsPerPoint: number, image: { width: number; height: number }): CellBox[] {
  const cells: CellBox[] = [];
  lines.forEach((line, li) => {
    const pad = line.size * 0.35;
    for (const { item: ii, label } of numberItems(line)) {
      const item = line.items[ii];
      if (!item) continue;
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
        ...(label === undefined ? {} : { label }),
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

/** What follows the label in a reading of a cell that holds both ("‘Account Number: 6945XXXXXXXX"). */
function afterLabel(reading: string): string {
  const m = new RegExp(`${LABEL}\\s*(.*)$`, 'is').exec(reading.trim());
  // what stands further right, past a wide gap, is the next cell
  return m?.[1]?.trim().split(/\s{3,}/)[0] ?? '';
}

/**
 * Re-reads every account-number cell with `read` (an OCR of the cropped pixels as one line, with only `chars`
 * allowed, or any character when `chars` is empty) from each of `sources` (the same page prepared differently,
 * same geometry) and returns the lines with the readings settled on (ocr-number-votes.ts). The cells are read
 * all at once (`read` spreads them over the OCR workers) and their readings applied in order.
 */
export async function rereadMaskedNumbers(
  lines: TextLine[],
  sources: GrayImage[],
  pixelsPerPoint: number,
  read: (cell: GrayImage, chars: string) => Promise<string>,
): Promise<TextLine[]> {
  const out = [...lines];
  const [first] = sources;
  if (!first) return out;
  const cells = maskedNumberCells(lines, pixelsPerPoint, first);
  const settle = async (cell: CellBox): Promise<string | null> => {
    const text = lines[cell.line]?.items[cell.item]?.text;
    if (text === undefined) return null;
    const printed = cell.label ? text.slice(cell.label.length).trim() : text;
    const readCell = async (image: GrayImage, scale = 1): Promise<string> => {
      const pixels = crop(image, cell, cell.height);
      const reading = await read(scale === 1 ? pixels : enlarge(pixels, scale), cell.label ? '' : MASKED_NUMBER_CHARS);
      return cell.label ? afterLabel(reading) : reading;
    };
    const readings = await Promise.all(sources.map((image) => readCell(image)));
    let best = settledReading(printed, readings);
    if (contradicted(printed, readings)) {
      // a third look, enlarged: when every re-reading then agrees the free reading was wrong, else no reading is sure
      // and the cell keeps no number
      const third = await readCell(first, 2);
      best = unanimousReading([...readings, third]);
    }
    if (best === null) return null;
    const clean = sources[sources.length - 1];
    if (/^\d+$/.test(best) && clean) best += '*'.repeat(trailingRaisedMarks(clean, cell));
    const value = cell.label ? `${cell.label} ${best}` : best;
    return value === text ? null : value;
  };
  const values = await Promise.all(cells.map(settle));
  cells.forEach((cell, i) => {
    const line = out[cell.line];
    const value = values[i];
    if (line && value != null) out[cell.line] = replaceItemText(line, cell.item, value);
  });
  return withoutOddColumns(out, cells);
}

/** A row of bureau columns whose number one column misread (ocr-number-votes.ts `oddColumnOut`) keeps none there. */
function withoutOddColumns(lines: TextLine[], cells: CellBox[]): TextLine[] {
  const out = [...lines];
  for (const li of new Set(cells.map((c) => c.line))) {
    const items = cells.filter((c) => c.line === li && c.label === undefined).map((c) => c.item);
    const line = out[li];
    const odd = line ? oddColumnOut(items.map((ii) => line.items[ii]?.text ?? '')) : null;
    const item = odd === null ? undefined : items[odd];
    if (line && item !== undefined) out[li] = replaceItemText(line, item, UNREADABLE_NUMBER);
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import { readMonitorGrid, type GridToken } from './monitor-grid';

const PITCH = 18;
const FIRST = 122;
const at = (text: string, center: number): GridToken => ({ text, center });

/** Jun 2021 – May 2023 as the monitoring print lays it: years centred over their months, codes one a column. */
const YEARS = [at('2021', FIRST + 3 * PITCH), at('2022', FIRST + 12.5 * PITCH), at('2023', FIRST + 21 * PITCH)];
const codeRow = (codes: string[]) => [at('Experian', 83), ...codes.map((c, i) => at(c, FIRST + i * PITCH))];
/** What OCR made of the initials "J J A S O N D J F …": a few letters and much that is none. */
const GARBLED = [
  at('J', FIRST),
  at('Ae', FIRST + PITCH),
  at('AST', FIRST + 2 * PITCH),
  at('FM os A=', FIRST + 9 * PITCH),
  at('M', FIRST + 21 * PITCH),
  at('A', FIRST + 22 * PITCH),
  at('M', FIRST + 23 * PITCH),
];
const CODES = [...Array<string>(14).fill('OK'), '30', '60', ...Array<string>(8).fill('OK')];

describe('a monitoring grid whose row of initials OCR garbled', () => {
  it('places the months by the years centred over them when every cell is filled', () => {
    const history = readMonitorGrid([YEARS, GARBLED, codeRow(CODES)]);
    expect(Object.keys(history)).toHaveLength(24);
    expect(history['2021-06']).toBe('OK');
    expect(history['2022-08']).toBe('30');
    expect(history['2022-09']).toBe('60');
    expect(history['2023-05']).toBe('OK');
  });

  it('reads codes with a mark OCR hung on them ("OK.", "OK-")', () => {
    const history = readMonitorGrid([YEARS, GARBLED, codeRow(CODES.map((c, i) => (i === 3 ? 'OK.' : i === 4 ? 'OK-' : c)))]);
    expect(history['2021-09']).toBe('OK');
    expect(history['2021-10']).toBe('OK');
  });

  it('reads nothing when a cell is blank, a legible initial disagrees or the years are not centred (lookalikes)', () => {
    const blank = codeRow(CODES).filter((_, i) => i !== 6);
    expect(readMonitorGrid([YEARS, GARBLED, blank])).toEqual({});
    // a blank last cell leaves an even row, but its years no longer sit over the middle of its months
    expect(readMonitorGrid([YEARS, GARBLED, codeRow(CODES.slice(0, 23))])).toEqual({});
    const wrongInitial = GARBLED.map((t) => (t.center === FIRST + 22 * PITCH ? at('J', t.center) : t));
    expect(readMonitorGrid([YEARS, wrongInitial, codeRow(CODES)])).toEqual({});
    const offCentre = YEARS.map((y) => at(y.text, y.center + PITCH / 2));
    expect(readMonitorGrid([offCentre, GARBLED, codeRow(CODES)])).toEqual({});
    // without the years nothing places the columns
    expect(readMonitorGrid([GARBLED, codeRow(CODES)])).toEqual({});
  });
});

import { describe, expect, it } from 'vitest';
import { isNoDataMark, isPaymentCodeWord, readPaymentCode } from './payment-codes';

describe('readPaymentCode', () => {
  it('reads codes and OCR variants', () => {
    expect(readPaymentCode('0K')).toBe('OK');
    expect(readPaymentCode('3O')).toBe('30');
    expect(readPaymentCode('l20')).toBe('120');
    expect(readPaymentCode('C')).toBe('COL');
    expect(readPaymentCode('VS')).toBe('RPO');
    expect(readPaymentCode('CoOL')).toBe('COL');
    expect(readPaymentCode('CcoL')).toBe('COL');
    expect(readPaymentCode('CLO')).toBeNull();
    // a charge-off whose O OCR read as a zero or doubled; the lookalike "0K" stays current
    expect(readPaymentCode('>C0<')).toBe('CO');
    expect(readPaymentCode('>CO0<')).toBe('CO');
    expect(readPaymentCode('OK')).toBe('OK');
    expect(readPaymentCode('OK-')).toBe('OK');
    expect(readPaymentCode('COK')).toBeNull();
    expect(readPaymentCode('-')).toBeNull();
    expect(readPaymentCode('Balance')).toBeNull();
  });

  it('reads check marks and "*" as paid as agreed, everywhere', () => {
    for (const mark of ['✓', '✔', '*', 'ok', 'Current']) expect(readPaymentCode(mark)).toBe('OK');
  });

  it('keeps "no data" apart from a code', () => {
    expect(readPaymentCode('X')).toBe('ND');
    expect(readPaymentCode('NA')).toBe('ND');
    for (const mark of ['-', '--', '---', '—', 'PP']) {
      expect(readPaymentCode(mark)).toBeNull();
      expect(isNoDataMark(mark)).toBe(true);
      expect(isPaymentCodeWord(mark)).toBe(true);
    }
    expect(isNoDataMark('*')).toBe(false);
    expect(isPaymentCodeWord('Balance')).toBe(false);
  });

  it('reads digits as ratings only in grids that print them, and "C" as current where the legend says so', () => {
    expect(readPaymentCode('1')).toBeNull();
    expect(readPaymentCode('1', { ratings: true })).toBe('30');
    expect(readPaymentCode('9', { ratings: true })).toBe('COL');
    expect(readPaymentCode('30', { ratings: true })).toBe('30');
    expect(readPaymentCode('C', { currentC: true })).toBe('OK');
  });
});

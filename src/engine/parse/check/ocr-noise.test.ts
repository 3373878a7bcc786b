import { describe, expect, it } from 'vitest';
import { ocrNoise } from './ocr-noise';

describe('OCR noise in a reading', () => {
  it('flags a look-alike letter among the digits of an account number', () => {
    expect(ocrNoise({ creditor: 'HARBORLINE BANK', accountNumber: 'XXXX12O4' })).toEqual(['number_holds_lookalike']);
    expect(ocrNoise({ creditor: 'HARBORLINE BANK', accountNumber: '6011S3XXXXXX' })).toEqual(['number_holds_lookalike']);
  });

  it('flags a digit inside a word of capitals and a name mostly of symbols', () => {
    expect(ocrNoise({ creditor: 'HARB0RLINE BANK', accountNumber: 'XXXX1204' })).toEqual(['creditor_ocr_noise']);
    expect(ocrNoise({ creditor: '~#= %&', accountNumber: 'XXXX1204' })).toEqual(['creditor_ocr_noise']);
  });

  it('passes printed names and numbers', () => {
    for (const creditor of ['1ST HARBOR FCU', 'AT&T', 'E*TRADE', 'T2 LENDING', 'B & B AUTO'])
      expect(ocrNoise({ creditor, accountNumber: 'XXXX1204' })).toEqual([]);
    for (const accountNumber of ['XXXX1204', '517805XXXXXX', '****4410', 'ABC12345', '1204-XXXX'])
      expect(ocrNoise({ creditor: 'HARBORLINE BANK', accountNumber })).toEqual([]);
  });
});

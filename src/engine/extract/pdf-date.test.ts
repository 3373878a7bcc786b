import { describe, expect, it } from 'vitest';
import { pdfDateDay } from './pdf';

describe('pdfDateDay', () => {
  it('reads the day of a PDF CreationDate', () => {
    expect(pdfDateDay("D:20250102154500-05'00'")).toBe('2025-01-02');
    expect(pdfDateDay('20241130')).toBe('2024-11-30');
  });

  it('gives null for anything that is not a PDF date', () => {
    expect(pdfDateDay('yesterday')).toBeNull();
    expect(pdfDateDay('D:20251302')).toBeNull();
    expect(pdfDateDay(undefined)).toBeNull();
  });
});

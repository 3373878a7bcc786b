import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { sniffFileType } from './sniff';

function codeOf(fn: () => unknown): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof EngineError ? err.code : 'other';
  }
}

describe('sniffFileType', () => {
  it('decides by the bytes', () => {
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7\n...'))).toBe('pdf');
    expect(sniffFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
  });

  it('accepts a PDF header after a little leading junk, as readers do', () => {
    expect(sniffFileType(new TextEncoder().encode('\uFEFF\r\n%PDF-1.4\n'))).toBe('pdf');
    const late = new Uint8Array(2000).fill(0x20);
    late.set(new TextEncoder().encode('%PDF-1.4'), 1500);
    expect(codeOf(() => sniffFileType(late))).toBe('unsupported_type');
  });

  it('refuses empty files and other types', () => {
    expect(codeOf(() => sniffFileType(new Uint8Array()))).toBe('empty_file');
    expect(codeOf(() => sniffFileType(new TextEncoder().encode('Experian credit report\n')))).toBe('unsupported_type');
    expect(codeOf(() => sniffFileType(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])))).toBe('unsupported_type');
    expect(codeOf(() => sniffFileType(new Uint8Array([0x89, 0x50, 0x4e])))).toBe('unsupported_type');
  });
});

import { describe, expect, it } from 'vitest';
import { redact } from './redact';

describe('redact', () => {
  it('removes SSNs in their printed forms', () => {
    expect(redact('SSN: 123-45-6789')).not.toMatch(/6789/);
    expect(redact('Social Security Number 123456789 on file')).not.toMatch(/\d{4}/);
    expect(redact('Social Security #: XXX-XX-6789')).not.toMatch(/6789/);
    expect(redact('ID 123-45-6789 end')).toBe('ID [SSN removed] end');
    expect(redact('Reported XXX-XX-4321')).not.toMatch(/4321/);
  });

  it('masks unmasked runs of 8 or more digits to their last 4', () => {
    expect(redact('Account 1234567812345678')).toBe('Account XXXXXXXXXXXX5678');
    expect(redact('Acct #12345678')).toBe('Acct #XXXX5678');
    expect(redact('card 4123 4567 8901 2345 closed')).toBe('card XXXXXXXXXXXX2345 closed');
  });

  it('leaves masked numbers, short numbers, money and dates alone', () => {
    const kept = 'Acct XXXX1234, 412345****, 517805XXXXXX, $12,345,678 on 08/15/2023, 30 days, (800) 555-0100';
    expect(redact(kept)).toBe(kept);
    expect(redact('1234567')).toBe('1234567');
  });

  it('keeps numbers the bureau masked after a long visible prefix, exactly as printed', () => {
    for (const kept of ['411111222233....', 'NORTHWIND BANK 412345678901****', '41234567890123****11', '488893705720....']) expect(redact(kept)).toBe(kept);
    // Lookalike: a full number at the end of a sentence is still masked.
    expect(redact('Account 1234567812345678.')).toBe('Account XXXXXXXXXXXX5678.');
  });
});

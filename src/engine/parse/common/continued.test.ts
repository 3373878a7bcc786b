import { describe, expect, it } from 'vitest';
import { continuesEntry } from './continued';

describe('continuesEntry', () => {
  it('knows the open entry named again as continued after a page break', () => {
    expect(continuesEntry('MARBLEHILL AUTO LENDING (continued)', 'MARBLEHILL AUTO LENDING')).toBe(true);
    expect(continuesEntry('Marblehill Auto Lending (cont.)', 'MARBLEHILL AUTO LENDING')).toBe(true);
    expect(continuesEntry('MARBLEHILL AUTO LENDING - continued', 'MARBLEHILL AUTO LENDING')).toBe(true);
  });

  it('is not another name, nor the name without the mark', () => {
    expect(continuesEntry('PINEWOOD RECOVERY (continued)', 'MARBLEHILL AUTO LENDING')).toBe(false);
    expect(continuesEntry('MARBLEHILL AUTO LENDING', 'MARBLEHILL AUTO LENDING')).toBe(false);
    expect(continuesEntry('(continued)', null)).toBe(false);
  });
});

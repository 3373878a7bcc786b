import { describe, expect, it } from 'vitest';
import { fragmentsToLines, type Fragment } from './lines';

const frag = (text: string, x: number, y: number, width = text.length * 5, size = 10): Fragment => ({ text, x, y, width, size });

describe('fragmentsToLines', () => {
  it('groups by baseline within a tolerance and sorts by x', () => {
    const lines = fragmentsToLines([frag('Balance', 300, 100.8), frag('Account', 72, 100), frag('Next', 72, 114)]);
    expect(lines.map((l) => l.items.map((i) => i.text))).toEqual([['Account', 'Balance'], ['Next']]);
    expect(lines[0]?.y).toBeCloseTo(100.4, 1);
  });

  it('joins touching pieces, keeps word spaces and separates cells at a visible gap', () => {
    const lines = fragmentsToLines([
      frag('Acc', 72, 100, 15),
      frag('ount', 87.2, 100, 20), // kerning split: no space
      frag('Name', 110, 100, 25), // a word space (3 pt)
      frag('CAPITAL ONE', 250, 100, 55),
      frag('-', 400, 100, 3),
    ]);
    const [line] = lines;
    expect(line?.items.map((i) => [i.text, i.x])).toEqual([
      ['Account Name', 72],
      ['CAPITAL ONE', 250],
      ['-', 400],
    ]);
    expect(line?.text).toMatch(/^Account Name {2,}CAPITAL ONE {2,}-$/);
    expect(line?.items[0]?.width).toBe(63);
  });

  it('does not merge lines of small type set close together', () => {
    const lines = fragmentsToLines([frag('one', 72, 100, 15, 7), frag('two', 72, 108, 15, 7)]);
    expect(lines).toHaveLength(2);
  });

  it('drops blank fragments', () => {
    expect(fragmentsToLines([frag('   ', 72, 100), frag('x', 80, 100)]).map((l) => l.text)).toEqual(['x']);
  });
});

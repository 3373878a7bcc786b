import { describe, expect, it } from 'vitest';
import { closeLetterSpacing } from './letter-spacing';
import { fragmentsToLines, type Fragment } from './lines';

const frag = (text: string, x: number, y = 100, size = 8): Fragment => ({ text, x, y, width: text.length * 3, size });

describe('closeLetterSpacing', () => {
  it('joins the letters of each word on a page whose words come out letter by letter, keeping the gaps between words and cells', () => {
    const page = [
      frag('P a s t', 30),
      frag('D u e', 55),
      frag('$ 3 , 4 1 5', 200),
      frag('M A P L E W O O D', 30, 120),
      frag('F I N A N C E', 85, 120),
      frag('A', 128, 120),
    ];
    const lines = fragmentsToLines(closeLetterSpacing(page));
    expect(lines.map((l) => l.items.map((i) => i.text))).toEqual([['Past Due', '$3,415'], ['MAPLEWOOD FINANCE A']]);
  });

  it('leaves an ordinary page alone, codes in a row and page numbers included', () => {
    const page = [frag('Balance', 30), frag('$1,200', 200), frag('C C C 1 C', 30, 120), frag('Date Opened', 30, 140), frag('2 / 9', 300, 160)];
    expect(closeLetterSpacing(page)).toEqual(page);
  });

  it('needs more than one such word', () => {
    const page = [frag('3 / 8', 300)];
    expect(closeLetterSpacing(page)).toEqual(page);
  });
});

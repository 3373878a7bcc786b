import { describe, expect, it } from 'vitest';
import { parseDate } from './dates';
import { cleanValue } from './field-values';
import { withoutFootnoteMarks } from './footnotes';
import { parseMoney } from './money';

describe('footnote markers glued to a printed value', () => {
  it('are no part of the value', () => {
    expect(withoutFootnoteMarks('$2,480²')).toBe('$2,480');
    expect(withoutFootnoteMarks('Paid as agreed†')).toBe('Paid as agreed');
    expect(withoutFootnoteMarks('$310¹²')).toBe('$310');
  });

  it('are read past by money, dates and cleaned values', () => {
    expect(parseMoney('$2,480²')).toBe(2480);
    expect(parseMoney('$0¹')).toBe(0);
    expect(parseDate('2021/06³')).toBe('2021-06');
    expect(cleanValue(' Closed‡ ')).toBe('Closed');
  });

  it('leave plain digits, stars and a lone marker alone', () => {
    expect(withoutFootnoteMarks('$2,4801')).toBe('$2,4801');
    expect(withoutFootnoteMarks('4417****')).toBe('4417****');
    expect(withoutFootnoteMarks('¹')).toBe('¹');
  });
});

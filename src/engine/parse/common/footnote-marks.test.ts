import { describe, expect, it } from 'vitest';
import { moneyValue } from './account';
import { findDate, parseDate } from './dates';
import { cleanValue } from './field-values';
import { withoutFootnoteMarks } from './footnote-marks';
import { parseMoney } from './money';

describe('footnote marks glued to a value', () => {
  it('drops superscript digits, asterisks, daggers and section signs after a digit', () => {
    expect(withoutFootnoteMarks('$2,870²')).toBe('$2,870');
    expect(withoutFootnoteMarks('$15*')).toBe('$15');
    expect(withoutFootnoteMarks('$15**')).toBe('$15');
    expect(withoutFootnoteMarks('$90‡')).toBe('$90');
    expect(withoutFootnoteMarks('2021/07 §')).toBe('2021/07');
  });

  it('leaves marks that do not follow a digit: masked numbers, words, empty values', () => {
    expect(withoutFootnoteMarks('4417****')).toBe('4417****');
    expect(parseMoney('4417****')).toBeNull();
    expect(withoutFootnoteMarks('****')).toBe('****');
    expect(withoutFootnoteMarks('Open*')).toBe('Open*');
  });

  it('reads the amount and the date under the marks', () => {
    expect(parseMoney('$2,870²')).toBe(2870);
    expect(parseMoney('$15*')).toBe(15);
    expect(parseMoney('$90†')).toBe(90);
    expect(parseDate('11/03/2020¹')).toBe('2020-11-03');
    expect(moneyValue('$640† see note')).toBe(640);
  });
});

describe('dates printed year first', () => {
  it('reads YYYY/MM/DD and YYYY/MM as YYYY-MM-DD and YYYY-MM', () => {
    expect(parseDate('2021/07/19')).toBe('2021-07-19');
    expect(parseDate('2021/07')).toBe('2021-07');
    expect(parseDate('2021/7³')).toBe('2021-07');
    expect(findDate('opened 2018/11/02 by the lender')).toBe('2018-11-02');
  });

  it('refuses a month or day that cannot be', () => {
    expect(parseDate('2021/13')).toBeNull();
    expect(parseDate('2021/02/40')).toBeNull();
  });
});

describe('footnote marks glued to a printed value (decision 247)', () => {
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

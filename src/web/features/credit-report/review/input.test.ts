import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '../../../../common/review';
import { displayValue, inputText, parseFieldInput } from './input';

describe('review inputs', () => {
  it('reads money as people type it, and refuses what is not money', () => {
    expect(parseFieldInput('balance', '$1,250.50')).toEqual({ value: 1250.5 });
    expect(parseFieldInput('balance', '0')).toEqual({ value: 0 });
    expect(parseFieldInput('balance', '')).toEqual({ value: null });
    for (const bad of ['-5', '12.345', '$1,2x', 'twelve']) expect(parseFieldInput('balance', bad)).toEqual({ error: REVIEW_MESSAGES.money });
  });

  it('reads dates at month or day precision, and refuses impossible ones', () => {
    expect(parseFieldInput('dateOpened', '6/2019')).toEqual({ value: '2019-06' });
    expect(parseFieldInput('dateOpened', '06/03/2019')).toEqual({ value: '2019-06-03' });
    expect(parseFieldInput('dateOpened', '2019-06')).toEqual({ value: '2019-06' });
    for (const bad of ['13/2019', '02/30/2023', 'June 2019', '2019']) expect(parseFieldInput('dateOpened', bad)).toEqual({ error: REVIEW_MESSAGES.date });
    expect(inputText('dateOpened', '2019-06-03')).toBe('06/03/2019');
  });

  it('needs a creditor, limits text lengths and lets other text be cleared', () => {
    expect(parseFieldInput('creditor', '  ')).toEqual({ error: REVIEW_MESSAGES.creditorRequired });
    expect(parseFieldInput('status', 'x'.repeat(121))).toEqual({ error: REVIEW_MESSAGES.text(120) });
    expect(parseFieldInput('status', '')).toEqual({ value: null });
    expect(parseFieldInput('category', 'collection')).toEqual({ value: 'collection' });
  });

  it('shows values as the report prints them', () => {
    expect(displayValue('balance', 4375)).toBe('$4,375');
    expect(displayValue('creditLimit', 1250.5)).toBe('$1,250.50');
    expect(displayValue('dateOfFirstDelinquency', '2024-07')).toBe('Jul 2024');
    expect(displayValue('category', 'installment')).toBe('Installment loan');
    expect(displayValue('status', null)).toBe('Not reported');
  });
});

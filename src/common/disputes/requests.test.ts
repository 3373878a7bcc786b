import { describe, expect, it } from 'vitest';
import { approveLetterSchema, choiceRequestSchema } from './requests';
import { confirmationNeeded } from './reasons';

describe('dispute requests', () => {
  it('a dispute needs a reason that fits and, whatever the reason, the person’s own words (issue 24)', () => {
    const base = { analysis_id: 'x', key: 'c-0123456789abcdef' };
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'dispute', reason: 'finding' }).success).toBe(false);
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'dispute', reason: 'finding', statement: '   ' }).success).toBe(false);
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'dispute', reason: 'finding', statement: 'I paid it in 2021.' }).success).toBe(true);
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'dispute', reason: 'other' }).success).toBe(false);
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'dispute', reason: 'other', statement: 'I closed it in 2019.' }).success).toBe(true);
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'dispute', reason: 'because', statement: 'x' }).success).toBe(false);
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'accurate' }).success).toBe(true);
    expect(choiceRequestSchema.safeParse({ ...base, key: 'nope', choice: 'accurate' }).success).toBe(false);
  });

  it('"not mine", identity theft and inquiries need the person’s confirmation', () => {
    expect(confirmationNeeded('inquiry', 'finding')).toBe('did_not_apply');
    expect(confirmationNeeded('not_mine', 'wrong_balance')).toBe('not_mine');
    expect(confirmationNeeded('finding', 'not_mine')).toBe('not_mine');
    expect(confirmationNeeded('negative_item', 'identity_theft')).toBe('not_mine');
    expect(confirmationNeeded('finding', 'finding')).toBeNull();
    expect(confirmationNeeded('negative_item', 'wrong_status')).toBeNull();
  });

  it('approval needs attested: true, and the refusal names the field', () => {
    const body = { signature_name: 'Jordan Sample', signature_date: '2026-11-24' };
    const without = approveLetterSchema.safeParse(body);
    expect(without.success).toBe(false);
    expect(without.error?.issues[0]?.path).toEqual(['attested']);
    expect(approveLetterSchema.safeParse({ ...body, attested: false }).success).toBe(false);
    expect(approveLetterSchema.safeParse({ ...body, attested: true }).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { choiceRequestSchema } from './requests';

describe('dispute requests', () => {
  it('a dispute needs a reason that fits, and "something else" needs the person\'s own words', () => {
    const base = { analysis_id: 'x', key: 'c-0123456789abcdef' };
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'dispute', reason: 'finding' }).success).toBe(true);
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'dispute', reason: 'other' }).success).toBe(false);
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'dispute', reason: 'other', statement: 'I closed it in 2019.' }).success).toBe(true);
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'dispute', reason: 'because' }).success).toBe(false);
    expect(choiceRequestSchema.safeParse({ ...base, choice: 'accurate' }).success).toBe(true);
    expect(choiceRequestSchema.safeParse({ ...base, key: 'nope', choice: 'accurate' }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { blankAccount } from '../common/blank-account';
import { holdsLeader, withoutLeaders } from './leader-dots';

describe('leader dots in a value', () => {
  it("finds a run of dots parted by a space from the value, never a name's abbreviation or a number's mask", () => {
    expect(holdsLeader('.................. Individual')).toBe(true);
    expect(holdsLeader('Individual . . . .')).toBe(true);
    expect(holdsLeader('............... VELDT HOME FURNISHINGS')).toBe(true);
    // Experian masks a number with dots joined to it
    expect(holdsLeader('411111222233....')).toBe(false);
    expect(holdsLeader('ACME CO. INC.')).toBe(false);
    expect(holdsLeader('Pays as agreed')).toBe(false);
    expect(holdsLeader(null)).toBe(false);
  });

  it('takes the dots off every text value and says they were there', () => {
    const a = {
      ...blankAccount('VELDT HOME FURNISHINGS'),
      accountNumber: '.................. 9733XXXXXXXX',
      type: '............................ Credit card',
      originalCreditor: '............... TAILSPIN STORES',
      remarks: ['......................... Charged off account'],
    };
    const r = withoutLeaders(a);
    expect(r.found).toBe(true);
    expect(r.account.accountNumber).toBe('9733XXXXXXXX');
    expect(r.account.type).toBe('Credit card');
    expect(r.account.originalCreditor).toBe('TAILSPIN STORES');
    expect(r.account.remarks).toEqual(['Charged off account']);
    expect(r.account.creditor).toBe('VELDT HOME FURNISHINGS');
  });

  it('leaves an account without leaders as it is', () => {
    const a = { ...blankAccount('NORTHBRIDGE BANK'), accountNumber: '1506XXXX', status: 'Open/Never late.' };
    expect(withoutLeaders(a)).toEqual({ account: a, found: false });
  });
});

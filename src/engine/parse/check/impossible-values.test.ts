import { describe, expect, it } from 'vitest';
import { blankAccount } from '../common/blank-account';
import { impossibleValues } from './impossible-values';

const account = (over: Partial<ReturnType<typeof blankAccount>>) => ({ ...blankAccount('WILLOWMERE CREDIT'), accountNumber: 'XXXX0042', ...over });

describe('values that cannot all be true of one account', () => {
  it('flags a date later than the printed report date', () => {
    expect(impossibleValues(account({ dateOpened: '2026-02' }), '2025-09-30')).toEqual(['date_after_report']);
    expect(impossibleValues(account({ lastPaymentDate: '2025-10-02' }), '2025-09-30')).toEqual(['date_after_report']);
    expect(impossibleValues(account({ dateOpened: '2025-09' }), '2025-09-30')).toEqual([]);
    expect(impossibleValues(account({ dateOpened: '2026-02' }), null)).toEqual([]);
  });

  it('flags an account closed or paid before it was opened', () => {
    expect(impossibleValues(account({ dateOpened: '2019-06-01', dateClosed: '2018-12-01' }), null)).toEqual(['date_before_opened']);
    expect(impossibleValues(account({ dateOpened: '2019-06', lastPaymentDate: '2019-06-20' }), null)).toEqual([]);
    // a collection's first delinquency comes before the collector opened it
    expect(impossibleValues(account({ dateOpened: '2022-03', dateOfFirstDelinquency: '2020-11' }), null)).toEqual([]);
  });

  it('flags more past due than owed', () => {
    expect(impossibleValues(account({ balance: 120, pastDue: 1200 }), null)).toEqual(['past_due_over_balance']);
    expect(impossibleValues(account({ balance: 1200, pastDue: 1200 }), null)).toEqual([]);
    expect(impossibleValues(account({ balance: null, pastDue: 90 }), null)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { account, inquiry, report } from '../testing/factory';
import { inquiryWithoutAccount } from '../rules/inquiry_without_account';
import { inquiryBursts } from './inquiry-bursts';

const dealerDay = [
  'ALLY FINANCIAL',
  'CAPITAL ONE AUTO',
  'SANTANDER CONSUMER',
  'WESTLAKE FINANCIAL',
  'CHASE AUTO',
  'TD AUTO FINANCE',
  'GM FINANCIAL',
  'EXETER FINANCE',
  'CREDIT ACCEPTANCE',
  'BRIDGECREST',
].map((creditor) => inquiry({ creditor, date: '2025-03-02' }));

describe('inquiry bursts', () => {
  it('groups ten lenders on one day with the auto loan opened after them, and says it is normal when the person applied', () => {
    const loan = account({ creditor: 'WESTLAKE FINANCIAL', category: 'installment', type: 'Auto loan', dateOpened: '2025-03-04' });
    const [burst, ...rest] = inquiryBursts(dealerDay, [loan]);
    expect(rest).toEqual([]);
    expect(burst).toMatchObject({ first: '2025-03-02', last: '2025-03-02', accountOpened: { creditor: 'WESTLAKE FINANCIAL', dateOpened: '2025-03-04' } });
    expect(burst!.inquiries).toHaveLength(10);
    expect(burst!.text).toMatch(/^10 lenders checked your credit on 2025-03-02\. .*normal when you applied\. Only if you did not apply/);
  });
  it('takes inquiries within 14 days of the first as one burst, and a 15th-day inquiry as the next', () => {
    const qs = [
      inquiry({ creditor: 'A BANK', date: '2025-01-01' }),
      inquiry({ creditor: 'B BANK', date: '2025-01-15' }),
      inquiry({ creditor: 'C BANK', date: '2025-01-16' }),
    ];
    expect(inquiryBursts(qs, []).map((b) => b.inquiries.map((q) => q.creditor))).toEqual([['A BANK', 'B BANK']]);
  });
  it('leaves out soft inquiries, undated ones and one lender asking twice', () => {
    const qs = [
      inquiry({ creditor: 'A BANK', date: '2025-01-01' }),
      inquiry({ creditor: 'A BANK', date: '2025-01-02' }),
      inquiry({ creditor: 'B', date: '2025-01-02', kind: 'soft' }),
    ];
    expect(inquiryBursts([...qs, inquiry({ creditor: 'C', date: null })], [])).toEqual([]);
  });
});

describe('inquiry_without_account with bursts', () => {
  const run = (inquiries: ReturnType<typeof inquiry>[], accounts: ReturnType<typeof account>[]) =>
    inquiryWithoutAccount({ reports: [report({ reportDate: '2025-06-01', inquiries, accounts })], merged: false });

  it('raises nothing for a shopping day that ended in the loan (the 10-of-21 case)', () => {
    const loan = account({ creditor: 'BRIDGECREST', category: 'installment', type: 'Auto loan', dateOpened: '2025-03-10' });
    expect(run(dealerDay, [loan])).toEqual([]);
  });
  it('raises a burst that ended in no account as possible errors only on the person’s word, naming the burst', () => {
    const found = run(dealerDay.slice(0, 3), [account({ creditor: 'OTHER', dateOpened: '2019-01-01' })]);
    expect(found).toHaveLength(3);
    for (const f of found) {
      expect(f.needsStatement).toBe('did_not_apply');
      expect(f.inquiryBurst?.inquiries).toHaveLength(3);
      expect(f.explanation).toMatch(
        /one of 3 lenders that checked your credit on 2025-03-02, which may be shopping.*normal when you applied\. Only if you did not apply/,
      );
    }
  });
  it('says a single inquiry is normal when the person applied', () => {
    const [f] = run([inquiry({ creditor: 'DISCOVER BANK', date: '2025-01-15' })], []);
    expect(f!.explanation).toBe(
      'DISCOVER BANK checked your credit on 2025-01-15 (a hard inquiry), and no account from them was opened in the 60 days after. That is normal when you applied. Only if you did not apply could it have been made without a permissible purpose: tell us, and it becomes an item to dispute.',
    );
    expect(f!.inquiryBurst).toBeUndefined();
  });
});

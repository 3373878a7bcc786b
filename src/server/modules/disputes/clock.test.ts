import { describe, expect, it } from 'vitest';
import { addBusinessDays, addDays, assumedReceipt, clockOf, daysBetween, deliveryOf, followUpDate, noticeDeadline, responseDueDate } from './clock';

const bureau = { recipient: 'bureau', extended: false } as const;

describe('the FCRA clock', () => {
  it('gives a bureau 30 days from receipt (45 extended), then 5 business days to send the results', () => {
    // Received Mon 2026-03-02: day 30 is Wed 04-01; + 5 business days → Wed 04-08.
    expect(responseDueDate('2026-03-02', bureau)).toBe('2026-04-08');
    // Day 45 is Thu 04-16; + 5 business days → Thu 04-23.
    expect(responseDueDate('2026-03-02', { recipient: 'bureau', extended: true })).toBe('2026-04-23');
  });

  it('gives a furnisher the bureaus’ period of 611(a)(1), the 15-day extension included (Reg V 1022.43(e)(3))', () => {
    expect(responseDueDate('2026-12-20', { recipient: 'furnisher', extended: false })).toBe('2027-01-19');
    expect(responseDueDate('2026-12-20', { recipient: 'furnisher', extended: true })).toBe('2027-02-03');
  });

  it('counts the 5 business days past weekends and Federal Reserve holidays', () => {
    // Day 30 falls on Sat 2026-11-21 → Mon 23, Tue 24, Wed 25, (Thanksgiving Thu 26 skipped) Fri 27, Mon 30.
    expect(responseDueDate('2026-10-22', bureau)).toBe('2026-11-30');
    // Day 30 is Thu 2026-12-24 → (Christmas Fri 25) Mon 28, Tue 29, Wed 30, Thu 31, (New Year Fri Jan 1) Mon Jan 4.
    expect(responseDueDate('2026-11-24', bureau)).toBe('2027-01-04');
    // Independence Day 2026 is a Saturday: the Federal Reserve is open Friday July 3, so it counts.
    expect(addBusinessDays('2026-07-01', 2)).toBe('2026-07-03');
    // Juneteenth on Sunday 2033 is observed Monday June 20.
    expect(addBusinessDays('2033-06-17', 1)).toBe('2033-06-21');
    // Wednesday 2026-11-25 → Thanksgiving (Thu 26) skipped: Fri 27, Mon 30, Tue 1, Wed 2, Thu 3.
    expect(addBusinessDays('2026-11-25', 5)).toBe('2026-12-03');
    expect(noticeDeadline('2026-12-31')).toBe('2027-01-08');
  });

  it('assumes a self-mailed letter is received 5 business days after mailing (federal holidays skipped)', () => {
    // Mailed Sun 2026-01-11: Mon 12 … Fri 16.
    expect(assumedReceipt('2026-01-11')).toBe('2026-01-16');
    // Mailed Fri 2026-01-16: MLK day Mon 19 skipped → Tue 20 … Mon 26.
    expect(assumedReceipt('2026-01-16')).toBe('2026-01-26');
  });

  it('sets the follow-up 35 days after the expected delivery date (spec)', () => {
    expect(followUpDate('2026-02-10')).toBe('2026-03-17');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('assumes delivery today once the expected date has passed with no delivery (spec)', () => {
    expect(deliveryOf(null, '2026-05-01', '2026-05-03')).toEqual({ date: '2026-05-03', assumed: true });
    expect(deliveryOf(null, '2026-05-03', '2026-05-03')).toEqual({ date: null, assumed: false });
    expect(deliveryOf('2026-05-02', '2026-05-01', '2026-05-09')).toEqual({ date: '2026-05-02', assumed: false });
  });

  it('puts the pieces together: no due date before receipt, the days until the results are due after it', () => {
    const clock = clockOf({ ...bureau, actualDelivery: '2026-05-02', expectedDelivery: '2026-05-04', today: '2026-05-10' });
    // Day 30 is Mon 06-01; + 5 business days → Mon 06-08.
    expect(clock).toEqual({ delivery: { date: '2026-05-02', assumed: false }, dueDate: '2026-06-08', daysUntilResponse: 29, followUpDate: '2026-06-08' });
    expect(clockOf({ ...bureau, actualDelivery: null, expectedDelivery: '2026-05-20', today: '2026-05-10' }).dueDate).toBeNull();
    expect(daysBetween('2026-06-05', '2026-06-01')).toBe(-4);
  });
});

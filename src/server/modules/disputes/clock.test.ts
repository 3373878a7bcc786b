import { describe, expect, it } from 'vitest';
import { addBusinessDays, addDays, clockOf, daysBetween, deliveryOf, followUpDate, noticeDeadline, responseDueDate } from './clock';

describe('the FCRA clock', () => {
  it('gives a bureau 30 days from delivery, 45 with more information or after a free annual report', () => {
    expect(responseDueDate('2026-03-02', { recipient: 'bureau', extended: false })).toBe('2026-04-01');
    expect(responseDueDate('2026-03-02', { recipient: 'bureau', extended: true })).toBe('2026-04-16');
  });

  it('gives a furnisher 30 days, whatever was asked about the extension', () => {
    expect(responseDueDate('2026-12-20', { recipient: 'furnisher', extended: true })).toBe('2027-01-19');
  });

  it('sets the follow-up 35 days after the expected delivery date (spec)', () => {
    expect(followUpDate('2026-02-10')).toBe('2026-03-17');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts business days past weekends and federal holidays', () => {
    // Wednesday 2026-11-25 → Thanksgiving (Thu 26) skipped: Fri 27, Mon 30, Tue 1, Wed 2, Thu 3.
    expect(addBusinessDays('2026-11-25', 5)).toBe('2026-12-03');
    expect(noticeDeadline('2026-12-31')).toBe('2027-01-08');
  });

  it('assumes delivery today once the expected date has passed with no delivery (spec)', () => {
    expect(deliveryOf(null, '2026-05-01', '2026-05-03')).toEqual({ date: '2026-05-03', assumed: true });
    expect(deliveryOf(null, '2026-05-03', '2026-05-03')).toEqual({ date: null, assumed: false });
    expect(deliveryOf('2026-05-02', '2026-05-01', '2026-05-09')).toEqual({ date: '2026-05-02', assumed: false });
  });

  it('puts the pieces together with the days until the response is due', () => {
    const clock = clockOf({ recipient: 'bureau', extended: false, actualDelivery: '2026-05-02', expectedDelivery: '2026-05-04', today: '2026-05-10' });
    expect(clock).toEqual({ delivery: { date: '2026-05-02', assumed: false }, dueDate: '2026-06-01', daysUntilResponse: 22, followUpDate: '2026-06-08' });
    expect(clockOf({ recipient: 'bureau', extended: false, actualDelivery: null, expectedDelivery: '2026-05-20', today: '2026-05-10' }).dueDate).toBeNull();
    expect(daysBetween('2026-06-05', '2026-06-01')).toBe(-4);
  });
});

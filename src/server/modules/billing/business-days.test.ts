import { describe, expect, it } from 'vitest';
import { cancellationWindow, federalHolidays, isBusinessDay, longDate } from './business-days';

const at = (iso: string) => new Date(iso);

describe('federal holidays', () => {
  it('lists the observed holidays of 2026', () => {
    expect([...federalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03', // July 4 is a Saturday
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
  });

  it('observes a Sunday holiday on Monday and next New Year on December 31', () => {
    expect(federalHolidays(2022).has('2022-12-26')).toBe(true); // Christmas 2022 is a Sunday
    expect(federalHolidays(2027).has('2027-12-24')).toBe(true); // Christmas 2027 is a Saturday
    expect(federalHolidays(2027).has('2027-12-31')).toBe(true); // January 1, 2028 is a Saturday
    expect(federalHolidays(2023).has('2023-01-02')).toBe(true); // January 1, 2023 is a Sunday
  });

  it('weekends are not business days', () => {
    expect(isBusinessDay(at('2026-11-28T00:00:00Z'))).toBe(false);
    expect(isBusinessDay(at('2026-11-29T00:00:00Z'))).toBe(false);
    expect(isBusinessDay(at('2026-11-30T00:00:00Z'))).toBe(true);
  });
});

describe('the 3-business-day cancellation window', () => {
  it('signed on a Monday: Tuesday to Thursday, closing at midnight Hawaii time', () => {
    const window = cancellationWindow(at('2026-11-09T18:00:00Z'));
    expect(window.lastDay).toBe('2026-11-13'); // Veterans Day (Wed 11th) is skipped: Tue 10, Thu 12, Fri 13
    expect(window.closesAt.toISOString()).toBe('2026-11-14T10:00:00.000Z');
  });

  it('skips Thanksgiving and the weekend', () => {
    // Tuesday November 24, 2026: Wed 25, (Thu 26 holiday), Fri 27, (weekend), Mon 30.
    expect(cancellationWindow(at('2026-11-24T15:00:00Z')).lastDay).toBe('2026-11-30');
  });

  it('signed on a Friday: Monday to Wednesday', () => {
    expect(cancellationWindow(at('2026-12-04T20:00:00Z')).lastDay).toBe('2026-12-09');
  });

  it('dates the signature at UTC−4, so a date that has begun anywhere in the states counts', () => {
    // 07:52 UTC Tuesday is still Monday evening in the West, but Tuesday in the East: signed on Tuesday.
    expect(cancellationWindow(at('2026-11-24T07:52:00Z')).lastDay).toBe('2026-11-30');
    // 02:00 UTC Tuesday is Monday everywhere in the states: Tue 24, Wed 25, Fri 27.
    expect(cancellationWindow(at('2026-11-24T02:00:00Z')).lastDay).toBe('2026-11-27');
    // 05:00 UTC Saturday is Saturday 01:00 at UTC−4: Monday to Wednesday.
    expect(cancellationWindow(at('2026-12-05T05:00:00Z')).lastDay).toBe('2026-12-09');
  });

  it('crosses Christmas and New Year', () => {
    // Wed Dec 23, 2026: Thu 24, (Fri 25 holiday), (weekend), Mon 28, Tue 29.
    expect(cancellationWindow(at('2026-12-23T20:00:00Z')).lastDay).toBe('2026-12-29');
    // Wed Dec 30, 2026: Thu 31, (Fri Jan 1), (weekend), Mon 4, Tue 5.
    expect(cancellationWindow(at('2026-12-30T20:00:00Z')).lastDay).toBe('2027-01-05');
  });

  it('in the person’s zone: signing day, closing midnight and the opening of services there', () => {
    // Monday Nov 9, 2026, 18:00 UTC = 1 PM in New York. Last day Fri 13 (Veterans Day skipped); closes at midnight
    // EST (05:00 UTC Saturday); services open on the first business day after: Monday Nov 16 at midnight EST.
    const ny = cancellationWindow(at('2026-11-09T18:00:00Z'), 'America/New_York');
    expect(ny).toMatchObject({ lastDay: '2026-11-13', timeZone: 'America/New_York' });
    expect(ny.closesAt.toISOString()).toBe('2026-11-14T05:00:00.000Z');
    expect(ny.servicesOpenAt.toISOString()).toBe('2026-11-16T05:00:00.000Z');
    // 03:00 UTC Tuesday is still Monday evening in Los Angeles: signed on Monday there.
    expect(cancellationWindow(at('2026-11-24T03:00:00Z'), 'America/Los_Angeles').lastDay).toBe('2026-11-27');
    // Signed in standard time (Thu March 11, 2027), closing after the change to daylight time (Sunday March 14):
    // midnight PDT is 07:00 UTC.
    const spring = cancellationWindow(at('2027-03-11T20:00:00Z'), 'America/Los_Angeles');
    expect(spring.lastDay).toBe('2027-03-16');
    expect(spring.closesAt.toISOString()).toBe('2027-03-17T07:00:00.000Z');
    expect(spring.servicesOpenAt.toISOString()).toBe('2027-03-17T07:00:00.000Z');
  });

  it('without a zone: services open at midnight in Hawaii on the business day after the last day', () => {
    const window = cancellationWindow(at('2026-11-09T18:00:00Z'));
    expect(window.timeZone).toBe('Pacific/Honolulu');
    expect(window.servicesOpenAt.toISOString()).toBe('2026-11-16T10:00:00.000Z');
  });

  it('a longer period (a state act) counts more business days', () => {
    expect(cancellationWindow(at('2026-11-09T18:00:00Z'), 'America/Los_Angeles', 5).lastDay).toBe('2026-11-17');
  });

  it('prints the last day in words', () => {
    expect(longDate('2026-11-30')).toBe('November 30, 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { printedMonthCodes } from './printed-history';

describe("month–code pairs printed in an account's lines", () => {
  it('counts months named with their codes, ISO months and slashed months', () => {
    expect(printedMonthCodes(['History 2025 .......... Jan CO Feb CO Mar 30'])).toBe(3);
    expect(printedMonthCodes(['Payment history: 2022-05 CO, 2022-06 OK,', '2022-07 60.'])).toBe(3);
    expect(printedMonthCodes(['04/23:OK 05/23:30'])).toBe(2);
  });

  it('does not count dates followed by words or by day numbers that are no code', () => {
    expect(printedMonthCodes(['Date opened ..... Mar 2021', 'Opened: Jan 15, 2020; Reported: Feb 28, 2024'])).toBe(0);
    expect(printedMonthCodes(['Opened: 2017-11-21; Status: Collection'])).toBe(0);
  });
});

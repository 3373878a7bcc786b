import { describe, expect, it } from 'vitest';
import { isYearRunLine, readMonthRuns } from './month-runs';

describe('readMonthRuns', () => {
  it('reads a year label over runs of months and codes, wrapped over lines', () => {
    const lines = ['Payment history', '2023', 'Jan 180 Feb CO Mar CO', '2022', 'Jan OK Feb OK Mar OK Apr OK', 'Aug 30 Sep 60 Oct\u00a090', 'Comments'];
    expect(readMonthRuns(lines)).toEqual({
      '2023-01': '180',
      '2023-02': 'CO',
      '2023-03': 'CO',
      '2022-01': 'OK',
      '2022-02': 'OK',
      '2022-03': 'OK',
      '2022-04': 'OK',
      '2022-08': '30',
      '2022-09': '60',
      '2022-10': '90',
    });
  });

  it('reads the year at a run line’s start, check marks, and leaves a no-data month empty', () => {
    expect(readMonthRuns(['2024: Jan ✓ Feb ✓ Mar -- Apr 30'])).toEqual({ '2024-01': 'OK', '2024-02': 'OK', '2024-04': '30' });
  });

  it('reads months printed with their years anywhere in a line', () => {
    expect(readMonthRuns(['Payment history  24 on-time months; Mar 2023: 30, Apr 2023: 60', "Aug '22 OK · Sep '22 CO"])).toEqual({
      '2023-03': '30',
      '2023-04': '60',
      '2022-08': 'OK',
      '2022-09': 'CO',
    });
  });

  it('reads a dated pair wrapped over two lines', () => {
    expect(readMonthRuns(['Payment history 0 on-time months; Dec 2024: COL, Jan 2025:', 'COL, Feb 2025: COL'])).toEqual({
      '2024-12': 'COL',
      '2025-01': 'COL',
      '2025-02': 'COL',
    });
  });

  it('reads a pair wrapped onto a line that a wrapped label opens (decision 233)', () => {
    expect(readMonthRuns(['Payment7 on-time months; Feb 2025: OK, Mar', 'history   2025: 30, Apr 2025:', 'COL, May 2025: CO'])).toEqual({
      '2025-02': 'OK',
      '2025-03': '30',
      '2025-04': 'COL',
      '2025-05': 'CO',
    });
    expect(readMonthRuns(['Payment0 on-time months; Dec 2025: COL, Jan 2026:', 'history   COL, Feb 2026: COL'])).toEqual({
      '2025-12': 'COL',
      '2026-01': 'COL',
      '2026-02': 'COL',
    });
    // no colon promising a code: the word is no label's, the month no pair
    expect(readMonthRuns(['Opened Mar 2025 late 30 days; Apr 2025: OK, May 2025: OK'])).toEqual({ '2025-04': 'OK', '2025-05': 'OK' });
  });

  it('keeps no year past a line that is not a run, and reads no dates or statuses as months', () => {
    expect(readMonthRuns(['2023', 'Balance $500', 'Jan OK Feb OK'])).toEqual({});
    expect(readMonthRuns(['Date opened Apr 2021 Collection account', 'Status updated Aug 2025 OK'])).toEqual({});
    expect(readMonthRuns(['Opened Jan 2020', 'Jan OK Feb 30'])).toEqual({});
  });
});

describe('readMonthRuns, decision 227', () => {
  it('reads ISO months with their codes in a "label: value;" run', () => {
    expect(readMonthRuns(['Last payment: 2024-03-07; Payment history: 2022-04 OK,', '2022-05 30, 2022-06 CO.'])).toEqual({
      '2022-04': 'OK',
      '2022-05': '30',
      '2022-06': 'CO',
    });
  });

  it("reads a year's run after a one-word label and leader dots", () => {
    expect(readMonthRuns(['History 2025 .................... Jan CO Feb CO', 'History 2024 ......... Nov 30  Dec 60'])).toEqual({
      '2025-01': 'CO',
      '2025-02': 'CO',
      '2024-11': '30',
      '2024-12': '60',
    });
    // a date and a word after a label is no run
    expect(readMonthRuns(['Opened 2021 ....... Mar 2021', 'Reported 2024 Jan Collection'])).toEqual({});
  });
});

describe('readMonthRuns, decision 241', () => {
  it("reads a line of several years' runs after a label of words and its colon", () => {
    expect(readMonthRuns(['Payment history: 2023 Jan 60 Feb CO   2022 Nov OK Dec 30   2021 Dec OK'])).toEqual({
      '2023-01': '60',
      '2023-02': 'CO',
      '2022-11': 'OK',
      '2022-12': '30',
      '2021-12': 'OK',
    });
  });

  it('reads no run where a year ends the line or a label of words has no colon', () => {
    expect(readMonthRuns(['Payment history: 2023 Jan 60 Feb CO 2022'])).toEqual({});
    expect(readMonthRuns(['Balance as of 2023 Jan 60 Feb CO'])).toEqual({});
  });
});

describe('isYearRunLine', () => {
  it('knows a year’s run of months and codes however short, after a label or not', () => {
    expect(isYearRunLine('History 2021: Nov 30 Dec 60')).toBe(true);
    expect(isYearRunLine('2020: Mar OK')).toBe(true);
  });

  it('is not a value, nor months without their year', () => {
    expect(isYearRunLine('Original Creditor: HARBORLIGHT CLINIC')).toBe(false);
    expect(isYearRunLine('Jan OK Feb OK')).toBe(false);
    expect(isYearRunLine('Opened 2020 Mar')).toBe(false);
  });
});

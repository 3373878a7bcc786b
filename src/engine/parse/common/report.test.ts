import { describe, expect, it } from 'vitest';
import type { Account } from '../../model';
import { reportDateOf } from './report';
import { docFromText } from './testing';

const reported = (dateReported: string | null) => ({ dateReported }) as Account;

describe('reportDateOf', () => {
  const plain = docFromText('NORTHWIND BANK\nBalance  $412');
  it('prefers the printed date, then the print header stamp', () => {
    expect(reportDateOf('2025-03-01', { ...plain, created: '2025-04-01' }, [])).toEqual({ reportDate: '2025-03-01', reportDateSource: 'printed' });
    const printed = docFromText('1/2/25, 3:45 PM        Credit Report\nNORTHWIND BANK\nBalance  $412');
    expect(reportDateOf(null, printed, [reported('2025-05-20')])).toEqual({ reportDate: '2025-01-02', reportDateSource: 'print_header' });
  });

  it('then the latest date an account was reported, then the file creation day, never the clock', () => {
    expect(reportDateOf(null, { ...plain, created: '2025-06-01' }, [reported('2025-05'), reported('2025-05-20'), reported(null)])).toEqual({
      reportDate: '2025-05-20',
      reportDateSource: 'last_reported',
    });
    expect(reportDateOf(null, { ...plain, created: '2025-06-01' }, [reported(null)])).toEqual({ reportDate: '2025-06-01', reportDateSource: 'file_created' });
    expect(reportDateOf(null, plain, [])).toEqual({ reportDate: null, reportDateSource: null });
  });
});

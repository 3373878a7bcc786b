/**
 * The per-bureau Summary of a 3-bureau report ("Total Accounts:", "Inquiries (2 years):" …): the counts
 * each bureau's column prints, to compare with what was read (see ../common/coverage.ts).
 */
import type { Bureau } from '../../model';
import { countKey, type PrintedCounts } from '../common/coverage';
import type { Table } from './tables';

/** The counts a summary table prints for one bureau; a count not printed (or not a whole number) stays absent. */
export function printedCounts(tables: Table[], bureau: Bureau): PrintedCounts {
  const counts: PrintedCounts = {};
  for (const table of tables) {
    if (table.section !== 'summary') continue;
    for (const row of table.rows) {
      const key = countKey(row.label);
      const m = /^\s*(\d{1,4})\s*$/.exec(row.values[bureau] ?? '');
      if (key && m?.[1] && counts[key] == null) counts[key] = Number(m[1]);
    }
  }
  return counts;
}

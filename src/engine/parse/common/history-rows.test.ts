import { describe, expect, it } from 'vitest';
import type { Account } from '../../model';
import { applyHistoryRows, readHistoryRows } from './history-rows';
import type { Line } from './lines';

const line = (text: string, y: number): Line => ({ page: 1, y, size: 8, text, segments: [], x: 36 });
const rows = (...texts: string[]) => texts.map((t, i) => line(t, 100 + i * 10));
const account = (accountNumber: string): Account => ({ accountNumber, paymentHistory: {} }) as unknown as Account;

describe('payment history rows printed apart from the accounts', () => {
  it('reads a row newest month first, the oldest month on the next line', () => {
    const [row] = readHistoryRows(rows('KINGFISHER PORTFOLIO    585830XXXXXX 07/2024 back to    COL COL 30 OK', 'LLC          04/2024'));
    expect(row).toEqual({ accountNumber: '585830XXXXXX', history: { '2024-07': 'COL', '2024-06': 'COL', '2024-05': '30', '2024-04': 'OK' } });
  });

  it('reads a row oldest month first with the range on one line, keeping a no-data month empty', () => {
    const [row] = readHistoryRows(rows('THIMBLE TRUST   ****7411   01/2024 to 03/2024   OK -- 60'));
    expect(row?.history).toEqual({ '2024-01': 'OK', '2024-03': '60' });
  });

  it('reads nothing when the codes are not one a month of the range (lookalike), or a token is not a code', () => {
    expect(readHistoryRows(rows('CRESTLINE BANK NA   786119XXXXXX 07/2024 back to   OK OK OK', '08/2022'))).toEqual([]);
    expect(readHistoryRows(rows('CRESTLINE BANK NA   786119XXXXXX 07/2024 back to   OK Paid OK', '05/2024'))).toEqual([]);
    // an account line with two dates is not a history row
    expect(readHistoryRows(rows('SUMMIT CARD   178145XXXXXX Credit card Individual 11/07/2015 $0 $1,700'))).toEqual([]);
  });

  it('reads a scan row whose codes OCR ran together ("COCO") when the codes then count one a month', () => {
    const [row] = readHistoryRows(rows('ROWANBERRY LENDING   641902XXXXXX   12/2025 back to 07/2025   COCO CO 30 OK OK'));
    expect(row?.history).toEqual({ '2025-12': 'CO', '2025-11': 'CO', '2025-10': 'CO', '2025-09': '30', '2025-08': 'OK', '2025-07': 'OK' });
    // lookalikes: a run that is not one code repeated, or a count that then does not fit the range
    expect(readHistoryRows(rows('ROWANBERRY LENDING   641902XXXXXX   12/2025 back to 08/2025   COOK 30 OK OK'))).toEqual([]);
    expect(readHistoryRows(rows('ROWANBERRY LENDING   641902XXXXXX   12/2025 back to 08/2025   COCO CO 30 OK OK'))).toEqual([]);
  });

  it('reads an account number whose mask OCR set apart ("827414 XXXXXX") as the number printed', () => {
    const [row] = readHistoryRows(rows('TWINE PERSONAL CREDIT   827414 XXXXXX   06/2021 back to 05/2021   OK OK'));
    expect(row).toEqual({ accountNumber: '827414XXXXXX', history: { '2021-06': 'OK', '2021-05': 'OK' } });
    // lookalike: the mask alone stays the number when no digits stand before it
    expect(readHistoryRows(rows('TWINE PERSONAL CREDIT   XXXXXX   06/2021 back to 05/2021   OK OK'))[0]?.accountNumber).toBe('XXXXXX');
  });

  it('gives the history only to the one account with that number and no history of its own', () => {
    const lines = rows('KINGFISHER    585830XXXXXX 02/2024 back to   COL COL', '01/2024', 'TWIN ONE    ****1111 02/2024 back to  OK OK', '01/2024');
    const kingfisher = account('585830XXXXXX');
    const twins = [account('****1111'), account('****1111')];
    const withOwn = { ...account('585830XXXXXX'), paymentHistory: { '2024-02': 'OK' } } as Account;
    applyHistoryRows([kingfisher, ...twins], lines);
    expect(kingfisher.paymentHistory).toEqual({ '2024-02': 'COL', '2024-01': 'COL' });
    expect(twins.map((t) => t.paymentHistory)).toEqual([{}, {}]);
    applyHistoryRows([withOwn], lines);
    expect(withOwn.paymentHistory).toEqual({ '2024-02': 'OK' });
  });
});

import { describe, expect, it } from 'vitest';
import { documentLines } from '../common/lines';
import { docFrom } from '../common/test-doc';
import { fit, joinValuesOverLabels } from './value-above';
import { readGeneral } from './read';

const texts = (spec: string[]) => joinValuesOverLabels(documentLines(docFrom([spec]))).map((l) => l.text);

describe('labels printed under their values', () => {
  it('scores how a value fits a label', () => {
    expect(fit('balance', '$1,602')).toBe(1);
    expect(fit('balance', 'Jul 30, 2023')).toBe(-1);
    expect(fit('dateOpened', 'Oct 15, 2020')).toBe(1);
    expect(fit('accountNumber', '250766007580****')).toBe(1);
    expect(fit('accountNumber', '$1,602')).toBe(-1);
    expect(fit('status', 'Charged Off')).toBe(1);
  });

  it('joins a tile row to the labels under it when the values fit them better than the next row', () => {
    expect(
      texts([
        '$1,602            $12,200',
        'BALANCE           HIGHEST BALANCE',
        '2507660****       Charged Off       Oct 15, 2020',
        'ACCOUNT NUMBER    STATUS            OPENED',
      ]),
    ).toEqual(['BALANCE: $1,602  HIGHEST BALANCE: $12,200', 'ACCOUNT NUMBER: 2507660****  STATUS: Charged Off  OPENED: Oct 15, 2020']);
  });

  it('leaves labels over their values alone', () => {
    const spec = ['Balance           Date Opened', '$1,602            Oct 15, 2020', 'Status            Account number', 'Open              XXXX1234'];
    expect(texts(spec)).toEqual(documentLines(docFrom([spec])).map((l) => l.text));
  });

  it('follows a tile whose value wrapped, its label printed lower', () => {
    expect(texts(['$387              TANGERINE POWER AND', 'AMOUNT PAST DUE', '                  LIGHT', '                  ORIGINAL CREDITOR'])).toEqual([
      'AMOUNT PAST DUE: $387  ORIGINAL CREDITOR: TANGERINE POWER AND LIGHT',
    ]);
  });

  it('reads a card of tiles with its history of codes over month initials', () => {
    const doc = docFrom([
      [
        'Your TransUnion credit report',
        'Accounts',
        'EXAMPLE TRAIL BANK',
        'CREDIT CARD · Individual Account',
        '$1,602            $12,200',
        'BALANCE           CREDIT LIMIT',
        '2507660****       Charged Off',
        'ACCOUNT NUMBER    STATUS',
        'Payment history',
        [
          ['30', 65],
          ['CO', 80],
        ],
        [['2024', 36], ...'JFMAMJJASOND'.split('').map((m, k): [string, number] => [m, 65 + k * 15])],
        [['✓', 230]],
        [['2023', 36], ...'JFMAMJJASOND'.split('').map((m, k): [string, number] => [m, 65 + k * 15])],
      ],
    ]);
    const [account] = readGeneral(doc, null).reports[0]!.accounts;
    expect([account!.creditor, account!.accountNumber, account!.balance, account!.creditLimit, account!.status]).toEqual([
      'EXAMPLE TRAIL BANK',
      '2507660****',
      1602,
      12200,
      'Charged Off',
    ]);
    expect(account!.paymentHistory).toEqual({ '2024-01': '30', '2024-02': 'CO', '2023-12': 'OK' });
  });
});

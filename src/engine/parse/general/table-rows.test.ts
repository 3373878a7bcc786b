import { describe, expect, it } from 'vitest';
import { fieldText } from '../common/blocks';
import type { FieldKey } from '../common/labels';
import { documentLines } from '../common/lines';
import { docFrom } from '../common/test-doc';
import { readTableRows } from './table-rows';

/** A wide table one account a row: cells wrap independently over lines, a header cell names two fields. */
const HEADER: [string, number][] = [
  ['Creditor', 0],
  ['Account #', 80],
  ['Type / owner', 160],
  ['Opened', 260],
  ['Balance', 320],
  ['Pay status', 380],
  ['Remarks', 460],
];
const ROWS: [string, number][][] = [
  [
    ['NORTHWIND', 0],
    ['412345XXXXXX', 80],
    ['CREDIT CARD /', 160],
    ['03/2018', 260],
    ['$412', 320],
    ['Current', 380],
    ['PAID AS', 460],
  ],
  [
    ['BANK NA', 0],
    ['Individual', 160],
    ['AGREED', 460],
  ],
  [
    ['KINGFISHER', 0],
    ['5566XXXX', 80],
    ['COLLECTION', 160],
    ['01/2020', 260],
    ['$640', 320],
    ['Collection', 380],
  ],
  [
    ['PORTFOLIO', 0],
    ['AGENCY/ATTORNEY /', 160],
    ['account', 380],
  ],
  [
    ['LLC', 0],
    ['Individual', 160],
  ],
];
const NEXT_PAGE: [string, number][][] = [
  [
    ['LUMEN CARD', 0],
    ['6732XXXX', 80],
    ['CREDIT CARD / Joint', 160],
    ['06/2016', 260],
    ['$0', 320],
    ['Current', 380],
  ],
];

describe('a wide table, one account a row', () => {
  const read = (pages: [string, number][][][]) =>
    readTableRows(documentLines(docFrom(pages)))!.map((b) =>
      ['creditor', 'accountNumber', 'accountType', 'responsibility', 'status', 'remarks'].map((k) => fieldText(b, k as FieldKey)),
    );
  const expected = [
    ['NORTHWIND BANK NA', '412345XXXXXX', 'CREDIT CARD', 'Individual', 'Current', 'PAID AS AGREED'],
    ['KINGFISHER PORTFOLIO LLC', '5566XXXX', 'COLLECTION AGENCY/ATTORNEY', 'Individual', 'Collection account', null],
    ['LUMEN CARD', '6732XXXX', 'CREDIT CARD', 'Joint', 'Current', null],
  ];

  it('places each wrapped word in its column and splits a two-field cell at its " / "', () => {
    expect(read([[HEADER, ...ROWS], NEXT_PAGE])).toEqual(expected);
  });

  it('reads the rows of a later page the same with the header repeated there', () => {
    expect(
      read([
        [HEADER, ...ROWS],
        [HEADER, ...NEXT_PAGE],
      ]),
    ).toEqual(expected);
  });

  it('is no table when a header cell is two words that are not both labels', () => {
    const header = HEADER.map(([t, x]): [string, number] => [t === 'Type / owner' ? 'Type / notes here' : t, x]);
    expect(readTableRows(documentLines(docFrom([[header, ...ROWS]])))).toBeNull();
  });
});

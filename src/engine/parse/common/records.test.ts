import { describe, expect, it } from 'vitest';
import { readBlocks } from './blocks';
import { documentLines } from './lines';
import { readInquiries, readPublicRecords } from './records';
import { docFromText } from './testing';

const blocks = (text: string) => readBlocks(documentLines(docFromText(text)));

describe('inquiries', () => {
  it('reads labelled blocks, one inquiry per date printed', () => {
    expect(
      readInquiries(
        blocks(`
ORION CARD SERVICES
Inquiry Date       03/15/2025, 01/02/2025
DELTA MOTORS
Date of inquiry:   Nov 2024
`),
        'hard',
      ),
    ).toEqual([
      { creditor: 'ORION CARD SERVICES', date: '2025-03-15', kind: 'hard' },
      { creditor: 'ORION CARD SERVICES', date: '2025-01-02', kind: 'hard' },
      { creditor: 'DELTA MOTORS', date: '2024-11', kind: 'hard' },
    ]);
  });

  it('reads a first row whose name is in mixed case as an inquiry, not as a title over the rows', () => {
    expect(readInquiries(blocks(`Northwind Auto                          05/19/2023\nKESTREL AUTO LENDING                    10/04/2022`), 'hard')).toEqual([
      { creditor: 'Northwind Auto', date: '2023-05-19', kind: 'hard' },
      { creditor: 'KESTREL AUTO LENDING', date: '2022-10-04', kind: 'hard' },
    ]);
  });

  it('reads table rows of name and date, and skips "None reported"', () => {
    expect(
      readInquiries(
        blocks(`
None reported
PINE STREET BANK            06/30/2024
COASTAL INSURANCE CO        05/2024
`),
        'soft',
      ),
    ).toEqual([
      { creditor: 'PINE STREET BANK', date: '2024-06-30', kind: 'soft' },
      { creditor: 'COASTAL INSURANCE CO', date: '2024-05', kind: 'soft' },
    ]);
  });

  it('reads a table under one label row as an inquiry a row, not one inquiry of every name and date', () => {
    const table = `
Company                     Inquiry date
WINDMERE RIDGE FINANCIAL    Nov 11, 2022
Tidewater Bancorp           Feb 1, 2024
QUICKFERN LENDING           Feb 7, 2022
`;
    expect(readInquiries(blocks(table), 'hard')).toEqual([
      { creditor: 'WINDMERE RIDGE FINANCIAL', date: '2022-11-11', kind: 'hard' },
      { creditor: 'Tidewater Bancorp', date: '2024-02-01', kind: 'hard' },
      { creditor: 'QUICKFERN LENDING', date: '2022-02-07', kind: 'hard' },
    ]);
    // a single row under its labels is one inquiry, as before
    expect(readInquiries(blocks(table.split('\n').slice(0, 3).join('\n')), 'hard')).toEqual([
      { creditor: 'WINDMERE RIDGE FINANCIAL', date: '2022-11-11', kind: 'hard' },
    ]);
  });

  it("takes a row's kind from its type cell: soft inquiries printed beside hard ones are not hard", () => {
    const table = `
Company                     Date          Type
QUICKFERN LENDING           01/22/2024    Hard
VELDT HOME FURNISHINGS      06/04/2025    Soft
LANTERN INSURANCE AGENCY    06/01/2025    Promotional
SOFT SURROUNDINGS           03/03/2025
`;
    expect(readInquiries(blocks(table), 'hard')).toEqual([
      { creditor: 'QUICKFERN LENDING', date: '2024-01-22', kind: 'hard' },
      { creditor: 'VELDT HOME FURNISHINGS', date: '2025-06-04', kind: 'soft' },
      { creditor: 'LANTERN INSURANCE AGENCY', date: '2025-06-01', kind: 'soft' },
      { creditor: 'SOFT SURROUNDINGS', date: '2025-03-03', kind: 'hard' },
    ]);
  });
});

describe('public records', () => {
  it('reads the record type, date, court and chapter', () => {
    expect(
      readPublicRecords(
        blocks(`
US BANKRUPTCY COURT DISTRICT OF IDAHO
Type            >Bankruptcy Chapter 7<
Date Filed      05/14/2018        Docket Number     18-55840
Disposition     Discharged        Amount            $42,100
CITY OF MAPLE SMALL CLAIMS
Record type: Civil judgment
Date filed: Aug 2021
Status: Satisfied
`),
      ),
    ).toEqual([
      {
        type: 'Bankruptcy Chapter 7',
        date: '2018-05-14',
        status: 'Discharged',
        court: 'US BANKRUPTCY COURT DISTRICT OF IDAHO',
        reference: '18-55840',
        amount: 42100,
        chapter: 7,
      },
      { type: 'Civil judgment', date: '2021-08', status: 'Satisfied', court: 'CITY OF MAPLE SMALL CLAIMS', reference: null, amount: null, chapter: null },
    ]);
  });

  it('reads a record printed as one row of unlabelled values set apart by "·", "|" or gaps', () => {
    expect(
      readPublicRecords(
        blocks(`
Bankruptcy Chapter 13 · 09/21/2019 · REDFERN COUNTY COURT · Dismissed ·
Civil judgment | 03/02/2020 | PINE VALLEY DISTRICT COURT | Satisfied | $1,250
State tax lien        11/2017        Released
`),
      ),
    ).toEqual([
      { type: 'Bankruptcy Chapter 13', date: '2019-09-21', status: 'Dismissed', court: 'REDFERN COUNTY COURT', reference: null, amount: null, chapter: 13 },
      { type: 'Civil judgment', date: '2020-03-02', status: 'Satisfied', court: 'PINE VALLEY DISTRICT COURT', reference: null, amount: 1250, chapter: null },
      { type: 'State tax lien', date: '2017-11', status: 'Released', court: null, reference: null, amount: null, chapter: null },
    ]);
  });

  it('reads no record from a row holding anything but a date, court, status or amount, or holding no date', () => {
    expect(readPublicRecords(blocks(`None`))).toEqual([]);
    expect(readPublicRecords(blocks(`Bankruptcy Chapter 7 · REDFERN COUNTY COURT · Discharged`))).toEqual([]);
    expect(readPublicRecords(blocks(`Judgment · 03/02/2020 · paid in full by the consumer's insurer · $900`))).toEqual([]);
  });
});

describe('a public record printed as one run of values between dots or bars', () => {
  it('tells kind, date, court, status and amount apart by what each part says', () => {
    expect(readPublicRecords(blocks('Civil judgment · Aug 2019 · HARLOW COUNTY DISTRICT COURT · Satisfied · $1,250'))).toEqual([
      { type: 'Civil judgment', date: '2019-08', status: 'Satisfied', court: 'HARLOW COUNTY DISTRICT COURT', reference: null, amount: 1250, chapter: null },
    ]);
    expect(readPublicRecords(blocks('Chapter 7 bankruptcy | 03/2016 | US BANKRUPTCY COURT NJ | Discharged |'))).toMatchObject([
      { type: 'Chapter 7 bankruptcy', date: '2016-03', status: 'Discharged', chapter: 7 },
    ]);
  });

  it('reads nothing from a run that names no record kind or no date', () => {
    expect(readPublicRecords(blocks('Updated · Mar 2024 · Online'))).toEqual([]);
    expect(readPublicRecords(blocks('Tax lien · KENT COUNTY RECORDER · Released'))).toEqual([]);
  });
});

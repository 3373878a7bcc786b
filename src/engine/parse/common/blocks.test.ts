import { describe, expect, it } from 'vitest';
import { fieldText, readBlocks } from './blocks';
import { documentLines } from './lines';
import { docFromText } from './testing';

const blocksOf = (...pages: string[]) => readBlocks(documentLines(docFromText(...pages)));
const summary = (text: string) =>
  blocksOf(text).map((b) => ({ heading: b.heading?.text ?? null, fields: Object.fromEntries(b.fields.map((f) => [f.key ?? f.label, f.raw])) }));

describe('readBlocks', () => {
  it('matches values to labels by column when a label row is followed by a value row', () => {
    expect(
      summary(`
GREENLEAF BANK
Acct #            Ownership          Open date
XXXX4410          Joint              Feb 2016
Amount owed       Credit line        Close date
$0                $7,500             -
`),
    ).toEqual([
      {
        heading: 'GREENLEAF BANK',
        fields: { accountNumber: 'XXXX4410', responsibility: 'Joint', dateOpened: 'Feb 2016', balance: '$0', creditLimit: '$7,500', dateClosed: '-' },
      },
    ]);
  });

  it('splits a value run that reaches into the next column', () => {
    const [block] = blocksOf(`
IVYBRIDGE RECEIVABLES
Original creditor                    Type
RIVERSIDE EMERGENCY PHYSICIANSMedical debt
`);
    expect(block!.fields.map((f) => [f.key, f.raw])).toEqual([
      ['originalCreditor', 'RIVERSIDE EMERGENCY PHYSICIANS'],
      ['accountType', 'Medical debt'],
    ]);
  });

  it('takes ordinary words under a label row as values ("Closed", "Open")', () => {
    const [block] = blocksOf(`
ACME CARD
Status            Opened
Closed            Mar 2019
`);
    expect(fieldText(block!, 'status')).toBe('Closed');
    expect(fieldText(block!, 'dateOpened')).toBe('Mar 2019');
    const [late] = blocksOf(`
ACME CARD
Current status
Past due 30 days as of Dec 2025
`);
    expect(late!.fields.map((f) => [f.key, f.raw])).toEqual([['status', 'Past due 30 days as of Dec 2025']]);
  });

  it('reads label/value pairs after a gap, two per line, and an ordinary word as a value', () => {
    const [block] = blocksOf(`
RIVERSTONE CU                                              4471****
Current Balance     $912               Highest Balance     $1,400
Payment Status      Closed             Date Closed
Account Owner       Individual
`);
    expect(block!.fields.map((f) => [f.key, f.raw])).toEqual([
      ['balance', '$912'],
      ['highBalance', '$1,400'],
      ['status', 'Closed'],
      ['dateClosed', ''],
      ['responsibility', 'Individual'],
    ]);
  });

  it('splits blocks at each creditor name and keeps wrapped values with their field', () => {
    const blocks = summary(`
Status: Account charged off. $2,345 written off in
        Mar 2022.
Balance: $2,345
BLUEWATER FINANCE
Status: Paid, closed
Balance: $0
`);
    expect(blocks.map((b) => b.fields.status)).toEqual(['Account charged off. $2,345 written off in Mar 2022.', 'Paid, closed']);
    expect(blocks[1]!.heading).toBe('BLUEWATER FINANCE');
  });

  it('keeps a creditor address out of the values and names the block after the creditor', () => {
    const blocks = summary(`
Balance:        $10
Remarks:        CLOSED BY CONSUMER
SUNRISE MEDICAL GROUP                         88123****
PO BOX 1200
MAPLETON, IA 51034
Balance:        $95
Remarks:        MEDICAL
`);
    expect(blocks[0]!.fields.remarks).toBe('CLOSED BY CONSUMER');
    expect(blocks[1]!.heading).toBe('SUNRISE MEDICAL GROUP  88123****');
    expect(blocks[1]!.fields.balance).toBe('$95');
  });

  it('reads "Name   Label: value" rows as a new entry each', () => {
    expect(
      summary(`
CEDAR BANK                         Date: 03/15/2025
LUMEN AUTO                         Date: 01/02/2025
`).map((b) => [b.heading, b.fields.inquiryDate]),
    ).toEqual([
      ['CEDAR BANK', '03/15/2025'],
      ['LUMEN AUTO', '01/02/2025'],
    ]);
  });

  it('ignores a page footer and the next page header falling inside a block', () => {
    const header = 'BUREAU REPORT   Prepared for KAI MOORE';
    const split = blocksOf(`${header}\nTIMBER CREDIT\nBalance:   $40\n1 / 2`, `${header}\nPast Due:  $40\nStatus:    30 days late\n2 / 2`);
    expect(split).toHaveLength(1);
    expect(split[0]!.fields.map((f) => f.key)).toEqual(['balance', 'pastDue', 'status']);
  });

  it('collects payment grid lines apart from the fields', () => {
    const [block] = blocksOf(`
OAK LOANS
Balance: $100
Payment history
      Jan  Feb  Mar
2024  OK   30   60
Remarks: none
`);
    expect(block!.gridLines.map((l) => l.text)).toEqual(['Payment history', 'Jan  Feb  Mar', '2024  OK  30  60']);
    expect(fieldText(block!, 'remarks')).toBe('none');
  });

  it('reads "Payment status  Late 30 Days" as the status, not as a row of a payment grid', () => {
    const [block] = blocksOf(`
PEPPERCORN CARD SERVICES
Account number     678948******
Payment status     Late 30 Days
Current balance    $2,421
`);
    expect(fieldText(block!, 'status')).toBe('Late 30 Days');
    expect(block!.gridLines).toEqual([]);
  });
});

describe('label words inside a longer label', () => {
  it('reads "Reported Since:" as its own label, and keeps "Date Opened" before a value and a label', () => {
    const [first, second] = blocksOf('ACME BANK\nDate Opened:\n02/2015\nReported Since:\n03/2015\nOTHER BANK\nDate Opened 03/2018 Balance: $400');
    expect(first!.fields.map((f) => [f.key, f.label, f.raw])).toEqual([
      ['dateOpened', 'Date Opened', '02/2015'],
      [null, 'Reported Since', '03/2015'],
    ]);
    expect(second!.fields.map((f) => [f.key, f.raw])).toEqual([
      ['dateOpened', '03/2018'],
      ['balance', '$400'],
    ]);
  });
});

describe('a value that opens with a label’s words', () => {
  it('reads the text after a lone label on its line as that label’s value ("Remarks   UNPAID BALANCE REPORTED …")', () => {
    const [first, second] = blocksOf(`
ACME LENDING 1234****
Pay Status        Charged Off
Remarks           UNPAID BALANCE REPORTED AS A LOSS BY THE CREDIT GRANTOR
Date Updated      02/16/2026
OTHER BANK 5678****
Balance           $400
`);
    expect(first!.heading?.text).toBe('ACME LENDING 1234****');
    expect(first!.fields.map((f) => [f.key, f.raw])).toEqual([
      ['status', 'Charged Off'],
      ['remarks', 'UNPAID BALANCE REPORTED AS A LOSS BY THE CREDIT GRANTOR'],
      ['dateReported', '02/16/2026'],
    ]);
    expect(second!.heading?.text).toBe('OTHER BANK 5678****');
  });

  it('still reads a label phrase that opens its own line as a label with its value', () => {
    const [block] = blocksOf(`
ACME LENDING 1234****
Unpaid Balance $512
Pay Status Charged Off
`);
    expect(block!.fields.map((f) => [f.key, f.raw])).toEqual([
      ['balance', '$512'],
      ['status', 'Charged Off'],
    ]);
  });
});

describe('an entry going on over a page break', () => {
  it('keeps its fields under its name marked as continued, and a short history line is no wrapped value', () => {
    const blocks = blocksOf(
      `
COPPERLEAF FINANCE
Account No.: ****7702    Status: Collection Account    Balance: $640
Opened: 2021/04/12    Reported: 2024/01/30
`,
      `
COPPERLEAF FINANCE (continued)
Original Creditor: HARBORLIGHT CLINIC    Remarks: Medical
History 2023: Nov COL Dec COL
BIRCHWOOD CARD SERVICES
Account No.: ****1188    Status: Pays As Agreed    Balance: $95
`,
    );
    expect(blocks.map((b) => b.heading?.text)).toEqual(['COPPERLEAF FINANCE', 'BIRCHWOOD CARD SERVICES']);
    const [first] = blocks;
    expect(fieldText(first!, 'dateOpened')).toBe('2021/04/12');
    expect(fieldText(first!, 'originalCreditor')).toBe('HARBORLIGHT CLINIC');
    expect(fieldText(first!, 'remarks')).toBe('Medical');
  });
});

import { describe, expect, it } from 'vitest';
import { findAddresses, findConsumerName, findReportDate, findScore } from './consumer';
import { documentLines } from './lines';
import { docFromText } from './testing';

const lines = (text: string) => documentLines(docFromText(text));

describe('report header facts', () => {
  it.each([
    ['Report date: 08/15/2023', '2023-08-15'],
    ['Date generated\nNov 3, 2025', '2025-11-03'],
    ['Prepared for JOHN DOE on Aug 15, 2023', '2023-08-15'],
    ['Credit report as of 08/2023', '2023-08'],
    ['File Number: 1234567890        Date Created: 04/02/2025', '2025-04-02'],
    ['Report generated on:   2024-02-29', '2024-02-29'],
    // issue 25: every printed form of the report's date
    ['Report Date 17th April 2025', '2025-04-17'],
    ['Report Date: 1st May 2024', '2024-05-01'],
    ['Report Date\n22nd March 2025', '2025-03-22'],
    ['As of: 04/17/2025', '2025-04-17'],
    ['As of: April 3rd, 2025', '2025-04-03'],
    ['Credit Report Date   2nd Mar 2025', '2025-03-02'],
    ['Member: JANE DOE · Generated Mar 3, 2024', '2024-03-03'],
    ['Refreshed 02/20/2024', '2024-02-20'],
  ])('report date in %j', (text, date) => expect(findReportDate(lines(text))).toBe(date));

  it('has no report date when none is printed', () => {
    expect(findReportDate(lines('Experian\nPersonal Credit Report\nBalance: $5'))).toBeNull();
    // the app's words count only right before a date
    expect(findReportDate(lines('This report was generated for you\nOpened 03/03/2020'))).toBeNull();
  });

  it.each([
    ['FICO® Score 8: 712', 712],
    ['VantageScore 3.0    688', 688],
    ['Your FICO Score\n745', 745],
    ['FICO(R) Score 8\n701', 701],
    ['Credit Score: 655', 655],
    // decision 216: a big bare number over its caption
    ['Last updated Sep 6, 2025\n604\nVantageScore 3.0\nAccounts', 604],
    ['712\nVantageScore® 3.0 · TransUnion', 712],
  ])('score in %j', (text, score) => expect(findScore(lines(text))).toBe(score));

  it.each([
    'Scores range from 300 to 850',
    'VantageScore range 300-850',
    'Score factors: 3 accounts',
    'No score is included in this report',
    'Credit Score: 999',
    '604\nVantageScore 3.0 is one of the models lenders use',
    '604\nAccounts\nVantageScore 3.0',
  ])('no score in %j', (text) => expect(findScore(lines(text))).toBeNull());

  it('reads the consumer name from the personal section or the preamble', () => {
    expect(findConsumerName(lines('Name\nJANE Q ROE'), [])).toBe('JANE Q ROE');
    expect(findConsumerName(lines('Name:   JANE Q ROE'), [])).toBe('JANE Q ROE');
    expect(findConsumerName([], lines('Prepared for: LEO M PARK'))).toBe('LEO M PARK');
    expect(findConsumerName([], lines('Prepared for\nLEO M PARK'))).toBe('LEO M PARK');
    expect(findConsumerName([], lines('Personal Credit Report'))).toBeNull();
  });

  // issue 25: the name in every printed form (whose report it is, decision 189)
  it.each([
    ['Bureau: Equifax · Consumer: DELPHINE Z YARROWDALE · Report Date — 09/28/2024', 'DELPHINE Z YARROWDALE'],
    ['Name: VESNA COLDWATER | Report Date: 08/22/2024 | Address: 5839 FERNLEA BLVD, GREYHAVEN, MT 79985', 'VESNA COLDWATER'],
    ['EQUIFAX CREDIT FILE\nNOVAK DUNMORE · 9169 HARROW CT, ELMWOOD HOLLOW, OR 77480\nDate: 10/10/2025', 'NOVAK DUNMORE'],
    ['myFICO 3-Bureau Credit Report\nQUILLA C BRAMBLEY · Report pulled Jul 17, 2024', 'QUILLA C BRAMBLEY'],
    // a mailed letter: the addressee over the address, or the salutation
    ['Confirmation Number: 5123456789\nApril 17, 2025\nNOVAK R DUNMORE\n9169 HARROW CT, ELMWOOD HOLLOW, OR 77480', 'NOVAK R DUNMORE'],
    ['Confirmation Number: 5123456789\nDear Novak Dunmore:\nAs you requested, below is your file.', 'Novak Dunmore'],
  ])('reads the name in %j', (text, name) => expect(findConsumerName([], lines(text))).toBe(name));

  it.each([
    'EQUIFAX CREDIT FILE · Report Date 09/28/2024',
    'CAPITAL ONE BANK · Balance $120',
    'EQUIFAX INFORMATION SERVICES LLC\nPO BOX 740241, ATLANTA, GA 30374',
    'Dear Customer:',
    'Company Name          Account Number    Whose Acct    Date Opened',
    'Accounts\nx\ny\nz\nw\nv\nu\nt\nJANE ROE · 1 MAIN ST, TOWN, MN 55555',
  ])('takes no name without a label from %j', (text) => expect(findConsumerName([], lines(text))).toBeNull());

  it('reads addresses on one line or split over street and town lines', () => {
    expect(findAddresses(lines('Addresses\n1878 QUILL ST\nLAKE WINSOME, MN 29195\nPO BOX 12\nAVON, CO 81620'))).toEqual([
      '1878 QUILL ST, LAKE WINSOME, MN 29195',
      'PO BOX 12, AVON, CO 81620',
    ]);
    expect(findAddresses(lines('Current Address      5003 QUILL ST, LAKE WINSOME, MN 43179'))).toEqual(['5003 QUILL ST, LAKE WINSOME, MN 43179']);
    expect(findAddresses(lines('Name: VESNA COLDWATER | Address: 5839 FERNLEA BLVD, GREYHAVEN, MT 79985'))).toEqual(['5839 FERNLEA BLVD, GREYHAVEN, MT 79985']);
  });
});

import { describe, expect, it } from 'vitest';
import { extractHtml } from '../../extract/html';
import { documentLines } from '../common/lines';
import { docFrom } from '../common/test-doc';
import { parseDocument } from '../index';
import { bureauField, bureauHeading, bureauOpening } from './bureau-headings';
import { scoresBesideBureaus } from './bureau-score-text';
import { bureauScores } from './bureau-rows';
import { readGeneral } from './read';

const lineOf = (text: string) => documentLines(docFrom([[text]]))[0]!;

describe('bureau headings', () => {
  it('is a bureau name alone, a count after it allowed; a field naming the bureau', () => {
    expect(bureauHeading(lineOf('TransUnion'))).toBe('transunion');
    expect(bureauHeading(lineOf('Equifax (3)'))).toBe('equifax');
    expect(bureauHeading(lineOf('Not reported by Equifax'))).toBeNull();
    expect(bureauHeading(lineOf('Experian Credit Report'))).toBeNull();
    expect(bureauField(lineOf('Bureau    Experian'))).toBe('experian');
    expect(bureauField(lineOf('Reported by:    TransUnion'))).toBe('transunion');
    expect(bureauField(lineOf('Court    EXPERIAN COUNTY COURT'))).toBeNull();
  });

  it('reads a score printed beside its bureau, the model before or after it, and nothing else as one', () => {
    const lines = ['TransUnion 653 VantageScore 3.0', 'Experian  742', 'Equifax 659 points below 700', 'Balance 700'].map(lineOf);
    expect([...bureauScores(lines)]).toEqual([
      ['transunion', 653],
      ['experian', 742],
    ]);
    expect([...scoresBesideBureaus('Equifax FICO® Score 8: 723 Experian FICO® Score 8: 740 TransUnion FICO® Score 8: N/A')]).toEqual([
      ['equifax', 723],
      ['experian', 740],
    ]);
    expect(scoresBesideBureaus('Experian 449561****** Equifax $1,200 TransUnion 120 Experian 7421').size).toBe(0);
  });
});

describe('general reader: parts of an account under bureau headings', () => {
  it('gives each bureau the fields under its heading, and none to a bureau that does not report the account', () => {
    const doc = docFrom([
      [
        'Accounts',
        'MAPLEWOOD CARD SERVICES',
        'TransUnion',
        'Account number    412345******',
        'Balance    $1,200',
        'Payment status    Current',
        'Experian',
        'Account number    412345******',
        'Balance    $1,150',
        'Payment status    Current',
        'Equifax',
        'Not reported by Equifax',
        'RIVERBEND AUTO CREDIT',
        'TransUnion',
        'Not reported by TransUnion',
        'Experian',
        'Not reported by Experian',
        'Equifax',
        'Account number    99887766****',
        'Balance    $8,400',
        'Payment status    30 days past due',
        'Inquiries',
        'TransUnion (1)',
        'MAPLEWOOD CARD SERVICES Jan 21, 2025',
        'Experian (0)',
        'No inquiries',
        'Equifax (2)',
        'RIVERBEND AUTO CREDIT Mar 3, 2024',
        'QUILLFIELD LENDING 02/14/2024',
      ],
    ]);
    const reading = readGeneral(doc, null);
    expect(reading.multiBureau).toBe(true);
    const by = Object.fromEntries(reading.reports.map((r) => [r.bureau, r]));
    expect(by.transunion!.accounts.map((a) => [a.creditor, a.balance])).toEqual([['MAPLEWOOD CARD SERVICES', 1200]]);
    expect(by.experian!.accounts.map((a) => [a.creditor, a.balance])).toEqual([['MAPLEWOOD CARD SERVICES', 1150]]);
    expect(by.equifax!.accounts.map((a) => [a.creditor, a.balance])).toEqual([['RIVERBEND AUTO CREDIT', 8400]]);
    expect(by.transunion!.inquiries.map((q) => [q.creditor, q.date])).toEqual([['MAPLEWOOD CARD SERVICES', '2025-01-21']]);
    expect(by.experian!.inquiries).toEqual([]);
    expect(by.equifax!.inquiries.map((q) => [q.creditor, q.date])).toEqual([
      ['RIVERBEND AUTO CREDIT', '2024-03-03'],
      ['QUILLFIELD LENDING', '2024-02-14'],
    ]);
  });

  it('keeps a single bureau report whole when its name stands alone on a line (a running header)', () => {
    const doc = docFrom([
      ['Experian', 'Accounts', 'MAPLEWOOD CARD SERVICES', 'Account number    412345******', 'Experian', 'Balance    $1,200', 'Payment status    Current'],
    ]);
    const reading = readGeneral(doc, null);
    expect(reading.multiBureau).toBe(false);
    expect(reading.reports.map((r) => [r.bureau, r.accounts.map((a) => [a.accountNumber, a.balance])])).toEqual([['experian', [['412345******', 1200]]]]);
  });
});

/** A 3-bureau monitoring page as a browser saves it: invented site, person and companies. */
function savedPage(nav: string, footer: string): string {
  const dl = (n: string, bal: string, status: string, june = 'OK') =>
    `<dl><dt>Account number</dt><dd>${n}</dd><dt>Account type</dt><dd>Credit Card</dd><dt>Payment status</dt><dd>${status}</dd><dt>Balance</dt><dd>${bal}</dd><dt>Opened</dt><dd>Feb 10, 2019</dd>
<dt>Payment history</dt><dd><span>Apr 2025: OK</span> <span>May 2025: OK</span> <span>Jun 2025: ${june}</span></dd></dl>`;
  const bureaus = (parts: string[]) =>
    `<div class="bureaus">${['TransUnion', 'Experian', 'Equifax'].map((b, i) => `<section><h4>${b}</h4>${parts[i] || `<p>Not reported by ${b}</p>`}</section>`).join('')}</div>`;
  return `<!DOCTYPE html><html><head><title>Report</title><script>track('view')</script></head><body onload="init()">
<nav>${nav}</nav>
<main><h1>Your 3-Bureau Credit Report</h1><p>JORDAN Q EXAMPLE · Report date: May 26, 2026</p>
<div><span>TransUnion</span> <strong>653</strong> <small>VantageScore 3.0</small></div>
<div><span>Experian</span> <strong>742</strong> <small>VantageScore 3.0</small></div>
<h2>Accounts</h2>
<article><header><h3>MAPLEWOOD CARD SERVICES</h3><button onclick="toggle()">Hide</button></header>${bureaus([
    dl('412345******', '$1,200', 'Current'),
    dl('412345******', '$1,200', 'Current'),
    dl('4123456789****01', '$1,200', 'Late 30 Days', '30'),
  ])}</article>
<article><header><h3>RIVERBEND RECOVERY</h3></header>${bureaus(['', dl('778899******', '$640', 'Collection'), ''])}</article>
<h2>Inquiries</h2><div class="bureaus"><section><h4>TransUnion (1)</h4><ul><li>QUILLFIELD LENDING <span>Jan 21, 2025</span></li></ul></section>
<section><h4>Experian (0)</h4><p>No inquiries</p></section><section><h4>Equifax (0)</h4><p>No inquiries</p></section></div>
<h2>Public records</h2>
<article><h3>Civil Judgment</h3><dl><dt>Bureau</dt><dd>Equifax</dd><dt>Date filed</dt><dd>Mar 2, 2021</dd><dt>Court</dt><dd>FERNDALE COUNTY COURT</dd><dt>Status</dt><dd>Satisfied</dd></dl></article>
</main>
<footer>${footer}</footer>
</body></html>`;
}

describe('a saved 3-bureau page read through the general reader', () => {
  it('reads each bureau from the section heading its definition list is under, inquiries and records by bureau', () => {
    const parsed = parseDocument(extractHtml(savedPage('<a href="/">Dashboard</a>', '<p>Not a credit bureau.</p>')));
    expect(parsed.merged).toBe(true);
    const by = Object.fromEntries(parsed.reports.map((r) => [r.bureau, r]));
    expect(by.transunion!.accounts.map((a) => [a.creditor, a.accountNumber, a.balance])).toEqual([['MAPLEWOOD CARD SERVICES', '412345******', 1200]]);
    expect(by.experian!.accounts.map((a) => a.creditor)).toEqual(['MAPLEWOOD CARD SERVICES', 'RIVERBEND RECOVERY']);
    // each bureau's status and history from its own part ("Late 30 Days" is grid words, but a status)
    expect(by.equifax!.accounts.map((a) => [a.accountNumber, a.status, a.paymentHistory['2025-06']])).toEqual([['4123456789****01', 'Late 30 Days', '30']]);
    expect(by.transunion!.accounts.map((a) => [a.status, a.paymentHistory['2025-06']])).toEqual([['Current', 'OK']]);
    expect([by.transunion!.score, by.experian!.score, by.equifax!.score]).toEqual([653, 742, null]);
    expect(by.transunion!.inquiries.map((q) => [q.creditor, q.date])).toEqual([['QUILLFIELD LENDING', '2025-01-21']]);
    expect([...by.experian!.inquiries, ...by.equifax!.inquiries]).toEqual([]);
    expect(by.equifax!.publicRecords.map((p) => [p.type, p.date, p.court])).toEqual([['Civil Judgment', '2021-03-02', 'FERNDALE COUNTY COURT']]);
    expect([...by.transunion!.publicRecords, ...by.experian!.publicRecords]).toEqual([]);
  });
});

describe('site furniture of a saved page', () => {
  const nav = '<ul><li><a href="/pr">Public Records</a></li><li><a href="/bk">Bankruptcy Chapter 7</a></li></ul><p>Date filed Jan 2, 2020</p>';
  const footer = '<h4>Public records</h4><p>Judgment</p><dl><dt>Date filed</dt><dd>Mar 2, 2021</dd><dt>Status</dt><dd>Learn how liens affect you</dd></dl>';

  it('reads no record from the navigation or the page footer of a 3-bureau page', () => {
    const parsed = parseDocument(extractHtml(savedPage(nav, footer)));
    expect(parsed.reports.flatMap((r) => r.publicRecords.map((p) => p.type))).toEqual(['Civil Judgment']);
  });

  it("reads no record from them on a single bureau's page either, where records need no bureau", () => {
    const page = `<html><body><nav>${nav}</nav><main><h1>Experian Credit Report</h1><p>Report date: May 26, 2026</p>
<h2>Accounts</h2><h3>MAPLEWOOD CARD SERVICES</h3><dl><dt>Account number</dt><dd>412345******</dd><dt>Balance</dt><dd>$1,200</dd>
<dt>Payment status</dt><dd>Current</dd></dl><h2>Public records</h2><p>No public records</p></main><footer>${footer}</footer></body></html>`;
    const parsed = parseDocument(extractHtml(page));
    expect(parsed.reports.map((r) => [r.bureau, r.accounts.length, r.publicRecords])).toEqual([['experian', 1, []]]);
  });
});

describe("a paragraph of one bureau's fields opened by its name (decision 227)", () => {
  it('gives the bureau and the line without its name', () => {
    const o = bureauOpening(lineOf('TransUnion: Account number: 36983391****; Type: Collection; Balance: 5,620 USD;'));
    expect(o?.bureau).toBe('transunion');
    expect(o?.rest.text).toBe('Account number: 36983391****; Type: Collection; Balance: 5,620 USD;');
    expect(bureauOpening(lineOf('Equifax: not reported.'))?.rest.text).toBe('not reported.');
    expect(bureauOpening(lineOf('EQUIFAX MORTGAGE SERVICES'))).toBeNull();
  });

  it('reads each bureau\'s run of "label: value;" fields as that bureau\'s account, a bureau not reporting it none', () => {
    const read = readGeneral(
      docFrom([
        [
          'Accounts',
          'CEDAR RIDGE RECEIVABLES',
          'TransUnion: Account number: 36983391****; Type: Collection; Status: Collection/Chargeoff; Balance: 5,620 USD;',
          'Opened: 2017-11-21; Payment history: 2024-01 CO, 2024-02 CO.',
          'Experian: not reported.',
          'Equifax: Account number: ****9856; Type: Collection; Status: Collection/Chargeoff; Balance: 5,600 USD;',
          'Opened: 2017-11-21.',
        ],
      ]),
      null,
    );
    const by = Object.fromEntries(read.reports.map((r) => [r.bureau, r.accounts.map((a) => [a.creditor, a.accountNumber, a.type, a.balance])]));
    expect(by).toEqual({
      transunion: [['CEDAR RIDGE RECEIVABLES', '36983391****', 'Collection', 5620]],
      equifax: [['CEDAR RIDGE RECEIVABLES', '****9856', 'Collection', 5600]],
    });
  });
});

describe("a bureau's inquiries as a run opened by its name (decision 227)", () => {
  it('reads "NAME on DATE; NAME on DATE." as that bureau\'s inquiries, and leaves a sentence alone', () => {
    const read = readGeneral(
      docFrom([
        [
          'Accounts',
          'NORTHBRIDGE BANK',
          'TransUnion: Account number: 1506****; Status: Current; Balance: 600 USD;',
          'Experian: Account number: 1506****; Status: Current; Balance: 600 USD;',
          'Hard inquiries',
          'TransUnion: PEPPERCORN CARD SERVICES on 2023-03-31; ZEPHYR CAPITAL PARTNERS on 2021-08-26.',
          'Experian: none.',
        ],
      ]),
      null,
    );
    const by = Object.fromEntries(read.reports.map((r) => [r.bureau, r.inquiries.map((q) => [q.creditor, q.date])]));
    expect(by).toEqual({
      transunion: [
        ['PEPPERCORN CARD SERVICES', '2023-03-31'],
        ['ZEPHYR CAPITAL PARTNERS', '2021-08-26'],
      ],
      experian: [],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { sniffFileType } from '../sniff';
import { extractHtml, htmlRows, layoutRows } from './html';
import { htmlOfMhtml } from './mhtml';
import { isPagesBundle, packPages, unpackPages } from '../pages-bundle';
import { EngineError } from '../errors';

const lines = (html: string) => layoutRows(htmlRows(html));

describe('saved web page text', () => {
  it('drops scripts, styles, the head, comments and hidden elements; nothing runs and no text of theirs is read', () => {
    const html = `<!doctype html><html><head><title>T</title><script>document.write('EVIL')</script><style>.a{}</style></head>
      <body><!-- note --><p>Balance: $75</p><script type="module">alert("x")</script><div hidden>SECRET</div>
      <div style="display: none">GONE</div><span aria-hidden="true">ICON</span><p onclick="steal()">Status: Open</p><noscript>Enable JS</noscript></body></html>`;
    expect(lines(html)).toEqual(['Balance: $75', 'Status: Open']);
  });
  it("drops the site's navigation and the page's footer, but keeps an article's own footer", () => {
    const html = `<body><nav><a href="/bk">Bankruptcy</a></nav><div role="navigation"><a>Judgments</a></div><main><p>Balance: $75</p>
      <article><p>Status: Open</p><footer>Updated: 01/02/2025</footer></article></main><footer><a>Public Records help</a></footer>
      <div role="contentinfo">Liens</div><img src="x.png" role="navigation"><p>after</p></body>`;
    expect(lines(html)).toEqual(['Balance: $75', 'Status: Open', 'Updated: 01/02/2025', 'after']);
  });
  it('decodes entities and keeps inline text on one line', () => {
    expect(lines('<p>TransUnion&reg; &amp; <b>Experian</b>&nbsp;&#174; &#x2713; &bogus;</p>')).toEqual(['TransUnion® & Experian ® ✓ &bogus;']);
  });
  it('lays table cells out as columns as wide as their widest cell, and dt/dd as label and value', () => {
    const html = `<table><tr><th></th><th>TransUnion</th><th>Experian</th></tr><tr><td>Account #:</td><td>1234****</td><td>-</td></tr></table>
      <dl><dt>Balance</dt><dd>$75</dd></dl><p>after</p>`;
    expect(lines(html)).toEqual(['             TransUnion   Experian', 'Account #:   1234****     -', 'Balance   $75', 'after']);
  });
  it('reads a form saved with its values: each field shows its value in a box of its own, apart from its label', () => {
    const html = `<form><div><label for="a">Balance</label><input id="a" type="text" value="$5,342" readonly></div>
      <div><label>Date opened</label><input type="date" value="2022-02-21" readonly></div>
      <div><label>Date of first delinquency</label><input type=month value=2024-11 readonly></div>
      <div><label>Original creditor</label><input value="A &amp; B MEDICAL" readonly></div>
      <div><label>Comments</label><textarea readonly>Charged off &amp; sold</textarea></div>
      <table><tr><td>High credit</td><td><input value="$900"></td></tr></table></form>`;
    expect(lines(html)).toEqual([
      'Balance   $5,342',
      'Date opened   2022-02-21',
      'Date of first delinquency   2024-11',
      'Original creditor   A & B MEDICAL',
      'Comments   Charged off & sold',
      'High credit   $900',
    ]);
    expect(extractHtml(html).pages[0]!.lines[0]!.items.map((i) => i.text)).toEqual(['Balance', '$5,342']);
  });
  it('reads no value from a field that shows none: choices, buttons, hidden fields, secrets, a hint, a list of options', () => {
    const html = `<form><p><input type="checkbox" name="dispute" value="acct-1" aria-label="Dispute this"> HARBOR BANK</p>
      <p><input type="radio" value="yes"> Yes</p><p>Token<input type="hidden" value="abc123"><input type="password" value="secret"></p>
      <p>Search<input type="text" placeholder="Balance" value=""><input value="x" hidden></p><p><input type="submit" value="Continue"></p>
      <p><label>Reason</label><select><option value="" disabled selected>Choose a reason</option><option>Not mine</option></select></p>
      <p>Note<textarea hidden>gone</textarea><textarea></textarea></p></form>`;
    expect(lines(html)).toEqual(['HARBOR BANK', 'Yes', 'Token', 'Search', 'Reason', 'Note']);
  });
  it('gives pages of positioned lines, the columns at their character positions', () => {
    const doc = extractHtml('<table><tr><td>Balance:</td><td>$75</td></tr></table>');
    expect(doc.pages[0]!.lines[0]!.items.map((i) => [i.text, i.x])).toEqual([
      ['Balance:', 0],
      ['$75', 66],
    ]);
  });
  it('is recognised from its bytes, with or without a doctype, and only as text', () => {
    const enc = (s: string) => new Uint8Array(Buffer.from(s));
    expect(sniffFileType(enc('\uFEFF<!DOCTYPE html><html>'))).toBe('html');
    expect(sniffFileType(enc('  <html lang="en"><body>x'))).toBe('html');
    expect(() => sniffFileType(enc('just some text <html>'))).toThrow(EngineError);
    expect(() => sniffFileType(enc('<html>\u0000binary'))).toThrow(EngineError);
  });
});

describe('web archive (.mhtml)', () => {
  it('takes the HTML part, decoded from quoted-printable in its charset', () => {
    const mhtml = [
      'From: <Saved by Blink>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/related;\r\n\ttype="text/html";\r\n\tboundary="B"',
      '',
      '--B',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      '<p>Balance: $75 =E2=80=93 As of</p><p cla=\r\nss=3D"x">Status: Open</p>',
      '--B--',
    ].join('\r\n');
    const bytes = new Uint8Array(Buffer.from(mhtml, 'latin1'));
    expect(sniffFileType(bytes)).toBe('mhtml');
    expect(lines(htmlOfMhtml(bytes))).toEqual(['Balance: $75 – As of', 'Status: Open']);
  });
  it('is a damaged file without an HTML part', () => {
    const bytes = new Uint8Array(
      Buffer.from('MIME-Version: 1.0\r\nContent-Type: multipart/related; boundary="B"\r\n\r\n--B\r\nContent-Type: image/png\r\n\r\nxx\r\n--B--'),
    );
    expect(() => htmlOfMhtml(bytes)).toThrow(EngineError);
  });
});

describe('pages bundle', () => {
  it('keeps the pages in order and refuses a bundle whose lengths do not add up', () => {
    const pages = [new Uint8Array([1, 2, 3]), new Uint8Array([4])];
    const bundle = packPages(pages);
    expect(isPagesBundle(bundle)).toBe(true);
    expect(sniffFileType(bundle)).toBe('pages');
    expect(unpackPages(bundle).map((p) => [...p])).toEqual([[1, 2, 3], [4]]);
    expect(() => unpackPages(bundle.subarray(0, bundle.length - 1))).toThrow(EngineError);
    expect(() => unpackPages(new Uint8Array([...bundle, 9]))).toThrow(EngineError);
    expect(() => packPages(Array.from({ length: 21 }, () => new Uint8Array([1])))).toThrow(RangeError);
  });
});

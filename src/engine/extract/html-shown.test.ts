import { describe, expect, it } from 'vitest';
import { htmlRows, layoutRows } from './html';
import { shownOrder } from './html-shown';

const lines = (html: string) => layoutRows(htmlRows(html)).map((l) => l.replace(/ {2,}/g, ' | '));

describe('a saved page read in the order it shows (decision 231)', () => {
  it('reads a row of columns written one column at a time as rows: each column\u2019s box of the same index side by side', () => {
    const html = `<style>.cols { display: flex; }</style><div class="cols">
      <div><div>&nbsp;</div><div>Balance</div><div>Date opened</div></div>
      <div><div>Alpha</div><div>$10</div><div>01/02/2020</div></div>
      <div><div>Beta</div><div>—</div><div>03/04/2021</div></div></div>`;
    expect(lines(html)).toEqual([' | Alpha | Beta', 'Balance | $10 | —', 'Date opened | 01/02/2020 | 03/04/2021']);
    // the same markup without flex is shown one box under another
    expect(lines(html.replace('display: flex', 'color: red'))).toEqual(['Balance', 'Date opened', 'Alpha', '$10', '01/02/2020', 'Beta', '—', '03/04/2021']);
  });

  it('orders flex items by CSS order, from a class rule or an inline style, as the browser shows them', () => {
    const html = `<style>.b { order: 3 } .row { display: flex; flex-direction: column }</style><div class="row">
      <div class="b">third</div><div style="order: 1">first</div><div style="order:2">second</div></div>`;
    expect(lines(html)).toEqual(['first', 'second', 'third']);
    expect(lines(html.replace('flex-direction: column', 'flex-direction: column-reverse'))).toEqual(['third', 'second', 'first']);
  });

  it('orders columns by CSS order before reading them as rows', () => {
    const html = `<div style="display:flex"><div style="order: 1"><div>Status</div><div>Balance</div></div>
      <div style="order: 3"><div>Open</div><div>$5</div></div><div style="order: 2"><div>Closed</div><div>$0</div></div></div>`;
    expect(lines(html)).toEqual(['Status | Closed | Open', 'Balance | $0 | $5']);
  });

  it('places grid items by their named areas, and leaves order alone where the container is no flex or grid', () => {
    const html = `<style>.page { display: grid; grid-template-areas: "side main"; } main { grid-area: main } aside { grid-area: side }</style>
      <div class="page"><main><p>Accounts</p></main><aside><p>Scores</p></aside></div><div><p style="order: 2">B</p><p style="order: 1">A</p></div>`;
    expect(lines(html)).toEqual(['Scores', 'Accounts', 'B', 'A']);
  });

  it('reads boxes side by side in a flex row as cells, and next rows as one table whose columns line up', () => {
    const html = `<style>.r { display: flex }</style><div class="r"><span></span><span>Jan '24</span><span>Feb '24</span></div>
      <div class="r"><span>TransUnion</span><span>OK</span><span>30</span></div>`;
    expect(layoutRows(htmlRows(html))).toEqual(["             Jan '24   Feb '24", 'TransUnion   OK        30']);
  });

  it('keeps the form fields of boxes side by side: a value shown in an input is a cell, a checkbox is none', () => {
    const html = `<div style="display:flex"><label>Balance</label><input value="$75" readonly><label>Limit</label><input value="$900" readonly>
      <input type="checkbox" value="acct-1"></div>`;
    expect(lines(html)).toEqual(['Balance | $75 | Limit | $900']);
    // a grid row of fields, each a label beside its input: the value stays apart from its label inside the cell
    const grid = `<div style="display:grid;grid-template-columns:repeat(3,1fr)"><div><label>Date filed</label><input type="date" value="2019-03-01"></div>
      <div><label>Court</label><input value="COUNTY COURT"></div><div><label>Status</label><input value="Discharged"></div></div>`;
    expect(lines(grid)).toEqual(['Date filed | 2019-03-01 | Court | COUNTY COURT | Status | Discharged']);
  });

  it('keeps scripts out and returns a page without flex or grid as it is; hidden items stay hidden', () => {
    const page = '<div><p>Balance</p><script>document.write("x")</script></div>';
    expect(shownOrder(page)).toBe(page);
    const html = `<div style="display: flex; flex-direction: column"><p style="order: 2">two</p><script>alert("EVIL")</script>
      <p style="order: 1">one</p><p hidden style="order: 0">SECRET</p></div>`;
    expect(lines(html)).toEqual(['one', 'two']);
  });

  it('skips selectors it cannot match exactly and at-rule blocks', () => {
    const html = `<style>@media print { .x { order: 9 } } .x:hover { order: 5 } div > .y { order: -1 }</style>
      <div style="display:flex;flex-direction:column"><p class="x">x</p><p class="y">y</p></div>`;
    expect(lines(html)).toEqual(['y', 'x']);
  });
});

import { readFileSync } from 'node:fs';
import { generateFixture } from '../tests/fixtures/generator/index';
import { openPdf, readPageText } from '../src/engine/extract/pdf';
const fx = await generateFixture({ layout: 'transunion-b', seed: 1, index: 6, variant: 'default' });
const a = await openPdf(fx.pdf);
const b = await openPdf(new Uint8Array(readFileSync('/tmp/xscan/new/transunion-b-r007-ocr-layer.pdf')));
for (const n of [1, 3]) {
  const la = (await readPageText(await a.getPage(n))).page.lines;
  const lb = (await readPageText(await b.getPage(n))).page.lines;
  console.log('page', n, la.length, lb.length);
  let shown = 0;
  for (let i = 0; i < Math.max(la.length, lb.length) && shown < 6; i++) {
    if (la[i]?.text !== lb[i]?.text) { console.log(' A', JSON.stringify(la[i]?.text), la[i]?.y.toFixed(1), '\n B', JSON.stringify(lb[i]?.text), lb[i]?.y.toFixed(1)); shown++; }
  }
}

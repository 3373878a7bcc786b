import { readFileSync } from 'node:fs';
import { openPdf } from '../src/engine/extract/pdf';
import { renderPage } from '../src/engine/extract/render';
import { prepareForOcr, encodePgm } from '../src/engine/extract/preprocess';
import { recognizePage, shutdownOcr, prewarmOcr } from '../src/engine/extract/ocr';
const bytes = readFileSync(process.argv[2]!);
const doc = await openPdf(bytes, { forRendering: true });
prewarmOcr(1);
for (const n of [1, 2, 3]) {
  let t = performance.now();
  const lap = (l: string) => { const now = performance.now(); console.log(n, l, ((now - t) / 1000).toFixed(2)); t = now; };
  const page = await doc.getPage(n);
  const r = await renderPage(doc, page); lap(`render ${r.width}x${r.height}`);
  const p = prepareForOcr(r.data, r.width, r.height); lap('prepare');
  const out = await recognizePage({ ...p, number: n, pixelsPerPoint: r.scale }); lap(`ocr lines=${out.lines.length}`);
}
await shutdownOcr();

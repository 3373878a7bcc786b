/**
 * `npx tsx bench/engine-ocr-profile.ts FILE.pdf [--pages N]`
 * Where OCR time goes on a scanned PDF: CPU seconds (all threads) per stage — the page's pixels (decoded scan,
 * else drawn), clean-up, recognition — for each page, read one at a time in one worker so the stages do not
 * overlap. The first page also pays the worker's start-up and is left out of the means.
 */
import { readFileSync } from 'node:fs';
import { openPdf } from '../src/engine/extract/pdf';
import { renderPage, scanPixels } from '../src/engine/extract/render';
import { prepareForOcr } from '../src/engine/extract/preprocess';
import { recognizePage, shutdownOcr } from '../src/engine/extract/ocr';

function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args[0];
  if (!file) throw new Error('usage: engine-ocr-profile FILE.pdf [--pages N]');
  const pagesArg = args.indexOf('--pages');
  const maxPages = pagesArg >= 0 ? Number(args[pagesArg + 1]) : Infinity;
  const doc = await openPdf(new Uint8Array(readFileSync(file)), { forRendering: true });
  const totals = { render: 0, prepare: 0, ocr: 0, wall: 0 };
  let n = 0;
  for (let p = 1; p <= Math.min(doc.numPages, maxPages); p++) {
    const page = await doc.getPage(p);
    let t = cpu();
    const w0 = performance.now();
    const scan = await scanPixels(page);
    const rendered = scan ?? { ...(await renderPage(doc, page)), channels: 4 as const };
    const render = cpu() - t;
    t = cpu();
    const prepared = prepareForOcr(rendered.data, rendered.width, rendered.height, rendered.channels);
    const prepare = cpu() - t;
    t = cpu();
    const result = await recognizePage({ ...prepared, number: p, pixelsPerPoint: rendered.scale });
    const ocr = cpu() - t;
    const wall = (performance.now() - w0) / 1000;
    if (p > 1) {
      totals.render += render;
      totals.prepare += prepare;
      totals.ocr += ocr;
      totals.wall += wall;
      n++;
    }
    console.log(
      `page ${p}: ${rendered.width}x${rendered.height} (${Math.round(rendered.scale * 72)} dpi) ${scan ? 'decoded' : 'drawn'} ${render.toFixed(2)} prepare ${prepare.toFixed(2)} ocr ${ocr.toFixed(2)} cpu-s, wall ${wall.toFixed(2)} s, ${result.lines.length} lines`,
    );
  }
  if (n)
    console.log(
      `mean of pages 2+: pixels ${(totals.render / n).toFixed(2)} prepare ${(totals.prepare / n).toFixed(2)} ocr ${(totals.ocr / n).toFixed(2)} cpu-s; wall ${(totals.wall / n).toFixed(2)} s`,
    );
  await doc.destroy();
  await shutdownOcr();
}

await main();

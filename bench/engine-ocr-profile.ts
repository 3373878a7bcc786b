/**
 * `npx tsx bench/engine-ocr-profile.ts FILE.pdf|FILE.jpg|FILE.png [--pages N] [--repeat N] [--halves]`
 * Where OCR time goes on a scanned PDF or a photo: CPU seconds (all threads) per stage — the page's pixels (decoded
 * scan, else drawn; a photo decoded and drawn at the OCR scale), clean-up, recognition (the first reading, then the
 * second readings of collapsed words, number cells and grid rows, spread over the OCR workers) — for each page, read
 * one at a time so pages do not overlap. The first page also pays the workers' start-up and is left out of the
 * means; `--repeat N` reads a photo N times (so that the later readings show it without the start-up).
 *
 * `--halves`: each page is also read as two halves, cut at a blank row near the middle, recognised at the same time
 * on two workers, to see whether a page read alone (one photo) is read sooner that way (decision 179: it is not
 * worth it; kept to measure it again).
 */
import { readFileSync } from 'node:fs';
import { loadImage } from '@napi-rs/canvas';
import { draw, fitToText, targetScale } from '../src/engine/extract/image';
import { openPdf } from '../src/engine/extract/pdf';
import { renderPage, scanPixels } from '../src/engine/extract/render';
import { prepareForOcr, type GrayImage } from '../src/engine/extract/preprocess';
import { crop } from '../src/engine/extract/ocr-cells';
import { cutBands } from '../src/engine/extract/tiles';
import type { TextPage } from '../src/engine/extract/types';
import { recognizePage, shutdownOcr, type OcrStage } from '../src/engine/extract/ocr';

function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Dark pixels per row of a grey image. */
function rowInk(image: GrayImage): Uint32Array {
  const rows = new Uint32Array(image.height);
  for (let y = 0; y < image.height; y++) {
    let ink = 0;
    for (let x = 0, at = y * image.width; x < image.width; x++, at++) if ((image.data[at] ?? 255) < 128) ink++;
    rows[y] = ink;
  }
  return rows;
}

/** The page read as two halves at once, cut at a blank row near the middle; lines back in the page's points. */
async function readInHalves(image: GrayImage, clean: () => GrayImage, number: number, pixelsPerPoint: number): Promise<TextPage> {
  const bands = cutBands(rowInk(image), image.height * 0.55);
  const halves = await Promise.all(
    bands.map(async (band) => {
      const box = { left: 0, top: band.top, width: image.width, height: band.bottom - band.top };
      const page = await recognizePage({ image: crop(image, box), clean: () => crop(clean(), box), number, pixelsPerPoint });
      return page.lines.map((line) => ({ ...line, y: line.y + band.top / pixelsPerPoint }));
    }),
  );
  return { number, width: image.width / pixelsPerPoint, height: image.height / pixelsPerPoint, lines: halves.flat() };
}

/** The pixels of each page to read, one at a time: a PDF's pages (decoded scan, else drawn), or a photo `repeat` times. */
async function* pagesOf(file: string, maxPages: number, repeat: number): AsyncGenerator<{ n: number; how: string; pixels: Pixels }> {
  const bytes = new Uint8Array(readFileSync(file));
  if (!/\.pdf$/i.test(file)) {
    for (let n = 1; n <= repeat; n++) {
      const image = await loadImage(Buffer.from(bytes));
      const scale = targetScale(image.width);
      // as extractImage reads a photo: a letter page 612 pt wide
      yield { n, how: `photo ×${scale.toFixed(2)}`, pixels: { ...draw(image, scale), channels: 4, scale: (image.width * scale) / 612, enlargedBy: scale } };
    }
    return;
  }
  const doc = await openPdf(bytes, { forRendering: true });
  for (let p = 1; p <= Math.min(doc.numPages, maxPages); p++) {
    const page = await doc.getPage(p);
    const scan = await scanPixels(page);
    yield { n: p, how: scan ? 'decoded' : 'drawn', pixels: scan ?? { ...(await renderPage(doc, page)), channels: 4 } };
  }
  await doc.destroy();
}

interface Pixels {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
  scale: number;
  /** A photo's enlargement for OCR, which its text may let extractImage take back (fitToText). */
  enlargedBy?: number;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args[0];
  if (!file) throw new Error('usage: engine-ocr-profile FILE.pdf|FILE.jpg [--pages N] [--repeat N] [--halves]');
  const numberArg = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
  const maxPages = numberArg('--pages', Infinity);
  const repeat = numberArg('--repeat', 1);
  const halves = args.includes('--halves');
  const totals = { pixels: 0, prepare: 0, ocr: 0, wall: 0, halvesOcr: 0, halvesWall: 0 };
  const stageTotals = new Map<OcrStage, number>();
  let n = 0;
  let t = cpu();
  let w0 = performance.now();
  for await (const { n: p, how, pixels: rendered } of pagesOf(file, maxPages, repeat)) {
    const pixels = cpu() - t;
    t = cpu();
    const drawn = prepareForOcr(rendered.data, rendered.width, rendered.height, rendered.channels);
    const { prepared, pixelsPerPoint } = rendered.enlargedBy
      ? fitToText(drawn, rendered.enlargedBy, rendered.scale)
      : { prepared: drawn, pixelsPerPoint: rendered.scale };
    const prepare = cpu() - t;
    t = cpu();
    const stages: Array<[OcrStage, number]> = [];
    let stageStart = t;
    const onStage = (stage: OcrStage) => {
      const now = cpu();
      stages.push([stage, now - stageStart]);
      stageStart = now;
    };
    const result = await recognizePage({ ...prepared, number: p, pixelsPerPoint, onStage });
    const ocr = cpu() - t;
    const wall = (performance.now() - w0) / 1000;
    let inHalves = '';
    if (halves) {
      // a copy of its own, so that the halves pay for their clean copy as the whole page did
      const again = prepareForOcr(rendered.data, rendered.width, rendered.height, rendered.channels);
      t = cpu();
      const h0 = performance.now();
      const read = await readInHalves(again.image, again.clean, p, rendered.scale);
      const halvesOcr = cpu() - t;
      const halvesWall = (performance.now() - h0) / 1000;
      const words = (page: TextPage) => new Set(page.lines.flatMap((l) => l.items.map((i) => i.text)));
      const whole = words(result);
      const same = [...words(read)].filter((w) => whole.has(w)).length;
      inHalves = `; halves: ocr ${halvesOcr.toFixed(2)} cpu-s, wall ${halvesWall.toFixed(2)} s, ${read.lines.length} lines, ${same}/${whole.size} words as read whole`;
      if (p > 1) {
        totals.halvesOcr += halvesOcr;
        totals.halvesWall += halvesWall;
      }
    }
    if (p > 1) {
      totals.pixels += pixels;
      totals.prepare += prepare;
      totals.ocr += ocr;
      totals.wall += wall;
      for (const [stage, s] of stages) stageTotals.set(stage, (stageTotals.get(stage) ?? 0) + s);
      n++;
    }
    const byStage = stages.map(([stage, s]) => `${stage} ${s.toFixed(2)}`).join(', ');
    console.log(
      `page ${p}: ${prepared.image.width}x${prepared.image.height} (${Math.round(pixelsPerPoint * 72)} dpi) ${how} ${pixels.toFixed(2)} prepare ${prepare.toFixed(2)} ocr ${ocr.toFixed(2)} (${byStage}) cpu-s, wall ${wall.toFixed(2)} s, ${result.lines.length} lines${inHalves}`,
    );
    t = cpu();
    w0 = performance.now();
  }
  if (n) {
    const byStage = [...stageTotals].map(([stage, s]) => `${stage} ${(s / n).toFixed(2)}`).join(', ');
    console.log(
      `mean of pages 2+: pixels ${(totals.pixels / n).toFixed(2)} prepare ${(totals.prepare / n).toFixed(2)} ocr ${(totals.ocr / n).toFixed(2)} (${byStage}) cpu-s; wall ${(totals.wall / n).toFixed(2)} s${halves ? `; halves: ocr ${(totals.halvesOcr / n).toFixed(2)} cpu-s, wall ${(totals.halvesWall / n).toFixed(2)} s` : ''}`,
    );
  }
  await shutdownOcr();
}

await main();

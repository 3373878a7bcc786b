/**
 * `npx tsx bench/engine-ocr-profile.ts FILE.pdf|FILE.jpg|FILE.png [--pages N] [--repeat N] [--split] [--warm]`
 * Where OCR time goes on a scanned PDF or a photo: CPU seconds (all threads) per stage — the page's pixels (decoded
 * scan, else drawn; a photo decoded and drawn at the OCR scale), clean-up, recognition (the first reading, then the
 * second readings of collapsed words, number cells and grid rows, spread over the OCR workers) — for each page, read
 * one at a time so pages do not overlap. The first page also pays the workers' start-up and is left out of the
 * means; `--repeat N` reads a photo N times (so that the later readings show it without the start-up). `--warm` makes
 * and warms the workers first, as the server's engine processes do at start (keepOcrWarm, decision 225), and says
 * what that cost: the first page then shows its own cost.
 *
 * `--split`: each page with a band cut (ocr-split.ts; decision 219, not adopted by the engine) is read again:
 * each band's first reading on its own (CPU-s a band), then with both bands read at once; the lines
 * not read the same as whole are counted.
 */
import { readFileSync } from 'node:fs';
import { loadImage } from '@napi-rs/canvas';
import { draw, fitToText, targetScale } from '../src/engine/extract/image';
import { openPdf } from '../src/engine/extract/pdf';
import { renderPage, scanPixels } from '../src/engine/extract/render';
import { prepareForOcr, type GrayImage } from '../src/engine/extract/preprocess';
import { crop } from '../src/engine/extract/ocr-cells';
import { readInBands, splitRow } from './ocr-split';
import type { TextPage } from '../src/engine/extract/types';
import type { OcrBlock } from '../src/engine/extract/ocr-blocks';
import { keepOcrWarm, prewarmOcr, recognizePage, shutdownOcr, type OcrStage } from '../src/engine/extract/ocr';

function cpu(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/**
 * The page read with its first reading split (ocr-split.ts): each band's first reading alone, one after the other
 * (CPU-s a band), then the page as extractImage reads a lone page, both bands at once (CPU-s and wall).
 */
async function readSplit(image: GrayImage, clean: () => GrayImage, number: number, pixelsPerPoint: number): Promise<SplitFigures | null> {
  const cut = splitRow(image);
  if (cut === null) return null;
  const bandCpu: number[] = [];
  for (const box of [
    { left: 0, top: 0, width: image.width, height: cut },
    { left: 0, top: cut, width: image.width, height: image.height - cut },
  ]) {
    const t = cpu();
    let first = 0;
    await recognizePage({ image: crop(image, box), number, pixelsPerPoint, onStage: (stage) => stage === 'first reading' && (first = cpu() - t) });
    bandCpu.push(first);
  }
  const t = cpu();
  const w = performance.now();
  let first = 0;
  // both bands at once on two workers
  const firstReading = (whole: GrayImage, read: (band: GrayImage) => Promise<OcrBlock[]>) => {
    prewarmOcr(2);
    return readInBands(whole, cut, read);
  };
  const page = await recognizePage({
    image,
    clean,
    number,
    pixelsPerPoint,
    firstReading,
    onStage: (stage) => stage === 'first reading' && (first = cpu() - t),
  });
  return { cut, bandCpu, first, ocr: cpu() - t, wall: (performance.now() - w) / 1000, page };
}

interface SplitFigures {
  cut: number;
  bandCpu: number[];
  /** CPU-s of the split first reading (both bands) and of the whole split page's reading. */
  first: number;
  ocr: number;
  wall: number;
  page: TextPage;
}

/** How many of the lines read whole are read the same (text and row) in `other`. */
function sameLines(whole: TextPage, other: TextPage): number {
  const key = (l: TextPage['lines'][number]) => `${Math.round(l.y)}|${l.text}`;
  const seen = new Set(other.lines.map(key));
  return whole.lines.filter((l) => seen.has(key(l))).length;
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
  if (!file) throw new Error('usage: engine-ocr-profile FILE.pdf|FILE.jpg [--pages N] [--repeat N] [--split] [--warm]');
  const numberArg = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
  const maxPages = numberArg('--pages', Infinity);
  const repeat = numberArg('--repeat', 1);
  const split = args.includes('--split');
  if (args.includes('--warm')) {
    const [c, w] = [cpu(), performance.now()];
    await keepOcrWarm();
    console.log(`warm-up (workers made, a small image read): ${(cpu() - c).toFixed(2)} cpu-s, wall ${((performance.now() - w) / 1000).toFixed(2)} s`);
  }
  const totals = { pixels: 0, prepare: 0, ocr: 0, wall: 0 };
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
    const ocrStart = performance.now();
    const result = await recognizePage({ ...prepared, number: p, pixelsPerPoint, onStage });
    const ocrWall = (performance.now() - ocrStart) / 1000;
    const ocr = cpu() - t;
    const wall = (performance.now() - w0) / 1000;
    let inBands = '';
    if (split) {
      // a copy of its own, so that the split reading pays for its clean copy as the whole page did
      const again = prepareForOcr(rendered.data, rendered.width, rendered.height, rendered.channels);
      const fitted = rendered.enlargedBy ? fitToText(again, rendered.enlargedBy, rendered.scale).prepared : again;
      const f = await readSplit(fitted.image, fitted.clean, p, pixelsPerPoint);
      inBands = f
        ? `; split at row ${f.cut}: bands' first readings ${f.bandCpu.map((c) => c.toFixed(2)).join(' + ')} cpu-s; split page: first reading ${f.first.toFixed(2)}, ocr ${f.ocr.toFixed(2)} cpu-s, ocr wall ${f.wall.toFixed(2)} s (whole: ${ocrWall.toFixed(2)} s), ${sameLines(result, f.page)}/${result.lines.length} lines as read whole`
        : '; not split';
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
      `page ${p}: ${prepared.image.width}x${prepared.image.height} (${Math.round(pixelsPerPoint * 72)} dpi) ${how} ${pixels.toFixed(2)} prepare ${prepare.toFixed(2)} ocr ${ocr.toFixed(2)} (${byStage}) cpu-s, wall ${wall.toFixed(2)} s, ${result.lines.length} lines${inBands}`,
    );
    t = cpu();
    w0 = performance.now();
  }
  if (n) {
    const byStage = [...stageTotals].map(([stage, s]) => `${stage} ${(s / n).toFixed(2)}`).join(', ');
    console.log(
      `mean of pages 2+: pixels ${(totals.pixels / n).toFixed(2)} prepare ${(totals.prepare / n).toFixed(2)} ocr ${(totals.ocr / n).toFixed(2)} (${byStage}) cpu-s; wall ${(totals.wall / n).toFixed(2)} s`,
    );
  }
  await shutdownOcr();
}

await main();

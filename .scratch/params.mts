import { generateFixture } from '../tests/fixtures/generator/index';
import { degrade, renderPdfPages } from '../tests/fixtures/generator/scan';
import { Rng } from '../tests/fixtures/generator/prng';
import { openPdf, readPageText } from '../src/engine/extract/pdf';
import { prepareForOcr, encodePgm, toGray, stretchContrast } from '../src/engine/extract/preprocess';
import { createWorker, OEM, PSM } from 'tesseract.js';
import path from 'node:path';
const layout = (process.argv[2] ?? 'transunion-a') as any;
const fx = await generateFixture({ layout, seed: 11, index: 0, variant: 'default' });
const doc = await openPdf(fx.pdf);
const truthWords: string[][] = [];
for (let n = 1; n <= Math.min(2, doc.numPages); n++) truthWords.push((await readPageText(await doc.getPage(n))).page.lines.flatMap((l) => l.text.split(/\s+/)).filter(Boolean));
const langPath = path.resolve('node_modules/@tesseract.js-data/eng/' + (process.env.MODEL ?? '4.0.0_best_int'));
const w = await createWorker('eng', OEM.LSTM_ONLY, { langPath, gzip: true, cacheMethod: 'none', logger: () => undefined, errorHandler: () => undefined });
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
function recall(truth: string[], got: string[]) { const bag = new Map<string, number>(); for (const g of got) bag.set(g, (bag.get(g) ?? 0) + 1); let hit = 0; for (const t of truth) { const c = bag.get(t) ?? 0; if (c > 0) { hit++; bag.set(t, c - 1); } } return hit / truth.length; }
const configs = (process.env.CONFIGS ?? 'base,noinv').split(',');
for (const dpi of (process.env.DPIS ?? '300,200').split(',').map(Number)) {
  const rng = new Rng(3);
  const pages = await renderPdfPages(fx.pdf, dpi);
  for (const cfg of configs) {
    let tt = 0, rr = 0;
    for (let i = 0; i < truthWords.length; i++) {
      const pg = pages[i]!;
      const c = degrade(pg, { dpi, angle: 0.6, noise: 10, contrast: 0.85, blur: 0.2 }, rng);
      const img = c.getContext('2d').getImageData(0, 0, pg.width, pg.height);
      const t0 = cpu();
      const prep = cfg.includes('noprep') ? { image: stretchContrast(toGray(img.data, pg.width, pg.height)) } : prepareForOcr(img.data, pg.width, pg.height);
      const t1 = cpu();
      await w.setParameters({ tessedit_pageseg_mode: cfg.includes('psm6') ? PSM.SINGLE_BLOCK : cfg.includes('psm11') ? PSM.SPARSE_TEXT : PSM.AUTO, preserve_interword_spaces: '1', tessedit_do_invert: cfg.includes('noinv') ? '0' : '1', user_defined_dpi: String(dpi) } as any);
      const r = await w.recognize(encodePgm(prep.image), {}, { blocks: true, text: true });
      const t2 = cpu();
      const got = (r.data.text ?? '').split(/\s+/).filter(Boolean);
      const rc = recall(truthWords[i]!, got);
      tt += (t2 - t0) / 1000; rr += rc;
      console.log(dpi, cfg, `page${i + 1}`, 'prep', ((t1 - t0) / 1000).toFixed(2), 'ocr', ((t2 - t1) / 1000).toFixed(2), 'recall', rc.toFixed(3));
    }
  }
}
await w.terminate();

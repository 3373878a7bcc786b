// Build an N-page image-only PDF from full (non-short) generated reports, degraded like a scan.
import { writeFileSync } from 'node:fs';
import { generateFixture } from '../tests/fixtures/generator/index';
import { degrade, imagePdf, renderPdfPages } from '../tests/fixtures/generator/scan';
import { Rng } from '../tests/fixtures/generator/prng';
const want = Number(process.argv[2] ?? 54);
const layout = (process.argv[3] ?? 'transunion-a') as any;
const dpi = Number(process.argv[4] ?? 200);
const rng = new Rng(7);
const images: Buffer[] = [];
for (let i = 0; images.length < want; i++) {
  const fx = await generateFixture({ layout, seed: 11, index: i, variant: 'default' });
  const pages = await renderPdfPages(fx.pdf, dpi);
  for (const p of pages) {
    if (images.length >= want) break;
    const c = degrade(p, { dpi, angle: (rng.next() * 2 - 1), noise: 10, contrast: 0.85, blur: 0.2 }, rng);
    images.push(await c.encode('jpeg', { quality: 75 }));
  }
}
const pdf = await imagePdf(images);
writeFileSync(`/tmp/xscan/long-${layout}-${want}.pdf`, pdf);
console.log(pdf.length, images.length);

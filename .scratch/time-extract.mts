import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { extractDocument, shutdownOcr } from '../src/engine/extract/index';
const file = process.argv[2]!;
const n = Number(process.argv[3] ?? 0);
let bytes: Uint8Array = readFileSync(file);
if (n > 0) {
  const src = await PDFDocument.load(bytes);
  const out = await PDFDocument.create();
  const pages = await out.copyPages(src, [...Array(Math.min(n, src.getPageCount())).keys()]);
  pages.forEach((p) => out.addPage(p));
  bytes = await out.save();
}
const t0 = performance.now(); const c0 = process.cpuUsage();
const doc = await extractDocument(bytes, "pdf", (s, p) => { if (process.env.PROGRESS) console.error(s, p, ((performance.now() - t0) / 1000).toFixed(1)); }).catch((e) => { console.log("error", e.message, e.cause, ((performance.now() - t0) / 1000).toFixed(1), "s"); process.exit(0); });
const secs = (performance.now() - t0) / 1000; const cu = process.cpuUsage(c0); const cpu = (cu.user + cu.system) / 1e6;
console.log(JSON.stringify({ pages: doc.pages.length, ocr: doc.pages.filter((p) => p.ocr).length, secs: +secs.toFixed(2), perPage: +(secs / doc.pages.length).toFixed(2), cpuPerPage: +(cpu / doc.pages.length).toFixed(2), lines: doc.pages.reduce((s, p) => s + p.lines.length, 0) }));
if (process.env.DUMP) for (const p of doc.pages.slice(0, Number(process.env.DUMP))) console.log(p.lines.map((l) => l.text).join('\n'));
await shutdownOcr();

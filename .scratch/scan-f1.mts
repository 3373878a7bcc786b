// Usage: tsx scan-f1.mts <engineRoot> <scanDir>: accounts F1, seconds and CPU seconds per scan fixture.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
const root = path.resolve(process.argv[2]!);
const dir = process.argv[3]!;
const engine = await import(path.join(root, 'src/engine/index.ts'));
const { compareAnalysis, summarize } = await import(path.join(root, 'tests/fixtures/truth-compare.ts'));
const { readTruth } = await import(path.join(root, 'tests/fixtures/generate.ts'));
const files = readdirSync(dir).filter((f) => /\.(png|jpg|pdf)$/.test(f)).sort();
const comps = [];
let totalPages = 0, totalCpu = 0, totalWall = 0;
for (const f of files) {
  const p = path.join(dir, f);
  const cpu0 = process.cpuUsage(); const t0 = performance.now();
  let analysis = { reports: [], negativeItems: [], findings: [] }; let pages = 1; let err = '';
  try { analysis = await engine.analyzeBytes(new Uint8Array(readFileSync(p)), { fileName: p, onStats: (s: any) => (pages = s.pages) }); } catch (e) { err = String((e as Error).message); }
  const cpu = process.cpuUsage(cpu0); const wall = (performance.now() - t0) / 1000; const cpuS = (cpu.user + cpu.system) / 1e6;
  const c = compareAnalysis(analysis, readTruth(p + '.truth.json'));
  comps.push(c);
  totalPages += pages; totalCpu += cpuS; totalWall += wall;
  const s = summarize([c]);
  console.log(`${f}\tpages ${pages}\twall ${wall.toFixed(1)}\tcpu ${cpuS.toFixed(1)}\taccountsF1 ${s.accounts.f1.toFixed(3)}\tnegF1 ${s.negativeItems.f1.toFixed(3)} ${err}`);
}
const s = summarize(comps);
console.log(`ALL\tpages ${totalPages}\twall/page ${(totalWall / totalPages).toFixed(2)}\tcpu/page ${(totalCpu / totalPages).toFixed(2)}\taccounts P/R/F1 ${s.accounts.precision.toFixed(3)}/${s.accounts.recall.toFixed(3)}/${s.accounts.f1.toFixed(3)}\tneg F1 ${s.negativeItems.f1.toFixed(3)}`);
await engine.shutdownOcr();

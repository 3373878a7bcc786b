import { readFileSync } from 'node:fs';
import { analyzeBytes, shutdownOcr } from '../src/engine/index';
import { compareAnalysis } from '../tests/fixtures/truth-compare';
import { readTruth } from '../tests/fixtures/generate';
const p = process.argv[2]!;
const t0 = Date.now(); const a = await analyzeBytes(new Uint8Array(readFileSync(p)), { fileName: p }).catch((e) => { console.log("error", e.cause, (Date.now() - t0) / 1000); process.exit(0); }); console.log("secs", (Date.now() - t0) / 1000);
const c = compareAnalysis(a, readTruth(p + '.truth.json'));
console.log(c.diff.slice(0, 30).join('\n'));
await shutdownOcr();

import { generateScans, SCAN_PLANS } from '../tests/fixtures/generator/scan';
// Same indexes as in the full plan list, so these are the files the bench gets.
const files = await generateScans({ seed: 1, out: process.argv[2]!, plans: SCAN_PLANS });
console.log(files.map((f) => f.path).join('\n'));

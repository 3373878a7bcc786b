import { generateScans } from '../tests/fixtures/generator/scan';
const files = await generateScans({ seed: 1, out: process.argv[2]! });
console.log(files.map((f) => f.path).join('\n'));

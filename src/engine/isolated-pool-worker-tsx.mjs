// Pool engine-process entry when the engine runs from its TypeScript sources; see isolated-worker-tsx.mjs for why
// pdf.js is loaded natively first and tsx is registered here.
await import('pdfjs-dist/legacy/build/pdf.mjs');
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
const { register } = await import('tsx/esm/api');
register();
await import('./isolated-pool-worker.ts');

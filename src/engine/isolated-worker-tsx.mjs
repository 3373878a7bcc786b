// Engine-process entry when the engine runs from its TypeScript sources. The process is started without the
// parent's loader flags (engine-process.ts), so tsx is registered here. pdf.js and its parsing half are loaded first, natively:
// passed through tsx's transform the two bundles cost about 400 MB more memory. pdf.js uses a
// `globalThis.pdfjsWorker` it finds instead of importing its worker file again.
await import('pdfjs-dist/legacy/build/pdf.mjs');
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
const { register } = await import('tsx/esm/api');
register();
await import('./isolated-worker.ts');

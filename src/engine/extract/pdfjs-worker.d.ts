/** pdf.js ships no types for its parser module; the engine only hands it back to pdf.js (pdf.ts). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}

// Worker entry when the engine runs from its TypeScript sources: Node 20 does not apply `--import tsx`
// to a worker's own entry file, so the TypeScript entry is loaded through tsx's API instead.
import { tsImport } from 'tsx/esm/api';

await tsImport('./isolated-worker.ts', import.meta.url);

// Test worker for isolated-pool.test.ts. A request's first byte picks what it does: 1 answers at once with an
// empty analysis, 2 never answers (timeout), 3 fills the heap until the limit ends the thread, 4 exits.
import { parentPort } from 'node:worker_threads';

parentPort?.on('message', (req) => {
  const mode = req.bytes[req.bytes.length - 1];
  if (mode === 1) {
    parentPort.postMessage({ id: req.id, type: 'progress', stage: 'reading', percent: 50 });
    parentPort.postMessage({ id: req.id, type: 'result', analysis: { reports: [], negativeItems: [], findings: [] }, seconds: 0 });
  } else if (mode === 3) {
    const hoard = [];
    for (;;) hoard.push(new Array(100_000).fill({ n: hoard.length }));
  } else if (mode === 4) {
    process.exit(3);
  }
});
parentPort?.postMessage({ id: 0, type: 'ready' });

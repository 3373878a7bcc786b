// Test worker for isolated.test.ts: ignores its request and fills its heap until the limit ends it.
import { parentPort } from 'node:worker_threads';

parentPort?.once('message', () => {
  const hoard = [];
  for (;;) hoard.push(new Array(100_000).fill({ n: hoard.length }));
});

// An engine process for tests: the real pool entry, except that a file ending in CRASH_MARKER makes the process
// abort as V8 does on a fatal out-of-memory error (SIGABRT, exit 134) — what a crafted PDF once did to the server.
const CRASH_MARKER = 'CRASH-THE-ENGINE';
process.on('message', (req) => {
  const tail = Buffer.from(req.bytes.subarray(req.bytes.length - CRASH_MARKER.length)).toString('latin1');
  if (tail === CRASH_MARKER) process.abort();
});
await import('../../../src/engine/isolated-pool-worker-tsx.mjs');

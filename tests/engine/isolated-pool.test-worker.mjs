// Test engine process for isolated-pool.test.ts. A request's last byte picks what it does: 1 answers at once with an
// empty analysis, 2 never answers (timeout), 3 fills the heap until V8 aborts the process, 4 exits, 5 fills memory
// outside the heap (buffers) until the resident-memory watch ends it, 6 exits the first time it is asked (a marker
// file named after the pool's process says whether it has) and answers the second time, 7 answers with a stage
// 'warm' when the pool has told this process to keep OCR warm (`prewarm`) before the file.
import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const answer = (req, stage = 'reading') => {
  process.send({ id: req.id, type: 'progress', stage, percent: 50 });
  process.send({ id: req.id, type: 'result', analysis: { reports: [], negativeItems: [], findings: [] }, seconds: 0 });
};

let warm = false;

process.on('message', async (req) => {
  if (req.warm) {
    warm = true;
    return;
  }
  const mode = req.bytes[req.bytes.length - 1];
  if (mode === 1) answer(req);
  else if (mode === 7) answer(req, warm ? 'warm' : 'cold');
  else if (mode === 3) {
    const hoard = [];
    for (;;) hoard.push(new Array(100_000).fill({ n: hoard.length }));
  } else if (mode === 4) process.exit(3);
  else if (mode === 5) {
    const hoard = [];
    for (;;) {
      hoard.push(Buffer.alloc(32 * 1024 * 1024, 1));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } else if (mode === 6) {
    const marker = join(tmpdir(), `engine-pool-crash-once-${process.ppid}`);
    if (existsSync(marker)) answer(req);
    else {
      writeFileSync(marker, '');
      process.exit(3);
    }
  }
});
process.on('disconnect', () => process.exit(0));
process.send({ id: 0, type: 'ready' });

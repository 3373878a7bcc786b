/** Engine-process entry of the warm engine pool (isolated-pool.ts): analyses one file per message, for many messages. */
import { exitWithParent } from './engine-process';
import { onEscapedError, workerFailure } from './isolated';
import type { PoolMessage, PoolOrder } from './isolated-pool';
import { analyzeBytes, endOcrFile, keepOcrWarm } from './index';

if (!process.send) throw new Error('isolated-pool-worker must run as a child process with an IPC channel');
exitWithParent();
const post = (msg: PoolMessage) => process.send?.(msg);

/** The request being read: an error escaping the libraries belongs to it. */
let current = 0;
onEscapedError((failure) => {
  if (current) post({ id: current, type: 'error', ...failure });
});

process.on('message', (req: PoolOrder) => {
  if ('warm' in req) {
    void keepOcrWarm();
    return;
  }
  current = req.id;
  const started = performance.now();
  analyzeBytes(req.bytes, {
    fileName: req.fileName,
    bureau: req.bureau,
    ocrBudgetMs: req.ocrBudgetMs,
    onProgress: (stage, percent, pages) => post({ id: req.id, type: 'progress', stage, percent, pages }),
  })
    .then((analysis) => post({ id: req.id, type: 'result', analysis, seconds: (performance.now() - started) / 1000 }))
    .catch((err: unknown) => post({ id: req.id, type: 'error', ...workerFailure(err) }))
    // OCR workers keep the memory a scan's pages grew: ended after each file (replaced at once when kept warm)
    .finally(() => void endOcrFile());
});
post({ id: 0, type: 'ready' });

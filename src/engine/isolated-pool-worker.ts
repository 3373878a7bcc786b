/** Engine-process entry of the warm engine pool (isolated-pool.ts): analyses one file per message, for many messages. */
import { exitWithParent } from './engine-process';
import { onEscapedError, workerFailure } from './isolated';
import type { PoolMessage, PoolRequest } from './isolated-pool';
import { analyzeBytes, shutdownOcr } from './index';

if (!process.send) throw new Error('isolated-pool-worker must run as a child process with an IPC channel');
exitWithParent();
const post = (msg: PoolMessage) => process.send?.(msg);

/** The request being read: an error escaping the libraries belongs to it. */
let current = 0;
onEscapedError((failure) => {
  if (current) post({ id: current, type: 'error', ...failure });
});

process.on('message', (req: PoolRequest) => {
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
    // OCR workers hold a lot of memory; a text PDF never starts them, a scan pays their start-up each time.
    .finally(() => void shutdownOcr());
});
post({ id: 0, type: 'ready' });

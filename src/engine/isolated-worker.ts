/** Engine-process entry for analyzeInWorker: analyses one file and reports back; the caller then ends it. */
import { exitWithParent } from './engine-process';
import { onEscapedError, workerFailure, type WorkerMessage, type WorkerRequest } from './isolated';
import { analyzeBytes, shutdownOcr, type AnalyzeStats } from './index';

if (!process.send) throw new Error('isolated-worker must run as a child process with an IPC channel');
exitWithParent();

let peakRss = 0;
const sample = () => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
};
const sampler = setInterval(sample, 100);

process.once('message', (req: WorkerRequest) => {
  const post = (msg: WorkerMessage) => process.send?.(msg);
  onEscapedError((failure) => post({ type: 'error', ...failure }));
  const started = performance.now();
  let stats: AnalyzeStats | null = null;
  analyzeBytes(req.bytes, {
    fileName: req.fileName,
    bureau: req.bureau,
    ocrBudgetMs: req.ocrBudgetMs,
    onProgress: (stage, percent, pages) => post({ type: 'progress', stage, percent, pages }),
    onStats: (s) => (stats = s),
  })
    .then((analysis) => {
      sample();
      post({ type: 'result', analysis, peakRssBytes: peakRss, seconds: (performance.now() - started) / 1000, stats });
    })
    .catch((err: unknown) => post({ type: 'error', ...workerFailure(err) }))
    .finally(() => {
      clearInterval(sampler);
      void shutdownOcr();
    });
});
process.send({ type: 'ready' } satisfies WorkerMessage);

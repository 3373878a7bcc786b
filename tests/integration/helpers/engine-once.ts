/**
 * The real engine, run once per distinct file and bureau hint for the whole test run (per Vitest worker: the
 * integration files share its module cache, decision 145), for the test servers of files that upload the same
 * generated report again and again and test what the server does with the analysis, not the reading itself.
 *
 * The first upload of a file is read for real in an engine process (analyzeInWorkerDetailed, the default of
 * AnalyzeFn), with its progress; a later upload of the same bytes gets a copy of that analysis and the same
 * progress calls again. A failed reading is not kept: the next upload reads the file again.
 * Pass it as `useTestServer(target, env, { analysis: ENGINE_ONCE })`.
 */
import { createHash } from 'node:crypto';
import type { PageProgress } from '../../../src/engine/extract/index';
import { analyzeInWorkerDetailed } from '../../../src/engine/isolated';
import type { Analysis } from '../../../src/engine/model';
import type { StartOptions } from '../../../src/server/server';
import type { AnalyzeFn } from '../../../src/server/jobs/analyze-report';

interface Reading {
  analysis: Analysis;
  progress: [stage: string, percent: number, pages?: PageProgress][];
}

const readings = new Map<string, Promise<Reading>>();
let realRuns = 0;

/** How many files the engine has really read through `analyzeOnce` in this process (for the helper's own test). */
export function engineOnceRealRuns(): number {
  return realRuns;
}

export const analyzeOnce: AnalyzeFn = async (bytes, options) => {
  const key = `${createHash('sha256').update(bytes).digest('hex')}/${options.bureau ?? 'merged'}`;
  const known = readings.get(key);
  if (known) {
    const reading = await known.catch(() => undefined);
    if (reading) {
      for (const [stage, percent, pages] of reading.progress) options.onProgress(stage, percent, pages);
      return structuredClone(reading.analysis);
    }
  }
  const progress: Reading['progress'] = [];
  realRuns += 1;
  const reading = analyzeInWorkerDetailed(bytes, {
    bureau: options.bureau,
    onProgress: (stage, percent, pages) => {
      progress.push([stage, percent, pages]);
      options.onProgress(stage, percent, pages);
    },
  }).then(({ analysis }) => ({ analysis, progress }));
  readings.set(key, reading);
  reading.catch(() => {
    if (readings.get(key) === reading) readings.delete(key);
  });
  return structuredClone((await reading).analysis);
};

/** The `analysis` start option of a test server that reads each distinct file once per run. */
export const ENGINE_ONCE: StartOptions['analysis'] = { analyze: analyzeOnce };

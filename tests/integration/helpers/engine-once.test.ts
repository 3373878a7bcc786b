/** The engine-once test hook: a second upload of the same bytes gets the first reading, progress included. */
import { describe, expect, it } from 'vitest';
import { pngHeaderOnly } from '../../engine/test-files';
import { reportFixture } from './analyses';
import { analyzeOnce, engineOnceRealRuns } from './engine-once';

type Call = [string, number, unknown];

async function read(bytes: Uint8Array, bureau?: 'experian'): Promise<{ analysis: unknown; calls: Call[] }> {
  const calls: Call[] = [];
  const analysis = await analyzeOnce(bytes, { bureau, onProgress: (stage, percent, pages) => calls.push([stage, percent, pages]) });
  return { analysis, calls };
}

describe('analyzeOnce', () => {
  it('reads a file once for real and answers the same bytes again with a copy of that reading and its progress', async () => {
    const { pdf } = await reportFixture('experian-current');
    const before = engineOnceRealRuns();
    const first = await read(pdf, 'experian');
    // Another test file in this worker may have read the fixture already: then this is a replay too.
    expect(engineOnceRealRuns() - before).toBeLessThanOrEqual(1);
    const afterFirst = engineOnceRealRuns();
    const second = await read(new Uint8Array(pdf), 'experian');
    expect(engineOnceRealRuns()).toBe(afterFirst);
    expect(second.analysis).toEqual(first.analysis);
    expect(second.analysis).not.toBe(first.analysis);
    expect(second.calls).toEqual(first.calls);
    expect(second.calls.length).toBeGreaterThan(0);
    (second.analysis as { reports: unknown[] }).reports.length = 0;
    expect((await read(pdf, 'experian')).analysis).toEqual(first.analysis);
    expect(engineOnceRealRuns()).toBe(afterFirst);
  });

  it('reads again after a failed reading instead of keeping the failure', async () => {
    const tooLarge = pngHeaderOnly(20000, 20000);
    const before = engineOnceRealRuns();
    await expect(analyzeOnce(tooLarge, { onProgress: () => undefined })).rejects.toMatchObject({ code: 'image_too_large' });
    await expect(analyzeOnce(tooLarge, { onProgress: () => undefined })).rejects.toMatchObject({ code: 'image_too_large' });
    expect(engineOnceRealRuns()).toBe(before + 2);
  });
});

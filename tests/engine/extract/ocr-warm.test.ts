import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument } from '../../../src/engine/extract/index';
import { endOcrFile, keepOcrWarm, liveOcrWorkers, shutdownOcr } from '../../../src/engine/extract/ocr';
import { warmUpImage } from '../../../src/engine/extract/ocr-warm-up';
import { textImage } from '../test-files';

afterAll(() => shutdownOcr());

const textOf = async (bytes: Uint8Array) => (await extractDocument(bytes, 'png')).pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');

describe('OCR workers kept warm (decision 225)', () => {
  it('the warm-up image is dark digits on white, drawn without a font', () => {
    const image = warmUpImage();
    const dark = image.data.filter((v) => v === 0).length;
    expect(dark + image.data.filter((v) => v === 255).length).toBe(image.width * image.height);
    // 57 digits, each of at least 7 of its 15 dots, a dot 6 × 6 pixels
    expect(dark).toBeGreaterThanOrEqual(57 * 7 * 36);
  });

  it('makes a worker per core before any file, keeps them through a file and replaces those that read it', async () => {
    await keepOcrWarm();
    const cores = Math.max(1, os.cpus().length);
    expect(liveOcrWorkers()).toBe(cores);
    const image = textImage(['Balance $1,234', 'Date Opened 03/24/2017']);
    const first = await textOf(image);
    expect(first).toContain('1,234');
    await endOcrFile();
    expect(liveOcrWorkers()).toBe(cores);
    expect(await textOf(image)).toBe(first);
  });
});

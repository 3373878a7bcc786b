import { describe, expect, it } from 'vitest';
import { mapEngineProgress } from './analysis-progress';

describe('mapEngineProgress', () => {
  it("puts the engine's stages on the contract's percentages", () => {
    expect(mapEngineProgress('reading', 0)).toEqual({ stage: 'reading', percent: 20 });
    expect(mapEngineProgress('parsing', 0)).toEqual({ stage: 'parsing', percent: 55 });
    expect(mapEngineProgress('detecting', 0)).toEqual({ stage: 'detecting', percent: 70 });
    expect(mapEngineProgress('done', 100)).toBeNull();
  });

  it('moves within reading (pages, OCR) without reaching the next stage', () => {
    expect(mapEngineProgress('reading', 50)).toEqual({ stage: 'reading', percent: 37 });
    expect(mapEngineProgress('ocr', 100)).toEqual({ stage: 'reading', percent: 54 });
    expect(mapEngineProgress('ocr', 250)).toEqual({ stage: 'reading', percent: 54 });
  });

  it("carries a scan's page being read; drops a page that is no page", () => {
    expect(mapEngineProgress('ocr', 50, { page: 3, of: 12 })).toEqual({ stage: 'reading', percent: 37, pages: { page: 3, of: 12 } });
    expect(mapEngineProgress('ocr', 50, { page: 13, of: 12 })).toEqual({ stage: 'reading', percent: 37 });
    expect(mapEngineProgress('ocr', 50, { page: 0, of: 12 })).toEqual({ stage: 'reading', percent: 37 });
    expect(mapEngineProgress('parsing', 0, { page: 3, of: 12 })).toEqual({ stage: 'parsing', percent: 55 });
  });
});

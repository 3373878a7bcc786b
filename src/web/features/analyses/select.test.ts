import { describe, expect, it } from 'vitest';
import { makeAnalysis } from './score-card/test-data';
import {
  bureauScoreView,
  bureauScoreViews,
  isStuck,
  latestByBureau,
  latestCompletedByBureau,
  newestFirst,
  previousCompleted,
  scoreChange,
} from './select';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

describe('latestByBureau', () => {
  it('picks the newest upload of each bureau whatever the input order, null for a bureau without rows', () => {
    const old = makeAnalysis({ bureau: 'experian', upload_date: '2026-10-01T00:00:00Z' });
    const fresh = makeAnalysis({ bureau: 'experian', upload_date: '2026-11-01T00:00:00Z', analysis_status: 'processing' });
    const tu = makeAnalysis({ bureau: 'transunion' });
    expect(latestByBureau([old, tu, fresh])).toEqual({ experian: fresh, transunion: tu, equifax: null });
    expect(latestCompletedByBureau([old, tu, fresh])).toEqual({ experian: old, transunion: tu, equifax: null });
  });

  it('does not reorder its input', () => {
    const a = makeAnalysis({ upload_date: '2026-10-01T00:00:00Z' });
    const b = makeAnalysis({ upload_date: '2026-11-01T00:00:00Z' });
    const input = [a, b];
    expect(newestFirst(input)).toEqual([b, a]);
    expect(input).toEqual([a, b]);
  });
});

describe('scoreChange', () => {
  const previous = makeAnalysis({ bureau: 'equifax', upload_date: '2026-09-01T00:00:00Z', score: 640 });
  const otherBureau = makeAnalysis({ bureau: 'experian', upload_date: '2026-10-01T00:00:00Z', score: 500 });

  it('uses raw_data.scoreChange when no score was corrected', () => {
    const current = makeAnalysis({ bureau: 'equifax', score: 655, raw: { scoreChange: 15 } });
    expect(scoreChange([current, previous, otherBureau], current)).toBe(15);
  });

  it('computes the change from the shown scores when the server gave none', () => {
    const current = makeAnalysis({ bureau: 'equifax', score: 630 });
    expect(previousCompleted([current, otherBureau, previous], current)).toBe(previous);
    expect(scoreChange([current, otherBureau, previous], current)).toBe(-10);
  });

  it("follows the user's correction instead of the stored extracted change", () => {
    const current = makeAnalysis({ bureau: 'equifax', score: 655, corrected_score: 700, raw: { scoreChange: 15 } });
    expect(scoreChange([current, previous], current)).toBe(60);
  });

  it('is null without an earlier completed report of the bureau', () => {
    const failedBefore = makeAnalysis({ bureau: 'equifax', upload_date: '2026-08-01T00:00:00Z', analysis_status: 'failed' });
    const current = makeAnalysis({ bureau: 'equifax', score: 655 });
    expect(scoreChange([current, failedBefore, otherBureau], current)).toBeNull();
  });
});

describe('isStuck (dashboard: more than 15 minutes)', () => {
  it('counts pending and processing rows from their upload', () => {
    expect(isStuck(makeAnalysis({ analysis_status: 'pending', upload_date: minutesAgo(16) }), NOW)).toBe(true);
    expect(isStuck(makeAnalysis({ analysis_status: 'processing', upload_date: minutesAgo(16) }), NOW)).toBe(true);
    expect(isStuck(makeAnalysis({ analysis_status: 'processing', upload_date: minutesAgo(14) }), NOW)).toBe(false);
    expect(isStuck(makeAnalysis({ analysis_status: 'completed', upload_date: minutesAgo(60) }), NOW)).toBe(false);
    expect(isStuck(makeAnalysis({ analysis_status: 'failed', upload_date: minutesAgo(60) }), NOW)).toBe(false);
  });

  it('restarts the clock at the last recovery, and takes another threshold', () => {
    const recovered = makeAnalysis({ analysis_status: 'processing', upload_date: minutesAgo(60), metadata: { last_recovery_at: minutesAgo(5) } });
    expect(isStuck(recovered, NOW)).toBe(false);
    expect(isStuck(makeAnalysis({ analysis_status: 'pending', upload_date: minutesAgo(11) }), NOW, 10)).toBe(true);
  });
});

describe('bureauScoreView', () => {
  it('shows the newest completed score, corrected when the user corrected it, with a running newer upload', () => {
    const done = makeAnalysis({ bureau: 'transunion', score: 612, corrected_score: 650, analysis_date: '2026-11-02T00:00:00Z' });
    const running = makeAnalysis({ bureau: 'transunion', analysis_status: 'processing', upload_date: '2026-11-20T00:00:00Z' });
    const view = bureauScoreView([running, done], 'transunion');
    expect(view).toMatchObject({ status: 'scored', score: 650, corrected: true, running: true, updatedAt: '2026-11-02T00:00:00Z', source: done, latest: running });
  });

  it('says processing, failed, unscored or waiting when there is no score', () => {
    expect(bureauScoreView([makeAnalysis({ analysis_status: 'pending' })], 'experian').status).toBe('processing');
    expect(bureauScoreView([makeAnalysis({ analysis_status: 'failed' })], 'experian').status).toBe('failed');
    expect(bureauScoreView([makeAnalysis({ score: null })], 'experian').status).toBe('unscored');
    expect(bureauScoreView([makeAnalysis({ bureau: 'equifax' })], 'experian').status).toBe('waiting');
    const unscored = makeAnalysis({ score: null, upload_date: '2026-10-01T00:00:00Z' });
    const rerun = makeAnalysis({ analysis_status: 'processing', upload_date: '2026-11-01T00:00:00Z' });
    expect(bureauScoreView([rerun, unscored], 'experian').status).toBe('processing');
  });

  it('gives three views in bureau order', () => {
    expect(bureauScoreViews([]).map((v) => v.bureau)).toEqual(['experian', 'transunion', 'equifax']);
  });
});

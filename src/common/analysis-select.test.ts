import { describe, expect, it } from 'vitest';
import { makeAnalysis, reportDated } from './analysis.test-data';
import {
  bureauScoreView,
  bureauScoreViews,
  isStuck,
  latestByBureau,
  latestCompletedByBureau,
  newestFirst,
  latestReportFirst,
  previousCompleted,
  reportDateOf,
  scoreChange,
  scoreHistory,
} from './analysis-select';

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

  it('ignores raw_data.scoreChange (it follows upload order) and compares the shown scores', () => {
    const current = makeAnalysis({ bureau: 'equifax', score: 655, raw: { scoreChange: 99 } });
    expect(scoreChange([current, previous, otherBureau], current)).toBe(15);
  });

  it('computes the change from the shown scores when the server gave none', () => {
    const current = makeAnalysis({ bureau: 'equifax', score: 630 });
    expect(previousCompleted([current, otherBureau, previous], current)).toBe(previous);
    expect(scoreChange([current, otherBureau, previous], current)).toBe(-10);
  });

  it("follows the user's correction instead of the stored extracted change", () => {
    const current = makeAnalysis({ bureau: 'equifax', score: 655, corrected_score: 700 });
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
    expect(view).toMatchObject({
      status: 'scored',
      score: 650,
      corrected: true,
      running: true,
      uploadDate: done.upload_date,
      reportDate: null,
      source: done,
      latest: running,
    });
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

describe('report dates (decision 080)', () => {
  it("takes the report's own date and where it came from; none when the report gave none or an unreadable one", () => {
    expect(reportDateOf(makeAnalysis({ raw: reportDated('2026-03-04') }))).toEqual({ date: '2026-03-04', source: 'printed' });
    expect(reportDateOf(makeAnalysis({ raw: reportDated('2026-03', 'file_created') }))).toEqual({ date: '2026-03', source: 'file_created' });
    expect(reportDateOf(makeAnalysis({ raw: reportDated(null) }))).toBeNull();
    expect(reportDateOf(makeAnalysis({ raw: reportDated('March 2026') }))).toBeNull();
    expect(reportDateOf(makeAnalysis({ raw: null }))).toBeNull();
  });

  // Uploaded: newer report first, older report second (the "+118 since your previous report").
  const newerReport = makeAnalysis({ bureau: 'experian', upload_date: '2026-11-01T00:00:00Z', score: 700, raw: reportDated('2026-10-15') });
  const olderReport = makeAnalysis({ bureau: 'experian', upload_date: '2026-11-02T00:00:00Z', score: 582, raw: reportDated('2025-10-15') });

  it('orders by report date, not upload order: latest, previous and the change', () => {
    const rows = [olderReport, newerReport];
    expect(latestReportFirst(rows)).toEqual([newerReport, olderReport]);
    expect(latestCompletedByBureau(rows).experian).toBe(newerReport);
    expect(previousCompleted(rows, newerReport)).toBe(olderReport);
    expect(previousCompleted(rows, olderReport)).toBeNull();
    const view = bureauScoreView(rows, 'experian');
    expect(view).toMatchObject({ score: 700, change: 118, reportDate: { date: '2026-10-15', source: 'printed' }, uploadDate: '2026-11-01T00:00:00Z' });
  });

  it('counts two uploads of the same report date as one point (the later upload), oldest first', () => {
    const again = makeAnalysis({ bureau: 'experian', upload_date: '2026-11-05T00:00:00Z', score: 700, corrected_score: 705, raw: reportDated('2026-10-15') });
    const rows = [olderReport, newerReport, again];
    expect(scoreHistory(rows, 'experian').map((p) => [p.date, p.score])).toEqual([
      ['2025-10-15', 582],
      ['2026-10-15', 705],
    ]);
    // The change compares with the previous report date, never with the other upload of the same report.
    expect(scoreChange(rows, again)).toBe(123);
    expect(bureauScoreView(rows, 'experian').source).toBe(again);
  });

  it('places a report without a date at its upload, and leaves unscored reports out of the history', () => {
    const undated = makeAnalysis({ bureau: 'experian', upload_date: '2026-11-10T00:00:00Z', score: 690, raw: reportDated(null) });
    const unscored = makeAnalysis({ bureau: 'experian', upload_date: '2026-11-03T00:00:00Z', score: null, raw: reportDated('2026-01-10') });
    const points = scoreHistory([olderReport, newerReport, undated, unscored], 'experian');
    expect(points.map((p) => [p.score, p.dateIsReportDate])).toEqual([
      [582, true],
      [700, true],
      [690, false],
    ]);
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { bureauScoreViews } from '../../../../common/analysis-select';
import { BureauScoreCards } from './BureauScoreCard';
import { makeAnalysis, reportDated } from '../../../../common/analysis.test-data';

afterEach(cleanup);

describe('BureauScoreCards', () => {
  it('shows a score with its band, change, correction mark and last update, and the empty states of the others', () => {
    // Uploaded in the opposite order of their report dates: the card follows the report dates (decision 080).
    const previous = makeAnalysis({ bureau: 'experian', upload_date: '2026-11-20T00:00:00Z', score: 640, raw: reportDated('2025-09-14') });
    const current = makeAnalysis({ bureau: 'experian', upload_date: '2026-11-01T00:00:00Z', score: 700, corrected_score: 745, raw: reportDated('2026-10-02') });
    const running = makeAnalysis({ bureau: 'transunion', analysis_status: 'processing' });
    render(
      <MemoryRouter>
        <BureauScoreCards views={bureauScoreViews([current, running, previous])} />
      </MemoryRouter>,
    );

    const experian = within(screen.getByTestId('score-card-experian'));
    expect(experian.getByRole('heading', { level: 3, name: 'Experian' })).toBeTruthy();
    expect(experian.getByText('745')).toBeTruthy();
    expect(experian.getByText('Very Good')).toBeTruthy();
    expect(experian.getByText('+105')).toBeTruthy();
    expect(experian.getByText('Up 105 points since your previous report')).toBeTruthy();
    expect(experian.getByText('Your correction')).toBeTruthy();
    // The spec's bar on the 300–850 scale, drawn as the gauge and announced as a meter (decision 082).
    const meter = experian.getByRole('meter', { name: 'Score on the 300–850 scale' });
    expect([meter.getAttribute('aria-valuemin'), meter.getAttribute('aria-valuemax'), meter.getAttribute('aria-valuenow')]).toEqual(['300', '850', '745']);
    expect(meter.getAttribute('aria-valuetext')).toBe('745, Very Good');
    expect(experian.getByTestId('report-dates').textContent).toBe('Last updated: Oct 2, 2026 (date on the report)Uploaded Nov 1, 2026');

    expect(within(screen.getByTestId('score-card-transunion')).getByText('Processing report...')).toBeTruthy();
    const equifax = within(screen.getByTestId('score-card-equifax'));
    expect(equifax.getByText('Waiting for report')).toBeTruthy();
    expect(equifax.getByRole('link', { name: 'Upload your Equifax report to see this score' }).getAttribute('href')).toBe('/credit-report?tab=upload');
    expect(screen.queryByText('Credit Score Data Unavailable')).toBeNull();
  });

  it('says when the date is an estimate or not printed, and never calls the upload date the report date', () => {
    const estimated = makeAnalysis({ bureau: 'experian', upload_date: '2026-11-01T00:00:00Z', raw: reportDated('2026-06-30', 'last_reported') });
    const undated = makeAnalysis({ bureau: 'equifax', upload_date: '2026-11-03T00:00:00Z', raw: reportDated(null) });
    render(
      <MemoryRouter>
        <BureauScoreCards views={bureauScoreViews([estimated, undated])} />
      </MemoryRouter>,
    );
    expect(within(screen.getByTestId('score-card-experian')).getByTestId('report-dates').textContent).toBe(
      'Last updated: Jun 30, 2026 (estimated report date)Uploaded Nov 1, 2026',
    );
    expect(within(screen.getByTestId('score-card-equifax')).getByTestId('report-dates').textContent).toBe(
      'Last updated:  (report date not printed)Uploaded Nov 3, 2026',
    );
  });

  it('shows the failure reason of a bureau whose only report failed', () => {
    const failed = makeAnalysis({
      bureau: 'equifax',
      analysis_status: 'failed',
      metadata: { error: { code: 'wrong_bureau', message: 'This looks like a TransUnion report.' } },
    });
    const scored = makeAnalysis({ bureau: 'experian' });
    render(
      <MemoryRouter>
        <BureauScoreCards views={bureauScoreViews([failed, scored])} />
      </MemoryRouter>,
    );
    const equifax = within(screen.getByTestId('score-card-equifax'));
    expect(equifax.getByText('Report could not be analyzed')).toBeTruthy();
    expect(equifax.getByText('This looks like a TransUnion report.')).toBeTruthy();
  });

  it('offers the manual score when the only reports read print no score', () => {
    render(
      <MemoryRouter>
        <BureauScoreCards views={bureauScoreViews([makeAnalysis({ analysis_status: 'completed', score: null })])} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Credit Score Data Unavailable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Your Score' }).getAttribute('href')).toBe('/credit-report?tab=scores');
  });

  it("says 'Credit Score Data Unavailable' when no bureau has a score and none is processing", () => {
    render(<BureauScoreCards views={bureauScoreViews([makeAnalysis({ analysis_status: 'failed' })])} />);
    expect(screen.getByRole('heading', { name: 'Credit Score Data Unavailable' })).toBeTruthy();
    expect(screen.queryByTestId('score-card-experian')).toBeNull();
  });
});

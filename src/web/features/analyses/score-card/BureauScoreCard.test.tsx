// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { bureauScoreViews } from '../select';
import { BureauScoreCards } from './BureauScoreCard';
import { makeAnalysis } from './test-data';

afterEach(cleanup);

describe('BureauScoreCards', () => {
  it('shows a score with its band, change, correction mark and last update, and the empty states of the others', () => {
    const previous = makeAnalysis({ bureau: 'experian', upload_date: '2026-09-01T00:00:00Z', score: 640 });
    const current = makeAnalysis({ bureau: 'experian', score: 700, corrected_score: 745, analysis_date: '2026-11-02T12:00:00Z' });
    const running = makeAnalysis({ bureau: 'transunion', analysis_status: 'processing' });
    render(<BureauScoreCards views={bureauScoreViews([current, running, previous])} />);

    const experian = within(screen.getByTestId('score-card-experian'));
    expect(experian.getByRole('heading', { level: 3, name: 'Experian' })).toBeTruthy();
    expect(experian.getByText('745')).toBeTruthy();
    expect(experian.getByText('Very Good')).toBeTruthy();
    expect(experian.getByText('+105')).toBeTruthy();
    expect(experian.getByText('Up 105 points since your previous report')).toBeTruthy();
    expect(experian.getByText('Your correction')).toBeTruthy();
    expect(experian.getByText('Last updated: Nov 2, 2026')).toBeTruthy();

    expect(within(screen.getByTestId('score-card-transunion')).getByText('Processing report...')).toBeTruthy();
    expect(within(screen.getByTestId('score-card-equifax')).getByText('Waiting for report')).toBeTruthy();
    expect(screen.queryByText('Credit Score Data Unavailable')).toBeNull();
  });

  it('shows the failure reason of a bureau whose only report failed', () => {
    const failed = makeAnalysis({
      bureau: 'equifax',
      analysis_status: 'failed',
      metadata: { error: { code: 'wrong_bureau', message: 'This looks like a TransUnion report.' } },
    });
    const scored = makeAnalysis({ bureau: 'experian' });
    render(<BureauScoreCards views={bureauScoreViews([failed, scored])} />);
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

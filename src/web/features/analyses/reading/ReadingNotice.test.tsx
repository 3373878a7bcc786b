// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisDto } from '../../../../common/analysis';
import { row } from '../../credit-report/test-support';
import { ReadingNotice, ReadingNotices } from './ReadingNotice';

function withReport(bureau: AnalysisDto['bureau'], report: Partial<NonNullable<AnalysisDto['raw_data']>['report']>): AnalysisDto {
  const a = row({ bureau });
  return { ...a, raw_data: { ...a.raw_data!, report: { ...a.raw_data!.report, ...report } } };
}

afterEach(cleanup);

describe('ReadingNotices', () => {
  it('names each bureau with reading issues, with a review link to its details and an upload link', () => {
    const short = withReport('transunion', {
      warnings: ['We read 17 of the 19 accounts this report lists.'],
      coverage: { accountsRead: 17, accountsListed: 19, inquiriesRead: 0, inquiriesListed: null },
      reportDateSource: 'printed',
    });
    const undated = withReport('equifax', { reportDate: '2025-11-03', reportDateSource: 'print_header', warnings: [] });
    const clean = withReport('experian', { warnings: [], reportDateSource: 'printed' });
    const router = createMemoryRouter([{ path: '/', element: <ReadingNotices analyses={[short, undated, clean]} /> }]);
    render(<RouterProvider router={router} />);
    const region = screen.getByRole('region', { name: 'Some reports were not read completely' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('TransUnion: We read 17 of the 19 accounts this report lists.'),
      expect.stringContaining('Equifax: Report date not printed; using the date your browser printed on the page (Nov 3, 2025).'),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'Review TransUnion accounts' }).getAttribute('href')).toBe(
      `/credit-report?tab=details&id=${short.id}&detail=review`,
    );
    expect(within(items[0]!).getByRole('link', { name: 'Upload a clearer copy' }).getAttribute('href')).toBe('/credit-report?tab=upload');
    expect(region.textContent).not.toContain('Experian');
  });

  it('shows nothing when every report was read completely', () => {
    const router = createMemoryRouter([
      { path: '/', element: <ReadingNotices analyses={[withReport('experian', { warnings: [], reportDateSource: 'printed' })]} /> },
    ]);
    const { container } = render(<RouterProvider router={router} />);
    expect(container.textContent).toBe('');
  });
});

describe('ReadingNotice', () => {
  it("lists one report's issues and opens the review in place", async () => {
    const onReview = vi.fn();
    const a = withReport('experian', { reportDate: null, reportDateSource: null, warnings: ['We read 3 of the 4 inquiries this report lists.'] });
    const router = createMemoryRouter([{ path: '/', element: <ReadingNotice analysis={a} onReview={onReview} /> }]);
    render(<RouterProvider router={router} />);
    const region = screen.getByRole('region', { name: 'Check the reading of your Experian report' });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'We read 3 of the 4 inquiries this report lists.',
      "Report date not printed or found; checks that depend on the report's date (such as items too old to report) were skipped.",
    ]);
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Review accounts' }));
    expect(onReview).toHaveBeenCalledOnce();
  });
});

// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalysisDto } from '../../../common/analysis';
import { REPORT_OWNER_TEXT } from '../../../common/report-owner';
import { json, rawData, renderRoute, row, stubFetch } from './test-support';

const { BURST_TEXT, InquiryBurstsPanel, NotShownNote, OwnerNotice } = await import('./ReportNotes');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const flagged = (): AnalysisDto => row({ metadata: { owner: { check: 'other_person', name_on_report: 'JANE Q SAMPLE' } } });

describe('the report panel’s notes', () => {
  it('flags another person’s report and confirms it only with a statement and the tick', async () => {
    const fetchMock = stubFetch(() => json({ analyses: [] }));
    renderRoute(<OwnerNotice analysis={flagged()} />, '/credit-report');
    expect(screen.getByText(REPORT_OWNER_TEXT.otherTitle('JANE Q SAMPLE'))).toBeTruthy();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: REPORT_OWNER_TEXT.confirmButton }));
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(REPORT_OWNER_TEXT.statementRequired))).toBe(true);
    await user.type(screen.getByLabelText(REPORT_OWNER_TEXT.statementLabel), 'I married in 2022 and took this name.');
    await user.click(screen.getByRole('button', { name: REPORT_OWNER_TEXT.confirmButton }));
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(REPORT_OWNER_TEXT.confirmRequired))).toBe(true);
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/owner'))).toHaveLength(0);
    await user.click(screen.getByLabelText(REPORT_OWNER_TEXT.confirmLabel));
    await user.click(screen.getByRole('button', { name: REPORT_OWNER_TEXT.confirmButton }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/owner'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/owner'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ statement: 'I married in 2022 and took this name.', confirmed: true });
  });

  it('says so when no name could be read, and nothing for the person’s own report', () => {
    stubFetch(() => json({}));
    renderRoute(<OwnerNotice analysis={row({ metadata: { owner: { check: 'no_name', name_on_report: null } } })} />, '/credit-report');
    expect(screen.getByText(REPORT_OWNER_TEXT.noName)).toBeTruthy();
    cleanup();
    renderRoute(<OwnerNotice analysis={row({ metadata: { owner: { check: 'own', name_on_report: 'A B' } } })} />, '/credit-report');
    expect(screen.queryByTestId('owner-other-person')).toBeNull();
    expect(screen.queryByTestId('owner-no-name')).toBeNull();
  });

  it('says once what the print does not show, and groups a shopping burst with the way to say “I did not apply”', () => {
    stubFetch(() => json({}));
    const base = rawData();
    const a = row({
      raw_data: {
        ...base,
        report: {
          ...base.report,
          notShown: ['This print does not show the date of first delinquency.'],
          inquiryBursts: [
            {
              first: '2025-03-02',
              last: '2025-03-02',
              inquiries: [
                { creditor: 'ALPHA AUTO FINANCE', date: '2025-03-02' },
                { creditor: 'BETA BANK AUTO', date: '2025-03-02' },
              ],
              accountOpened: null,
              text: 'These may be one search for a loan.',
            },
          ],
        },
      },
    });
    renderRoute(
      <>
        <NotShownNote analysis={a} />
        <InquiryBurstsPanel analysis={a} />
      </>,
      '/credit-report',
    );
    expect(screen.getAllByText('This print does not show the date of first delinquency.')).toHaveLength(1);
    expect(screen.getByText('ALPHA AUTO FINANCE, BETA BANK AUTO')).toBeTruthy();
    expect(screen.getByRole('link', { name: BURST_TEXT.didNotApply }).getAttribute('href')).toBe(`/dispute-letters?choose=${a.id}`);
  });
});

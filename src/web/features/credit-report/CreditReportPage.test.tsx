// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { json, renderRoute, row, stubFetch } from './test-support';

const { CreditReportPage } = await import('./CreditReportPage');

const open = (entry: string) => renderRoute(<CreditReportPage />, entry);
const search = (router: ReturnType<typeof open>['router']) => new URLSearchParams(router.state.location.search);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('CreditReportPage states', () => {
  it('shows a loading state, then the scores', async () => {
    let answer: (r: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    open('/credit-report');
    expect(screen.getByRole('status').textContent).toContain('Loading your credit report data...');
    answer(json({ analyses: [row({ score: 712 })] }));
    expect(await screen.findByText('712')).toBeTruthy();
    expect(screen.getByText('Read from report: 712')).toBeTruthy();
  });

  it("shows 'Error Loading Credit Data' with the server's message, and Try Again loads again", async () => {
    let calls = 0;
    stubFetch(() => {
      calls += 1;
      return calls === 1 ? json({ code: 'INTERNAL', message: 'Database is down' }, 500) : json({ analyses: [row({ score: 733 })] });
    });
    open('/credit-report');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error Loading Credit Data');
    expect(alert.textContent).toContain('Database is down');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('733')).toBeTruthy();
  });

  it('falls back to the spec sentence when the failure has no message', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    open('/credit-report?tab=history');
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your credit report data. Please try refreshing.");
  });

  it("shows 'No Credit Reports Found' and 'Upload Credit Report' opens the upload tab, which works without reports", async () => {
    stubFetch(() => json({ analyses: [] }));
    const { router } = open('/credit-report?tab=details');
    expect(await screen.findByRole('heading', { name: 'No Credit Reports Found' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload Credit Report' }));
    expect(search(router).get('tab')).toBe('upload');
    expect(await screen.findByLabelText('Upload Experian report')).toBeTruthy();
    expect(screen.queryByText('No Credit Reports Found')).toBeNull();
  });
});

describe('CreditReportPage tabs and URL', () => {
  it('opens the tab named in ?tab= and falls back to Credit Scores for unknown values', async () => {
    stubFetch(() => json({ analyses: [row()] }));
    open('/credit-report?tab=nonsense');
    const selected = await screen.findByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Credit Scores');
  });

  it('writes the chosen tab to the URL; History in the header opens Upload History', async () => {
    stubFetch(() => json({ analyses: [row({ metadata: { original_name: 'my-experian.pdf' } })] }));
    const { router } = open('/credit-report');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Report Details' }));
    expect(search(router).get('tab')).toBe('details');
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(search(router).get('tab')).toBe('history');
    expect(await screen.findByText('my-experian.pdf')).toBeTruthy();
  });

  it("Refresh refetches with the 'Refreshing data...' toast", async () => {
    const fetchMock = stubFetch(() => json({ analyses: [row()] }));
    open('/credit-report');
    await screen.findByText('690');
    const listCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/analyses')).length;
    const before = listCalls();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(toast).toHaveBeenCalledWith('Refreshing data...');
    await waitFor(() => expect(listCalls()).toBe(before + 1));
  });
});

describe('Download', () => {
  it("downloads the original file of the report open in Report Details, and toasts 'Download failed' when it cannot", async () => {
    const older = row({ metadata: { original_name: 'older.pdf' } });
    const newer = row({ metadata: { original_name: 'newer.pdf' } });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let fileCalls = 0;
    const fetchMock = stubFetch((url) => {
      if (url.endsWith('/file')) {
        fileCalls += 1;
        return fileCalls === 1
          ? new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="older.pdf"' } })
          : json({ code: 'NOT_FOUND', message: 'The file is no longer stored.' }, 404);
      }
      return json({ analyses: [newer, older] });
    });
    open(`/credit-report?tab=details&id=${older.id}`);
    const user = userEvent.setup();
    await screen.findByLabelText('Report');
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls.map((c) => c[0])).toContain(`/api/analyses/${older.id}/file`);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('older.pdf');

    await user.click(screen.getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Download failed', { description: 'The file is no longer stored.' }));
    expect(click).toHaveBeenCalledTimes(1);
  });
});

describe('Upload History', () => {
  it('lists every analysis with status, progress while running and the failure reason; View details opens it', async () => {
    const running = row({
      bureau: 'transunion',
      analysis_status: 'processing',
      upload_date: new Date().toISOString(),
      metadata: { original_name: 'tu.pdf', progress_percent: 55 },
    });
    // Pending for longer than 10 minutes (spec: stuck for the manual recovery).
    const stuck = row({ analysis_status: 'pending', upload_date: new Date(Date.now() - 11 * 60_000).toISOString(), metadata: { original_name: 'old.pdf' } });
    const failed = row({
      bureau: 'equifax',
      analysis_status: 'failed',
      metadata: { original_name: 'eq.pdf', error: { code: 'wrong_bureau', message: 'This looks like a TransUnion report.' } },
    });
    const done = row({ metadata: { original_name: 'ex.pdf' } });
    stubFetch(() => json({ analyses: [running, stuck, failed, done] }));
    const { router } = open('/credit-report?tab=history');
    expect(await screen.findByText('tu.pdf')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'TransUnion analysis progress' }).getAttribute('aria-valuenow')).toBe('55');
    expect(screen.getByText('This looks like a TransUnion report.')).toBeTruthy();
    // Restart for the failed and the stuck row, not for the one running for less than 10 minutes.
    expect(screen.getAllByRole('button', { name: /^Restart Analysis/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Restart Analysis: Experian, old.pdf',
      'Restart Analysis: Equifax, eq.pdf',
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'View details: Experian, ex.pdf' }));
    expect(search(router).get('tab')).toBe('details');
    expect(search(router).get('id')).toBe(done.id);
  });

  it("restart of a row with 5 attempts shows 'Multiple recovery attempts failed'", async () => {
    const failed = row({ analysis_status: 'failed', metadata: { original_name: 'ex.pdf', error: { code: 'internal', message: 'Broken.' } } });
    stubFetch((url, init) => {
      if (url.endsWith('/restart') && init.method === 'POST') {
        return json({ code: 'RECOVERY_LIMIT_REACHED', message: 'Multiple recovery attempts failed. Please upload the report again or contact support.' }, 409);
      }
      return json({ analyses: [failed] });
    });
    open('/credit-report?tab=history');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Restart Analysis: Experian, ex.pdf' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Multiple recovery attempts failed', {
        description: 'Please upload the report again or contact support.',
      }),
    );
  });
});

describe('Upload History restart', () => {
  it('restarts a failed row and says so; another failure gets the generic toast', async () => {
    const failed = row({ analysis_status: 'failed', metadata: { original_name: 'ex.pdf', error: { code: 'internal', message: 'Broken.' } } });
    let restarts = 0;
    const fetchMock = stubFetch((url, init) => {
      if (url.endsWith('/restart') && init.method === 'POST') {
        restarts += 1;
        return restarts === 1 ? json({ analysis: { ...failed, analysis_status: 'processing' } }) : json({}, 503);
      }
      return json({ analyses: [failed] });
    });
    open('/credit-report?tab=history');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Restart Analysis: Experian, ex.pdf' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Analysis restarted', { description: 'Processing has started. This may take a few moments.' }),
    );
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/analyses/${failed.id}/restart`)).toBe(true);
    await user.click(await screen.findByRole('button', { name: 'Restart Analysis: Experian, ex.pdf' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to restart analysis', { description: 'Please try again later' }));
  });
});

describe('Report Details', () => {
  it('opens the latest completed analysis with its detail tabs and the findings with evidence and law', async () => {
    const processing = row({ analysis_status: 'processing', upload_date: '2026-11-02T10:00:00.000Z' });
    const done = row();
    stubFetch(() => json({ analyses: [processing, done] }));
    open('/credit-report?tab=details');
    const user = userEvent.setup();
    expect((await screen.findByLabelText<HTMLSelectElement>('Report')).value).toBe(done.id);

    expect(screen.getByText('Payment History')).toBeTruthy();
    expect(screen.getByText('Excellent')).toBeTruthy(); // 85: >= 80
    expect(screen.getByText('Poor')).toBeTruthy(); // 30: >= 25
    await user.click(screen.getByRole('tab', { name: 'Negative Items' }));
    expect(screen.getByText('••7805XXXXXX')).toBeTruthy();
    expect(screen.getByText('High impact')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Possible Errors' }));
    expect(screen.getByRole('heading', { name: 'Paid collection still shows a balance' })).toBeTruthy();
    expect(screen.getByText('Status: Collection account. Paid in full. Balance: $812').tagName).toBe('BLOCKQUOTE');
    expect(screen.getByText('FCRA 623(a)(2)')).toBeTruthy();
    expect(screen.getByText(/Creditors and collectors that report to the bureaus must report accurate/)).toBeTruthy();
    expect(screen.getByText('Unknown Statute 1')).toBeTruthy();
  });

  it('shows the empty states of each detail tab', async () => {
    const bare = row();
    bare.raw_data = { ...bare.raw_data!, score_factors: [], recommendations: [], findings: [], negative_items: [] };
    bare.negative_items = [];
    stubFetch(() => json({ analyses: [bare] }));
    open(`/credit-report?tab=details&id=${bare.id}`);
    const user = userEvent.setup();
    expect(await screen.findByText('No score factors available')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Negative Items' }));
    expect(screen.getByText('No negative items found')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(screen.getByText('No recommendations available')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Possible Errors' }));
    expect(screen.getByText('No possible errors found')).toBeTruthy();
  });
});

describe('Advice on what to dispute is contracted (docs/decisions/169)', () => {
  const answers = (subscription: Record<string, unknown>) => (url: string) =>
    url === '/api/subscription' ? json({ subscription }) : json({ analyses: [row()] });

  it('without open services: the report and its possible errors are shown, the strategy and recommendations are not', async () => {
    stubFetch(answers({ subscribed: false, status: null, servicesOpen: false, servicesOpenAt: null, timeZone: null, demoMode: false }));
    open('/credit-report?tab=details');
    const user = userEvent.setup();
    // The first render of a file loads the page's modules: give it time.
    expect(await screen.findByText('Payment History', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('analysis-summary')).toBeNull());
    for (const tab of ['Strategy', 'Recommendations']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect(within(screen.getByRole('tabpanel', { name: tab })).getByTestId('subscription-required')).toBeTruthy();
    }
    await user.click(screen.getByRole('tab', { name: 'Possible Errors' }));
    expect(screen.getByRole('heading', { name: 'Paid collection still shows a balance' })).toBeTruthy();
  });

  it('with services open: the strategy and recommendations are shown', async () => {
    stubFetch(answers({ subscribed: true, status: 'active', servicesOpen: true, servicesOpenAt: null, timeZone: null, demoMode: false }));
    open('/credit-report?tab=details');
    expect(await screen.findByTestId('analysis-summary', {}, { timeout: 15_000 })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Recommendations' }));
    expect(within(screen.getByRole('tabpanel', { name: 'Recommendations' })).queryByTestId('subscription-required')).toBeNull();
  });

  it('services open while the page holds a row read without the advice: the analyses are read again (decision 169)', async () => {
    const full = row();
    const { recommendations: _r, personalized_strategy: _s, strategy_generated_at: _g, ...rest } = full.raw_data!;
    const withheld = { ...full, raw_data: { ...rest, advice_withheld: true as const } };
    let lists = 0;
    stubFetch((url: string) => {
      if (url === '/api/subscription')
        return json({ subscription: { subscribed: true, status: 'active', servicesOpen: true, servicesOpenAt: null, timeZone: null, demoMode: false } });
      lists += 1;
      return json({ analyses: [lists === 1 ? withheld : full] });
    });
    open('/credit-report?tab=details');
    expect(await screen.findByTestId('analysis-summary', {}, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(lists).toBeGreaterThanOrEqual(2), { timeout: 15_000 });
    await waitFor(() => expect(within(screen.getByTestId('analysis-summary')).getAllByText(/MIDLAND CREDIT/).length).toBeGreaterThan(0));
  });
});

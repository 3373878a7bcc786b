// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { summarizeAnalysis, type AnalysisDto } from '../../../common/analysis';
import { makeAnalysis, reportDated } from '../../../common/analysis.test-data';
import { emptyFigures } from '../../../common/figures';

vi.mock('../auth/session', () => ({
  useAuthSession: () => ({ user: { id: 'user-1', email: 'a@b.c', name: 'A' }, isPending: false, refetch: async () => {} }),
}));

const { DashboardPage } = await import('./DashboardPage');
const { resetDashboardWarnings } = await import('./use-dashboard-warnings');
const { writeDashboardCache } = await import('./cache');

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;
const routes = new Map<string, Handler>();
const calls: string[] = [];

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
function listAnswers(...lists: AnalysisDto[][]) {
  let i = 0;
  // As the server sends the list: summaries (docs/decisions/095).
  routes.set('GET /api/analyses', () => json({ analyses: lists[Math.min(i++, lists.length - 1)]!.map(summarizeAnalysis) }));
}

beforeEach(() => {
  routes.clear();
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      calls.push(key);
      const handler = routes.get(key);
      if (!handler) return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
      return handler(init);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  resetDashboardWarnings();
  localStorage.clear();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const router = createMemoryRouter(
    [
      { path: '/dashboard', Component: DashboardPage },
      { path: '/credit-report', element: <p>credit report page</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const listCalls = () => calls.filter((c) => c === 'GET /api/analyses').length;
const NOW = Date.now();
const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

function completed(bureau: AnalysisDto['bureau'], score: number) {
  return makeAnalysis({
    bureau,
    score,
    upload_date: minutesAgo(60),
    analysis_date: '2026-11-02T12:00:00Z',
    raw: {
      score_factors: [
        { name: 'Payment History', value: 85, status: 'good', description: '97% of your payments were on time.', weight: 35 },
        { name: 'Credit Utilization', value: 30, status: 'poor', description: 'You use 70% of your limits.', weight: 30 },
      ],
      creditCardCount: 2,
      creditCardBalance: 2500,
      creditCardNegativeCount: 1,
      loanCount: 1,
      loanBalance: 12000,
      loanNegativeCount: 0,
      collectionCount: 1,
      collectionBalance: 300,
      total_balances: 14800,
      hard_inquiries: 6,
      ...reportDated('2026-11-02'),
    } as never,
  });
}

describe('DashboardPage states', () => {
  it('shows the skeleton while loading', () => {
    routes.set('GET /api/analyses', () => new Promise<Response>(() => {}));
    renderPage();
    expect(screen.getByTestId('dashboard-skeleton')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your dashboard...');
  });

  it('shows the welcome screen with the upload button when there are no reports', async () => {
    listAnswers([]);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Your Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Credit Report' }).getAttribute('href')).toBe('/credit-report?tab=upload');
  });

  it("shows 'Error loading credit data' with the message and code, toasts once, and recovers with 'Try Again'", async () => {
    routes.set('GET /api/analyses', () => json({ code: 'INTERNAL', message: 'The server had a problem.' }, 500));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading credit data')).toBeTruthy();
    expect(within(alert).getByText('The server had a problem.')).toBeTruthy();
    expect(within(alert).getByText('INTERNAL')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith('Failed to load credit data', { description: 'The server had a problem.' });

    listAnswers([completed('experian', 712)]);
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('712')).toBeTruthy();
    expect(toast.error).toHaveBeenCalledTimes(1);
  });

  it("says 'Unknown error' when the failure has no code", async () => {
    routes.set('GET /api/analyses', () => {
      throw new TypeError('Failed to fetch');
    });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unknown error')).toBeTruthy();
    expect(within(alert).getByText('Please try refreshing the page')).toBeTruthy();
  });
});

describe('DashboardPage data view', () => {
  it('shows scores, factors, the accounts summary with a high inquiry flag, and honest empty plan and tasks', async () => {
    const previous = makeAnalysis({ bureau: 'experian', score: 690, upload_date: minutesAgo(600), raw: reportDated('2026-06-01') });
    listAnswers([completed('experian', 712), previous]);
    renderPage();
    await screen.findByText('712');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const experian = within(screen.getByTestId('score-card-experian'));
    expect(experian.getByText('712')).toBeTruthy();
    expect(experian.getByText('Good')).toBeTruthy();
    expect(experian.getByText('+22')).toBeTruthy();
    expect(within(screen.getByTestId('score-card-transunion')).getByText('Waiting for report')).toBeTruthy();

    expect(screen.getByRole('heading', { name: 'Credit Factors' })).toBeTruthy();
    expect(screen.getByText('From your Experian report of Nov 2, 2026')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Credit Utilization: 30 out of 100, Poor' })).toBeTruthy();
    expect(screen.getByText('35% of your score')).toBeTruthy();
    expect(screen.getByText('Credit Cards')).toBeTruthy();
    expect(screen.getByText('$2,500')).toBeTruthy();
    expect(screen.getByText('High')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'View Full Plan' }).getAttribute('href')).toBe('/repair-plan');
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.getByText(/No upcoming tasks/)).toBeTruthy();
    expect(screen.queryByTestId('processing-banner')).toBeNull();
  });

  it('reads its repair plan card from the same plan as /repair-plan: percent, 3 pending soonest first, 2 completed', async () => {
    listAnswers([completed('experian', 712)]);
    const task = (id: string, completed: boolean, dueDate: string | null) => ({
      id,
      title: `Task ${id}`,
      description: '',
      dueDate,
      completed,
      subtasks: [],
      driver: 'manual',
      type: 'review',
    });
    const phases = [
      {
        id: 'analysis',
        number: 1,
        title: 'Credit Report Analysis',
        description: '',
        completionPercentage: 50,
        completed: false,
        tasks: [task('a', true, null), task('b', false, '2027-03-01')],
      },
      {
        id: 'disputes',
        number: 2,
        title: 'Initial Disputes',
        description: '',
        completionPercentage: 50,
        completed: false,
        tasks: [task('c', false, '2027-01-01'), task('d', true, null)],
      },
      {
        id: 'follow-up',
        number: 3,
        title: 'Follow Up & Monitoring',
        description: '',
        completionPercentage: 0,
        completed: false,
        tasks: [task('e', false, '2027-02-01'), task('f', false, '2027-04-01')],
      },
    ];
    routes.set('GET /api/plan', () => json({ has_completed_analysis: true, percent: 33, phases }));
    routes.set('GET /api/subscription', () => json({ subscription: { subscribed: true, servicesOpen: true } }));
    renderPage();
    await screen.findByText('Task c');
    expect(screen.getByText('33%')).toBeTruthy();
    expect(['Task c', 'Task e', 'Task b'].map((t) => screen.getByText(t).textContent)).toEqual(['Task c', 'Task e', 'Task b']);
    expect(screen.queryByText('Task f')).toBeNull();
    expect(screen.getByText('Task a')).toBeTruthy();
    expect(screen.getByText('Task d')).toBeTruthy();
    const order = [...document.querySelectorAll('li')].map((li) => li.textContent ?? '').filter((t) => t.startsWith('Task '));
    expect(order.map((t) => t.slice(0, 6))).toEqual(['Task c', 'Task e', 'Task b', 'Task d', 'Task a']);
  });

  it("shows the figures module's negatives per debt and its dispute round (GET /api/figures, decision 200)", async () => {
    listAnswers([completed('experian', 712)]);
    routes.set('GET /api/figures', () =>
      json({
        ...emptyFigures(),
        negatives: { debts: 3, listings: 5 },
        disputes: { inDispute: 3, debtsInDispute: 2, removed: 1, debtsRemoved: 1 },
        rounds: [{ round: 1, items: 4, answered: 1, lapsed: 0, complete: false, completedOn: null, nextDue: '2026-12-01' }],
      }),
    );
    renderPage();
    await waitFor(() => expect(calls).toContain('GET /api/figures'));
    expect((await screen.findByTestId('negatives-line')).textContent).toBe(
      'Negative items on your current reports: 3 negative debts (5 listings across bureaus) · 2 in dispute · 1 removed after a dispute',
    );
    expect(screen.getByTestId('round-line').textContent).toBe('Disputes: round 1 open, 1 of 4 items answered · next response due Dec 1, 2026');
    expect(calls).toContain('GET /api/figures');
  });

  it('never asks for the plan before services are open (no plan, or the 3 business days still run)', async () => {
    listAnswers([completed('experian', 712)]);
    routes.set('GET /api/subscription', () => json({ subscription: { subscribed: true, servicesOpen: false } }));
    renderPage();
    await screen.findByText('0%');
    await waitFor(() => expect(calls).toContain('GET /api/subscription'));
    expect(calls).not.toContain('GET /api/plan');
  });

  it('switches the factors card between bureaus', async () => {
    listAnswers([completed('transunion', 650), completed('experian', 712)]);
    renderPage();
    const picker = await screen.findByRole('group', { name: 'Report shown' });
    const tu = within(picker).getByRole('button', { name: 'TransUnion' });
    expect(within(picker).getByRole('button', { name: 'Experian' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(tu);
    expect(tu.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('From your TransUnion report of Nov 2, 2026')).toBeTruthy();
  });

  it('lists failed analyses with their reason, and warns about incomplete ones once, in a banner that stays dismissed', async () => {
    const failed = makeAnalysis({
      bureau: 'equifax',
      analysis_status: 'failed',
      metadata: { error: { code: 'wrong_bureau', message: 'This looks like a TransUnion report.' } },
    });
    const noScore = makeAnalysis({ bureau: 'transunion', score: null, raw: {} });
    listAnswers([failed, noScore, completed('experian', 712)]);
    renderPage();
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('Some analyses have failed')).toBeTruthy();
    expect(within(notice).getByText('This looks like a TransUnion report.')).toBeTruthy();
    const banner = await screen.findByRole('region', { name: 'Analysis for TransUnion may be incomplete' });
    expect(within(banner).getByText(/No score is printed on this report/)).toBeTruthy();
    expect(toast.warning).not.toHaveBeenCalled();
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Dismiss the TransUnion warning' }));
    expect(screen.queryByRole('region', { name: 'Analysis for TransUnion may be incomplete' })).toBeNull();
    // Remembered: the next visit shows no banner and no toast.
    cleanup();
    renderPage();
    await screen.findByText('Some analyses have failed');
    expect(screen.queryByRole('region', { name: 'Analysis for TransUnion may be incomplete' })).toBeNull();
    expect(toast.warning).not.toHaveBeenCalled();
  });

  it("toasts 'Error processing credit data' for rows it cannot read, and still shows the page", async () => {
    const broken = { ...makeAnalysis({ analysis_status: 'processing' }), metadata: null } as unknown as AnalysisDto;
    listAnswers([broken]);
    renderPage();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Error processing credit data', expect.anything()));
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeTruthy();
  });

  it("says 'Credit Score Data Unavailable' when no report has a score", async () => {
    listAnswers([makeAnalysis({ analysis_status: 'failed' })]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Credit Score Data Unavailable' })).toBeTruthy();
  });

  it('shows a fresh cached snapshot of this user while the first fetch runs', async () => {
    writeDashboardCache(
      'user-1',
      {
        scores: [
          {
            bureau: 'equifax',
            status: 'scored',
            score: 801,
            corrected: false,
            change: null,
            reportDate: { date: '2026-11-01', source: 'printed' },
            uploadDate: '2026-11-01',
            history: [],
            running: false,
          },
        ],
        factors: [],
        factorsFrom: null,
        accountsSummary: [],
        inquiryCount: null,
      },
      Date.now(),
    );
    routes.set('GET /api/analyses', () => new Promise<Response>(() => {}));
    renderPage();
    expect(within(screen.getByTestId('score-card-equifax')).getByText('801')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-skeleton')).toBeNull();
  });

  it("ignores 'Refresh Data' while a refresh runs, and reports a failed refresh", async () => {
    listAnswers([completed('experian', 712)]);
    renderPage();
    await screen.findByText('712');
    let release: (r: Response) => void = () => {};
    routes.set('GET /api/analyses', () => new Promise<Response>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'Refresh Data' });
    const before = listCalls();
    await user.click(button);
    await user.click(button);
    expect(listCalls()).toBe(before + 1);
    await act(async () => release(json({ code: 'INTERNAL', message: 'Down for a moment.' }, 503)));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to refresh data', { description: 'Down for a moment.' }));
    expect(toast.error).not.toHaveBeenCalledWith('Failed to load credit data', expect.anything());
    expect(screen.getByText('712')).toBeTruthy();
  });
});

describe('DashboardPage processing and recovery', () => {
  it('shows the processing banner with progress and polls until the analysis completes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = makeAnalysis({
      bureau: 'experian',
      analysis_status: 'processing',
      upload_date: new Date().toISOString(),
      metadata: { progress_percent: 55, stage: 'reading', reading_pages: { page: 3, of: 12 } },
    });
    listAnswers([running], [{ ...running, metadata: { progress_percent: 85, stage: 'detecting' } }], [completed('experian', 712)]);
    renderPage();
    const banner = await screen.findByTestId('processing-banner');
    expect(within(banner).getByText('Analyzing your credit reports')).toBeTruthy();
    expect(within(banner).getByRole('progressbar', { name: 'Experian analysis progress' })).toBeTruthy();
    // The stage, and the page of a scan being read (issue 27).
    expect(within(banner).getByText('Reading page 3 of 12... · 55%')).toBeTruthy();
    expect(within(screen.getByTestId('score-card-experian')).getByText('Processing report...')).toBeTruthy();

    // The first poll waits for the 5 s rate window (3 s back-off would be too early).
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(listCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(listCalls()).toBe(2);
    await waitFor(() => expect(screen.getByText('Checking for errors and negative items... · 85%')).toBeTruthy());
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(listCalls()).toBe(3);
    await waitFor(() => expect(screen.queryByTestId('processing-banner')).toBeNull());
    expect(screen.getByText('712')).toBeTruthy();
    // Nothing runs any more: no further polls.
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(listCalls()).toBe(3);
  });

  it('says the only report names another person, with the way to it, instead of "not ready" (decision 189)', async () => {
    const other = { ...completed('experian', 712), id: 'other-1', metadata: { owner: { check: 'other_person' as const, name_on_report: 'JANE Q SAMPLE' } } };
    listAnswers([other]);
    renderPage();
    const banner = await screen.findByTestId('processing-banner');
    expect(within(banner).getByText('Your report names another person')).toBeTruthy();
    expect(within(banner).queryByText('Your report data is not ready yet')).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Open the report' }).getAttribute('href')).toBe('/credit-report?tab=details&id=other-1');
  });

  it('says none of the reports could be read, without a refresh that cannot help, when every upload failed', async () => {
    const failed = makeAnalysis({ bureau: 'experian', analysis_status: 'failed', upload_date: minutesAgo(60) });
    listAnswers([failed]);
    renderPage();
    const banner = await screen.findByTestId('processing-banner');
    expect(within(banner).getByText('None of your reports could be read')).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Refresh Page' })).toBeNull();
  });

  it("offers 'Restart Analysis' for one stuck row, warns once, and refetches 3 s after the restart", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const stuck = makeAnalysis({ id: 'stuck-1', bureau: 'transunion', analysis_status: 'processing', upload_date: minutesAgo(20) });
    listAnswers([stuck, completed('experian', 712)]);
    routes.set('POST /api/analyses/stuck-1/restart', () =>
      json({ analysis: { ...stuck, metadata: { recovery_attempts: 1, last_recovery_at: new Date().toISOString() } } }),
    );
    renderPage();
    const banner = await screen.findByTestId('processing-banner');
    expect(within(banner).getByText('Some analyses appear to be stuck')).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Recover Stuck Analyses' })).toBeNull();
    await waitFor(() => expect(toast.warning).toHaveBeenCalledWith('Some analyses appear to be stuck', expect.objectContaining({ duration: 8000 })));
    await act(() => within(banner).getByRole('button', { name: 'Restart Analysis' }).click());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Analysis restarted', expect.anything()));
    expect(calls).toContain('POST /api/analyses/stuck-1/restart');
    const before = listCalls();
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(listCalls()).toBeGreaterThan(before);
    expect(toast.warning).toHaveBeenCalledTimes(1);
  });

  it("shows 'Failed to restart analysis' with the server message", async () => {
    const stuck = makeAnalysis({ id: 'stuck-1', analysis_status: 'pending', upload_date: minutesAgo(30) });
    listAnswers([stuck]);
    routes.set('POST /api/analyses/stuck-1/restart', () => json({ code: 'ANALYSIS_COMPLETED', message: 'This analysis has already completed.' }, 409));
    renderPage();
    const banner = await screen.findByTestId('processing-banner');
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Restart Analysis' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to restart analysis', { description: 'This analysis has already completed.' }));
  });

  it("recovers several stuck rows: 'No pending analyses found', then 'Multiple recovery attempts failed'", async () => {
    const a = makeAnalysis({ analysis_status: 'processing', upload_date: minutesAgo(20) });
    const b = makeAnalysis({ bureau: 'equifax', analysis_status: 'pending', upload_date: minutesAgo(25) });
    listAnswers([a, b]);
    let answer = { recovered: [] as AnalysisDto[], exhausted: [] as AnalysisDto[] };
    routes.set('POST /api/analyses/recover', () => json(answer));
    renderPage();
    const banner = await screen.findByTestId('processing-banner');
    const user = userEvent.setup();
    await user.click(within(banner).getByRole('button', { name: 'Recover Stuck Analyses' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('No pending analyses found'));
    answer = { recovered: [], exhausted: [a] };
    await user.click(within(screen.getByTestId('processing-banner')).getByRole('button', { name: 'Recover Stuck Analyses' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Multiple recovery attempts failed', { description: 'Please upload the report again or contact support.' }),
    );
  });

  it("says 'Failed to restart analyses' and goes to the upload tab 3 s later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    listAnswers([
      makeAnalysis({ analysis_status: 'processing', upload_date: minutesAgo(20) }),
      makeAnalysis({ bureau: 'equifax', analysis_status: 'pending', upload_date: minutesAgo(25) }),
    ]);
    routes.set('POST /api/analyses/recover', () => json({ code: 'INTERNAL', message: 'x' }, 500));
    const router = renderPage();
    const banner = await screen.findByTestId('processing-banner');
    await act(() => within(banner).getByRole('button', { name: 'Recover Stuck Analyses' }).click());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to restart analyses', expect.anything()));
    expect(router.state.location.pathname).toBe('/dashboard');
    await act(() => vi.advanceTimersByTimeAsync(3_100));
    expect(router.state.location.pathname + router.state.location.search).toBe('/credit-report?tab=upload');
  });

  it('shows the manual-intervention warning once every stuck row used its 5 attempts', async () => {
    listAnswers([
      makeAnalysis({ analysis_status: 'processing', upload_date: minutesAgo(90), metadata: { recovery_attempts: 5, last_recovery_at: minutesAgo(30) } }),
    ]);
    renderPage();
    const banner = await screen.findByTestId('processing-banner');
    expect(within(banner).getByText('Multiple recovery attempts failed.')).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Restart Analysis' })).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Upload again' }).getAttribute('href')).toBe('/credit-report?tab=upload');
  });
});

// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, notifyManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { UPLOAD_RETRY_DELAY_MS } from '../analyses/api';

const navigate = vi.hoisted(() => vi.fn());
const session = vi.hoisted(() => ({ user: { id: 'user-1', email: 'ann@example.com', name: 'Ann' } as { id: string; email: string; name: string } | null }));
vi.mock('react-router', async (importOriginal) => ({ ...(await importOriginal<typeof import('react-router')>()), useNavigate: () => navigate }));
vi.mock('../auth/session', () => ({ useAuthSession: () => ({ user: session.user, isPending: false, refetch: async () => {} }) }));

const { OnboardingPage } = await import('./OnboardingPage');

type Answer = { status: number; body: unknown } | Error;
const fetchMock = vi.fn<typeof fetch>();
let uploadAnswers: Answer[] = [];
let statusAnswers: Answer[] = [];
let deleteAnswers: Answer[] = [];
const statusCalls: string[] = [];
const deleteCalls: string[] = [];

function respond(answer: Answer | undefined): Promise<Response> {
  if (!answer) return new Promise(() => {}); // never answers
  if (answer instanceof Error) return Promise.reject(answer);
  return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }));
}

function row(id: string, bureau: string, analysis_status: string, metadata: Record<string, unknown> = {}) {
  return { id, bureau, analysis_status, upload_date: '2026-11-22T08:00:00Z', metadata };
}

/** Lets timers run and pending promises (fetch answers, React updates) settle. */
async function tick(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // What the timers set off (a step change that mounts a query, a request answering through the real event loop)
  // settles over a few rounds of React work; none of them moves the fake clock.
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<OnboardingPage />, { wrapper });
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
const input = (bureau: string) => screen.getByLabelText<HTMLInputElement>(`Upload ${bureau} report`);
const pdf = (name = 'report.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

/** Continue, then wait out the 1.5 s lock. */
async function continueOn() {
  fireEvent.click(button('Continue'));
  await tick(1500);
}

async function toUploadStep() {
  renderPage();
  await continueOn();
  await continueOn();
  expect(heading()).toBe('Upload Your Credit Reports');
}

async function uploadFor(bureau: string, answer: Answer) {
  uploadAnswers.push(answer);
  fireEvent.change(input(bureau), { target: { files: [pdf()] } });
  await tick();
}

const stored = () =>
  JSON.parse(sessionStorage.getItem('creditfix.onboarding.user-1') ?? 'null') as { step: string; uploads: { bureau: string; analysisId: string }[] } | null;

// React Query hands its change notices to a zero-delay timer taken outside the fake clock; as microtasks they land
// inside the act() rounds of tick().
notifyManager.setScheduler((cb) => queueMicrotask(cb));

describe('OnboardingPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    uploadAnswers = [];
    statusAnswers = [];
    deleteAnswers = [];
    statusCalls.length = 0;
    deleteCalls.length = 0;
    fetchMock.mockReset();
    fetchMock.mockImplementation((url) => {
      const path = String(url);
      if (path.startsWith('/api/analyses/upload')) return respond(uploadAnswers.shift());
      if (path.startsWith('/api/uploads/')) {
        deleteCalls.push(path);
        return respond(deleteAnswers.shift());
      }
      if (path.startsWith('/api/analyses/status')) {
        statusCalls.push(path);
        return respond(statusAnswers.length > 1 ? statusAnswers.shift() : statusAnswers[0]);
      }
      return Promise.reject(new Error(`unexpected ${path}`));
    });
    vi.stubGlobal('fetch', fetchMock);
    navigate.mockReset();
    navigate.mockResolvedValue(undefined);
    session.user = { id: 'user-1', email: 'ann@example.com', name: 'Ann' };
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the card, four step tabs that cannot be clicked, and no Back on welcome', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome to CreditFix AI');
    expect(screen.getByText("Let's get started improving your credit score with AI-powered analysis")).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Onboarding steps' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['1Welcome', '2Get Reports', '3Upload', '4Complete']);
    expect(tabs.every((t) => t.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    expect(heading()).toBe("Let's Improve Your Credit");
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    fireEvent.mouseDown(tabs[2]!);
    fireEvent.click(tabs[2]!);
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' });
    await tick();
    expect(heading()).toBe("Let's Improve Your Credit");
  });

  it('locks the footer buttons for 1.5 s after Continue, and Back goes one step', async () => {
    renderPage();
    fireEvent.click(button('Continue'));
    await tick();
    expect(heading()).toBe('Get Your Free Credit Reports');
    expect(button('Continue').disabled).toBe(true);
    expect(button('Back').disabled).toBe(true);
    fireEvent.click(button('Continue'));
    await tick(1499);
    expect(button('Continue').disabled).toBe(true);
    await tick(1);
    expect(button('Continue').disabled).toBe(false);
    expect(heading()).toBe('Get Your Free Credit Reports');
    expect(within(screen.getAllByRole('tab')[1]!).queryByText('(completed)')).toBeNull();
    expect(within(screen.getAllByRole('tab')[0]!).getByText('(completed)')).toBeTruthy();

    fireEvent.click(button('Back'));
    await tick();
    expect(heading()).toBe("Let's Improve Your Credit");
  });

  it('links to each bureau and the official free report site in new tabs', async () => {
    renderPage();
    await continueOn();
    expect(screen.getByText('You are entitled to one free credit report from each of the three bureaus every year.')).toBeTruthy();
    const links = screen.getAllByRole('link');
    const hrefs = Object.fromEntries(links.map((a) => [a.textContent!.replace(/\s*\(opens in a new tab\)$/, ''), a.getAttribute('href')]));
    expect(hrefs).toEqual({
      'Get Experian Report': 'https://www.experian.com/consumer-products/free-credit-report.html',
      'Get TransUnion Report': 'https://www.transunion.com/annual-credit-report',
      'Get Equifax Report': 'https://www.equifax.com/personal/credit-report-services/free-credit-reports/',
      'Visit AnnualCreditReport.com': 'https://www.annualcreditreport.com/',
    });
    for (const a of links) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toContain('noopener');
    }
  });

  it('blocks Continue at zero uploads with the spec toast', async () => {
    await toUploadStep();
    expect(screen.getByText('Upload a Report to Continue')).toBeTruthy();
    expect(
      screen.getByText('Upload at least one credit report to continue, or choose Skip for now and upload later from the Credit Report section.'),
    ).toBeTruthy();
    fireEvent.click(button('Continue'));
    await tick(2000);
    expect(toast.error).toHaveBeenCalledWith('Please upload at least one credit report before continuing', {
      description: 'You need to upload at least one report to create your repair plan.',
    });
    expect(heading()).toBe('Upload Your Credit Reports');
    expect(statusCalls).toEqual([]);
  });

  it('marks an uploaded bureau, names its file, counts the reports and keeps them in the session', async () => {
    await toUploadStep();
    await uploadFor('Experian', { status: 201, body: { analyses: [row('a-exp', 'experian', 'pending')] } });
    expect(toast.success).toHaveBeenCalledWith('Report uploaded successfully', expect.objectContaining({ duration: 5000 }));
    const experianCard = input('Experian').closest('li')!;
    expect(within(experianCard).getByText('Uploaded')).toBeTruthy();
    expect(within(experianCard).getByText('Uploaded: report.pdf')).toBeTruthy();
    expect(within(experianCard).getByText('Report uploaded. Drop or choose another file to replace it.')).toBeTruthy();
    expect(within(experianCard).getByRole('button', { name: 'Remove the Experian report' })).toBeTruthy();
    expect(within(input('TransUnion').closest('li')!).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText('1 Report(s) Uploaded')).toBeTruthy();
    expect(screen.getByText('You can continue with the onboarding process now.')).toBeTruthy();
    expect(screen.queryByText('Upload a Report to Continue')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();

    await uploadFor('Equifax', { status: 201, body: { analyses: [row('a-eqf', 'equifax', 'pending')] } });
    expect(screen.getByText('2 Report(s) Uploaded')).toBeTruthy();
    expect(stored()).toEqual({
      step: 'upload',
      uploads: [
        { bureau: 'experian', analysisId: 'a-exp', fileName: 'report.pdf' },
        { bureau: 'equifax', analysisId: 'a-eqf', fileName: 'report.pdf' },
      ],
    });
    const [url] = fetchMock.mock.calls.find(([u]) => String(u).includes('equifax'))!;
    expect(url).toBe('/api/analyses/upload?bureau=equifax');
  });

  it('a new file in a filled slot replaces the report there and deletes the one before (issue 27)', async () => {
    await toUploadStep();
    await uploadFor('Experian', { status: 201, body: { analyses: [row('a-exp', 'experian', 'pending')] } });
    expect(input('Experian').disabled).toBe(false);
    deleteAnswers.push({ status: 200, body: { deleted: {} } });
    uploadAnswers.push({ status: 201, body: { analyses: [row('a-exp-2', 'experian', 'pending')] } });
    fireEvent.change(input('Experian'), { target: { files: [pdf('right-report.pdf')] } });
    await tick();
    expect(toast.success).toHaveBeenLastCalledWith(
      'Report uploaded successfully',
      expect.objectContaining({ description: 'Your new Experian report replaces the previous one and is being analyzed.' }),
    );
    expect(deleteCalls).toEqual(['/api/uploads/a-exp']);
    expect(fetchMock.mock.calls.find(([u]) => String(u) === '/api/uploads/a-exp')![1]?.method).toBe('DELETE');
    expect(screen.getByText('Uploaded: right-report.pdf')).toBeTruthy();
    expect(screen.getByText('1 Report(s) Uploaded')).toBeTruthy();
    expect(stored()?.uploads).toEqual([{ bureau: 'experian', analysisId: 'a-exp-2', fileName: 'right-report.pdf' }]);
  });

  it("'Remove' deletes the upload and empties the slot; a refused delete keeps it and says so (issue 27)", async () => {
    await toUploadStep();
    await uploadFor('TransUnion', { status: 201, body: { analyses: [row('a-tu', 'transunion', 'pending')] } });
    const removeButton = () => screen.getByRole('button', { name: 'Remove the TransUnion report' });

    deleteAnswers.push({ status: 500, body: { code: 'INTERNAL', message: 'The server had a problem.' } });
    fireEvent.click(removeButton());
    await tick();
    expect(toast.error).toHaveBeenLastCalledWith('Could not remove the report', expect.objectContaining({ description: 'The server had a problem.' }));
    expect(screen.getByText('1 Report(s) Uploaded')).toBeTruthy();

    deleteAnswers.push({ status: 200, body: { deleted: {} } });
    fireEvent.click(removeButton());
    await tick();
    expect(deleteCalls).toEqual(['/api/uploads/a-tu', '/api/uploads/a-tu']);
    expect(toast.success).toHaveBeenLastCalledWith('Report removed', { description: 'Your TransUnion report and its analysis were deleted.' });
    expect(screen.queryByRole('button', { name: 'Remove the TransUnion report' })).toBeNull();
    expect(screen.getByText('Upload a Report to Continue')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeTruthy();
    expect(stored()?.uploads).toEqual([]);
  });

  it('toasts Upload Failed with the server message, or the fallback', async () => {
    await toUploadStep();
    await uploadFor('TransUnion', { status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'File too large. Maximum file size is 10MB.' } });
    expect(toast.error).toHaveBeenLastCalledWith('Upload Failed', { description: 'File too large. Maximum file size is 10MB.' });
    // A lost connection is retried once (same idempotency key); the second loss is shown.
    uploadAnswers.push(new TypeError('Failed to fetch'));
    await uploadFor('TransUnion', new TypeError('Failed to fetch'));
    await tick(UPLOAD_RETRY_DELAY_MS);
    expect(uploadAnswers).toHaveLength(0);
    expect(toast.error).toHaveBeenLastCalledWith('Upload Failed', { description: 'Failed to upload report. Please try again.' });
    expect(input('TransUnion').disabled).toBe(false);
    expect(screen.getByText('Upload a Report to Continue')).toBeTruthy();
  });

  it('survives a reload for the same user, not for another one', async () => {
    sessionStorage.setItem('creditfix.onboarding.user-1', JSON.stringify({ step: 'upload', uploads: [{ bureau: 'transunion', analysisId: 't1' }] }));
    const view = renderPage();
    expect(heading()).toBe('Upload Your Credit Reports');
    expect(screen.getByRole('button', { name: 'Remove the TransUnion report' })).toBeTruthy();
    view.unmount();

    session.user = { id: 'user-2', email: 'bob@example.com', name: 'Bob' };
    renderPage();
    expect(heading()).toBe("Let's Improve Your Credit");
  });

  it('moves to complete after a brief busy state and polls each uploaded bureau every 3 s until all are done', async () => {
    await toUploadStep();
    await uploadFor('Experian', { status: 201, body: { analyses: [row('a-exp', 'experian', 'pending')] } });
    await uploadFor('Equifax', { status: 201, body: { analyses: [row('a-eqf', 'equifax', 'pending')] } });
    statusAnswers = [
      { status: 200, body: { analyses: [row('a-eqf', 'equifax', 'pending'), row('a-exp', 'experian', 'pending')] } },
      {
        status: 200,
        body: {
          analyses: [
            row('a-eqf', 'equifax', 'processing', { progress_percent: 55, stage: 'reading', reading_pages: { page: 3, of: 12 } }),
            row('a-exp', 'experian', 'processing'),
          ],
        },
      },
      {
        status: 200,
        body: {
          analyses: [
            row('a-eqf', 'equifax', 'failed', { error: { code: 'not_a_report', message: 'This file does not look like a credit report.' } }),
            row('a-exp', 'experian', 'completed'),
            row('old-exp', 'experian', 'failed'),
          ],
        },
      },
    ];
    fireEvent.click(button('Continue'));
    await tick(50);
    expect(heading()).toBe('Upload Your Credit Reports');
    await tick(50);
    expect(heading()).toBe('Your reports are being analyzed!');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    expect(statusCalls).toEqual(['/api/analyses/status?bureaus=experian,equifax']);

    const bar = (b: string) => screen.getByRole('progressbar', { name: `${b} analysis progress` });
    const rowOf = (b: string) => bar(b).closest('li')!;
    expect(within(rowOf('Experian')).getByText('Waiting to process...')).toBeTruthy();
    expect(bar('Experian').getAttribute('aria-valuenow')).toBe('10');
    expect(screen.queryByText('Analysis Complete!')).toBeNull();

    await tick(2999);
    expect(statusCalls).toHaveLength(1);
    await tick(1);
    expect(statusCalls).toHaveLength(2);
    expect(within(rowOf('Equifax')).getByText('AI analysis in progress...')).toBeTruthy();
    // The stage, and the page of a scan being read (issue 27).
    expect(within(rowOf('Equifax')).getByText('Reading page 3 of 12...')).toBeTruthy();
    expect(within(rowOf('Experian')).getByText('Reading the file...')).toBeTruthy();
    expect(bar('Equifax').getAttribute('aria-valuenow')).toBe('55');
    expect(bar('Experian').getAttribute('aria-valuenow')).toBe('50');

    await tick(3000);
    expect(statusCalls).toHaveLength(3);
    expect(within(rowOf('Experian')).getByText('Analysis complete!')).toBeTruthy();
    expect(bar('Experian').getAttribute('aria-valuenow')).toBe('100');
    expect(within(rowOf('Equifax')).getByText('Analysis failed')).toBeTruthy();
    expect(within(rowOf('Equifax')).getByText('Reason: This file does not look like a credit report.')).toBeTruthy();
    expect(bar('Equifax').getAttribute('aria-valuenow')).toBe('0');
    expect(heading()).toBe('Analysis Complete!');
    expect(button('View Credit Report Details')).toBeTruthy();

    await tick(9000);
    expect(statusCalls).toHaveLength(3);
  });

  it('shows the polling failure in place of the list', async () => {
    sessionStorage.setItem('creditfix.onboarding.user-1', JSON.stringify({ step: 'complete', uploads: [{ bureau: 'experian', analysisId: 'a-exp' }] }));
    statusAnswers = [{ status: 500, body: { code: 'INTERNAL', message: '' } }];
    renderPage();
    await tick();
    expect(screen.getByText('Failed to check analysis status. Please try again later.')).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Experian analysis progress' })).toBeNull();
  });

  it('reads Preparing... until the status call has the row', async () => {
    sessionStorage.setItem('creditfix.onboarding.user-1', JSON.stringify({ step: 'complete', uploads: [{ bureau: 'transunion', analysisId: 't1' }] }));
    statusAnswers = [{ status: 200, body: { analyses: [] } }];
    renderPage();
    await tick();
    expect(screen.getByText('Preparing...')).toBeTruthy();
  });

  it('skips to the no-uploads completion, shows Loading... while locked, and finishes to /dashboard', async () => {
    await toUploadStep();
    fireEvent.click(button('Skip for now'));
    await tick();
    expect(heading()).toBe('Setup complete!');
    expect(screen.getByText('You can upload your credit reports at any time from the Credit Report section.')).toBeTruthy();
    expect(button('Loading...').disabled).toBe(true);
    await tick(1500);
    expect(screen.getAllByRole('button', { name: 'Go to Dashboard' })).toHaveLength(1);
    fireEvent.click(button('Go to Dashboard'));
    await tick();
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(toast.success).toHaveBeenCalledWith('Setup completed successfully!');
    expect(stored()).toBeNull();
    expect(statusCalls).toEqual([]);
  });

  it('finishes while analyses run with the info toast', async () => {
    sessionStorage.setItem('creditfix.onboarding.user-1', JSON.stringify({ step: 'complete', uploads: [{ bureau: 'experian', analysisId: 'a-exp' }] }));
    statusAnswers = [{ status: 200, body: { analyses: [row('a-exp', 'experian', 'processing')] } }];
    renderPage();
    await tick();
    fireEvent.click(button('Go to Dashboard'));
    await tick();
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(toast.info).toHaveBeenCalledWith('Your reports are still being analyzed. You can check their status in the dashboard.');
  });

  it('finishes a complete analysis to /credit-report with the success toast', async () => {
    sessionStorage.setItem('creditfix.onboarding.user-1', JSON.stringify({ step: 'complete', uploads: [{ bureau: 'experian', analysisId: 'a-exp' }] }));
    statusAnswers = [{ status: 200, body: { analyses: [row('a-exp', 'experian', 'completed')] } }];
    renderPage();
    await tick();
    fireEvent.click(button('View Credit Report Details'));
    await tick();
    expect(navigate).toHaveBeenCalledWith('/credit-report');
    expect(toast.success).toHaveBeenCalledWith('Analysis completed successfully!');
  });

  it("finishes from the footer's 'Go to Dashboard' with the analysis complete to the dashboard (decision 203)", async () => {
    sessionStorage.setItem('creditfix.onboarding.user-1', JSON.stringify({ step: 'complete', uploads: [{ bureau: 'experian', analysisId: 'a-exp' }] }));
    statusAnswers = [{ status: 200, body: { analyses: [row('a-exp', 'experian', 'completed')] } }];
    renderPage();
    await tick();
    const footer = document.querySelector('[data-wizard-footer]') as HTMLElement;
    fireEvent.click(within(footer).getByRole('button', { name: /Go to Dashboard/ }));
    await tick();
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(toast.success).toHaveBeenCalledWith('Analysis completed successfully!');
  });

  it('says nothing of success when every analysis failed', async () => {
    sessionStorage.setItem('creditfix.onboarding.user-1', JSON.stringify({ step: 'complete', uploads: [{ bureau: 'experian', analysisId: 'a-exp' }] }));
    statusAnswers = [{ status: 200, body: { analyses: [row('a-exp', 'experian', 'failed')] } }];
    renderPage();
    await tick();
    fireEvent.click(button('Go to Dashboard'));
    await tick();
    expect(navigate).toHaveBeenCalledWith('/dashboard');
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('unlocks the buttons when navigation fails', async () => {
    sessionStorage.setItem('creditfix.onboarding.user-1', JSON.stringify({ step: 'complete', uploads: [] }));
    navigate.mockRejectedValueOnce(new Error('chunk failed'));
    renderPage();
    fireEvent.click(button('Go to Dashboard'));
    await tick();
    expect(toast.error).toHaveBeenCalledWith('Navigation failed. Please try again.');
    expect(toast.success).not.toHaveBeenCalled();
    expect(button('Go to Dashboard').disabled).toBe(false);
    expect(stored()).toEqual({ step: 'complete', uploads: [] });
  });
});

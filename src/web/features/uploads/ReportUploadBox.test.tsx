// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { analysisKeys } from '../analyses/api';
import { ReportUploadBox } from './ReportUploadBox';

const fetchMock = vi.fn<typeof fetch>();

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const pendingRow = { id: 'a1', bureau: 'experian', analysis_status: 'pending', metadata: {} };

let client: QueryClient;

function renderBox(props: Partial<Parameters<typeof ReportUploadBox>[0]> = {}) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return render(<ReportUploadBox target="experian" label="Upload Experian report" {...props} />, { wrapper });
}

const pdf = () => new File(['%PDF-1.7'], 'experian.pdf', { type: 'application/pdf' });
const input = () => screen.getByLabelText<HTMLInputElement>('Upload Experian report');

describe('ReportUploadBox', () => {
  it('follows its analysis to the end without a reload: stage while it runs, then the result (issue 27)', async () => {
    fetchMock.mockResolvedValue(json(201, { analyses: [pendingRow] }));
    vi.stubGlobal('fetch', fetchMock);
    renderBox();
    fireEvent.change(input(), { target: { files: [pdf()] } });
    await screen.findByText('Upload successful! Your report is being analyzed');
    expect(screen.getByText('Waiting to start...')).toBeTruthy();
    // The screen's list (its poll or the realtime channel) brings the row's new state: a scan names its page.
    act(() =>
      client.setQueryData(analysisKeys.list(), [
        { ...pendingRow, analysis_status: 'processing', metadata: { stage: 'reading', progress_percent: 30, reading_pages: { page: 3, of: 12 } } },
      ]),
    );
    await screen.findByText('Reading page 3 of 12...');
    act(() =>
      client.setQueryData(analysisKeys.list(), [{ ...pendingRow, analysis_status: 'processing', metadata: { stage: 'parsing', progress_percent: 40 } }]),
    );
    await screen.findByText('Reading the report sections...');
    expect(screen.getByRole('progressbar', { name: 'Experian analysis progress' }).getAttribute('aria-valuenow')).toBe('40');
    act(() => client.setQueryData(analysisKeys.list(), [{ ...pendingRow, analysis_status: 'completed', metadata: {} }]));
    await screen.findByText('Analysis complete!');
    expect(screen.getByText('Upload successful! The analysis has finished.')).toBeTruthy();
    expect(screen.queryByText('Upload successful! Your report is being analyzed')).toBeNull();
  });

  it('a merged upload names each bureau, and a failed one says why', async () => {
    const rows = (['experian', 'transunion'] as const).map((bureau, i) => ({ ...pendingRow, id: `m${i}`, bureau }));
    fetchMock.mockResolvedValue(json(201, { analyses: rows }));
    vi.stubGlobal('fetch', fetchMock);
    renderBox();
    fireEvent.change(input(), { target: { files: [pdf()] } });
    await screen.findByText('Upload successful! Your report is being analyzed');
    act(() =>
      client.setQueryData(analysisKeys.list(), [
        { ...rows[0], analysis_status: 'completed', metadata: {} },
        { ...rows[1], analysis_status: 'failed', metadata: { error: { code: 'bureau_missing', message: 'The TransUnion section was not found.' } } },
      ]),
    );
    await screen.findByText('The TransUnion section was not found.');
    expect(screen.getByText(/Experian:/)).toBeTruthy();
    expect(screen.getByText(/TransUnion:/)).toBeTruthy();
  });

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('simulates progress 5 % every 200 ms up to 90 %, then shows success at 100 % and resets', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let answer!: (r: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    renderBox({ onSuccess });
    fireEvent.change(input(), { target: { files: [pdf()] } });

    const bar = () => screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar().getAttribute('aria-valuenow')).toBe('0');
    act(() => vi.advanceTimersByTime(200));
    expect(bar().getAttribute('aria-valuenow')).toBe('5');
    expect(screen.getByText('Uploading... 5%')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200 * 9));
    expect(bar().getAttribute('aria-valuenow')).toBe('50');
    act(() => vi.advanceTimersByTime(200 * 100));
    expect(bar().getAttribute('aria-valuenow')).toBe('90');
    expect(screen.getByText('experian.pdf')).toBeTruthy();

    await act(async () => answer(json(201, { analyses: [pendingRow] })));
    await screen.findByText('Upload successful! Your report is being analyzed');
    expect(onSuccess).toHaveBeenCalledWith([pendingRow], expect.any(File));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/analyses/upload?bureau=experian');
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Upload another file' }));
    expect(screen.getByLabelText('Upload Experian report')).toBeTruthy();
    expect(screen.queryByText('Upload successful! Your report is being analyzed')).toBeNull();
  });

  it('shows the server message of a refused upload and lets another file be tried', async () => {
    fetchMock.mockResolvedValueOnce(json(415, { code: 'UNSUPPORTED_FILE_TYPE', message: 'Invalid file type. Please upload a PDF, JPEG, or PNG file.' }));
    const onError = vi.fn();
    renderBox({ onError });
    await userEvent.setup().upload(input(), pdf());
    await screen.findByText('Invalid file type. Please upload a PDF, JPEG, or PNG file.');
    expect(onError).toHaveBeenCalledWith('Invalid file type. Please upload a PDF, JPEG, or PNG file.', expect.anything());

    fetchMock.mockResolvedValueOnce(json(201, { analyses: [pendingRow] }));
    await userEvent.setup().upload(input(), pdf());
    await screen.findByText('Upload successful! Your report is being analyzed');
  });

  it('falls back to the spec sentence when the failure has no message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderBox();
    await userEvent.setup().upload(input(), pdf());
    await screen.findByText('An error occurred while uploading your file.');
  });

  it('sends nothing for a file over the limit', async () => {
    renderBox();
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.setup().upload(input(), big);
    expect(screen.getByRole('alert').textContent).toBe('File size exceeds the limit of 10.00MB');
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});

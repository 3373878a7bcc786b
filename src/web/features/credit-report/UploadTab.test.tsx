// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import type { AnalysisDto } from '../../../common/analysis';
import { json, row, stubFetch } from './test-support';

const { UploadTab } = await import('./UploadTab');

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
const pdf = () => new File(['%PDF-1.7 report'], 'experian.pdf', { type: 'application/pdf' });

function show(analyses: AnalysisDto[]) {
  const queryClient = client();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <UploadTab analyses={analyses} />
    </QueryClientProvider>,
  );
  return (next: AnalysisDto[]) =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <UploadTab analyses={next} />
      </QueryClientProvider>,
    );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('UploadTab', () => {
  it('has Experian, TransUnion and Equifax sub-tabs, Experian first, and the accepted files line', () => {
    stubFetch(() => json({}));
    show([]);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Experian', 'TransUnion', 'Equifax']);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Experian');
    expect(screen.getAllByText('PDF, JPEG, PNG or a saved web page (HTML) up to 10MB, or up to 20 photos of one report').length).toBeGreaterThan(0);
  });

  it("toasts 'Report uploaded successfully', then 'Report upload successful' once its analysis has started", async () => {
    const created = row({ analysis_status: 'pending', score: null });
    const fetchMock = stubFetch(() => json({ analyses: [created] }, 201));
    const update = show([]);
    await userEvent.setup().upload(screen.getByLabelText('Upload Experian report'), pdf());
    expect(await screen.findByText('Upload successful! Your report is being analyzed')).toBeTruthy();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/analyses/upload?bureau=experian');
    expect(toast.success).toHaveBeenCalledWith('Report uploaded successfully', { duration: 5000 });
    expect(toast.success).not.toHaveBeenCalledWith('Report upload successful', expect.anything());

    update([created]);
    expect(toast.success).not.toHaveBeenCalledWith('Report upload successful', expect.anything());
    update([{ ...created, analysis_status: 'processing' }]);
    expect(toast.success).toHaveBeenCalledWith('Report upload successful', {
      description: 'Processing has started. This may take a few moments.',
      duration: 5000,
    });
    expect(screen.getByRole('progressbar', { name: 'Experian analysis progress' })).toBeTruthy();
  });

  it("toasts 'Analysis initiation failed' when the server could not create the analysis", async () => {
    stubFetch(() => json({ code: 'INTERNAL', message: 'Something went wrong' }, 500));
    show([]);
    await userEvent.setup().upload(screen.getByLabelText('Upload Experian report'), pdf());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Analysis initiation failed', {
        description: "We couldn't start analyzing your report. Please try again later or contact support.",
      }),
    );
  });

  it('does not call a refused file type an initiation failure', async () => {
    stubFetch(() => json({ code: 'UNSUPPORTED_FILE_TYPE', message: 'Invalid file type. Please upload a PDF, JPEG, or PNG file.' }, 415));
    show([]);
    await userEvent.setup().upload(screen.getByLabelText('Upload Experian report'), pdf());
    expect(await screen.findByText('Invalid file type. Please upload a PDF, JPEG, or PNG file.')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('uploads a 3-in-1 report as bureau target merged', async () => {
    const fetchMock = stubFetch(() => json({ analyses: [row({ analysis_status: 'pending' })] }, 201));
    show([]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Upload a 3-in-1 report' }));
    await user.upload(screen.getByLabelText('Upload 3-in-1 report'), pdf());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/analyses/upload?bureau=merged');
  });
});

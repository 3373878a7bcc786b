/**
 * The analyses API for every screen (onboarding, credit report, dashboard): query keys, fetchers and mutations.
 * Screens own their polling rhythm (spec document 2 §4); this module owns the calls and the cache entries.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { summarizeAnalysis, type AnalysisDto, type AnalysisStatusDto, type AnalysisSummaryDto, type Bureau, type UploadTarget } from '../../../common/analysis';
import type { CreditFiguresDto } from '../../../common/figures';
import type { CorrectionRequest, EntryCorrectionRequest, ReviewDto } from '../../../common/review';
import { IDEMPOTENCY_KEY_HEADER, type UploadDeletionDto } from '../../../common/uploads';
import { api, apiRequest } from '../../lib/api';

export const analysisKeys = {
  all: ['analyses'] as const,
  list: () => [...analysisKeys.all, 'list'] as const,
  statuses: (bureaus: readonly Bureau[]) => [...analysisKeys.all, 'status', [...bureaus].sort().join(',')] as const,
  review: (id: string) => [...analysisKeys.all, 'review', id] as const,
  figures: (version: number) => [...analysisKeys.all, 'figures', version] as const,
};

/**
 * GET /api/figures (decision 200): the server's one derivation of debts, disputes and rounds. `version` is when the
 * screen's list of analyses last changed, so the figures follow every new reading of the list.
 */
export function useFigures(version: number, enabled = true) {
  return useQuery({
    queryKey: analysisKeys.figures(version),
    queryFn: () => api.get<CreditFiguresDto>('/api/figures'),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The list: summaries (docs/decisions/095); GET /api/analyses/:id has one row in full. */
export async function fetchAnalyses(): Promise<AnalysisSummaryDto[]> {
  return (await api.get<{ analyses: AnalysisSummaryDto[] }>('/api/analyses')).analyses;
}

export async function fetchAnalysisStatuses(bureaus: readonly Bureau[]): Promise<AnalysisStatusDto[]> {
  const query = bureaus.length > 0 ? `?bureaus=${bureaus.join(',')}` : '';
  return (await api.get<{ analyses: AnalysisStatusDto[] }>(`/api/analyses/status${query}`)).analyses;
}

/** All of the user's analyses, newest upload first. refetchInterval may depend on the rows (poll while running). */
export function useAnalyses(
  options: { enabled?: boolean; refetchInterval?: number | false | ((query: { state: { data: AnalysisSummaryDto[] | undefined } }) => number | false) } = {},
) {
  return useQuery({ queryKey: analysisKeys.list(), queryFn: fetchAnalyses, ...options });
}

/**
 * The idempotency key of each file selection and target (docs/decisions/094): the File object stands for one
 * selection, so sending it again (a retry) reuses the key and the server answers with the first upload's rows.
 */
const uploadKeys = new WeakMap<File, Map<UploadTarget, string>>();

export function uploadKeyFor(file: File, target: UploadTarget): string {
  let byTarget = uploadKeys.get(file);
  if (!byTarget) uploadKeys.set(file, (byTarget = new Map()));
  let key = byTarget.get(target);
  if (!key) byTarget.set(target, (key = crypto.randomUUID()));
  return key;
}

/** A lost connection (no answer at all) is retried once after this pause, with the same key. */
export const UPLOAD_RETRY_DELAY_MS = 300;

/**
 * Uploads one report file for a bureau (or a merged report), or several photos as the pages of one report, in order
 * (docs/decisions/188). Resolves with the created pending row(s).
 */
export async function uploadReport(target: UploadTarget, files: File | readonly File[], signal?: AbortSignal): Promise<AnalysisDto[]> {
  const list = Array.isArray(files) ? files : [files as File];
  const file = list[0]!;
  const send = async () => {
    const form = new FormData();
    for (const f of list) form.append('file', f, f.name);
    const result = await apiRequest<{ analyses: AnalysisDto[] }>(`/api/analyses/upload?bureau=${target}`, {
      method: 'POST',
      body: form,
      headers: { [IDEMPOTENCY_KEY_HEADER]: uploadKeyFor(file, target) },
      signal,
    });
    return result.analyses;
  };
  try {
    return await send();
  } catch (error) {
    // fetch rejects with a TypeError when no answer came: the upload may or may not have been stored.
    if (!(error instanceof TypeError) || signal?.aborted) throw error;
    await new Promise((resolve) => setTimeout(resolve, UPLOAD_RETRY_DELAY_MS));
    return send();
  }
}

/** An upload (its report id, or any of its analyses' ids: docs/api.md "Uploads"). */
export const uploadPath = (reportId: string) => `/api/uploads/${encodeURIComponent(reportId)}`;

/** Deletes an upload: its file, its analyses and what only it supports (docs/decisions/190). */
export function deleteUpload(reportId: string): Promise<{ deleted: UploadDeletionDto }> {
  return api.delete<{ deleted: UploadDeletionDto }>(uploadPath(reportId));
}

/** Replaces a row in the cached list after a mutation answered with it, then refetches. */
function useRowUpdater() {
  const queryClient = useQueryClient();
  return (row: AnalysisDto) => {
    queryClient.setQueryData<AnalysisSummaryDto[]>(analysisKeys.list(), (rows) => rows?.map((r) => (r.id === row.id ? summarizeAnalysis(row) : r)));
    void queryClient.invalidateQueries({ queryKey: analysisKeys.all });
  };
}

export function useRestartAnalysis() {
  const update = useRowUpdater();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<{ analysis: AnalysisDto }>(`/api/analyses/${encodeURIComponent(id)}/restart`)).analysis,
    onSuccess: update,
  });
}

export function useRecoverAnalyses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ recovered: AnalysisDto[]; exhausted: AnalysisDto[] }>('/api/analyses/recover'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analysisKeys.all }),
  });
}

export function useRegenerateStrategy() {
  const update = useRowUpdater();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<{ analysis: AnalysisDto }>(`/api/analyses/${encodeURIComponent(id)}/strategy`)).analysis,
    onSuccess: update,
  });
}

export function useCorrectScore() {
  const update = useRowUpdater();
  return useMutation({
    mutationFn: async ({ id, score }: { id: string; score: number | null }) =>
      (
        await apiRequest<{ analysis: AnalysisDto }>(`/api/analyses/${encodeURIComponent(id)}/score`, {
          method: 'PUT',
          body: JSON.stringify({ score }),
        })
      ).analysis,
    onSuccess: update,
  });
}

/** The accounts of a completed analysis as read, with the person's corrections (docs/api.md "Reviewing the reading"). */
export function useReview(id: string) {
  return useQuery({
    queryKey: analysisKeys.review(id),
    queryFn: async () => (await api.get<{ review: ReviewDto }>(`/api/analyses/${encodeURIComponent(id)}/review`)).review,
  });
}

type ReviewChange = { analysis: AnalysisDto; review: ReviewDto };

/** After a correction: the rebuilt row into the list, the review into its cache, then both refetched. */
function useReviewUpdater() {
  const queryClient = useQueryClient();
  const update = useRowUpdater();
  return (change: ReviewChange) => {
    queryClient.setQueryData(analysisKeys.review(change.analysis.id), change.review);
    update(change.analysis);
  };
}

export function useAddCorrection(id: string) {
  const update = useReviewUpdater();
  return useMutation({
    mutationFn: (body: CorrectionRequest) => api.post<ReviewChange>(`/api/analyses/${encodeURIComponent(id)}/corrections`, body),
    onSuccess: update,
  });
}

/** A flagged inquiry or public record confirmed or corrected (decision 250). */
export function useAddEntryCorrection(id: string) {
  const update = useReviewUpdater();
  return useMutation({
    mutationFn: (body: EntryCorrectionRequest) => api.post<ReviewChange>(`/api/analyses/${encodeURIComponent(id)}/entry-corrections`, body),
    onSuccess: update,
  });
}

export function useRemoveCorrection(id: string) {
  const update = useReviewUpdater();
  return useMutation({
    mutationFn: (correctionId: string) =>
      apiRequest<ReviewChange>(`/api/analyses/${encodeURIComponent(id)}/corrections/${encodeURIComponent(correctionId)}`, { method: 'DELETE' }),
    onSuccess: update,
  });
}

/**
 * Rows read while the person's services were closed carry no advice (`raw_data.advice_withheld`, decision 169). When
 * services open while the screen holds such a row (the period ended, a plan began), the analyses are read again once.
 */
export function useAdviceCatchUp(withheld: boolean, servicesOpen: boolean): void {
  const queryClient = useQueryClient();
  const stale = withheld && servicesOpen;
  useEffect(() => {
    if (stale) void queryClient.invalidateQueries({ queryKey: analysisKeys.all });
  }, [stale, queryClient]);
}

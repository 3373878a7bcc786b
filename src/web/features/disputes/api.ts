/** The disputes API for the dispute screens and the dashboard: query keys, fetchers and mutations. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateDto } from '../../../common/disputes/candidates';
import type { DisputeItemDto } from '../../../common/disputes/items';
import type { LetterDto } from '../../../common/disputes/letters';
import type { PersonReason } from '../../../common/disputes/reasons';
import type { ChoiceRequest, CreateLetterRequest } from '../../../common/disputes/requests';
import type { SendMailRequest, SendMailResponse, TrackingDto } from '../../../common/mail';
import { api, apiDownload, apiRequest } from '../../lib/api';

export interface DisputesData {
  has_completed_analysis: boolean;
  items: DisputeItemDto[];
  letters: LetterDto[];
  /** Name and summary of each law the items cite. */
  laws: Record<string, { name: string; summary: string }>;
}

export const disputeKeys = {
  all: ['disputes'] as const,
  list: () => [...disputeKeys.all, 'list'] as const,
  candidates: (analysisId: string) => [...disputeKeys.all, 'candidates', analysisId] as const,
};

/** Spec: dispute data loads only when a user id exists. */
export function useDisputes(
  userId: string | null,
  options: { refetchInterval?: number | false | ((q: { state: { data: DisputesData | undefined } }) => number | false) } = {},
) {
  return useQuery({ queryKey: [...disputeKeys.list(), userId], queryFn: () => api.get<DisputesData>('/api/disputes'), enabled: userId !== null, ...options });
}

export function useCandidates(analysisId: string | null) {
  return useQuery({
    queryKey: disputeKeys.candidates(analysisId ?? ''),
    queryFn: async () =>
      (await api.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${encodeURIComponent(analysisId ?? '')}`)).candidates,
    enabled: analysisId !== null,
  });
}

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  // Not awaited: the refetch can unmount the form that called mutate (an approved letter's form goes away) before
  // mutate's own onSuccess would run, and its toast would be lost.
  return useMutation({ mutationFn: fn, onSettled: () => void queryClient.invalidateQueries({ queryKey: disputeKeys.all }) });
}

const enc = encodeURIComponent;
const patch = <T>(path: string, body: unknown) => apiRequest<T>(path, { method: 'PATCH', body: JSON.stringify(body) });

export const useRecordChoice = () =>
  useInvalidating((body: ChoiceRequest) => api.post<{ candidate: CandidateDto; items: DisputeItemDto[] }>('/api/disputes/choices', body));
export const useUpdateStatus = () =>
  useInvalidating(({ id, status }: { id: string; status: string }) => patch<{ item: DisputeItemDto }>(`/api/disputes/items/${enc(id)}/status`, { status }));
export const useUpdateStatement = () =>
  useInvalidating(({ id, statement }: { id: string; statement: string }) =>
    patch<{ item: DisputeItemDto }>(`/api/disputes/items/${enc(id)}/statement`, { statement }),
  );
export const useRegenerate = () => useInvalidating((itemIds: string[]) => api.post<{ scheduled: boolean }>('/api/disputes/regenerate', { item_ids: itemIds }));
export const useEditLetter = () =>
  useInvalidating(({ id, ...body }: { id: string; opening?: string; closing?: string }) =>
    patch<{ letter: LetterDto }>(`/api/disputes/letters/${enc(id)}`, body),
  );
export const useApproveLetter = () =>
  useInvalidating(
    ({ id, ...body }: { id: string; attested: true; signature_name: string; signature_date: string; date_of_birth?: string; ssn_last4?: string }) =>
      api.post<{ letter: LetterDto }>(`/api/disputes/letters/${enc(id)}/approve`, body),
  );
export const useMarkMailed = () =>
  useInvalidating(({ id, mailed_date }: { id: string; mailed_date: string }) =>
    api.post<{ letter: LetterDto }>(`/api/disputes/letters/${enc(id)}/mailed`, { mailed_date }),
  );
export const useCreateLetter = () => useInvalidating((body: CreateLetterRequest) => api.post<{ letter: LetterDto }>('/api/disputes/letters', body));
export const useCreateCustom = () =>
  useInvalidating(
    (body: {
      bureau: string;
      creditor: string;
      account_number?: string;
      reason: PersonReason;
      statement: string;
      confirmed?: boolean;
      request: 'delete' | 'correct';
    }) => api.post<{ item: DisputeItemDto }>('/api/disputes/custom', body),
  );
export const useAddExhibit = () =>
  useInvalidating(({ id, kind, file }: { id: string; kind: string; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiRequest<{ letter: LetterDto }>(`/api/disputes/letters/${enc(id)}/exhibits?kind=${enc(kind)}`, { method: 'POST', body: form });
  });
export const useRemoveExhibit = () =>
  useInvalidating(({ id, exhibitId }: { id: string; exhibitId: string }) =>
    apiRequest<{ letter: LetterDto }>(`/api/disputes/letters/${enc(id)}/exhibits/${enc(exhibitId)}`, { method: 'DELETE' }),
  );

export function letterPdfPath(id: string): string {
  return `/api/disputes/letters/${enc(id)}/pdf`;
}

export function downloadLetterPdf(id: string) {
  return apiDownload(letterPdfPath(id));
}

// ---- certified mail and tracking (docs/api.md "Certified mail") ---------------------------------------------------

/** The PDF Lob printed and mailed (decision 137). */
export function downloadMailedPdf(letterId: string) {
  return apiDownload(`/api/disputes/letters/${enc(letterId)}/mailed-pdf`);
}

export const mailKeys = {
  availability: () => [...disputeKeys.all, 'mail'] as const,
  tracking: (letterId: string) => [...disputeKeys.all, 'tracking', letterId] as const,
};

/** The certifiedMailAvailable flag: without a Lob key the server offers no certified mail. */
export function useCertifiedMailAvailable(): boolean {
  const query = useQuery({
    queryKey: mailKeys.availability(),
    queryFn: () => api.get<{ certified_mail_available: boolean }>('/api/disputes/mail'),
    staleTime: Infinity,
  });
  return query.data?.certified_mail_available === true;
}

export function useTracking(letterId: string | null) {
  return useQuery({
    queryKey: mailKeys.tracking(letterId ?? ''),
    queryFn: async () => (await api.get<{ tracking: TrackingDto }>(`/api/disputes/letters/${enc(letterId ?? '')}/tracking`)).tracking,
    enabled: letterId !== null,
    retry: false,
  });
}

export const useSendCertifiedMail = () =>
  useInvalidating(({ id, ...body }: { id: string } & SendMailRequest) => api.post<SendMailResponse>(`/api/disputes/letters/${enc(id)}/certified-mail`, body));
export const useUndoSend = () =>
  useInvalidating((id: string) => api.delete<{ letter: LetterDto; message: string }>(`/api/disputes/letters/${enc(id)}/certified-mail`));
export const useRecordDelivered = () =>
  useInvalidating(({ id, ...body }: { id: string; delivered_date: string; extended_period: boolean }) =>
    api.post<{ tracking: TrackingDto }>(`/api/disputes/letters/${enc(id)}/delivered`, body),
  );

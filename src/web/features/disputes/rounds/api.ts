/** The dispute rounds API for the dispute detail: outcomes, replies and the proposals to confirm. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DisputeItemDto, DisputeOutcome } from '../../../../common/disputes/items';
import type { LetterDto, RoundLetterKind } from '../../../../common/disputes/letters';
import type { RoundReviewDto } from '../../../../common/rounds';
import { api, apiRequest } from '../../../lib/api';
import { disputeKeys } from '../api';

const enc = encodeURIComponent;
export const roundKeys = { reviews: () => [...disputeKeys.all, 'reviews'] as const };

/** While a reply is being read (the read-reply job), look again every 2 s. */
export const READING_POLL_MS = 2000;

/** Replies and comparisons of the signed-in person (empty while the data cannot be read, e.g. without a plan). */
export function useRoundReviews() {
  return useQuery({
    queryKey: roundKeys.reviews(),
    queryFn: async () => (await api.get<{ reviews: RoundReviewDto[] }>('/api/disputes/reviews')).reviews,
    retry: false,
    refetchInterval: (q) => (q.state.data?.some((r) => r.status === 'reading') ? READING_POLL_MS : false),
  });
}

function useInvalidating<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  // Not awaited: the refetch can unmount the form that called mutate (an approved letter's form goes away) before
  // mutate's own onSuccess would run, and its toast would be lost.
  return useMutation({ mutationFn: fn, onSettled: () => void queryClient.invalidateQueries({ queryKey: disputeKeys.all }) });
}

export const useLogOutcome = () =>
  useInvalidating(({ id, result }: { id: string; result: DisputeOutcome }) =>
    api.post<{ item: DisputeItemDto }>(`/api/disputes/items/${enc(id)}/outcome`, { result }),
  );
export const useUndoOutcome = () =>
  useInvalidating((id: string) => apiRequest<{ item: DisputeItemDto }>(`/api/disputes/items/${enc(id)}/outcome`, { method: 'DELETE' }));
export const useUploadReply = () =>
  useInvalidating(({ bureau, file }: { bureau: string; file: File }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiRequest<{ review: RoundReviewDto }>(`/api/disputes/replies?bureau=${enc(bureau)}`, { method: 'POST', body: form });
  });
/** Starts the next round's letter (a draft) for items of one bureau. */
export const useStartNextLetter = () =>
  useInvalidating(({ kind, item_ids }: { kind: RoundLetterKind; item_ids: string[] }) =>
    api.post<{ letter: LetterDto }>('/api/disputes/rounds/next-letter', { kind, item_ids }),
  );
export const useDecideProposal = () =>
  useInvalidating(({ id, item_id, decision }: { id: string; item_id: string; decision: 'confirm' | 'dismiss' }) =>
    api.post<{ review: RoundReviewDto; item: DisputeItemDto | null }>(`/api/disputes/reviews/${enc(id)}/proposals`, { item_id, decision }),
  );

/** Item ids a newer report showed again after they were deleted. */
export function reinsertedIds(reviews: readonly RoundReviewDto[] | undefined): Set<string> {
  return new Set((reviews ?? []).flatMap((r) => r.reinsertions.map((x) => x.item_id)));
}

export interface NextActionsData {
  /** item_ids: the items of the group the action covers (the item asked about first). */
  actions: { kind: string; title: string; description: string; cites: string[]; item_ids: string[] }[];
  cfpb_summary: { what_happened: string; fair_resolution: string } | null;
}

/** Refetched with the item (its status and outcome are part of the key). */
export function useNextActions(item: DisputeItemDto) {
  return useQuery({
    queryKey: [...disputeKeys.all, 'next-actions', item.id, item.status, item.metadata.outcome?.result ?? null],
    queryFn: () => api.get<NextActionsData>(`/api/disputes/items/${enc(item.id)}/next-actions`),
    retry: false,
  });
}

import { useQuery } from '@tanstack/react-query';
import { fetchAnalysisStatuses, analysisKeys } from '../analyses/api';
import { allDone, rowsForUploads, type BureauRow } from './analysis-rows';
import { STATUS_POLL_MS } from './texts';
import type { UploadedReport } from './wizard-storage';

/**
 * Polls GET /api/analyses/status?bureaus=… for the uploaded bureaus every 3 s (spec 000 §4) while the complete step
 * shows, until every one is completed or failed.
 */
export function useUploadStatuses(uploads: readonly UploadedReport[], enabled: boolean) {
  const bureaus = uploads.map((u) => u.bureau);
  const query = useQuery({
    queryKey: analysisKeys.statuses(bureaus),
    queryFn: () => fetchAnalysisStatuses(bureaus),
    enabled: enabled && bureaus.length > 0,
    staleTime: 0,
    refetchInterval: (q) => (allDone(rowsForUploads(uploads, q.state.data)) ? false : STATUS_POLL_MS),
  });
  const rows: BureauRow[] = rowsForUploads(uploads, query.data);
  return { rows, allDone: allDone(rows), failed: query.isError };
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { DATA_EXPORT_TEXT as T, type DataExportStatusDto } from '../../../common/account';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { toastError } from '../../lib/errors';
import { SettingsCard } from './SettingsCard';

const KEY = ['account', 'export'] as const;
const POLL_MS = 2000;

/** Settings → Security: "Download my data" — the job builds the ZIP; this card follows it and offers the link. */
export function DataExportCard() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<DataExportStatusDto>('/api/account/export'),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  });
  const request = useMutation({
    mutationFn: () => api.post<DataExportStatusDto>('/api/account/export'),
    onSuccess: (data) => queryClient.setQueryData(KEY, data),
    onError: (error) => toastError(T.failed, error, T.failed),
  });
  const s = status.data;
  return (
    <SettingsCard title={T.heading} description={T.intro}>
      {s?.status === 'pending' ? (
        <p className="flex items-center gap-2" role="status">
          <Spinner /> {T.pending}
        </p>
      ) : null}
      {s?.status === 'failed' ? <p className="text-destructive">{T.failed}</p> : null}
      {s?.status === 'expired' ? <p className="text-muted-foreground">{T.expired}</p> : null}
      {s?.status === 'ready' && s.url && s.expires_at ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status">{T.ready(formatDateTime(s.expires_at))}</p>
          <Button asChild>
            <a href={s.url} download>
              <Download aria-hidden="true" />
              {T.download}
            </a>
          </Button>
        </div>
      ) : null}
      {s && s.status !== 'pending' ? (
        <Button variant="outline" className="self-start" disabled={request.isPending} onClick={() => request.mutate()}>
          {T.request}
        </Button>
      ) : null}
    </SettingsCard>
  );
}

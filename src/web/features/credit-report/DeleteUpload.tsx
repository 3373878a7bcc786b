import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { BUREAU_LABELS, type Bureau } from '../../../common/analysis';
import type { UploadDeletionDto } from '../../../common/uploads';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { toastError } from '../../lib/errors';
import { deleteUpload, uploadPath } from '../analyses/api';
import { TEXT } from './texts';

const T = TEXT.deleteUpload;

/** Upload History's delete: a confirmation naming what goes and what stays, then every screen's data reloads. */
export function DeleteUploadButton({ reportId, fileName, label }: { reportId: string; fileName: string; label: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: ['uploads', 'deletion', reportId],
    queryFn: async () => (await api.get<{ deletion: UploadDeletionDto }>(`${uploadPath(reportId)}/deletion`)).deletion,
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  const remove = useMutation({
    mutationFn: () => deleteUpload(reportId),
    onSuccess: async () => {
      setOpen(false);
      toast.success(T.deleted);
      // Scores, plan, progress, disputes and the dashboard all derive from the reports left.
      await queryClient.invalidateQueries();
    },
    onError: (error) => toastError(T.failed, error, T.failedFallback),
  });
  const d = preview.data;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={`${T.button}: ${label}`}>
        <Trash2 aria-hidden="true" />
        {T.button}
      </Button>
      <DialogContent>
        <DialogTitle>{T.title}</DialogTitle>
        {preview.isPending ? (
          <p className="flex items-center gap-2 text-sm" role="status">
            <Spinner /> {T.loading}
          </p>
        ) : preview.isError || !d ? (
          <p className="text-sm text-destructive">{T.previewFailed}</p>
        ) : (
          <>
            <DialogDescription>{T.goes}</DialogDescription>
            <ul className="list-disc space-y-1 pl-5 text-sm">
              <li>{T.file(fileName)}</li>
              <li>{T.analyses(d.analyses.map((a) => BUREAU_LABELS[a.bureau as Bureau] ?? a.bureau).join(', '))}</li>
              {d.items_removed.length > 0 ? (
                <li>
                  {T.itemsRemoved(d.items_removed.length)} {d.items_removed.map((i) => i.account_name).join(', ')}
                </li>
              ) : null}
              {d.drafts_removed.length > 0 ? <li>{T.draftsRemoved(d.drafts_removed.length)}</li> : null}
            </ul>
            {d.letters_kept.length + d.items_kept.length + d.items_moved.length > 0 ? (
              <>
                <p className="text-sm font-medium">{T.stays}</p>
                <ul className="list-disc space-y-1 pl-5 text-sm">
                  {d.letters_kept.length > 0 ? <li>{T.lettersKept(d.letters_kept.length)}</li> : null}
                  {d.items_kept.length > 0 ? <li>{T.itemsKept(d.items_kept.length)}</li> : null}
                  {d.items_moved.length > 0 ? <li>{T.itemsMoved(d.items_moved.length)}</li> : null}
                </ul>
              </>
            ) : null}
            <p className="text-sm text-muted-foreground">{T.rebuilt}</p>
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {T.cancel}
          </Button>
          <Button variant="destructive" disabled={!d || remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {T.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

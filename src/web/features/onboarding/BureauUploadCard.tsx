import { CheckCircle2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BUREAU_LABELS, type Bureau } from '../../../common/analysis';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toastError } from '../../lib/errors';
import { analysisKeys, deleteUpload } from '../analyses/api';
import { FileDropZone, UPLOAD_SUCCESS_TOAST_MS, UPLOAD_TEXT, UPLOAD_TOAST, UploadProgress, useReportUpload } from '../uploads';
import { ONBOARDING_TEXT } from './texts';
import type { UploadedReport } from './wizard-storage';

/**
 * One bureau's upload box in the wizard (spec 000 §2): drop or pick a file; while it uploads, the progress; once
 * uploaded, an 'Uploaded' badge, the file's name and 'Remove'. A filled slot still takes a file (issue 27): the new
 * upload replaces it and the one before is deleted with its analysis; 'Remove' deletes the upload and empties the
 * slot. Toasts: 'Report uploaded successfully' (5 s), or 'Upload Failed' with the server's message or the spec's fallback.
 */
export function BureauUploadCard({
  bureau,
  upload: current,
  onUploaded,
  onRemoved,
}: {
  bureau: Bureau;
  upload: UploadedReport | undefined;
  onUploaded: (upload: UploadedReport) => void;
  onRemoved: (bureau: Bureau) => void;
}) {
  const t = ONBOARDING_TEXT.upload;
  const name = BUREAU_LABELS[bureau];
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const forget = () => queryClient.invalidateQueries({ queryKey: analysisKeys.all });

  const upload = useReportUpload(bureau, {
    fallbackMessage: t.failedFallback,
    onSuccess: (analyses, file) => {
      const analysisId = analyses.find((a) => a.bureau === bureau)?.id ?? analyses[0]?.id ?? null;
      const previous = current?.analysisId ?? null;
      onUploaded({ bureau, analysisId, fileName: file.name });
      const replaced = current !== undefined;
      toast.success(UPLOAD_TOAST.uploaded, {
        description: replaced ? t.replacedDescription(name) : t.successToastDescription(name),
        duration: UPLOAD_SUCCESS_TOAST_MS,
      });
      if (previous && previous !== analysisId) {
        deleteUpload(previous)
          .then(forget)
          .catch((error: unknown) => toastError(t.replaceCleanupFailed, error, t.replaceCleanupFailedDescription));
      }
    },
    onError: (message) => toast.error(t.failedToast, { description: message }),
  });

  async function remove() {
    if (!current || removing) return;
    setRemoving(true);
    try {
      if (current.analysisId) await deleteUpload(current.analysisId);
      onRemoved(bureau);
      toast.success(t.removedToast, { description: t.removedDescription(name) });
      void forget();
    } catch (error) {
      toastError(t.removeFailed, error, t.removeFailedFallback);
    } finally {
      setRemoving(false);
    }
  }

  const filled = current !== undefined;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex min-h-6 items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{name}</h3>
        {filled ? (
          <Badge variant="success" className="gap-1">
            <CheckCircle2 aria-hidden="true" className="size-3.5" />
            {t.uploaded}
          </Badge>
        ) : null}
      </div>
      {upload.status === 'uploading' ? (
        <UploadProgress fileName={upload.fileName} progress={upload.progress} />
      ) : (
        <FileDropZone
          label={UPLOAD_TEXT.inputLabel(name)}
          disabled={removing}
          onFiles={(files) => void upload.upload(files)}
          className="flex-1"
          {...(filled ? { prompt: t.uploadedPrompt, hint: t.uploadedNote, icon: <CheckCircle2 aria-hidden="true" className="size-8 text-success" /> } : {})}
        />
      )}
      {filled && upload.status !== 'uploading' ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {current.fileName ? (
            <p className="min-w-0 truncate text-sm text-muted-foreground" title={current.fileName}>
              {t.uploadedFile(current.fileName)}
            </p>
          ) : (
            <span />
          )}
          <Button variant="outline" size="sm" onClick={() => void remove()} disabled={removing} aria-label={t.removeLabel(name)}>
            <Trash2 aria-hidden="true" />
            {removing ? t.removing : t.remove}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

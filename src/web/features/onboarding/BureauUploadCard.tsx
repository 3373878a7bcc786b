import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import { BUREAU_LABELS, type Bureau } from '../../../common/analysis';
import { Badge } from '../../components/ui/badge';
import { FileDropZone, UPLOAD_SUCCESS_TOAST_MS, UPLOAD_TEXT, UPLOAD_TOAST, UploadProgress, useReportUpload } from '../uploads';
import { ONBOARDING_TEXT } from './texts';

/**
 * One bureau's upload box in the wizard (spec 000 §2): drop or pick a file; while it uploads, the progress; once
 * uploaded, an 'Uploaded' badge and the box disabled (a bureau is uploaded once per wizard). Toasts: 'Report
 * uploaded successfully' (5 s), or 'Upload Failed' with the server's message or the spec's fallback.
 */
export function BureauUploadCard({
  bureau,
  uploaded,
  onUploaded,
}: {
  bureau: Bureau;
  uploaded: boolean;
  onUploaded: (bureau: Bureau, analysisId: string | null) => void;
}) {
  const t = ONBOARDING_TEXT.upload;
  const name = BUREAU_LABELS[bureau];
  const upload = useReportUpload(bureau, {
    fallbackMessage: t.failedFallback,
    onSuccess: (analyses) => {
      onUploaded(bureau, analyses.find((a) => a.bureau === bureau)?.id ?? analyses[0]?.id ?? null);
      toast.success(UPLOAD_TOAST.uploaded, { description: t.successToastDescription(name), duration: UPLOAD_SUCCESS_TOAST_MS });
    },
    onError: (message) => toast.error(t.failedToast, { description: message }),
  });

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex min-h-6 items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">{name}</h3>
        {uploaded ? (
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
          disabled={uploaded}
          onFiles={(files) => void upload.upload(files)}
          className="flex-1"
          {...(uploaded ? { prompt: t.uploadedPrompt, hint: t.uploadedNote, icon: <CheckCircle2 aria-hidden="true" className="size-8 text-success" /> } : {})}
        />
      )}
    </li>
  );
}

import { CheckCircle2 } from 'lucide-react';
import type { AnalysisDto, UploadTarget } from '../../../common/analysis';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { FileDropZone } from './FileDropZone';
import { UPLOAD_TEXT } from './texts';
import { UploadFollow } from './UploadFollow';
import { UploadProgress } from './UploadProgress';
import { useReportUpload } from './use-report-upload';

export interface ReportUploadBoxProps {
  target: UploadTarget;
  /** The file input's accessible name, e.g. 'Upload Experian report'. */
  label: string;
  onSuccess?: (analyses: AnalysisDto[], file: File) => void;
  onError?: (message: string, error: unknown) => void;
  /** 'Upload another file': the box stops following the last upload's analyses. */
  onReset?: () => void;
}

/**
 * One bureau's upload on the credit report screen (spec document 2 §2 "Upload tab"): idle drop zone, uploading
 * with progress, success ('Upload successful! Your report is being analyzed' + 'Upload another file'), or the
 * error message above the drop zone so another file can be tried.
 */
export function ReportUploadBox({ target, label, onSuccess, onError, onReset }: ReportUploadBoxProps) {
  const upload = useReportUpload(target, { onSuccess, onError });

  if (upload.status === 'uploading') return <UploadProgress fileName={upload.fileName} progress={upload.progress} />;

  if (upload.status === 'success') {
    return (
      <div className="flex flex-col items-center gap-3 rounded-lg border border-success-border bg-success-soft px-4 py-6 text-center">
        <CheckCircle2 aria-hidden="true" className="size-8 text-success" />
        {upload.analyses && upload.analyses.length > 0 ? (
          <UploadFollow uploaded={upload.analyses} />
        ) : (
          <p role="status" className="font-medium text-success">
            {UPLOAD_TEXT.success}
          </p>
        )}
        <Button
          variant="outline"
          onClick={() => {
            upload.reset();
            onReset?.();
          }}
        >
          {UPLOAD_TEXT.uploadAnother}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-3">
      {upload.status === 'error' ? (
        <Alert variant="destructive">
          <AlertDescription>{upload.error}</AlertDescription>
        </Alert>
      ) : null}
      <FileDropZone label={label} onFiles={(files) => void upload.upload(files)} />
    </div>
  );
}

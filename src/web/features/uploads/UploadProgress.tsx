import { FileText } from 'lucide-react';
import { Progress } from '../../components/ui/progress';
import { UPLOAD_TEXT } from './texts';

/** The uploading state: the file's name, 'Uploading...' with the percentage, and a labelled progress bar. */
export function UploadProgress({ fileName, progress }: { fileName: string | null; progress: number }) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-card px-4 py-4">
      <div className="flex items-center gap-2 text-sm">
        <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
        <span className="min-w-0 flex-1 truncate font-medium">{fileName}</span>
        <span className="shrink-0 text-muted-foreground">
          {UPLOAD_TEXT.uploading} {progress}%
        </span>
      </div>
      <Progress value={progress} aria-label={UPLOAD_TEXT.progressLabel} />
    </div>
  );
}

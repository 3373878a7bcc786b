import { UploadCloud } from 'lucide-react';
import { useId, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import { REPORT_UPLOAD_ACCEPT, UPLOAD_ACCEPT } from '../../../common/uploads';
import { cn } from '../../lib/cn';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXT } from './texts';
import { checkReportFiles, checkUploadFile } from './validate';

export interface FileDropZoneProps {
  /** The file input's accessible name, e.g. 'Upload Experian report'. */
  label: string;
  onFile?: (file: File) => void;
  /** A credit report: one file (PDF, photo, saved web page) or several photos of its pages, in the order chosen. */
  onFiles?: (files: File[]) => void;
  disabled?: boolean;
  /** The picker's size limit (default 10 MB); a larger file shows 'File size exceeds the limit of X.XXMB'. */
  maxBytes?: number;
  /** Visible main line (default 'Drag and drop your file here, or click to browse'). */
  prompt?: string;
  /** Visible line under the prompt (default 'PDF, JPEG, or PNG up to 10MB'). */
  hint?: string;
  /** Replaces the upload icon (e.g. a tick once the box is done). */
  icon?: ReactNode;
  className?: string;
}

/**
 * A report drop zone: drag a file onto it, or click it / focus it and press Enter or Space to open the file picker.
 * With `onFile` only the first file is used; with `onFiles` (a credit report) several photos are its pages. A file of another type or over the size limit is not passed on: the zone shows why
 * (role=alert) and waits for another file.
 */
export function FileDropZone({
  label,
  onFile,
  onFiles,
  disabled = false,
  maxBytes = MAX_UPLOAD_BYTES,
  prompt = UPLOAD_TEXT.prompt,
  hint = UPLOAD_TEXT.accepted,
  icon,
  className,
}: FileDropZoneProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const alertId = `${inputId}-alert`;
  const [dragging, setDragging] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);

  const take = (list: FileList | null | undefined) => {
    const files = onFiles ? [...(list ?? [])] : [...(list ?? [])].slice(0, 1);
    if (files.length === 0 || disabled) return;
    const check = onFiles ? checkReportFiles(files, maxBytes) : checkUploadFile(files[0]!, maxBytes);
    if (!check.ok) {
      setAlert(check.message);
      return;
    }
    setAlert(null);
    if (onFiles) onFiles(files);
    else onFile?.(files[0]!);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    // The same file may be chosen again after an error.
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (disabled) {
      event.dataTransfer.dropEffect = 'none';
      return;
    }
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLLabelElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label
        htmlFor={inputId}
        data-testid="file-drop-zone"
        data-dragging={dragging || undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted px-4 py-6 text-center transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
          disabled ? 'cursor-not-allowed' : 'cursor-pointer hover:border-primary hover:bg-primary-soft',
          dragging && 'border-primary bg-primary-soft',
        )}
      >
        {icon ?? <UploadCloud aria-hidden="true" className="size-8 text-primary" />}
        <span className="text-sm font-medium text-foreground">{dragging ? UPLOAD_TEXT.dropHere : prompt}</span>
        <span id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </span>
        <input
          id={inputId}
          type="file"
          accept={onFiles ? REPORT_UPLOAD_ACCEPT : UPLOAD_ACCEPT}
          multiple={Boolean(onFiles)}
          aria-label={label}
          aria-describedby={alert ? `${hintId} ${alertId}` : hintId}
          disabled={disabled}
          onChange={onChange}
          className="sr-only"
        />
      </label>
      {alert ? (
        <p id={alertId} role="alert" className="text-sm font-medium text-destructive">
          {alert}
        </p>
      ) : null}
    </div>
  );
}

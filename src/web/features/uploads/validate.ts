import { MAX_REPORT_PAGES, REPORT_INVALID_FILE_TYPE_MESSAGE, REPORT_PAGES_MESSAGE, REPORT_UPLOAD_ACCEPT, UPLOAD_ACCEPT } from '../../../common/uploads';
import { INVALID_FILE_TYPE_MESSAGE, MAX_UPLOAD_BYTES, sizeLimitAlert } from './texts';

/** The extensions and MIME types of the file input's accept list (spec: .pdf, .jpg, .jpeg, .png). */
const ACCEPTED: readonly string[] = UPLOAD_ACCEPT.split(',');

export type FileCheck = { ok: true } | { ok: false; reason: 'type' | 'size'; message: string };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The browser's check before anything is sent: a known extension or a known MIME type (either is enough — the
 * server reads the bytes and has the last word), and at most maxBytes (the picker's limit, spec 000 §5).
 */
export function checkUploadFile(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes: number = MAX_UPLOAD_BYTES): FileCheck {
  const knownExtension = ACCEPTED.includes(extensionOf(file.name));
  const knownType = ACCEPTED.includes(file.type.toLowerCase());
  if (!knownExtension && !knownType) return { ok: false, reason: 'type', message: INVALID_FILE_TYPE_MESSAGE };
  if (file.size > maxBytes) return { ok: false, reason: 'size', message: sizeLimitAlert(maxBytes) };
  return { ok: true };
}

const REPORT_ACCEPTED: readonly string[] = REPORT_UPLOAD_ACCEPT.split(',');
const PHOTO = /\.(?:jpe?g|png)$/i;

/**
 * The check of a report upload (docs/decisions/188): one PDF, photo or saved web page; or up to 20 photos, the pages
 * of one report, 10 MB in all.
 */
export function checkReportFiles(files: readonly Pick<File, 'name' | 'type' | 'size'>[], maxBytes: number = MAX_UPLOAD_BYTES): FileCheck {
  if (files.length === 1) {
    const file = files[0]!;
    const known = REPORT_ACCEPTED.includes(extensionOf(file.name)) || REPORT_ACCEPTED.includes(file.type.toLowerCase());
    if (!known) return { ok: false, reason: 'type', message: REPORT_INVALID_FILE_TYPE_MESSAGE };
    return file.size > maxBytes ? { ok: false, reason: 'size', message: sizeLimitAlert(maxBytes) } : { ok: true };
  }
  const photos = files.every((f) => PHOTO.test(f.name) || /^image\/(?:jpeg|png)$/i.test(f.type));
  if (!photos || files.length > MAX_REPORT_PAGES) return { ok: false, reason: 'type', message: REPORT_PAGES_MESSAGE };
  const total = files.reduce((n, f) => n + f.size, 0);
  return total > maxBytes ? { ok: false, reason: 'size', message: sizeLimitAlert(maxBytes) } : { ok: true };
}

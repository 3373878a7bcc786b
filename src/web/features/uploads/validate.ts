import { UPLOAD_ACCEPT } from '../../../common/uploads';
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

import { INVALID_FILE_TYPE_MESSAGE, MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS, UPLOAD_MIME_TYPES, sizeLimitAlert } from './texts';

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
  const knownExtension = (UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const knownType = (UPLOAD_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!knownExtension && !knownType) return { ok: false, reason: 'type', message: INVALID_FILE_TYPE_MESSAGE };
  if (file.size > maxBytes) return { ok: false, reason: 'size', message: sizeLimitAlert(maxBytes) };
  return { ok: true };
}

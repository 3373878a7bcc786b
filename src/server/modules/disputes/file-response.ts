/** Downloads of stored files (letter PDFs, exhibits, bureau replies): headers that keep them private. */

/** RFC 6266 attachment header with an ASCII fallback and the UTF-8 name. */
export function attachment(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function fileResponse(bytes: Uint8Array, contentType: string, disposition: string) {
  return {
    body: new Uint8Array(bytes),
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': disposition,
      'Content-Length': String(bytes.length),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

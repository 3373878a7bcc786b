/**
 * A browser's single-file web archive (".mhtml", MIME multipart/related): its first text/html part, decoded from
 * quoted-printable or base64 in its charset (docs/decisions/188). The other parts (images, styles) are not read.
 */
import { EngineError } from '../errors';
import { decodeHtml } from './html';

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Headers of a MIME entity (folded lines joined) and its body. */
function splitEntity(text: string): Part {
  const end = /\r?\n\r?\n/.exec(text);
  const head = end ? text.slice(0, end.index) : text;
  const body = end ? text.slice(end.index + end[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | null {
  const m = new RegExp(`${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header ?? '');
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function quotedPrintable(body: string): Uint8Array {
  const joined = body.replace(/=\r?\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      out.push(parseInt(hex[0], 16));
      i += 2;
    } else out.push(joined.charCodeAt(i) & 0xff);
  }
  return Uint8Array.from(out);
}

/** The HTML of an MHTML archive. */
export function htmlOfMhtml(bytes: Uint8Array): string {
  // MIME is 7-bit text; latin1 keeps every byte as one character for the decoders below.
  const root = splitEntity(new TextDecoder('latin1').decode(bytes));
  const boundary = param(root.headers.get('content-type'), 'boundary');
  const bodies = boundary ? root.body.split(`--${boundary}`).slice(1) : [root.body];
  for (const raw of bodies) {
    if (raw.startsWith('--')) break;
    const part = boundary ? splitEntity(raw.replace(/^\r?\n/, '')) : { headers: root.headers, body: raw };
    const type = part.headers.get('content-type') ?? '';
    if (!/^text\/html/i.test(type)) continue;
    const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
    const data =
      encoding === 'quoted-printable'
        ? quotedPrintable(part.body)
        : encoding === 'base64'
          ? new Uint8Array(Buffer.from(part.body.replace(/\s+/g, ''), 'base64'))
          : Uint8Array.from(part.body, (c) => c.charCodeAt(0) & 0xff);
    return decodeHtml(data, param(type, 'charset'));
  }
  throw new EngineError('damaged_file', 'web archive without an HTML part');
}

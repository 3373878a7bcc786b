/**
 * A minimal MIME reader for the emails the app sends: headers (with RFC 2047 encoded words),
 * multipart bodies, quoted-printable and base64 transfer encodings. Enough to pull the subject,
 * the plain-text part and its links out of a message; not a general-purpose mail parser.
 */

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function splitHeadersAndBody(raw: string): MimePart {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const headerText = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with whitespace and continue the previous header.
  const unfolded = headerText.replace(/\n[ \t]+/g, ' ');
  for (const line of unfolded.split('\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Reads a parameter such as boundary or charset from a header value like `multipart/alternative; boundary="x"`. */
export function headerParameter(value: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*("([^"]*)"|[^;\\s]+)`, 'i').exec(value);
  if (!match) return undefined;
  return match[2] ?? match[1];
}

export function decodeQuotedPrintable(input: string, charset = 'utf-8'): string {
  const withoutSoftBreaks = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < withoutSoftBreaks.length; i++) {
    const char = withoutSoftBreaks[i] as string;
    const hex = withoutSoftBreaks.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString(toBufferEncoding(charset));
}

function toBufferEncoding(charset: string): BufferEncoding {
  const lower = charset.toLowerCase();
  if (lower === 'us-ascii' || lower === 'ascii') return 'ascii';
  if (lower === 'iso-8859-1' || lower === 'latin1') return 'latin1';
  return 'utf8';
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=`) in a header value. */
export function decodeEncodedWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, charset: string, encoding: string, text: string) => {
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString(toBufferEncoding(charset));
    return decodeQuotedPrintable(text.replace(/_/g, ' '), charset);
  });
}

function decodeBody(part: MimePart): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const charset = headerParameter(part.headers.get('content-type') ?? '', 'charset') ?? 'utf-8';
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body, charset);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString(toBufferEncoding(charset));
  return part.body;
}

/** Collects the leaf parts of a (possibly nested) multipart message. */
function leafParts(part: MimePart): MimePart[] {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  if (!/^multipart\//i.test(contentType)) return [part];
  const boundary = headerParameter(contentType, 'boundary');
  if (!boundary) return [];
  const sections = part.body.split(`--${boundary}`);
  // The first section is the preamble, and everything after the closing `--boundary--` is the epilogue.
  const leaves: MimePart[] = [];
  for (const section of sections.slice(1)) {
    if (section.startsWith('--')) break;
    leaves.push(...leafParts(splitHeadersAndBody(section.replace(/^\n/, ''))));
  }
  return leaves;
}

export function parseMail(raw: string): ParsedMail {
  const root = splitHeadersAndBody(raw);
  let text = '';
  let html = '';
  for (const leaf of leafParts(root)) {
    const type = (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const disposition = (leaf.headers.get('content-disposition') ?? '').toLowerCase();
    if (disposition.startsWith('attachment')) continue;
    if (type.startsWith('text/plain') && !text) text = decodeBody(leaf);
    else if (type.startsWith('text/html') && !html) html = decodeBody(leaf);
  }
  return {
    headers: root.headers,
    subject: decodeEncodedWords(root.headers.get('subject') ?? ''),
    to: decodeEncodedWords(root.headers.get('to') ?? ''),
    text,
    html,
  };
}

/** Every http(s) link in a piece of plain text, in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"'()[\]]+/g)].map((match) => match[0].replace(/[.,;:!?]+$/, ''));
}

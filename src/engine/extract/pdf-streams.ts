import { inflateSync } from 'node:zlib';
import { EngineError } from '../errors';
import { MAX_STREAM_BYTES } from './limits';

const STREAM = Buffer.from('stream');
const END_STREAM = Buffer.from('endstream');

/**
 * Refuses a PDF with a compressed stream that inflates beyond MAX_STREAM_BYTES (a "zip bomb": a few hundred
 * kilobytes that pdf.js would expand into gigabytes of memory, outside any heap limit). Each Flate stream is
 * inflated once with an output cap; streams that do not inflate (encrypted, other filters, damaged) are
 * left to pdf.js.
 */
export function checkStreamSizes(bytes: Uint8Array): void {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  for (;;) {
    const start = buf.indexOf(STREAM, at);
    if (start < 0) return;
    at = start + STREAM.length;
    // "endstream" contains "stream": only a keyword at a line start after a dictionary opens a stream.
    if (buf[start - 1] === 0x64 /* d */) continue;
    let dataStart = at;
    if (buf[dataStart] === 0x0d) dataStart++;
    if (buf[dataStart] !== 0x0a) continue;
    dataStart++;
    const end = buf.indexOf(END_STREAM, dataStart);
    if (end < 0) return;
    const dict = buf.subarray(Math.max(0, start - 512), start).toString('latin1');
    const dictStart = dict.lastIndexOf('<<');
    if (dictStart >= 0 && dict.slice(dictStart).includes('/FlateDecode')) {
      try {
        inflateSync(buf.subarray(dataStart, end), { maxOutputLength: MAX_STREAM_BYTES, finishFlush: 2 /* Z_SYNC_FLUSH */ });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
          throw new EngineError('damaged_file', 'stream inflates beyond the limit');
        }
      }
    }
    at = end + END_STREAM.length;
  }
}

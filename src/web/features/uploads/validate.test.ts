import { describe, expect, it } from 'vitest';
import { INVALID_FILE_TYPE_MESSAGE, MAX_UPLOAD_BYTES, sizeLimitAlert } from './texts';
import { checkReportFiles, checkUploadFile } from './validate';
import { REPORT_INVALID_FILE_TYPE_MESSAGE, REPORT_PAGES_MESSAGE } from '../../../common/uploads';

const MB = 1024 * 1024;

describe('checkUploadFile', () => {
  it('takes the four extensions in any case, and the three types without an extension', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.Png']) expect(checkUploadFile({ name, type: '', size: 1 })).toEqual({ ok: true });
    for (const type of ['application/pdf', 'image/jpeg', 'image/png']) expect(checkUploadFile({ name: 'scan', type, size: 1 })).toEqual({ ok: true });
  });

  it('refuses other files with the spec sentence', () => {
    for (const file of [
      { name: 'notes.txt', type: 'text/plain' },
      { name: 'photo.gif', type: 'image/gif' },
      { name: 'report.pdf.exe', type: '' },
      { name: 'report', type: '' },
    ]) {
      expect(checkUploadFile({ ...file, size: 10 })).toEqual({ ok: false, reason: 'type', message: INVALID_FILE_TYPE_MESSAGE });
    }
  });

  it('allows exactly 10 MB and refuses one byte more with the picker alert', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * MB);
    expect(checkUploadFile({ name: 'r.pdf', type: 'application/pdf', size: 10 * MB })).toEqual({ ok: true });
    expect(checkUploadFile({ name: 'r.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toEqual({
      ok: false,
      reason: 'size',
      message: 'File size exceeds the limit of 10.00MB',
    });
  });

  it('formats the limit with two decimals', () => {
    expect(sizeLimitAlert(2.5 * MB)).toBe('File size exceeds the limit of 2.50MB');
    expect(checkUploadFile({ name: 'r.png', type: 'image/png', size: 3 * MB }, 2.5 * MB)).toMatchObject({ ok: false, reason: 'size' });
  });
});

describe('checkReportFiles (docs/decisions/188)', () => {
  it('takes one PDF, photo or saved web page', () => {
    for (const name of ['a.pdf', 'b.jpg', 'c.html', 'd.HTM', 'e.mhtml']) expect(checkReportFiles([{ name, type: '', size: 1 }])).toEqual({ ok: true });
    expect(checkReportFiles([{ name: 'notes.txt', type: 'text/plain', size: 1 }])).toEqual({
      ok: false,
      reason: 'type',
      message: REPORT_INVALID_FILE_TYPE_MESSAGE,
    });
  });
  it('takes up to 20 photos as the pages of one report, 10 MB in all', () => {
    const photo = (i: number, size = 1) => ({ name: `p${i}.jpg`, type: 'image/jpeg', size });
    expect(checkReportFiles(Array.from({ length: 20 }, (_, i) => photo(i)))).toEqual({ ok: true });
    expect(checkReportFiles(Array.from({ length: 21 }, (_, i) => photo(i)))).toEqual({ ok: false, reason: 'type', message: REPORT_PAGES_MESSAGE });
    expect(checkReportFiles([photo(1), { name: 'b.pdf', type: 'application/pdf', size: 1 }])).toEqual({
      ok: false,
      reason: 'type',
      message: REPORT_PAGES_MESSAGE,
    });
    expect(checkReportFiles([photo(1, 6 * MB), photo(2, 5 * MB)])).toEqual({ ok: false, reason: 'size', message: sizeLimitAlert(MAX_UPLOAD_BYTES) });
  });
});

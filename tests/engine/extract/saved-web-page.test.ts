/**
 * Saved web pages (docs/decisions/188): the real-format fixtures are HTML printed by Chromium; here the same HTML is
 * given to the engine as the saved page, and read against the same truth.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeBytes, shutdownOcr } from '../../../src/engine/index';
import { sniffFileType } from '../../../src/engine/sniff';
import type { LayoutId } from '../../fixtures/generator/truth';
import { savedPageOf } from '../../fixtures/saved-page';
import { compareAnalysis } from '../../fixtures/truth-compare';

const savedPage = (layout: LayoutId, index: number) => savedPageOf({ layout, seed: 20240601, index, variant: 'default' });

/** MHTML as Chrome saves it: headers, a quoted-printable HTML part, an image part. */
function mhtmlOf(html: string): Uint8Array {
  const qp = Buffer.from(html, 'utf8')
    .toString('latin1')
    .replace(/[=\u0080-\u00ff]/g, (c) => `=${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
    .replace(/.{70}/g, '$&=\r\n');
  const b = '----MultipartBoundary--abc123----';
  return new Uint8Array(
    Buffer.from(
      [
        'From: <Saved by Blink>',
        'Snapshot-Content-Location: https://member.example.com/report',
        'Subject: Credit Report',
        'MIME-Version: 1.0',
        `Content-Type: multipart/related;\r\n\ttype="text/html";\r\n\tboundary="${b}"`,
        '',
        '',
        `--${b}`,
        'Content-Type: text/html',
        'Content-ID: <frame-1@mhtml.blink>',
        'Content-Transfer-Encoding: quoted-printable',
        'Content-Location: https://member.example.com/report',
        '',
        qp,
        `--${b}`,
        'Content-Type: image/png',
        'Content-Transfer-Encoding: base64',
        '',
        'iVBORw0KGgo=',
        `--${b}--`,
        '',
      ].join('\r\n'),
      'latin1',
    ),
  );
}

afterAll(async () => shutdownOcr());

const LAYOUTS: LayoutId[] = [
  'merged-idiq',
  'merged-smartcredit',
  'experian-monitor',
  'transunion-acr',
  'equifax-acr',
  'experian-acr',
  'experian-online',
  'novel-cards',
];

describe('a saved web page of a report', () => {
  for (const layout of LAYOUTS) {
    it(`${layout}: reads the saved HTML as the print is read, fast`, async () => {
      const { html, truth } = await savedPage(layout, 0);
      const bytes = new Uint8Array(Buffer.from(html, 'utf8'));
      expect(sniffFileType(bytes)).toBe('html');
      const started = performance.now();
      const analysis = await analyzeBytes(bytes);
      const seconds = (performance.now() - started) / 1000;
      const c = compareAnalysis(analysis, truth);
      console.log(
        `${layout}: accounts F1 ${c.accounts.f1.toFixed(3)} negatives F1 ${c.negativeItems.f1.toFixed(3)} findings F1 ${c.findings.f1.toFixed(3)} ${seconds.toFixed(2)} s`,
      );
      expect(c.accounts.f1).toBeGreaterThanOrEqual(0.95);
      expect(c.scores.invented).toBe(0);
    });
  }

  it('reads the same page saved as MHTML', async () => {
    const { html, truth } = await savedPage('merged-idiq', 1);
    const bytes = mhtmlOf(html);
    expect(sniffFileType(bytes)).toBe('mhtml');
    const c = compareAnalysis(await analyzeBytes(bytes), truth);
    expect(c.accounts.f1).toBeGreaterThanOrEqual(0.95);
  });
});

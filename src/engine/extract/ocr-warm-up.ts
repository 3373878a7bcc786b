import type { GrayImage } from './preprocess';

/** Digits of a 3 × 5 dot font, row by row: drawn without any font installed on the machine. */
const DIGITS = [
  '111101101101111',
  '010110010010111',
  '111001111100111',
  '111001111001111',
  '101101111001001',
  '111100111001111',
  '111100111101111',
  '111001001001001',
  '111101111101111',
  '111101111001111',
];

/** The lines drawn: dates, amounts and late-payment counts, a few lines like a report's. */
const LINES = ['2024 01 15 30 60 90', '1250 3167 20900 45', '12 11 2023 0 0 30', '7935 0453 6877 6466'];

const DOT = 6;
const MARGIN = 40;
const LINE_GAP = 30;

/**
 * A small page of printed digits that a new OCR worker reads once, so that the recogniser's code is compiled before
 * a person's page comes (decision 225): WebAssembly code is compiled on first use and again, optimised, once hot.
 */
export function warmUpImage(): GrayImage {
  const glyphWidth = 3 * DOT;
  const advance = glyphWidth + 2 * DOT;
  const longest = Math.max(...LINES.map((line) => line.length));
  const width = 2 * MARGIN + longest * advance;
  const lineHeight = 5 * DOT + LINE_GAP;
  const height = 2 * MARGIN + LINES.length * lineHeight;
  const data = new Uint8Array(width * height).fill(255);
  LINES.forEach((line, row) => {
    [...line].forEach((char, column) => {
      const dots = DIGITS[Number(char)];
      if (char === ' ' || !dots) return;
      const left = MARGIN + column * advance;
      const top = MARGIN + row * lineHeight;
      for (let i = 0; i < dots.length; i++) {
        if (dots[i] !== '1') continue;
        const x0 = left + (i % 3) * DOT;
        const y0 = top + Math.floor(i / 3) * DOT;
        for (let y = y0; y < y0 + DOT; y++) data.fill(0, y * width + x0, y * width + x0 + DOT);
      }
    });
  });
  return { width, height, data };
}

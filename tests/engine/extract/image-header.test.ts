import { describe, expect, it } from 'vitest';
import { EngineError } from '../../../src/engine/errors';
import { readImageInfo } from '../../../src/engine/extract/image-header';
import { pngHeaderOnly, textImage } from '../test-files';

function jpegWithExif(orientation: number, width: number, height: number): Uint8Array {
  const exif = [
    0x45,
    0x78,
    0x69,
    0x66,
    0,
    0, // "Exif\0\0"
    0x4d,
    0x4d,
    0,
    0x2a,
    0,
    0,
    0,
    8, // big-endian TIFF, IFD at 8
    0,
    1, // one entry
    0x01,
    0x12,
    0,
    3,
    0,
    0,
    0,
    1,
    0,
    orientation,
    0,
    0, // Orientation, SHORT, 1
    0,
    0,
    0,
    0,
  ];
  const app1 = [0xff, 0xe1, 0, exif.length + 2, ...exif];
  const sof = [0xff, 0xc0, 0, 11, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...app1, ...sof, 0xff, 0xd9]);
}

describe('readImageInfo', () => {
  it('reads PNG and JPEG sizes from the header', () => {
    expect(readImageInfo(pngHeaderOnly(20000, 20000), 'png')).toEqual({ width: 20000, height: 20000 });
    const jpeg = textImage(['hello'], { width: 400, format: 'jpeg' });
    expect(readImageInfo(jpeg, 'jpeg')).toMatchObject({ width: 400, height: Math.round(400 * 1.294) });
  });

  it('finds the frame header after an EXIF segment', () => {
    expect(readImageInfo(jpegWithExif(6, 4000, 3000), 'jpeg')).toEqual({ width: 4000, height: 3000 });
  });

  it('treats a header without a size as damaged', () => {
    expect(() => readImageInfo(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'jpeg')).toThrow(EngineError);
    expect(() => readImageInfo(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'png')).toThrow(EngineError);
  });
});

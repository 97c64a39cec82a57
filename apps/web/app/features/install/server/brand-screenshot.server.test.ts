import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brandScreenshotPng, parseColour } from './brand-screenshot.server';

const COLOURS = { page: '#0b0d17', primary: '#22c55e', secondary: '#facc15', muted: '#1f2937' };

/** The PNG's size from its header, and its pixel rows inflated. */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const idatLength = png.readUInt32BE(33);
  expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const rows = inflateSync(png.subarray(41, 41 + idatLength));
  return { width, height, rows };
}

describe('the manifest screenshots', () => {
  it.each([
    ['narrow', 720, 1280],
    ['wide', 1280, 720],
  ] as const)('draws the %s one as an RGB PNG of %i × %i', (form, width, height) => {
    const png = readPng(brandScreenshotPng(form, COLOURS));
    expect([png.width, png.height]).toEqual([width, height]);
    expect(png.rows.length).toBe((width * 3 + 1) * height);
  });

  it("paints the page's background and the brand's colour", () => {
    const { width, rows } = readPng(brandScreenshotPng('wide', COLOURS));
    const pixel = (x: number, y: number) => {
      const at = y * (width * 3 + 1) + 1 + x * 3;
      return [rows[at], rows[at + 1], rows[at + 2]];
    };
    expect(pixel(0, 719)).toEqual([11, 13, 23]);
    // The banner's left edge is the primary colour.
    expect(pixel(40, 250)).toEqual([34, 197, 94]);
  });

  it('reads every colour notation the theme allows', () => {
    expect(parseColour('#fff')).toEqual([255, 255, 255]);
    expect(parseColour('#22c55eff')).toEqual([34, 197, 94]);
    expect(parseColour('rgb(10, 20, 30)')).toEqual([10, 20, 30]);
    expect(parseColour('rgba(100%, 0%, 0%, 0.5)')).toEqual([255, 0, 0]);
    expect(parseColour('hsl(120, 100%, 50%)')).toEqual([0, 255, 0]);
    expect(parseColour('not a colour', [1, 2, 3])).toEqual([1, 2, 3]);
  });
});

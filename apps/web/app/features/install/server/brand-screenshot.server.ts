import { crc32, deflateSync } from 'node:zlib';

// The manifest's screenshots (Chromium's richer install sheet), drawn from the brand's colours: a
// sketch of the app's page — header, banner, game tiles, bottom navigation — not a photograph of
// it. The web server has no image library, so this draws rectangles and encodes the PNG itself.

export const SCREENSHOT_FORMS = {
  narrow: { width: 720, height: 1280 },
  wide: { width: 1280, height: 720 },
} as const;
export type ScreenshotForm = keyof typeof SCREENSHOT_FORMS;

export function isScreenshotForm(value: string | undefined): value is ScreenshotForm {
  return value === 'narrow' || value === 'wide';
}

export interface ScreenshotColours {
  /** The page's background. */
  page: string;
  primary: string;
  secondary: string;
  muted: string;
}

type Rgb = readonly [number, number, number];

const FALLBACK: Rgb = [124, 58, 237];
const SURFACE: Rgb = [20, 24, 39];

function clampByte(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [clampByte(f(0) * 255), clampByte(f(8) * 255), clampByte(f(4) * 255)];
}

/** A contract colour (#hex, rgb(), hsl(); alpha ignored) as RGB; anything else as `fallback`. */
export function parseColour(colour: string, fallback: Rgb = FALLBACK): Rgb {
  const text = colour.trim();
  const hex = /^#([0-9a-f]{3,8})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex.slice(0, 3)].map((c) => c + c).join('') : hex;
    if (full.length < 6) return fallback;
    const n = Number.parseInt(full.slice(0, 6), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const parts = /^(rgb|hsl)a?\(([^)]*)\)$/i.exec(text);
  if (!parts?.[1] || parts[2] === undefined) return fallback;
  const numbers = parts[2]
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((part) => ({ value: Number.parseFloat(part), percent: part.endsWith('%') }));
  const [a, b, c] = numbers;
  if (!a || !b || !c || [a, b, c].some((n) => Number.isNaN(n.value))) return fallback;
  if (parts[1].toLowerCase() === 'rgb') {
    const byte = (n: { value: number; percent: boolean }) =>
      clampByte(n.percent ? (n.value * 255) / 100 : n.value);
    return [byte(a), byte(b), byte(c)];
  }
  return hslToRgb(((a.value % 360) + 360) % 360, b.value / 100, c.value / 100);
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return [
    clampByte(from[0] + (to[0] - from[0]) * amount),
    clampByte(from[1] + (to[1] - from[1]) * amount),
    clampByte(from[2] + (to[2] - from[2]) * amount),
  ];
}

class Canvas {
  readonly pixels: Buffer;
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number, background: Rgb) {
    this.width = width;
    this.height = height;
    this.pixels = Buffer.alloc(width * height * 3);
    this.fill(0, 0, width, height, () => background);
  }

  /** A rectangle with rounded corners; `paint` gives the colour at a horizontal fraction 0–1. */
  fill(x0: number, y0: number, w: number, h: number, paint: (fx: number) => Rgb, radius = 0) {
    for (let y = Math.max(0, y0); y < Math.min(this.height, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(this.width, x0 + w); x++) {
        if (radius > 0 && outsideCorner(x - x0, y - y0, w, h, radius)) continue;
        const colour = paint((x - x0) / Math.max(1, w - 1));
        const at = (y * this.width + x) * 3;
        this.pixels[at] = colour[0];
        this.pixels[at + 1] = colour[1];
        this.pixels[at + 2] = colour[2];
      }
    }
  }
}

function outsideCorner(x: number, y: number, w: number, h: number, r: number): boolean {
  const cx = x < r ? r : x >= w - r ? w - r - 1 : x;
  const cy = y < r ? r : y >= h - r ? h - r - 1 : y;
  return (x - cx) ** 2 + (y - cy) ** 2 > r * r;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of the canvas (every row unfiltered: flat colours deflate well anyway). */
function encodePng(canvas: Canvas): Buffer {
  const rowBytes = canvas.width * 3;
  const raw = Buffer.alloc((rowBytes + 1) * canvas.height);
  for (let y = 0; y < canvas.height; y++) {
    canvas.pixels.copy(raw, y * (rowBytes + 1) + 1, y * rowBytes, (y + 1) * rowBytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The sketch of the app in the brand's colours, as a PNG of the form factor's size. */
export function brandScreenshotPng(form: ScreenshotForm, colours: ScreenshotColours): Buffer {
  const { width, height } = SCREENSHOT_FORMS[form];
  const page = parseColour(colours.page, [11, 13, 23]);
  const primary = parseColour(colours.primary);
  const secondary = parseColour(colours.secondary, primary);
  const muted = parseColour(colours.muted, SURFACE);
  const canvas = new Canvas(width, height, page);
  const solid = (colour: Rgb) => () => colour;
  const narrow = form === 'narrow';
  const margin = narrow ? 24 : 40;
  const headerHeight = narrow ? 96 : 80;

  // Header: the logo's place, then the sign-in and register buttons.
  canvas.fill(0, 0, width, headerHeight, solid(SURFACE));
  canvas.fill(margin, headerHeight / 2 - 20, 160, 40, solid(primary), 8);
  canvas.fill(width - margin - 120, headerHeight / 2 - 22, 120, 44, solid(primary), 22);
  canvas.fill(width - margin - 256, headerHeight / 2 - 22, 120, 44, solid(muted), 22);

  // The home banner, in the brand's gradient.
  const bannerTop = headerHeight + 32;
  const bannerHeight = narrow ? 320 : 280;
  canvas.fill(
    margin,
    bannerTop,
    width - margin * 2,
    bannerHeight,
    (fx) => mix(primary, secondary, fx),
    24,
  );
  canvas.fill(
    margin + 32,
    bannerTop + 48,
    (width - margin * 2) * 0.45,
    36,
    solid(mix(primary, [255, 255, 255], 0.85)),
    8,
  );
  canvas.fill(margin + 32, bannerTop + bannerHeight - 96, 180, 52, solid([255, 255, 255]), 26);

  // A section title and two rows of game tiles (3:4).
  const columns = narrow ? 3 : 6;
  const gap = 16;
  const tileWidth = Math.floor((width - margin * 2 - gap * (columns - 1)) / columns);
  const tileHeight = Math.floor((tileWidth * 4) / 3);
  const titleTop = bannerTop + bannerHeight + 32;
  canvas.fill(margin, titleTop, 220, 28, solid(mix(muted, [255, 255, 255], 0.3)), 6);
  const tilesTop = titleTop + 52;
  const palette = [primary, secondary, mix(primary, secondary, 0.5), mix(muted, primary, 0.4)];
  const rows = narrow ? 2 : 1;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const colour = palette[(row * columns + column) % palette.length] ?? primary;
      const top = tilesTop + row * (tileHeight + gap);
      const left = margin + column * (tileWidth + gap);
      canvas.fill(
        left,
        top,
        tileWidth,
        tileHeight,
        (fx) => mix(colour, page, 0.15 + fx * 0.35),
        16,
      );
    }
  }

  // Phones show the bottom navigation.
  if (narrow) {
    canvas.fill(0, height - 100, width, 100, solid(SURFACE));
    const slot = width / 5;
    for (let item = 0; item < 5; item++) {
      const colour = item === 0 ? primary : mix(muted, [255, 255, 255], 0.3);
      canvas.fill(Math.round(item * slot + slot / 2 - 18), height - 76, 36, 36, solid(colour), 10);
    }
  }
  return encodePng(canvas);
}

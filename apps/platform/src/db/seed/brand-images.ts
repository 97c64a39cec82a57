import sharp from 'sharp';
import { strokeTextPath, strokeTextWidth } from './stroke-font.ts';

/** What a seeded brand looks like; every image of the tenant is drawn from it. */
export interface BrandArt {
  /** Brand name, drawn as the wordmark ("Vitrine Cassino"). */
  name: string;
  primary: string;
  secondary: string;
  /** Dark backdrop of banners. */
  background: string;
  /** Decoration drawn on banners, so brands differ at a glance. */
  motif: 'diamonds' | 'coins' | 'stripes' | 'stars';
}

export interface BannerArt {
  headline: string;
  tagline: string;
  cta: string;
}

/** Stroke-font lettering, shrunk until it fits `maxWidth`. */
function lettering(text: string, x: number, y: number, height: number, maxWidth: number) {
  const width = strokeTextWidth(text, height);
  const fitted = width > maxWidth ? (height * maxWidth) / width : height;
  return {
    d: strokeTextPath(text, x, y, fitted),
    height: fitted,
    width: Math.min(width, maxWidth),
  };
}

function strokePath(d: string, colour: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width.toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const monogram = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('');

function gradient(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function motifShapes(art: BrandArt, width: number, height: number): string {
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    // Kept to the right third, clear of the lettering, on desktop and mobile alike.
    const cx = width * (0.7 + 0.04 * i) + (i % 2) * 24;
    const cy = height * (0.2 + ((i * 37) % 60) / 100);
    const r = 26 + ((i * 13) % 30);
    const colour = i % 2 === 0 ? art.secondary : art.primary;
    if (art.motif === 'coins') {
      shapes.push(
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" opacity="0.85"/><circle cx="${cx}" cy="${cy}" r="${r * 0.7}" fill="none" stroke="${art.background}" stroke-width="4" opacity="0.5"/>`,
      );
    } else if (art.motif === 'diamonds') {
      shapes.push(
        `<path d="M${cx},${cy - r} L${cx + r * 0.7},${cy} L${cx},${cy + r} L${cx - r * 0.7},${cy} Z" fill="${colour}" opacity="0.8"/>`,
      );
    } else if (art.motif === 'stars') {
      // Four-pointed sparkles, their waists pinched to a fifth of their reach.
      const w = r * 0.2;
      shapes.push(
        `<path d="M${cx},${cy - r} L${cx + w},${cy - w} L${cx + r},${cy} L${cx + w},${cy + w} L${cx},${cy + r} L${cx - w},${cy + w} L${cx - r},${cy} L${cx - w},${cy - w} Z" fill="${colour}" opacity="0.85"/>`,
      );
    } else {
      shapes.push(
        `<rect x="${cx - 20}" y="-20" width="22" height="${height + 40}" fill="${colour}" opacity="0.5" transform="rotate(20 ${cx} ${height / 2})"/>`,
      );
    }
  }
  return shapes.join('');
}

/** Wordmark about 320 × 80: an emblem with the monogram, then the name on two lines. */
export function logoSvg(art: BrandArt): string {
  const [first = art.name, ...rest] = art.name.split(/\s+/);
  const top = lettering(first, 84, 14, 26, 228);
  const bottom = lettering(rest.join(' '), 86, 52, 14, 228);
  const mark = lettering(monogram(art.name), 16, 28, 22, 40);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80">
<defs>${gradient('g', art.primary, art.secondary)}</defs>
<rect x="4" y="8" width="64" height="64" rx="16" fill="url(#g)"/>
${strokePath(mark.d, '#ffffff', 4.5)}
${strokePath(top.d, art.primary, 4.5)}
${strokePath(bottom.d, art.secondary, 3)}
</svg>`;
}

/** Square app icon, full bleed so it also works as a maskable icon. */
export function iconSvg(art: BrandArt, size: number): string {
  const text = monogram(art.name);
  const height = size * 0.3;
  const mark = lettering(text, 0, 0, height, size * 0.6);
  const x = (size - mark.width) / 2;
  const y = (size - mark.height) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>${gradient('g', art.primary, art.secondary)}</defs>
<rect width="${size}" height="${size}" fill="url(#g)"/>
${strokePath(strokeTextPath(text, x, y, mark.height), '#ffffff', Math.max(2, size * 0.05))}
</svg>`;
}

/** Home banner: headline, tagline and a call-to-action pill over the brand's backdrop. */
export function bannerSvg(art: BrandArt, banner: BannerArt, width: number, height: number) {
  const margin = width * 0.06;
  const textWidth = width * 0.6;
  const headline = lettering(banner.headline, margin, height * 0.24, height * 0.14, textWidth);
  const tagline = lettering(banner.tagline, margin, height * 0.5, height * 0.06, textWidth);
  const cta = lettering(banner.cta, margin + 24, height * 0.72 + 17, 22, width * 0.4);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>${gradient('bg', art.background, art.primary)}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${motifShapes(art, width, height)}
${strokePath(headline.d, '#ffffff', headline.height / 7)}
${strokePath(tagline.d, art.secondary, Math.max(2.5, tagline.height / 7))}
<rect x="${margin}" y="${height * 0.72}" width="${cta.width + 48}" height="56" rx="28" fill="${art.secondary}"/>
${strokePath(cta.d, art.background, 3.5)}
</svg>`;
}

// VIP badge metals, level 1 to 10: bronze, silver, gold, then the brand's own colours.
const RANK_METALS = ['#b87333', '#b87333', '#c0c0c0', '#c0c0c0', '#eab308', '#eab308'];

/** VIP rank badge, 128 × 128: a shield in the level's metal with the level number. */
export function rankBadgeSvg(art: BrandArt, level: number): string {
  const size = 128;
  const metal = RANK_METALS[level - 1] ?? (level % 2 === 0 ? art.secondary : art.primary);
  const number = lettering(String(level), 0, 0, 40, 64);
  const x = (size - number.width) / 2;
  const y = 62 - number.height / 2;
  const stars = Array.from({ length: Math.min(level, 5) }, (_, index) => {
    const cx = size / 2 + (index - (Math.min(level, 5) - 1) / 2) * 14;
    return `<circle cx="${cx}" cy="104" r="4" fill="#ffffff"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs>${gradient('g', metal, art.background)}</defs>
<path d="M64 6 L114 24 L114 64 C114 94 92 112 64 122 C36 112 14 94 14 64 L14 24 Z" fill="url(#g)" stroke="${art.primary}" stroke-width="4"/>
${strokePath(strokeTextPath(String(level), x, y, number.height), '#ffffff', 6)}
${stars}
</svg>`;
}

export const renderWebp = (svg: string) => sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
export const renderPng = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

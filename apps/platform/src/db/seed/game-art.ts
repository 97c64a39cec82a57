import sharp from 'sharp';
import { strokeTextPath, strokeTextWidth } from './stroke-font.ts';

// Seeded casino images: game thumbnails (3:4) and provider logos (2:1). A thumbnail is one of a few
// dozen "arts" — a motif over a palette — rendered once per process and shared by every game and
// tenant that uses it, so seeding thousands of games costs a few dozen renders.

export const ART_MOTIFS = [
  'star',
  'diamond',
  'seven',
  'coin',
  'crown',
  'cards',
  'roulette',
  'rocket',
] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

const PALETTES = [
  { from: '#4c1d95', to: '#db2777', accent: '#fde047' },
  { from: '#064e3b', to: '#0ea5e9', accent: '#fef08a' },
  { from: '#7c2d12', to: '#f59e0b', accent: '#fff7ed' },
  { from: '#1e1b4b', to: '#6366f1', accent: '#22d3ee' },
] as const;

export const ART_COUNT = ART_MOTIFS.length * PALETTES.length;

/** Art number → motif and palette. */
export const artOf = (motif: ArtMotif, variant: number) =>
  ART_MOTIFS.indexOf(motif) * PALETTES.length + (variant % PALETTES.length);

export const thumbnailPath = (art: number, size: 'large' | 'small') =>
  `games/art-${String(art).padStart(2, '0')}-${size === 'large' ? '300x400' : '150x200'}.webp`;
export const providerLogoPath = (code: string) => `providers/${code}.webp`;

function motifShape(motif: ArtMotif, accent: string): string {
  const cx = 150;
  const cy = 180;
  switch (motif) {
    case 'star': {
      const points = Array.from({ length: 10 }, (_, i) => {
        const r = i % 2 === 0 ? 90 : 38;
        const angle = (Math.PI / 5) * i - Math.PI / 2;
        return `${(cx + r * Math.cos(angle)).toFixed(1)},${(cy + r * Math.sin(angle)).toFixed(1)}`;
      });
      return `<polygon points="${points.join(' ')}" fill="${accent}" stroke="#ffffff" stroke-width="4"/>`;
    }
    case 'diamond':
      return `<path d="M${cx - 80},${cy - 30} L${cx - 40},${cy - 80} L${cx + 40},${cy - 80} L${cx + 80},${cy - 30} L${cx},${cy + 90} Z" fill="${accent}" stroke="#ffffff" stroke-width="4"/><path d="M${cx - 80},${cy - 30} L${cx + 80},${cy - 30} M${cx - 40},${cy - 80} L${cx},${cy + 90} L${cx + 40},${cy - 80}" stroke="#ffffff" stroke-width="3" fill="none" opacity="0.7"/>`;
    case 'seven':
      return `<path d="${strokeTextPath('7', cx - 50, cy - 85, 170)}" fill="none" stroke="${accent}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'coin':
      return `<circle cx="${cx}" cy="${cy}" r="88" fill="${accent}" stroke="#ffffff" stroke-width="5"/><circle cx="${cx}" cy="${cy}" r="64" fill="none" stroke="#00000033" stroke-width="6"/><path d="${strokeTextPath('$', cx - 26, cy - 40, 80)}" fill="none" stroke="#00000066" stroke-width="10" stroke-linecap="round"/>`;
    case 'crown':
      return `<path d="M${cx - 95},${cy + 50} L${cx - 105},${cy - 60} L${cx - 50},${cy - 5} L${cx},${cy - 85} L${cx + 50},${cy - 5} L${cx + 105},${cy - 60} L${cx + 95},${cy + 50} Z" fill="${accent}" stroke="#ffffff" stroke-width="5" stroke-linejoin="round"/><rect x="${cx - 95}" y="${cy + 58}" width="190" height="26" rx="8" fill="${accent}"/>`;
    case 'cards':
      return `<rect x="${cx - 95}" y="${cy - 80}" width="110" height="155" rx="12" fill="#ffffff" transform="rotate(-14 ${cx} ${cy})"/><rect x="${cx - 20}" y="${cy - 70}" width="110" height="155" rx="12" fill="#ffffff" stroke="${accent}" stroke-width="5" transform="rotate(10 ${cx} ${cy})"/><path d="M${cx + 35},${cy - 10} C${cx + 5},${cy - 45} ${cx - 5},${cy + 5} ${cx + 35},${cy + 35} C${cx + 75},${cy + 5} ${cx + 65},${cy - 45} ${cx + 35},${cy - 10} Z" fill="#dc2626"/>`;
    case 'roulette': {
      const slices = Array.from({ length: 12 }, (_, i) => {
        const a0 = (Math.PI / 6) * i;
        const a1 = a0 + Math.PI / 6;
        const p = (a: number) =>
          `${(cx + 90 * Math.cos(a)).toFixed(1)},${(cy + 90 * Math.sin(a)).toFixed(1)}`;
        const fill = i === 0 ? '#16a34a' : i % 2 === 0 ? '#111827' : '#dc2626';
        return `<path d="M${cx},${cy} L${p(a0)} A90,90 0 0 1 ${p(a1)} Z" fill="${fill}"/>`;
      }).join('');
      return `${slices}<circle cx="${cx}" cy="${cy}" r="92" fill="none" stroke="${accent}" stroke-width="8"/><circle cx="${cx}" cy="${cy}" r="30" fill="${accent}"/>`;
    }
    case 'rocket':
      return `<path d="M${cx},${cy - 100} C${cx + 45},${cy - 60} ${cx + 45},${cy + 10} ${cx + 30},${cy + 50} L${cx - 30},${cy + 50} C${cx - 45},${cy + 10} ${cx - 45},${cy - 60} ${cx},${cy - 100} Z" fill="#f8fafc" stroke="${accent}" stroke-width="5"/><circle cx="${cx}" cy="${cy - 30}" r="16" fill="${accent}"/><path d="M${cx - 30},${cy + 20} L${cx - 60},${cy + 70} L${cx - 25},${cy + 55} Z M${cx + 30},${cy + 20} L${cx + 60},${cy + 70} L${cx + 25},${cy + 55} Z" fill="${accent}"/><path d="M${cx - 18},${cy + 55} L${cx},${cy + 110} L${cx + 18},${cy + 55} Z" fill="#f97316"/>`;
  }
}

/** A 300 × 400 thumbnail: the palette's gradient, a glow, sparkles and the motif. */
export function thumbnailSvg(art: number): string {
  const motif = ART_MOTIFS[Math.floor(art / PALETTES.length) % ART_MOTIFS.length] ?? 'star';
  const palette = PALETTES[art % PALETTES.length] ?? PALETTES[0];
  const sparkles = Array.from({ length: 9 }, (_, i) => {
    const x = 20 + ((i * 97 + art * 31) % 260);
    const y = 20 + ((i * 53 + art * 17) % 360);
    return `<circle cx="${x}" cy="${y}" r="${2 + (i % 3)}" fill="#ffffff" opacity="0.6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.45"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="300" height="400" fill="url(#bg)"/>
<circle cx="150" cy="180" r="150" fill="url(#glow)"/>
${sparkles}
${motifShape(motif, palette.accent)}
<rect x="0" y="320" width="300" height="80" fill="#00000055"/>
<rect x="110" y="352" width="80" height="10" rx="5" fill="${palette.accent}"/>
</svg>`;
}

/** A 240 × 120 provider logo: the name in the stroke font over a colour of its own. */
export function providerLogoSvg(name: string, colour: string): string {
  const words = name.split(/\s+/);
  const lines = words.length > 1 ? [words[0] ?? '', words.slice(1).join(' ')] : [name];
  const paths = lines.map((line, index) => {
    const height = index === 0 ? 26 : 16;
    const width = Math.min(strokeTextWidth(line, height), 200);
    const fitted = (height * width) / Math.max(strokeTextWidth(line, height), 1);
    const y = lines.length === 1 ? 60 - fitted / 2 : index === 0 ? 30 : 72;
    return `<path d="${strokeTextPath(line, (240 - width) / 2, y, fitted)}" fill="none" stroke="#ffffff" stroke-width="${index === 0 ? 4 : 3}" stroke-linecap="round" stroke-linejoin="round"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
<rect width="240" height="120" rx="18" fill="${colour}"/>
<rect x="6" y="6" width="228" height="108" rx="14" fill="none" stroke="#ffffff55" stroke-width="2"/>
${paths.join('\n')}
</svg>`;
}

const rendered = new Map<string, Promise<Buffer>>();

/** Renders once per process: every tenant's seed shares the bytes. */
function renderOnce(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = render();
    rendered.set(key, bytes);
  }
  return bytes;
}

export function renderThumbnail(art: number, size: 'large' | 'small'): Promise<Buffer> {
  return renderOnce(thumbnailPath(art, size), () => {
    const image = sharp(Buffer.from(thumbnailSvg(art)));
    return (size === 'large' ? image : image.resize(150, 200)).webp({ quality: 78 }).toBuffer();
  });
}

export function renderProviderLogo(code: string, name: string, colour: string): Promise<Buffer> {
  return renderOnce(providerLogoPath(code), () =>
    sharp(Buffer.from(providerLogoSvg(name, colour)))
      .webp({ quality: 82 })
      .toBuffer(),
  );
}

// A tiny single-stroke font on a 4 × 6 grid. Seed images draw their lettering with it instead of
// SVG <text>, so they look the same on every machine, with or without system fonts installed.
const O = '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0';
const P = '0,6 0,0 3,0 4,1 4,2 3,3 0,3';
const S = '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5';

const GLYPHS: Record<string, string> = {
  A: '0,6 0,2 2,0 4,2 4,6|0,4 4,4',
  B: '0,3 0,0 3,0 4,1 4,2 3,3 0,3 0,6 3,6 4,5 4,4 3,3',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  D: '0,0 0,6 2,6 4,4 4,2 2,0 0,0',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  I: '1,0 3,0|2,0 2,6|1,6 3,6',
  J: '4,0 4,5 3,6 1,6 0,5',
  K: '0,0 0,6|4,0 0,4|1,3 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  O,
  P,
  Q: `${O}|2,4 4,6`,
  R: `${P}|2,3 4,6`,
  S,
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,3 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  '0': `${O}|4,1 0,5`,
  '1': '1,1 2,0 2,6|1,6 3,6',
  '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
  '3': '0,1 1,0 3,0 4,1 4,2 3,3 1,3|3,3 4,4 4,5 3,6 1,6 0,5',
  '4': '3,6 3,0 0,4 4,4',
  '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6',
  '6': '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
  '7': '0,0 4,0 1,6',
  '8': '1,0 3,0 4,1 4,2 3,3 1,3 0,2 0,1 1,0|1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
  '9': '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6',
  '%': '0,6 4,0|0.5,0.5 1,0.5 1,1 0.5,1 0.5,0.5|3,5 3.5,5 3.5,5.5 3,5.5 3,5',
  $: `${S}|2,-1 2,7`,
  '+': '2,1 2,5|0,3 4,3',
  '-': '1,3 3,3',
  '!': '2,0 2,4|2,5.9 2,6',
  '.': '2,5.9 2,6',
};

const ADVANCE = 6; // glyph width 4 plus 2 of spacing
const HEIGHT = 6;

/** Upper-case, accents removed: "Manutenção" → "MANUTENCAO". */
function toGlyphText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
}

/** Width in px of `text` drawn with cap height `height`. */
export function strokeTextWidth(text: string, height: number): number {
  const length = toGlyphText(text).length;
  return length === 0 ? 0 : ((length * ADVANCE - 2) * height) / HEIGHT;
}

/**
 * SVG path data for `text`, cap height `height`, top-left corner at (x, y). Unknown characters
 * become spaces. Stroke it (round caps and joins) to see it.
 */
export function strokeTextPath(text: string, x: number, y: number, height: number): string {
  const scale = height / HEIGHT;
  const commands: string[] = [];
  [...toGlyphText(text)].forEach((char, index) => {
    const glyph = GLYPHS[char];
    if (!glyph) return;
    const left = x + index * ADVANCE * scale;
    for (const stroke of glyph.split('|')) {
      const points = stroke.split(' ').map((point) => {
        const [gx = 0, gy = 0] = point.split(',').map(Number);
        return `${(left + gx * scale).toFixed(1)},${(y + gy * scale).toFixed(1)}`;
      });
      commands.push(`M${points.join('L')}`);
    }
  });
  return commands.join('');
}

// What a file really is, from its first bytes (its "magic number"), whatever its name says.

export type SniffedType = 'jpg' | 'png' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'svg';

export const CONTENT_TYPES: Record<SniffedType, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** An SVG is text: an optional BOM, XML prolog, comments or doctype, then an `<svg` element. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>]*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/i.test(rest);
}

/** The type of the bytes, or null when they are none of the uploadable types. */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  // BMP: "BM", then the file size (little-endian) at offset 2, which must be plausible.
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26) return 'bmp';
  if (looksLikeSvg(bytes)) return 'svg';
  return null;
}

/** The sniffed type that an extension names (jpeg is jpg). */
export const extensionType = (extension: string): SniffedType | null => {
  const lower = extension.toLowerCase();
  if (lower === 'jpeg' || lower === 'jpg') return 'jpg';
  return lower in CONTENT_TYPES ? (lower as SniffedType) : null;
};

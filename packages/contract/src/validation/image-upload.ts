// §5 Image upload: the image rule accepts jpg, svg, jpeg, png, bmp, gif and webp; the dimensions
// rule (which has to decode the picture) accepts the same without webp.
import { validationMessage } from './message-key.ts';

const MIME_TYPES = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  gif: ['image/gif'],
  bmp: ['image/bmp', 'image/x-ms-bmp'],
  svg: ['image/svg+xml'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
} as const satisfies Record<string, readonly string[]>;

export type UploadExtension = keyof typeof MIME_TYPES;

export const imageUploadRules = {
  /** The `image` rule. */
  imageExtensions: ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif', 'webp'],
  /** The `dimensions` rule. */
  dimensionsExtensions: ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif'],
  mimeTypes: MIME_TYPES,
  /** `POST /profile/uploadAvatar`: no svg (it can carry script), at most 2 MB. */
  avatar: { extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'], maxKb: 2048 },
  /** `POST /documents/upload`: images or a PDF, at most 5 MB. */
  document: {
    extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'svg', 'webp', 'pdf'],
    maxKb: 5120,
  },
} as const satisfies {
  imageExtensions: readonly UploadExtension[];
  dimensionsExtensions: readonly UploadExtension[];
  avatar: { extensions: readonly UploadExtension[]; maxKb: number };
  document: { extensions: readonly UploadExtension[]; maxKb: number };
  mimeTypes: Record<UploadExtension, readonly string[]>;
};

export interface UploadFileLike {
  name: string;
  /** The MIME type the browser or the multipart part declares; may be empty. */
  type: string;
  /** Bytes. */
  size: number;
}

export interface ImageFileOptions {
  maxKb: number;
  /** Default: the image rule's extensions. */
  extensions?: readonly UploadExtension[];
}

function isUploadExtension(value: string): value is UploadExtension {
  return Object.hasOwn(MIME_TYPES, value);
}

/**
 * The first failing rule of an uploaded file, as a message key, or null: the extension
 * (`validation.image`, or `validation.ext` when the allowed list is not only images), then the
 * declared type matching that extension (`validation.mimes`), then the size (`validation.size`).
 */
export function checkImageFile(
  file: UploadFileLike,
  { maxKb, extensions = imageUploadRules.imageExtensions }: ImageFileOptions,
): string | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!isUploadExtension(extension) || !extensions.includes(extension)) {
    const onlyImages = extensions.every((allowed) => allowed !== 'pdf');
    return validationMessage(onlyImages ? 'validation.image' : 'validation.ext');
  }
  const declared = file.type.toLowerCase();
  const expected: readonly string[] = MIME_TYPES[extension];
  if (declared !== '' && !expected.includes(declared)) return validationMessage('validation.mimes');
  if (file.size > maxKb * 1024) return validationMessage('validation.size', { size: maxKb });
  return null;
}

import {
  checkImageFile,
  imageUploadRules,
  type UploadFileLike,
} from '@vitrine/contract/validation/image-upload.ts';
import { parseValidationMessage } from '@vitrine/contract/validation/message-key.ts';

// §5 Image upload and the limits of `POST /profile/uploadAvatar` and `POST /documents/upload`,
// checked before sending: the contract's rules, turned into a problem the player can act on.

export type UploadKind = 'avatar' | 'document';

export type FileProblem =
  /** The extension or the declared type is not one of `extensions`. */
  | { kind: 'type'; extensions: readonly string[] }
  /** Larger than `maxMb`. */
  | { kind: 'size'; maxMb: number };

export function allowedExtensions(kind: UploadKind): readonly string[] {
  return imageUploadRules[kind].extensions;
}

/** The size limit in megabytes, as the player reads it. */
export function maxUploadMb(kind: UploadKind): number {
  return imageUploadRules[kind].maxKb / 1024;
}

/** The first rule `file` breaks for an upload of `kind`, or null when it may be sent. */
export function uploadFileProblem(file: UploadFileLike, kind: UploadKind): FileProblem | null {
  const rules = imageUploadRules[kind];
  const problem = checkImageFile(file, { maxKb: rules.maxKb, extensions: rules.extensions });
  if (problem === null) return null;
  return parseValidationMessage(problem).key === 'validation.size'
    ? { kind: 'size', maxMb: maxUploadMb(kind) }
    : { kind: 'type', extensions: rules.extensions };
}

/** An `accept` attribute for the file picker: the extensions and their MIME types. */
export function acceptAttribute(kind: UploadKind): string {
  const extensions = imageUploadRules[kind].extensions;
  const mimeTypes = new Set(
    extensions.flatMap((extension) => imageUploadRules.mimeTypes[extension]),
  );
  return [...extensions.map((extension) => `.${extension}`), ...mimeTypes].join(',');
}

/** Whether the browser can show the file as a picture (a PDF shows its name instead). */
export function isPreviewableImage(file: Pick<UploadFileLike, 'type' | 'name'>): boolean {
  if (file.type) return file.type.startsWith('image/');
  return !/\.pdf$/i.test(file.name);
}

/** `['jpg', 'png', 'pdf']` → "JPG, PNG ou PDF" (in the page's language). */
export function describeExtensions(extensions: readonly string[], intlLocale: string): string {
  const names = extensions.map((extension) => extension.toUpperCase());
  return new Intl.ListFormat(intlLocale, { type: 'disjunction' }).format(names);
}

/** A file's size in megabytes with one decimal, as the player reads it ("2,4" in pt-BR). */
export function formatMegabytes(bytes: number, intlLocale: string): string {
  return new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 1 }).format(
    bytes / (1024 * 1024),
  );
}

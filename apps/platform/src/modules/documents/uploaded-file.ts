import { randomBytes } from 'node:crypto';
import type { Locale } from '@vitrine/contract/locale.ts';
import { checkImageFile, imageUploadRules } from '@vitrine/contract/validation/forms.ts';
import {
  translateValidation,
  validationMessage,
} from '@vitrine/contract/validation/message-key.ts';
import { ApiError } from '../../http/errors.ts';
import type { HttpError } from '../../http/http-error.ts';
import { CONTENT_TYPES, extensionType, type SniffedType, sniffFileType } from './file-type.ts';

export interface UploadedFile {
  bytes: Uint8Array;
  type: SniffedType;
  contentType: string;
  /** A fresh random name with the real type's extension. */
  storedName: string;
}

type UploadKind = 'avatar' | 'document';

function invalid(field: UploadKind, message: string, locale: Locale): HttpError {
  const errors = { [field]: [translateValidation(message, locale, field)] };
  return new ApiError('validation.failed', locale, { errors });
}

/**
 * The file of a multipart field, checked as §5 "Image upload" says — extension, declared type,
 * size (the contract's `checkImageFile`) — and then by its content: the magic bytes must be of an
 * allowed type and agree with the extension, so a renamed file is refused.
 */
export async function readUploadedFile(
  form: unknown,
  field: UploadKind,
  locale: Locale,
): Promise<UploadedFile> {
  const rules = imageUploadRules[field];
  const file = form instanceof FormData ? form.get(field) : null;
  if (!(file instanceof File) || file.size === 0) {
    throw invalid(field, validationMessage('validation.required'), locale);
  }
  const problem = checkImageFile(file, rules);
  if (problem !== null) throw invalid(field, problem, locale);

  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffFileType(bytes);
  const named = extensionType(/\.([a-z0-9]+)$/i.exec(file.name)?.[1] ?? '');
  const allowed: readonly string[] = rules.extensions;
  if (sniffed === null || sniffed !== named || !allowed.includes(sniffed)) {
    throw invalid(field, validationMessage('validation.mimes'), locale);
  }
  return {
    bytes,
    type: sniffed,
    contentType: CONTENT_TYPES[sniffed],
    storedName: `${randomBytes(16).toString('hex')}.${sniffed}`,
  };
}

/** A text field of a multipart form (null when absent or a file). */
export function formText(form: unknown, field: string): string | undefined {
  const value = form instanceof FormData ? form.get(field) : null;
  return typeof value === 'string' ? value : undefined;
}

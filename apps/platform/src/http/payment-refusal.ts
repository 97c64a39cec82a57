import type { Locale } from '@vitrine/contract/locale.ts';
import { ApiError, type ApiErrorDetails, type ErrorCode } from './errors.ts';
import { HttpError } from './http-error.ts';

// §7: a refused payment call (a deposit, a PIX key, a withdrawal) answers the Laravel error with
// `status: false` beside its message and errors; the web shows the message (§8 "PIX call").

/** The same error, answered with `status: false`. */
export function refusal(error: HttpError): HttpError {
  return new HttpError(error.statusCode, error.message, error.errors, {
    headers: error.headers,
    extra: { ...error.extra, status: false },
  });
}

/** The error of `code` as a refusal. */
export const refused = (code: ErrorCode, locale: Locale, details?: ApiErrorDetails): HttpError =>
  refusal(new ApiError(code, locale, details));

/** Runs `parse` (input validation), answering its HttpError as a refusal. */
export function refusing<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw error instanceof HttpError ? refusal(error) : error;
  }
}

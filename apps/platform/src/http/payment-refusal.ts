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

/** A refusal with `message`, also keyed under `field` when one is named. */
export const refused = (statusCode: number, message: string, field?: string): HttpError =>
  refusal(new HttpError(statusCode, message, field ? { [field]: [message] } : undefined));

/** Runs `parse` (input validation), answering its HttpError as a refusal. */
export function refusing<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw error instanceof HttpError ? refusal(error) : error;
  }
}

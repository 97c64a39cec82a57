import type { LaravelError } from '@vitrine/contract/errors.ts';

export interface HttpErrorOptions {
  /** Response headers, such as Retry-After. */
  headers?: Record<string, string>;
  /** Fields added beside `message` (the self-exclusion answer of §3 "Auth response"). */
  extra?: Record<string, unknown>;
}

/**
 * An error that reaches the client as-is, in the Laravel shape of §8. Code throws an ApiError by
 * its code (errors.ts), which decides the status and message; this class is the body it answers.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly errors: LaravelError['errors'];
  readonly headers: Record<string, string>;
  readonly extra: Record<string, unknown>;

  constructor(
    statusCode: number,
    message: string,
    errors?: LaravelError['errors'],
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }

  toBody(): LaravelError & Record<string, unknown> {
    const body = this.errors
      ? { message: this.message, errors: this.errors }
      : { message: this.message };
    return { ...body, ...this.extra };
  }
}

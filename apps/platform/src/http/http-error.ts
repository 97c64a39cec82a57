import type { LaravelError } from '@vitrine/contract/errors.ts';

/** An error that reaches the client as-is, in the Laravel shape of §8. */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly statusCode: number;
  readonly errors: LaravelError['errors'];

  constructor(statusCode: number, message: string, errors?: LaravelError['errors']) {
    super(message);
    this.statusCode = statusCode;
    this.errors = errors;
  }

  toBody(): LaravelError {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const notFound = (message = 'Não encontrado.') => new HttpError(404, message);

/** The registry's and the tenant API's answer for a host or slug no tenant owns. */
export const PLATFORM_NOT_FOUND = 'Plataforma não encontrada';

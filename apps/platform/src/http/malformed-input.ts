import type { FastifyInstance } from 'fastify';
import {
  laravelValidationErrors,
  validationMessage,
} from '@vitrine/contract/validation/message-key.ts';
import { findMalformedInput } from '@vitrine/contract/validation/text-input.ts';
import { ApiError } from './errors.ts';
import { requestLocale } from './request-locale.ts';

/** A multipart form as plain data: its text fields, and the names of its files. */
function formFields(form: FormData): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, entry] of form.entries()) {
    const text = typeof entry === 'string' ? entry : entry.name;
    const seen = fields[name];
    fields[name] = seen === undefined ? text : [seen, text].flat();
  }
  return fields;
}

/**
 * The contract's malformed-input rule (validation/text-input.ts) over every request, once, before
 * any route sees its input: path segments, query string and body (JSON or multipart). A NUL byte,
 * a lone surrogate or absurd nesting is the 422 of §8 naming the field, in the request's language,
 * instead of reaching PostgreSQL (which refuses U+0000 with an error that used to become a 500).
 */
export function registerMalformedInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = request.body instanceof FormData ? formFields(request.body) : request.body;
    const found =
      findMalformedInput(request.params) ??
      findMalformedInput(request.query) ??
      findMalformedInput(body);
    if (found === null) return;
    const locale = requestLocale(request);
    const path = found.path.length > 0 ? found.path : ['input'];
    const message = validationMessage(
      found.problem === 'too_deep' ? 'validation.too_deep' : 'validation.malformed_text',
    );
    const errors = laravelValidationErrors([{ path, message }], locale);
    throw new ApiError('validation.failed', locale, { errors });
  });
}

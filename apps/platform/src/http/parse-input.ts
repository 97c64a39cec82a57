import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@vitrine/contract/locale.ts';
import { laravelValidationErrors } from '@vitrine/contract/validation/message-key.ts';
import { ApiError } from './errors.ts';

/**
 * Parses request input (params, query, body) with a contract schema. A failure becomes the Laravel
 * 422 body: the first message of each field, translated into `locale` (the schemas carry message
 * keys such as `validation.cpf_invalid`; any other message is passed on as it is).
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  locale: Locale = DEFAULT_LOCALE,
): z.output<T> {
  // With the input on each issue, a missing field reads `required` rather than a type error.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  const issues = result.error.issues
    // A key the schema does not take is that field's error, as a strict shape's refusal.
    .flatMap((issue): z.core.$ZodIssue[] =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ ...issue, path: [...issue.path, key] }))
        : [issue],
    )
    .map((issue) => (issue.path.length === 0 ? { ...issue, path: ['input'] } : issue));
  const errors = laravelValidationErrors(issues, locale);
  throw new ApiError('validation.failed', locale, { errors });
}

/** A body as the schemas expect it: an absent body is an empty form, not a type error. */
export const bodyOf = (request: FastifyRequest): unknown => request.body ?? {};

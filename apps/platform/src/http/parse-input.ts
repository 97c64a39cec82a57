import type { z } from 'zod';
import { HttpError } from './http-error.ts';

export const VALIDATION_MESSAGE = 'Os dados informados são inválidos.';

/**
 * Parses request input (params, query, body) with a contract schema. A failure becomes the Laravel
 * 422 body, with messages keyed by field as a Laravel form request would.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    (errors[field] ??= []).push(issue.message);
  }
  throw new HttpError(422, VALIDATION_MESSAGE, errors);
}

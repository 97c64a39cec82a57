// §8's Laravel error body, read without zod. Every failed call in the browser is read with it, and
// the HTTP client it serves is on every page's start-up path (the realtime connection's
// authorisation), where zod's own start-up was a long task on a phone (docs/decisions/023).
// errors.ts's laravelErrorSchema is the description (the platform answers with it, the OpenAPI
// document publishes it); laravel-error-body.test.ts holds the two together.
import type { LaravelError } from './errors.ts';
import { isObjectLike, isPlainRecord } from './json-shapes.ts';

function readMessages(value: unknown): Record<string, string[]> | null {
  if (!isPlainRecord(value)) return null;
  const messages: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(value)) {
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null;
    messages[field] = [...(list as string[])];
  }
  return messages;
}

/** The body as a Laravel error (`{ message, errors? }`, its known fields only), else null. */
export function readLaravelError(value: unknown): LaravelError | null {
  if (!isObjectLike(value)) return null;
  const { message, errors } = value;
  if (typeof message !== 'string') return null;
  if (errors === undefined) return { message };
  const messages = readMessages(errors);
  return messages ? { message, errors: messages } : null;
}

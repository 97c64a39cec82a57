import { isHttpError } from '~/lib/http/http-error';

/**
 * The platform's own words for a refusal (its typed codes come with a message in the page's
 * language), or null when it said none — the caller then shows its own.
 */
export function refusalMessage(error: unknown): string | null {
  return isHttpError(error) && error.status !== null && error.status < 500
    ? (error.messages[0] ?? null)
    : null;
}

import { isHttpError } from '~/lib/http/http-error';

/** The platform's words for a refused call (`bonuses.cashback_locked`…), or null. */
export function refusalOf(error: unknown): string | null {
  return isHttpError(error) ? (error.messages[0] ?? null) : null;
}

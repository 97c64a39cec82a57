import { isHttpError } from '~/lib/http/http-error';

/** The platform's words for a refused call (`boxes.not_for_sale`, not enough balance), or null. */
export function refusalOf(error: unknown): string | null {
  return isHttpError(error) ? (error.messages[0] ?? null) : null;
}

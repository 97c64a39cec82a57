import { isHttpError } from '~/lib/http/http-error';

/**
 * The server's words for a refused payment call (§8 "PIX call": a `false` status with a message),
 * or null when it said none — the caller then shows 'Erro desconhecido'.
 */
export function refusalMessage(error: unknown): string | null {
  return isHttpError(error) ? (error.messages[0] ?? null) : null;
}

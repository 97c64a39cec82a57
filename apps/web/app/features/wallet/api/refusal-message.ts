import type { TFunction } from 'i18next';
import { isHttpError, serverStateMessageKey } from '~/lib/http/http-error';

/**
 * The server's words for a refused payment call (§8 "PIX call": a `false` status with a message),
 * or null when it said none — the caller then shows 'Erro desconhecido'.
 */
export function refusalMessage(error: unknown): string | null {
  return isHttpError(error) ? (error.messages[0] ?? null) : null;
}

/**
 * What a failed payment call tells the player: §8's status message when the server's state failed
 * it after its retry (429, 5xx, no answer in time: docs/product/tenant-and-shell.md "§8 HTTP status
 * messages"), else the server's words, else null.
 */
export function paymentFailureMessage(error: unknown, t: TFunction<'errors'>): string | null {
  const key = serverStateMessageKey(error);
  return key ? t(key) : refusalMessage(error);
}

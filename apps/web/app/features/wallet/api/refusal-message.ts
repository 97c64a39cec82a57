import { isHttpError, serverStateMessageKey, unansweredMessageKey } from '~/lib/http/http-error';

/**
 * The server's words for a refused payment call (§8 "PIX call": a `false` status with a message),
 * or null when it said none — the caller then shows 'Erro desconhecido'.
 */
export function refusalMessage(error: unknown): string | null {
  return isHttpError(error) ? (error.messages[0] ?? null) : null;
}

/**
 * What a failed payment call shows: §8's status message when the server's state failed it after
 * its retry (429, 500, 502, 503, 504: whatever the body says, "Internal server error." tells a
 * player nothing); else the server's words; when no answer came, §8's message for a timeout or a
 * lost connection (so a player whose platform is down or slow is told so, and that trying again
 * may work); else null, for 'Erro desconhecido'. `translate` reads the `errors` namespace.
 */
export function failureMessage(
  error: unknown,
  translate: (key: `errors:${string}`) => string,
): string | null {
  const serverState = serverStateMessageKey(error);
  if (serverState !== null) return translate(`errors:${serverState}`);
  const refusal = refusalMessage(error);
  if (refusal !== null) return refusal;
  const key = unansweredMessageKey(error);
  return key === null ? null : translate(`errors:${key}`);
}

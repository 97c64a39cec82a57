import { isHttpError } from '~/lib/http/http-error';

/** Which §8 "Mission claim" message a failed claim shows. */
export type ClaimFailure =
  | { kind: 'server'; message: string }
  /** 'Falha ao reivindicar a recompensa' */
  | { kind: 'failed' }
  /** 'Erro desconhecido ao reivindicar a recompensa' */
  | { kind: 'unknown' };

/**
 * §8 "Mission claim": the server's message when it gave one; an answer other than the 200 a claim
 * expects (another 2xx, which carries no claim) is a failure; anything else without a message
 * (no answer, a body without one) is unknown.
 */
export function claimFailure(error: unknown): ClaimFailure {
  if (!isHttpError(error)) return { kind: 'unknown' };
  const message = error.kind === 'http' ? error.messages[0] : undefined;
  if (message) return { kind: 'server', message };
  if (error.kind === 'parse' && error.status !== 200) return { kind: 'failed' };
  return { kind: 'unknown' };
}

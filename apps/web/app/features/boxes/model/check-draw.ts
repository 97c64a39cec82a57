import {
  CLIENT_SEED_PATTERN,
  SERVER_SEED_PATTERN,
  drawPrize,
  serverSeedHash,
} from '@vitrine/contract/box-draw.ts';

/** What the checker's form holds, as typed. */
export interface DrawCheckInput {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  weights: string;
}

export type DrawCheckField = keyof DrawCheckInput;

/** "500, 250, 150" → [500, 250, 150]; null unless every weight is a positive whole number. */
export function parseWeights(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length === 0 || parts.some((part) => !/^\d{1,12}$/.test(part))) return null;
  const weights = parts.map(Number);
  return weights.every((weight) => Number.isSafeInteger(weight) && weight > 0) ? weights : null;
}

/** The fields that do not hold a draw's part, each with its message key. */
export function drawCheckErrors(input: DrawCheckInput): Partial<Record<DrawCheckField, string>> {
  const errors: Partial<Record<DrawCheckField, string>> = {};
  if (!SERVER_SEED_PATTERN.test(input.serverSeed.trim())) errors.serverSeed = 'checker.invalidSeed';
  if (!CLIENT_SEED_PATTERN.test(input.clientSeed)) errors.clientSeed = 'checker.invalidClientSeed';
  if (!/^\d{1,15}$/.test(input.nonce.trim()) || !Number.isSafeInteger(Number(input.nonce))) {
    errors.nonce = 'checker.invalidNonce';
  }
  if (!parseWeights(input.weights)) errors.weights = 'checker.invalidWeights';
  return errors;
}

export interface DrawCheckResult {
  /** SHA-256 of the server seed: compared with the hash published before the draw. */
  hash: string;
  digest: string;
  roll: bigint;
  index: number;
}

/**
 * Recomputes a draw in the browser with the contract's own algorithm (Web Crypto), so the player
 * does not have to trust the platform's answer. `input` must have passed `drawCheckErrors`.
 */
export async function checkDraw(input: DrawCheckInput): Promise<DrawCheckResult> {
  const serverSeed = input.serverSeed.trim();
  const weights = parseWeights(input.weights) ?? [];
  const [hash, draw] = await Promise.all([
    serverSeedHash(serverSeed),
    drawPrize(serverSeed, input.clientSeed, Number(input.nonce.trim()), weights),
  ]);
  return { hash, ...draw };
}

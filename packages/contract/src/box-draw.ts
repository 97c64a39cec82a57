// The provably fair draw of a box (docs/product/rewards.md "Checking a draw"). Pure and the same on
// the platform (which draws) and in the browser (which checks): Web Crypto exists in both.
//
//   digest = HMAC-SHA256(key = server seed, message = client seed + ":" + nonce), as hex
//   roll   = the digest's first 13 hex digits, a 52-bit whole number
//   pick   = floor(roll × total weight ÷ 2^52)
//   prize  = the first prize, in the table's order, whose running weight sum is greater than pick
//
// Whole numbers only (BigInt), so every implementation agrees to the last prize.

/** Hex digits of the digest the roll is read from: 13 × 4 = 52 bits. */
export const ROLL_HEX_DIGITS = 13;
const ROLL_RANGE = 1n << 52n;

/** Server seeds are 32 random bytes written as 64 lowercase hex digits; the key is that text. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** A client seed the player chooses: 1 to 64 printable ASCII characters, no spaces. */
export const CLIENT_SEED_PATTERN = /^[\x21-\x7e]{1,64}$/;

const encoder = new TextEncoder();

const hex = (bytes: ArrayBuffer) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The message a draw signs: `client seed:nonce`. */
export const drawMessage = (clientSeed: string, nonce: number) => `${clientSeed}:${nonce}`;

/** SHA-256 of the server seed's text, as hex: what the platform shows before any draw. */
export async function serverSeedHash(serverSeed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(serverSeed)));
}

/** HMAC-SHA256(server seed, client seed:nonce), as hex. */
export async function drawDigest(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(drawMessage(clientSeed, nonce))));
}

/** The digest's first 52 bits as a whole number. */
export function rollOf(digest: string): bigint {
  if (!/^[0-9a-f]{64}$/.test(digest)) throw new Error('a draw digest is 64 lowercase hex digits');
  return BigInt(`0x${digest.slice(0, ROLL_HEX_DIGITS)}`);
}

/**
 * The index of the prize a roll lands on, given the table's integer weights in order. Every weight
 * is a positive whole number; the pick is `floor(roll × total ÷ 2^52)`.
 */
export function prizeIndexOf(roll: bigint, weights: readonly number[]): number {
  if (weights.length === 0) throw new Error('a prize table has at least one prize');
  let total = 0n;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight <= 0) {
      throw new Error('prize weights are positive whole numbers');
    }
    total += BigInt(weight);
  }
  const pick = (roll * total) / ROLL_RANGE;
  let running = 0n;
  for (const [index, weight] of weights.entries()) {
    running += BigInt(weight);
    if (running > pick) return index;
  }
  /* c8 ignore next: pick < total always, as roll < 2^52 */
  throw new Error('unreachable: the pick is below the total weight');
}

export interface DrawResult {
  digest: string;
  roll: bigint;
  index: number;
}

/** A whole draw: the digest, its roll and the index of the prize won. */
export async function drawPrize(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): Promise<DrawResult> {
  const digest = await drawDigest(serverSeed, clientSeed, nonce);
  const roll = rollOf(digest);
  return { digest, roll, index: prizeIndexOf(roll, weights) };
}

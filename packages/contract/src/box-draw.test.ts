import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawDigest, drawPrize, prizeIndexOf, rollOf, serverSeedHash } from './box-draw.ts';

// Fixed vectors, computed once with node:crypto (an implementation apart from Web Crypto) and kept
// here so that a change to the algorithm can never pass unnoticed. docs/product/rewards.md quotes
// the first one.
const ZERO_SEED = '0'.repeat(64);
const SEED = 'a3f1c9e2b7d4058f6e1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70';
const WEIGHTS = [500, 250, 150, 70, 25, 5];

const VECTORS = [
  [
    ZERO_SEED,
    'vitrine',
    0,
    'eefce0f4701e12b430783d312ee6fcc6d0d95550a839e70505c94ebef591aea2',
    4204317972562401n,
    3,
  ],
  [
    ZERO_SEED,
    'vitrine',
    1,
    'dcebcf0ab996a8766f2ccc92e5762818b867946d50dd9e35910b152640b698a6',
    3886485584189802n,
    2,
  ],
  [
    ZERO_SEED,
    'minha-semente',
    41,
    '84ac0eee948dd694e26c42f8255a02ee161b27d315274ec8e8d5f1542b82c629',
    2333992316127453n,
    1,
  ],
  [
    SEED,
    'vitrine',
    0,
    '6f1186d6b59c29f4ad03b415e33b6a2b29fb588008f45ef4d86b1e1e2d58c033',
    1953937077524930n,
    0,
  ],
  [
    SEED,
    'vitrine',
    1,
    '4681fd6b42e2c3a1835e0209f910b90053a4cf9c77bec8b02913b06e30cb641b',
    1240385862250028n,
    0,
  ],
  [
    SEED,
    'minha-semente',
    41,
    '9765e1f84147d25f2be3b37130db8aa9c4706e2e875eeafdbf525bb83cad9fd3',
    2663421418148989n,
    1,
  ],
] as const;

describe('the box draw', () => {
  it('commits to a server seed by the SHA-256 of its text', async () => {
    expect(await serverSeedHash(ZERO_SEED)).toBe(
      '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
    );
    expect(await serverSeedHash(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
  });

  it.each(VECTORS)(
    'seed %s…, client seed %s, nonce %i gives the fixed digest, roll and prize',
    async (server, client, nonce, digest, roll, index) => {
      expect(await drawDigest(server, client, nonce)).toBe(digest);
      expect(createHmac('sha256', server).update(`${client}:${nonce}`).digest('hex')).toBe(digest);
      expect(rollOf(digest)).toBe(roll);
      expect(await drawPrize(server, client, nonce, WEIGHTS)).toEqual({ digest, roll, index });
    },
  );

  it('maps the ends of the roll onto the first and the last prize', () => {
    expect(prizeIndexOf(0n, WEIGHTS)).toBe(0);
    expect(prizeIndexOf((1n << 52n) - 1n, WEIGHTS)).toBe(5);
    expect(prizeIndexOf((1n << 52n) - 1n, [1])).toBe(0);
    // The boundary between two prizes: a pick of exactly 500 is the second prize.
    expect(prizeIndexOf((500n << 52n) / 1000n, WEIGHTS)).toBe(1);
    expect(prizeIndexOf((500n << 52n) / 1000n - 1n, WEIGHTS)).toBe(0);
  });

  it('refuses tables and digests it cannot draw from', () => {
    expect(() => prizeIndexOf(0n, [])).toThrow();
    expect(() => prizeIndexOf(0n, [1, 0])).toThrow();
    expect(() => prizeIndexOf(0n, [1.5])).toThrow();
    expect(() => rollOf('zz')).toThrow();
  });

  it('lands on each prize as often as its weight says, over 100,000 draws', () => {
    const counts = WEIGHTS.map(() => 0);
    const draws = 100_000;
    for (let nonce = 0; nonce < draws; nonce += 1) {
      const digest = createHmac('sha256', SEED).update(`distribuição:${nonce}`).digest('hex');
      counts[prizeIndexOf(rollOf(digest), WEIGHTS)]! += 1;
    }
    const total = WEIGHTS.reduce((sum, weight) => sum + weight, 0);
    WEIGHTS.forEach((weight, index) => {
      const expected = (draws * weight) / total;
      // Five standard deviations of a binomial count: fails about once in 3 million runs.
      const tolerance = 5 * Math.sqrt(expected * (1 - weight / total));
      expect(Math.abs(counts[index]! - expected)).toBeLessThan(tolerance);
    });
  });
});

import type {
  ActiveSeed,
  Box,
  BoxOpenResponse,
  DrawProof,
  FairnessResponse,
  PlayerBox,
  PlayerPrize,
  Prize,
} from '@vitrine/contract/boxes.ts';
import { REEL_LENGTH } from '@vitrine/contract/boxes.ts';

// Issue 36: the boxes' test data, apart from fixtures.ts so that the parts of the issue built in
// parallel do not meet in one file.

/** The fixed vector of packages/contract/src/box-draw.test.ts: index 3 of these weights. */
export const VECTOR = {
  serverSeed: '0'.repeat(64),
  serverSeedHash: '60e05bd1b195af2f94112fa7197a5c88289058840ce7c6df9693756bc6250f55',
  clientSeed: 'vitrine',
  nonce: 0,
  digest: 'eefce0f4701e12b430783d312ee6fcc6d0d95550a839e70505c94ebef591aea2',
  weights: [500, 250, 150, 70, 25, 5],
  index: 3,
} as const;

const RARITIES = ['common', 'common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
const VALUES = [100, 250, 500, 1_000, 5_000, 20_000];

/** The six prizes of a box, weighted as the fixed vector's table. */
export function makePrizes(boxId = 1): Prize[] {
  const total = VECTOR.weights.reduce((sum, weight) => sum + weight, 0);
  return VECTOR.weights.map((weight, index) => ({
    id: boxId * 100 + index + 1,
    name: `Prêmio ${index + 1}`,
    image: null,
    value: VALUES[index] ?? 100,
    rarity: RARITIES[index] ?? 'common',
    weight,
    probability: weight / total,
  }));
}

/** A catalogue box: by default for sale at R$ 10,00 (an unregulated tenant's). */
export function makeBox(overrides: Partial<Box> = {}): Box {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `caixa-${id}`,
    name: `Caixa ${id}`,
    colour: 'red',
    image: null,
    description: null,
    price: 1_000,
    for_sale: true,
    sell_value: 500,
    expected_value: 900,
    rtp: 90,
    prizes: makePrizes(id),
    ...overrides,
  };
}

/** A box that is a reward only (every box of a regulated tenant). */
export const rewardOnlyBox = (overrides: Partial<Box> = {}) =>
  makeBox({ id: 2, colour: 'blue', price: null, for_sale: false, rtp: null, ...overrides });

export function makePlayerBox(id: number, box: Box = rewardOnlyBox()): PlayerBox {
  return {
    id,
    box: { id: box.id, slug: box.slug, name: box.name, colour: box.colour, image: box.image },
    source: 'console',
    sell_value: box.sell_value,
    created_at: '2026-03-01T12:00:00Z',
  };
}

/** The proof of the fixed vector's draw, its seed revealed unless `revealed` is false. */
export function makeDrawProof(id: number, box: Box = makeBox(), revealed = true): DrawProof {
  return {
    id,
    server_seed_hash: VECTOR.serverSeedHash,
    server_seed: revealed ? VECTOR.serverSeed : null,
    client_seed: VECTOR.clientSeed,
    nonce: VECTOR.nonce,
    digest: VECTOR.digest,
    weights: box.prizes.map((prize) => ({ prize_id: prize.id, weight: prize.weight })),
    prize_index: VECTOR.index,
    created_at: '2026-03-01T12:00:00Z',
  };
}

/** A prize won from `box` by the fixed vector's draw (its index 3: a rare one). */
export function makePlayerPrize(
  id: number,
  options: { box?: Box; soldAt?: string | null; revealed?: boolean } = {},
): PlayerPrize {
  const box = options.box ?? makeBox();
  const prize = box.prizes[VECTOR.index] ?? box.prizes[0];
  if (!prize) throw new Error('a box has at least one prize');
  return {
    id,
    prize: { id: prize.id, name: prize.name, image: prize.image, rarity: prize.rarity },
    value: prize.value,
    box: { id: box.id, slug: box.slug, name: box.name, colour: box.colour, image: box.image },
    draw: makeDrawProof(id, box, options.revealed ?? true),
    won_at: '2026-03-01T12:00:00Z',
    sold_at: options.soldAt ?? null,
  };
}

/** What opening `box` answers: the won prize under the marker at index 40 of the reel. */
export function makeOpening(prize: PlayerPrize, box: Box = makeBox()): BoxOpenResponse {
  const reelStop = 40;
  const won = box.prizes.find((each) => each.id === prize.prize.id) ?? box.prizes[0];
  if (!won) throw new Error('a box has at least one prize');
  const reel = Array.from({ length: REEL_LENGTH }, (_, index) => {
    const each = index === reelStop ? won : (box.prizes[index % box.prizes.length] ?? won);
    return {
      id: each.id,
      name: each.name,
      image: each.image,
      rarity: each.rarity,
      value: each.value,
    };
  });
  return { prize, reel, reel_stop: reelStop };
}

export function testActiveSeed(overrides: Partial<ActiveSeed> = {}): ActiveSeed {
  return {
    server_seed_hash: 'b'.repeat(64),
    client_seed: 'minha-semente',
    nonce: 3,
    ...overrides,
  };
}

export function testFairness(overrides: Partial<FairnessResponse> = {}): FairnessResponse {
  return { active: testActiveSeed(), revealed: [], ...overrides };
}

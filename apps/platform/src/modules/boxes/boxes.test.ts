import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BOX_COLOURS,
  boxBuyResponseSchema,
  boxPrizesResponseSchema,
  boxSellResponseSchema,
  clientSeedChangeResponseSchema,
  fairnessResponseSchema,
  playerBoxPageSchema,
  playerPrizePageSchema,
  prizeSellResponseSchema,
  REEL_LENGTH,
  seedRotationResponseSchema,
} from '@vitrine/contract/boxes.ts';
import { drawPrize, serverSeedHash } from '@vitrine/contract/box-draw.ts';
import { loyaltyCashoutResponseSchema, walletResponseSchema } from '@vitrine/contract/wallet.ts';
import { SEED_BOXES } from '../../db/seed/box-catalogue-seed.ts';
import { playerBoxes } from '../../db/schema/rewards.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { t } from '../../http/messages.ts';
import { api, dropRegistrationLimits, registerPlayer } from '../../test/accounts.ts';
import {
  awardBox,
  catalogueOf,
  idempotencyKey,
  openBox,
  openBoxCall,
  unregulatedWithBoxes,
} from '../../test/boxes.ts';
import { fundPlayer, tenantIdOf } from '../../test/casino.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { findWallet, ledgerSum } from '../wallet/wallet-service.ts';
import { expectedValueOf, rtpOf } from './box-catalogue.ts';

// Issue 36 (docs/design/boxes.md): the catalogue, the fair draw, opening and selling once, the
// loyalty wallet on the regulated demo brand, and buying on an unregulated one (sorte, made so
// here as aurora is).
const platform = testPlatformPerFile({ seedGames: 0 });
const demo = () => api(platform.app, 'demo');
const sorte = () => api(platform.app, 'sorte');

/** The error body's code and message. */
function refusalOf(response: { body: string }) {
  const body = jsonBody(response);
  if (typeof body !== 'object' || body === null) throw new Error(response.body);
  return { code: Reflect.get(body, 'code'), message: Reflect.get(body, 'message') };
}

async function demoPlayer() {
  const player = await registerPlayer(platform.app, 'demo');
  const tenantId = await tenantIdOf(platform.db, 'demo');
  return { ...player, ref: { tenantId, userId: player.data.id } };
}

async function sortePlayer() {
  const tenantId = await unregulatedWithBoxes(platform.db, 'sorte');
  const player = await registerPlayer(platform.app, 'sorte');
  return { ...player, ref: { tenantId, userId: player.data.id } };
}

/** Each balance equals the sum of its ledger rows. */
async function expectLedgerMatches(ref: { tenantId: number; userId: number }) {
  const wallet = await findWallet(platform.db, ref);
  expect(await ledgerSum(platform.db, ref, 'cash')).toBe(wallet?.balance ?? 0);
  expect(await ledgerSum(platform.db, ref, 'loyalty')).toBe(wallet?.loyaltyBalance ?? 0);
  expect(await ledgerSum(platform.db, ref, 'bonus')).toBe(wallet?.bonusBalance ?? 0);
}

describe('the box catalogue', () => {
  it('seeds six boxes, one of each colour, whose RTPs lie between 85 % and 95 %', () => {
    expect(SEED_BOXES).toHaveLength(6);
    expect(new Set(SEED_BOXES.map((box) => box.colour))).toEqual(new Set(BOX_COLOURS));
    for (const box of SEED_BOXES) {
      expect(box.prizes.length).toBeGreaterThanOrEqual(5);
      expect(box.prizes.length).toBeLessThanOrEqual(8);
      const rtp = rtpOf(box.prizes, box.price) ?? 0;
      expect(rtp, box.slug).toBeGreaterThanOrEqual(85);
      expect(rtp, box.slug).toBeLessThanOrEqual(95);
      expect(box.sellValue).toBeLessThan(expectedValueOf(box.prizes));
    }
  });

  it('computes the expected value to the nearest centavo and the RTP to 2 decimals', () => {
    // (1 × 1 + 2 × 2) ÷ 3 = 1.666… → 2; ÷ 3 × 100 = 55.555… → 55.56.
    const table = [
      { value: 1, weight: 1 },
      { value: 2, weight: 2 },
    ];
    expect(expectedValueOf(table)).toBe(2);
    expect(rtpOf(table, 3)).toBe(55.56);
    expect(rtpOf(table, null)).toBeNull();
    // Halves round up: 5 ÷ 2 = 2.5 → 3.
    expect(
      expectedValueOf([
        { value: 5, weight: 1 },
        { value: 0, weight: 1 },
      ]),
    ).toBe(3);
  });

  it('shows a guest the regulated demo brand’s boxes as rewards only', async () => {
    const boxes = await catalogueOf(platform.app, 'demo');
    expect(boxes).toHaveLength(6);
    expect(new Set(boxes.map((box) => box.colour))).toEqual(new Set(BOX_COLOURS));
    for (const box of boxes) {
      expect(box.price).toBeNull();
      expect(box.for_sale).toBe(false);
      expect(box.rtp).toBeNull();
      const total = box.prizes.reduce((sum, prize) => sum + prize.weight, 0);
      const exact = box.prizes.reduce((sum, prize) => sum + prize.value * prize.weight, 0) / total;
      expect(Math.abs(box.expected_value - exact)).toBeLessThanOrEqual(0.5);
      expect(box.prizes.reduce((sum, prize) => sum + prize.probability, 0)).toBeCloseTo(1, 9);
    }
    // The cheapest first (by sell value when there is no price).
    const sellValues = boxes.map((box) => box.sell_value);
    expect(sellValues).toEqual([...sellValues].sort((a, b) => a - b));
  });

  it('prices the boxes of an unregulated brand, cheapest first, with their RTP', async () => {
    await unregulatedWithBoxes(platform.db, 'sorte');
    const boxes = await catalogueOf(platform.app, 'sorte');
    expect(boxes.map((box) => box.price)).toEqual(SEED_BOXES.map((box) => box.price));
    for (const box of boxes) {
      expect(box.for_sale).toBe(true);
      expect(box.rtp).toBeGreaterThanOrEqual(85);
      expect(box.rtp).toBeLessThanOrEqual(95);
    }
  });

  it('finds one box by id or slug, and not another brand’s', async () => {
    const [first] = await catalogueOf(platform.app, 'demo');
    if (!first) throw new Error('no box');
    const bySlug = await demo().get(`/boxes/get/${first.slug}/prizes`);
    expect(bySlug.statusCode).toBe(200);
    const parsed = boxPrizesResponseSchema.parse(jsonBody(bySlug));
    expect(parsed.box.id).toBe(first.id);
    expect(parsed.prizes).toEqual(first.prizes);
    const byId = await demo().get(`/boxes/get/${first.id}/prizes`);
    expect(boxPrizesResponseSchema.parse(jsonBody(byId)).box.slug).toBe(first.slug);

    await unregulatedWithBoxes(platform.db, 'sorte');
    const other = await sorte().get(`/boxes/get/${first.id}/prizes`);
    expect(other.statusCode).toBe(404);
    expect(refusalOf(other).code).toBe('boxes.not_found');
    expect((await demo().get('/boxes/get/no-such-box/prizes')).statusCode).toBe(404);
    expect((await demo().get('/boxes/get/9999999999/prizes')).statusCode).toBe(404);
  });
});

describe('a guest', () => {
  it('is asked to sign in for every call of a player’s boxes, prizes, seeds and loyalty', async () => {
    const calls = [
      demo().get('/boxes/user/get'),
      demo().get('/prizes/user'),
      demo().get('/boxes/fairness'),
      demo().post('/boxes/buy', { box_id: 1 }),
      demo().post('/boxes/open', { box_id: 1 }),
      demo().post('/boxes/sell', { id: 1 }),
      demo().post('/prizes/sell', { id: 1 }),
      demo().post('/boxes/fairness/client-seed', { client_seed: 'abc' }),
      demo().post('/boxes/fairness/rotate'),
      demo().post('/wallet/loyalty/cashout', { amount: 100 }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(401);
    }
  });
});

describe('the fair draw', () => {
  it('commits to a seed, counts the nonce up, and verifies after a rotation', async () => {
    const player = await demoPlayer();
    const first = fairnessResponseSchema.parse(
      jsonBody(await demo().get('/boxes/fairness', player.token)),
    );
    expect(first.active.nonce).toBe(0);
    expect(first.revealed).toEqual([]);
    // The same pair on the next read: made once.
    const again = fairnessResponseSchema.parse(
      jsonBody(await demo().get('/boxes/fairness', player.token)),
    );
    expect(again.active).toEqual(first.active);

    const changed = await demo().post(
      '/boxes/fairness/client-seed',
      { client_seed: 'minha-semente' },
      player.token,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(clientSeedChangeResponseSchema.parse(jsonBody(changed)).active).toEqual({
      ...first.active,
      client_seed: 'minha-semente',
    });

    const [cheapest, second] = await catalogueOf(platform.app, 'demo');
    if (!cheapest || !second) throw new Error('no boxes');
    const openings = [];
    for (const boxId of [cheapest.id, second.id, cheapest.id]) {
      const userBox = await awardBox(platform.app, 'demo', player.form.email, boxId);
      openings.push(await openBox(platform.app, 'demo', player.token, userBox));
    }
    expect(openings.map((opened) => opened.prize.draw.nonce)).toEqual([0, 1, 2]);
    for (const opened of openings) {
      expect(opened.prize.draw.server_seed).toBeNull();
      expect(opened.prize.draw.server_seed_hash).toBe(first.active.server_seed_hash);
      expect(opened.prize.draw.client_seed).toBe('minha-semente');
      expect(opened.reel).toHaveLength(REEL_LENGTH);
      expect(opened.reel[opened.reel_stop]?.id).toBe(opened.prize.prize.id);
    }
    const state = fairnessResponseSchema.parse(
      jsonBody(await demo().get('/boxes/fairness', player.token)),
    );
    expect(state.active.nonce).toBe(3);

    const rotated = await demo().post('/boxes/fairness/rotate', undefined, player.token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { revealed, active } = seedRotationResponseSchema.parse(jsonBody(rotated));
    expect(revealed.server_seed_hash).toBe(first.active.server_seed_hash);
    expect(await serverSeedHash(revealed.server_seed)).toBe(revealed.server_seed_hash);
    expect(revealed.draws).toBe(3);
    expect(revealed.client_seed).toBe('minha-semente');
    expect(active.nonce).toBe(0);
    expect(active.client_seed).toBe('minha-semente');
    expect(active.server_seed_hash).not.toBe(revealed.server_seed_hash);

    // Every past draw recomputes from the revealed seed, as a player would check it.
    const prizes = playerPrizePageSchema.parse(
      jsonBody(await demo().get('/prizes/user', player.token)),
    );
    expect(prizes.total).toBe(3);
    for (const item of prizes.data) {
      const { draw } = item;
      expect(draw.server_seed).toBe(revealed.server_seed);
      const recomputed = await drawPrize(
        revealed.server_seed,
        draw.client_seed,
        draw.nonce,
        draw.weights.map((entry) => entry.weight),
      );
      expect(recomputed.digest).toBe(draw.digest);
      expect(recomputed.index).toBe(draw.prize_index);
      expect(draw.weights[draw.prize_index]?.prize_id).toBe(item.prize.id);
    }
    const listed = fairnessResponseSchema.parse(
      jsonBody(await demo().get('/boxes/fairness', player.token)),
    );
    expect(listed.revealed.map((seed) => seed.id)).toEqual([revealed.id]);
    expect(listed.active).toEqual(active);
  });

  it('shows the same reel for the same draw when the answer is replayed', async () => {
    const player = await demoPlayer();
    const [box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    const userBox = await awardBox(platform.app, 'demo', player.form.email, box.id);
    const once = await openBoxCall(platform.app, 'demo', player.token, userBox, 'open-once');
    const twice = await openBoxCall(platform.app, 'demo', player.token, userBox, 'open-once');
    expect(once.statusCode).toBe(200);
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toBe(once.body);
  });
});

describe('opening and selling on the regulated demo brand', () => {
  it('opens a box once, sells its prize once into the loyalty wallet, and cashes it out', async () => {
    const player = await demoPlayer();
    const [box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    const userBox = await awardBox(platform.app, 'demo', player.form.email, box.id);
    const listed = playerBoxPageSchema.parse(
      jsonBody(await demo().get('/boxes/user/get', player.token)),
    );
    expect(listed.data.map((item) => item.id)).toEqual([userBox]);
    expect(listed.data[0]?.source).toBe('console');

    const opened = await openBox(platform.app, 'demo', player.token, userBox);
    const second = await openBoxCall(platform.app, 'demo', player.token, userBox, 'another-key');
    expect(second.statusCode).toBe(409);
    expect(refusalOf(second)).toEqual({
      code: 'boxes.already_opened',
      message: t('pt-BR', 'box_already_opened'),
    });
    const sellOpened = await demo().post('/boxes/sell', { id: userBox }, player.token);
    expect(sellOpened.statusCode).toBe(409);
    expect((await demo().get('/boxes/user/get', player.token)).body).toContain('"total":0');

    const sold = await demo().post('/prizes/sell', { id: opened.prize.id }, player.token);
    expect(sold.statusCode, sold.body).toBe(200);
    const soldAnswer = prizeSellResponseSchema.parse(jsonBody(sold));
    expect(soldAnswer.prize.sold_at).not.toBeNull();
    expect(soldAnswer.wallet.loyalty_balance).toBe(opened.prize.value);
    expect(soldAnswer.wallet.balance).toBe(0);
    const again = await demo().post('/prizes/sell', { id: opened.prize.id }, player.token);
    expect(again.statusCode).toBe(409);
    expect(refusalOf(again).code).toBe('prizes.already_sold');
    await expectLedgerMatches(player.ref);

    const tooMuch = await demo().post(
      '/wallet/loyalty/cashout',
      { amount: opened.prize.value + 1 },
      player.token,
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(refusalOf(tooMuch).code).toBe('loyalty.insufficient');
    const cashed = await demo().post(
      '/wallet/loyalty/cashout',
      { amount: opened.prize.value },
      player.token,
    );
    expect(cashed.statusCode, cashed.body).toBe(200);
    const { wallet } = loyaltyCashoutResponseSchema.parse(jsonBody(cashed));
    expect(wallet.loyalty_balance).toBe(0);
    expect(wallet.balance).toBe(opened.prize.value);
    const shown = walletResponseSchema.parse(
      jsonBody(await demo().get('/profile/wallet', player.token)),
    );
    expect(shown.wallet).toEqual(wallet);
    await expectLedgerMatches(player.ref);
    const rows = await platform.db
      .select({ type: walletTransactions.type, balance: walletTransactions.balanceKind })
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, player.ref.userId));
    expect(rows).toEqual(
      expect.arrayContaining([
        { type: 'prize_sale', balance: 'loyalty' },
        { type: 'loyalty_cashout', balance: 'loyalty' },
        { type: 'loyalty_cashout', balance: 'cash' },
      ]),
    );
    expect(rows).toHaveLength(3);
  });

  it('sells an unopened box once at its sell value, into the loyalty wallet', async () => {
    const player = await demoPlayer();
    const [, box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    const userBox = await awardBox(platform.app, 'demo', player.form.email, box.id);
    const sold = await demo().post('/boxes/sell', { id: userBox }, player.token);
    expect(sold.statusCode, sold.body).toBe(200);
    const answer = boxSellResponseSchema.parse(jsonBody(sold));
    expect(answer.sold).toEqual({ id: userBox, value: box.sell_value });
    expect(answer.wallet.loyalty_balance).toBe(box.sell_value);
    const again = await demo().post('/boxes/sell', { id: userBox }, player.token);
    expect(refusalOf(again).code).toBe('boxes.already_sold');
    const open = await openBoxCall(platform.app, 'demo', player.token, userBox);
    expect(open.statusCode).toBe(409);
    expect(refusalOf(open).code).toBe('boxes.already_sold');
    await expectLedgerMatches(player.ref);
  });

  it('never sells a box, and writes nothing when asked to', async () => {
    const player = await demoPlayer();
    await fundPlayer(platform.db, player.ref, 100_000);
    const [box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    const response = await demo().post('/boxes/buy', { box_id: box.id }, player.token);
    expect(response.statusCode).toBe(403);
    expect(refusalOf(response)).toEqual({
      code: 'boxes.not_for_sale',
      message: t('pt-BR', 'box_not_for_sale'),
    });
    const english = await demo().post('/boxes/buy', { box_id: box.id }, player.token, {
      'accept-language': 'en',
    });
    expect(refusalOf(english).message).toBe(t('en', 'box_not_for_sale'));
    const held = await platform.db
      .select()
      .from(playerBoxes)
      .where(eq(playerBoxes.userId, player.ref.userId));
    expect(held).toEqual([]);
    expect((await findWallet(platform.db, player.ref))?.balance).toBe(100_000);
    expect(await ledgerSum(platform.db, player.ref)).toBe(100_000);
  });

  it('keeps boxes and prizes to their own player and brand', async () => {
    const owner = await demoPlayer();
    const stranger = await demoPlayer();
    const [box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    const kept = await awardBox(platform.app, 'demo', owner.form.email, box.id);
    const opened = await awardBox(platform.app, 'demo', owner.form.email, box.id);
    const { prize } = await openBox(platform.app, 'demo', owner.token, opened);
    const other = await sortePlayer();
    for (const [client, token] of [
      [demo(), stranger.token],
      [sorte(), other.token],
    ] as const) {
      const open = await client.post('/boxes/open', { box_id: kept }, token);
      expect(open.statusCode).toBe(404);
      expect(refusalOf(open).code).toBe('boxes.not_found');
      expect((await client.post('/boxes/sell', { id: kept }, token)).statusCode).toBe(404);
      const sell = await client.post('/prizes/sell', { id: prize.id }, token);
      expect(sell.statusCode).toBe(404);
      expect(refusalOf(sell).code).toBe('prizes.not_found');
    }
    const keptRow = await platform.db
      .select()
      .from(playerBoxes)
      .where(and(eq(playerBoxes.id, kept), eq(playerBoxes.userId, owner.ref.userId)));
    expect(keptRow[0]?.openedAt).toBeNull();
    expect(keptRow[0]?.soldAt).toBeNull();
  });
});

describe('buying on an unregulated brand', () => {
  it('takes the price from cash, and a prize sold goes back to cash', async () => {
    const player = await sortePlayer();
    const boxes = await catalogueOf(platform.app, 'sorte');
    const box = boxes[0];
    if (!box?.price) throw new Error('no priced box');
    const poor = await sorte().post('/boxes/buy', { box_id: box.id }, player.token);
    expect(poor.statusCode).toBe(422);
    expect(refusalOf(poor).message).toBe(t('pt-BR', 'insufficient_balance'));
    const unknown = await sorte().post('/boxes/buy', { box_id: 99_999_999 }, player.token);
    expect(unknown.statusCode).toBe(404);

    await fundPlayer(platform.db, player.ref, 10_000);
    const bought = await sorte().post(
      '/boxes/buy',
      { box_id: box.id },
      player.token,
      idempotencyKey(`buy-${player.ref.userId}`),
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const answer = boxBuyResponseSchema.parse(jsonBody(bought));
    expect(answer.wallet.balance).toBe(10_000 - box.price);
    expect(answer.user_box.source).toBe('purchase');
    // The same key buys nothing more.
    const replayed = await sorte().post(
      '/boxes/buy',
      { box_id: box.id },
      player.token,
      idempotencyKey(`buy-${player.ref.userId}`),
    );
    expect(replayed.body).toBe(bought.body);

    const opened = await openBox(platform.app, 'sorte', player.token, answer.user_box.id);
    const sold = prizeSellResponseSchema.parse(
      jsonBody(await sorte().post('/prizes/sell', { id: opened.prize.id }, player.token)),
    );
    expect(sold.wallet.balance).toBe(10_000 - box.price + opened.prize.value);
    expect(sold.wallet.loyalty_balance).toBe(0);
    await expectLedgerMatches(player.ref);
  });

  it('asks the responsible-gaming check first: no limits set, no box', async () => {
    const player = await sortePlayer();
    await fundPlayer(platform.db, player.ref, 10_000);
    await dropRegistrationLimits(platform.db, player.ref.userId);
    const [box] = await catalogueOf(platform.app, 'sorte');
    if (!box) throw new Error('no boxes');
    const response = await sorte().post('/boxes/buy', { box_id: box.id }, player.token);
    expect(response.statusCode).toBe(403);
    expect(refusalOf(response).message).toBe(t('pt-BR', 'player_limits_required'));
    expect(await ledgerSum(platform.db, player.ref)).toBe(10_000);
    const held = await platform.db
      .select()
      .from(playerBoxes)
      .where(eq(playerBoxes.userId, player.ref.userId));
    expect(held).toEqual([]);
  });
});

describe('the console', () => {
  it('awards a box to a player, and says who or what it does not know', async () => {
    const player = await demoPlayer();
    const [box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    const id = await awardBox(platform.app, 'demo', player.form.email, box.id);
    const listed = playerBoxPageSchema.parse(
      jsonBody(await demo().get('/boxes/user/get', player.token)),
    );
    expect(listed.data[0]?.id).toBe(id);
    const nobody = await demo().post('/demo/console/boxes/award', {
      player: 'ninguem@vitrine.test',
      box_id: box.id,
    });
    expect(nobody.statusCode).toBe(404);
    const noBox = await demo().post('/demo/console/boxes/award', {
      player: player.form.email,
      box_id: 99_999_999,
    });
    expect(noBox.statusCode).toBe(404);
    const page = await demo().get('/demo/console');
    expect(page.body).toContain('data-post="console/boxes/award"');
    expect(page.body).toContain(box.name);
  });
});

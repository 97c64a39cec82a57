// Ownership walk (issue 39 §5): the authorization walk keeps each token to its own brand; this one
// keeps each player to their own things inside a brand. Player A makes one of every kind of thing a
// player owns, and player B — a player of the same brand, signed in — calls every operation that
// takes such an id with A's. Each call must be refused as "not found" (or 403 for A's private
// channel) with its typed error, never 2xx and never 5xx, and A's thing must read back the same
// afterwards, as A sees it: B's calls neither moved it nor told B anything about it.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { boxBuyResponseSchema, boxOpenResponseSchema } from '@vitrine/contract/boxes.ts';
import { demoBonusGrantResponseSchema } from '@vitrine/contract/bonuses.ts';
import { demoCashbackResponseSchema } from '@vitrine/contract/cashback-console.ts';
import { documentResponseSchema } from '@vitrine/contract/accounts.ts';
import {
  demoMissionCreateResponseSchema,
  missionResponseSchema,
} from '@vitrine/contract/missions.ts';
import { withdrawalResponseSchema } from '@vitrine/contract/withdrawals.ts';
import { BETBY_ERRORS, betbyErrorSchema } from '@vitrine/contract/sportsbook.ts';
import { standInBetResponseSchema } from '@vitrine/contract/sportsbook-stand-in.ts';
import { type ErrorCode, errorOf } from '../http/errors.ts';
import { t } from '../http/messages.ts';
import { api, multipart, pngBytes, registerPlayer } from '../test/accounts.ts';
import { catalogueOf } from '../test/boxes.ts';
import { fundPlayer, gameByCode, launchGame, spinSlot, tenantIdOf } from '../test/casino.ts';
import { consoleNotify, notificationsOf } from '../test/notifications.ts';
import { pixDeposits } from '../test/payments.ts';
import {
  callBetby,
  makeCall,
  newBetbyId,
  newBettor,
  SPORTSBOOK_TEST_SECRET,
  sportsbookFootprint,
  sportsbookTokenOf,
} from '../test/sportsbook.ts';
import { jsonBody, testPlatformPerFile } from '../test/test-platform.ts';
import { addOwnCpfKey, requestWithdrawal, withdrawingPlayer } from '../test/withdrawals.ts';

/** The brand both players are players of (regulated, with Betby's stand-in and reward boxes). */
const BRAND = 'demo';
/** Boxes are bought and bonuses granted only where the rules allow it: the unregulated brand. */
const UNREGULATED = 'aurora';

const platform = testPlatformPerFile({
  seedGames: 0,
  sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET,
});
const deposits = pixDeposits(platform);

interface Player {
  id: number;
  token: string;
  email: string;
  brand: string;
}

async function newPlayer(brand = BRAND, balance = 0): Promise<Player> {
  const { data, token, form } = await registerPlayer(platform.app, brand);
  if (balance > 0) {
    const tenantId = await tenantIdOf(platform.db, brand);
    await fundPlayer(platform.db, { tenantId, userId: data.id }, balance);
  }
  return { id: data.id, token, email: form.email, brand };
}

/** A call of `player`, with a fresh Idempotency-Key on each POST. */
function as(player: Pick<Player, 'token' | 'brand'>) {
  const client = api(platform.app, player.brand);
  return {
    get: (path: string) => client.get(path, player.token),
    post: (path: string, body: object = {}) =>
      client.post(path, body, player.token, { 'idempotency-key': randomUUID() }),
  };
}

/** A signed link's query changes with the second it is signed in, not with what it links to. */
const unsigned = (body: string) => body.replace(/\?expires=\d+&signature=[0-9a-f]+/g, '');

/**
 * What `player` reads at each of `paths` (their own GETs), as parsed JSON: taken before and after
 * the intruder's calls, the two must be equal.
 */
async function readBack(player: Player, paths: readonly string[]) {
  const bodies: Record<string, unknown> = {};
  for (const path of paths) {
    const response = await as(player).get(path);
    expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
    bodies[path] = jsonBody({ body: unsigned(response.body) });
  }
  return bodies;
}

/** The refusal `code` stands for: its status, and its message in the request's language. */
function expectRefused(response: { statusCode: number; body: string }, code: ErrorCode) {
  const { status, message } = errorOf(code);
  expect(response.statusCode, response.body).toBe(status);
  if (message !== null) {
    expect(laravelErrorSchema.parse(jsonBody(response)).message).toBe(t('pt-BR', message));
  }
}

/**
 * The walk's step: `intrude` (B's calls with A's id) answers each refusal it expects, while A's
 * `paths` and the intruder's `own` paths read back unchanged.
 */
async function expectUntouched(
  owner: Player,
  paths: readonly string[],
  intruder: Player,
  own: readonly string[],
  intrude: () => Promise<void>,
) {
  const before = await readBack(owner, paths);
  const intruderBefore = await readBack(intruder, own);
  await intrude();
  expect(await readBack(owner, paths)).toEqual(before);
  expect(await readBack(intruder, own)).toEqual(intruderBefore);
}

const WALLET = '/profile/wallet';

describe('ownership walk: one player with another player’s ids, on the same brand', () => {
  it('cannot cancel or fetch another player’s document', async () => {
    const [owner, intruder] = [await newPlayer(), await newPlayer()];
    const body = await multipart({
      type: 'rg_front',
      document: { filename: 'rg.png', contentType: 'image/png', bytes: await pngBytes() },
    });
    const uploaded = await api(platform.app, BRAND).raw('POST', '/documents/upload', {
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${owner.token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id } = documentResponseSchema.parse(jsonBody(uploaded)).data;

    await expectUntouched(
      owner,
      ['/documents/status'],
      intruder,
      ['/documents/status'],
      async () => {
        expectRefused(await as(intruder).post(`/documents/cancel/${id}`), 'document.not_found');
        expectRefused(await as(intruder).get(`/documents/${id}/file`), 'document.not_found');
      },
    );
    // The owner still has it: pending, and its file theirs to read.
    expect((await as(owner).get(`/documents/${id}/file`)).statusCode).toBe(200);
  });

  it('cannot learn the status of another player’s PIX charge, pending or paid', async () => {
    const [owner, intruder] = [await newPlayer(), await newPlayer()];
    const charge = await deposits.charge(owner.token, 5_000);
    const txid = charge.transaction_id;
    const consult = () =>
      as(intruder).post('/main-gateway/consult-status-transaction', { transaction_id: txid });

    expectRefused(await consult(), 'pix.charge_not_found');
    expect((await deposits.pay(charge.qrcode)).statusCode).toBe(200);
    await expectUntouched(owner, [WALLET], intruder, [WALLET], async () => {
      const paid = await consult();
      expectRefused(paid, 'pix.charge_not_found');
      expect(jsonBody(paid)).not.toHaveProperty('amount');
    });
    expect(await deposits.statusOf(owner.token, txid)).toMatchObject({ status: 'paid' });
  });

  it('cannot cancel another player’s withdrawal, use their PIX key or replay their request', async () => {
    const owner = await withdrawingPlayer(platform.app, platform.db, { balance: 20_000 });
    const intruder = await withdrawingPlayer(platform.app, platform.db, { balance: 20_000 });
    const key = await addOwnCpfKey(owner);
    const idempotencyKey = randomUUID();
    const body = { amount: 5_000, method_id: key.method.id };
    const requested = await requestWithdrawal(owner, body, { 'idempotency-key': idempotencyKey });
    expect(requested.statusCode, requested.body).toBe(200);
    const { withdrawal } = withdrawalResponseSchema.parse(jsonBody(requested));
    const paths = [WALLET, '/wallet/withdrawals', '/wallet/withdraw/methods'];
    const [ownerPlayer, intruderPlayer] = [owner, intruder].map(
      ({ id, token, email, tenant }): Player => ({ id, token, email, brand: tenant }),
    );
    if (!ownerPlayer || !intruderPlayer) throw new Error('two players');

    await expectUntouched(ownerPlayer, paths, intruderPlayer, paths, async () => {
      const by = as(intruderPlayer);
      expectRefused(
        await by.post('/main-gateway/user-cancel-withdrawal', { id: withdrawal.id }),
        'withdrawal.not_found',
      );
      expectRefused(
        await by.post('/wallet/withdraw/method', { id: key.method.id }),
        'pix_key.not_found',
      );
      expectRefused(
        await by.post('/wallet/withdraw/request', { amount: 5_000, method_id: key.method.id }),
        'pix_key.not_found',
      );
      // The owner's Idempotency-Key with the owner's very body: not the owner's stored answer.
      expectRefused(
        await intruder.client.post('/wallet/withdraw/request', body, intruder.token, {
          'idempotency-key': idempotencyKey,
        }),
        'idempotency.mismatch',
      );
    });
  });

  it('cannot read another player’s notification', async () => {
    const [owner, intruder] = [await newPlayer(), await newPlayer()];
    const { notification } = await consoleNotify(platform.app, BRAND, { player: owner.email });
    await expectUntouched(owner, ['/notifications'], intruder, ['/notifications'], async () => {
      expectRefused(
        await as(intruder).post(`/notifications/${notification.id}/read`),
        'notification.not_found',
      );
    });
    // Nor mark it read with all of their own, nor find it in their list.
    await expectUntouched(owner, ['/notifications'], intruder, [], async () => {
      for (const kind of ['user_notifications', 'global_notifications']) {
        expect((await as(intruder).post(`/notifications/${kind}/mark-all-read`)).statusCode).toBe(
          200,
        );
      }
    });
    const listed = await notificationsOf(platform.app, BRAND, intruder.token);
    expect(listed.user_notifications.data.map(({ id }) => id)).not.toContain(notification.id);
  });

  it('cannot open or sell another player’s box, nor sell their prize', async () => {
    const owner = await newPlayer(UNREGULATED, 100_000);
    const intruder = await newPlayer(UNREGULATED, 100_000);
    const [box] = await catalogueOf(platform.app, UNREGULATED);
    if (!box) throw new Error('no box in the catalogue');
    const buy = async () => {
      const bought = await as(owner).post('/boxes/buy', { box_id: box.id });
      expect(bought.statusCode, bought.body).toBe(200);
      return boxBuyResponseSchema.parse(jsonBody(bought)).user_box.id;
    };
    const [opened, kept] = [await buy(), await buy()];
    const openedNow = await as(owner).post('/boxes/open', { box_id: opened });
    expect(openedNow.statusCode, openedNow.body).toBe(200);
    const { prize } = boxOpenResponseSchema.parse(jsonBody(openedNow));
    const paths = [WALLET, '/boxes/user/get', '/prizes/user'];

    await expectUntouched(owner, paths, intruder, paths, async () => {
      const by = as(intruder);
      expectRefused(await by.post('/boxes/open', { box_id: kept }), 'boxes.not_found');
      expectRefused(await by.post('/boxes/sell', { id: kept }), 'boxes.not_found');
      expectRefused(await by.post('/prizes/sell', { id: prize.id }), 'prizes.not_found');
    });
  });

  it('cannot cancel another player’s active bonus', async () => {
    const [owner, intruder] = [await newPlayer(UNREGULATED), await newPlayer(UNREGULATED)];
    const granted = await api(platform.app, UNREGULATED).post('/demo/console/bonuses/grant', {
      player: owner.email,
      amount: 2_000,
      rollover_multiplier: 5,
      valid_days: 7,
    });
    expect(granted.statusCode, granted.body).toBe(201);
    const { bonus } = demoBonusGrantResponseSchema.parse(jsonBody(granted));
    const paths = [WALLET, '/wallet/bonuses'];

    await expectUntouched(owner, paths, intruder, paths, async () => {
      expectRefused(await as(intruder).post(`/bonuses/${bonus.id}/cancel`), 'bonuses.not_found');
    });
  });

  it('cannot claim another player’s cashback', async () => {
    const [owner, intruder] = [await newPlayer(), await newPlayer()];
    const made = await api(platform.app, BRAND).post('/demo/console/cashback/entry', {
      player: owner.email,
      type: 'immediate',
      amount: 300,
    });
    expect(made.statusCode, made.body).toBe(201);
    const { entry } = demoCashbackResponseSchema.parse(jsonBody(made));
    const paths = [WALLET, '/bonuses/cashback'];

    await expectUntouched(owner, paths, intruder, paths, async () => {
      expectRefused(
        await as(intruder).post('/bonuses/cashback/claim', { cashback_id: entry.id }),
        'bonuses.cashback_not_found',
      );
    });
  });

  it('cannot claim a mission on another player’s progress, nor see that progress', async () => {
    const created = await api(platform.app, BRAND).post('/demo/console/missions', {
      name: 'Uma rodada',
      goal: 'rounds',
      target: 1,
      provider: 'vitrine-originals',
      reward: 'loyalty',
      reward_amount: 500,
      guest_visible: false,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = demoMissionCreateResponseSchema.parse(jsonBody(created)).mission;
    const owner = await newPlayer(BRAND, 10_000);
    // One intruder who never took the mission, one who took it and has not played.
    const [stranger, rival] = [await newPlayer(), await newPlayer()];
    for (const player of [owner, rival]) {
      expect((await as(player).post(`/missions/${id}/accept`)).statusCode).toBe(200);
    }
    const game = await gameByCode(platform.app, BRAND, 'vitrine-originals', 'tigre-da-sorte');
    const { path } = await launchGame(platform.app, BRAND, game, { token: owner.token });
    expect((await spinSlot(platform.app, path, 100)).statusCode).toBe(200);
    const missionOf = async (player: Player) =>
      missionResponseSchema.parse(jsonBody(await as(player).get(`/missions/${id}`))).mission;
    expect(await missionOf(owner)).toMatchObject({ status: 'completed', claimed_at: null });

    const paths = [WALLET, `/missions/${id}`];
    for (const intruder of [stranger, rival]) {
      await expectUntouched(owner, paths, intruder, paths, async () => {
        expectRefused(await as(intruder).post(`/missions/${id}/claim`), 'missions.not_completed');
      });
      expect((await missionOf(intruder)).progress).toMatchObject({ current: 0 });
    }
  });

  it('cannot subscribe to another player’s private channel', async () => {
    const [owner, intruder] = [await newPlayer(), await newPlayer()];
    const subscribe = (player: Player, channelOf: Player) =>
      as(player).post('/broadcasting/auth', {
        socket_id: '1234.5678',
        channel_name: `private-universal.${channelOf.id}`,
      });
    expectRefused(await subscribe(intruder, owner), 'realtime.channel_forbidden');
    // The control: each player's own channel opens to their own token.
    expect((await subscribe(owner, owner)).statusCode).toBe(200);
    expect((await subscribe(intruder, intruder)).statusCode).toBe(200);
  });

  it('cannot settle another player’s bet with their own sportsbook token', async () => {
    const owner = await newPlayer(BRAND, 10_000);
    const intruder = await newPlayer(BRAND, 10_000);
    const ownerSportsbook = await sportsbookTokenOf(platform.app, BRAND, owner.token);
    const intruderSportsbook = await sportsbookTokenOf(platform.app, BRAND, intruder.token);
    const placed = await api(platform.app, BRAND).post(
      '/sportsbook/demo/bets',
      {
        type: 'single',
        stake: 500,
        selections: [
          { event_id: 'flamengo-palmeiras', outcome_id: 'flamengo-palmeiras.result.home' },
        ],
      },
      ownerSportsbook,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    const { bet } = standInBetResponseSchema.parse(jsonBody(placed));
    const paths = [WALLET, '/wallet/sports-bets'];

    await expectUntouched(owner, paths, intruder, paths, async () => {
      for (const outcome of ['win', 'refund']) {
        const settled = await api(platform.app, BRAND).post(
          `/sportsbook/demo/bets/${bet.id}/settle`,
          { outcome },
          intruderSportsbook,
        );
        expectRefused(settled, 'sportsbook.bet_not_found');
      }
    });
    // Still the owner's to settle.
    const own = await api(platform.app, BRAND).post(
      `/sportsbook/demo/bets/${bet.id}/settle`,
      { outcome: 'lost' },
      ownerSportsbook,
    );
    expect(own.statusCode, own.body).toBe(200);
  });

  it('keeps a Betby transaction to the player it was made for', async () => {
    const owner = await newBettor(platform, 10_000, BRAND);
    const intruder = await newBettor(platform, 10_000, BRAND);
    const transactionId = newBetbyId();
    const made = await callBetby(platform.app, 'bet/make', makeCall(owner.id, 500, transactionId));
    expect(made.statusCode, made.body).toBe(200);
    const footprints = async () => [
      await sportsbookFootprint(platform.db, owner),
      await sportsbookFootprint(platform.db, intruder),
    ];
    const before = await footprints();
    const expectBadRequest = (response: { statusCode: number; body: string }) => {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(betbyErrorSchema.parse(jsonBody(response)).code).toBe(BETBY_ERRORS.bad_request.code);
    };

    // The owner's transaction id under the intruder's player id: neither a replay nor a new bet.
    expectBadRequest(
      await callBetby(platform.app, 'bet/make', makeCall(intruder.id, 500, transactionId)),
    );
    // A discard of the owner's bet in the intruder's name.
    expectBadRequest(
      await callBetby(platform.app, 'bet/discard', {
        ext_player_id: String(intruder.id),
        transaction_id: transactionId,
      }),
    );
    expect(await footprints()).toEqual(before);
  });
});

import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boxDraws, playerBoxes, playerPrizes } from '../../db/schema/rewards.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { awardBox, catalogueOf, idempotencyKey, openBox } from '../../test/boxes.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { repeated, storm } from '../../test/storm.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { findWallet, ledgerSum, lockWallet, postEntries } from '../wallet/wallet-service.ts';

// Storms on boxes, prizes and the loyalty wallet (issue 36): many calls at once, each box opened
// or sold once, each prize sold once, each cashout made once, and every balance the sum of its
// own ledger rows. `npm run test:postgres` runs them again on PostgreSQL, where they race.
const platform = testPlatformPerFile({ seedGames: 0 });
const demo = () => api(platform.app, 'demo');

const codeOf = (response: { body: string }) => {
  const body = jsonBody(response);
  return typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : undefined;
};

async function demoPlayer() {
  const player = await registerPlayer(platform.app, 'demo');
  const tenantId = await tenantIdOf(platform.db, 'demo');
  return { ...player, ref: { tenantId, userId: player.data.id } };
}

type Ref = Awaited<ReturnType<typeof demoPlayer>>['ref'];

async function expectLedgerMatches(ref: Ref) {
  const wallet = await findWallet(platform.db, ref);
  expect(await ledgerSum(platform.db, ref, 'cash')).toBe(wallet?.balance ?? 0);
  expect(await ledgerSum(platform.db, ref, 'loyalty')).toBe(wallet?.loyaltyBalance ?? 0);
  expect(wallet?.loyaltyBalance ?? 0).toBeGreaterThanOrEqual(0);
}

/** Loyalty money as a regulated prize sale puts it: one loyalty row. */
async function creditLoyalty(ref: Ref, amount: number) {
  await platform.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, ref, new Date());
    await postEntries(tx, wallet, [{ type: 'prize_sale', amount, balance: 'loyalty' }], new Date());
  });
}

const statuses = (answers: readonly { statusCode: number }[]) =>
  answers.map((answer) => answer.statusCode).sort((a, b) => a - b);

describe('box storms', () => {
  it('opens each of 10 boxes once under 50 concurrent opens, with unique nonces', async () => {
    const player = await demoPlayer();
    const [box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    const ids: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      ids.push(await awardBox(platform.app, 'demo', player.form.email, box.id));
    }
    let call = 0;
    const answers = await storm('50 opens of 10 boxes', {
      open: repeated(50, () => {
        call += 1;
        const id = ids[call % ids.length] ?? 0;
        return demo().post(
          '/boxes/open',
          { box_id: id },
          player.token,
          idempotencyKey(`open-${player.ref.userId}-${call}`),
        );
      }),
    });
    const all = answers('open');
    expect(all.filter((answer) => answer.statusCode === 200)).toHaveLength(10);
    for (const answer of all.filter((answer) => answer.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(codeOf(answer)).toBe('boxes.already_opened');
    }
    const opened = await platform.db.select().from(playerBoxes).where(inArray(playerBoxes.id, ids));
    expect(opened.every((row) => row.openedAt !== null && row.drawId !== null)).toBe(true);
    const prizes = await platform.db
      .select()
      .from(playerPrizes)
      .where(eq(playerPrizes.userId, player.ref.userId));
    expect(prizes).toHaveLength(10);
    expect(new Set(prizes.map((row) => row.playerBoxId))).toEqual(new Set(ids));
    const draws = await platform.db
      .select({ nonce: boxDraws.nonce, seedId: boxDraws.seedId })
      .from(boxDraws)
      .where(eq(boxDraws.userId, player.ref.userId));
    expect(draws.map((draw) => draw.nonce).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(new Set(draws.map((draw) => draw.seedId)).size).toBe(1);
  });

  it('either opens or sells one box under 30 concurrent opens and sells', async () => {
    const player = await demoPlayer();
    const [box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    const id = await awardBox(platform.app, 'demo', player.form.email, box.id);
    const answers = await storm('opens and sells of one box', {
      open: repeated(15, () => demo().post('/boxes/open', { box_id: id }, player.token)),
      sell: repeated(15, () => demo().post('/boxes/sell', { id }, player.token)),
    });
    const all = [...answers('open'), ...answers('sell')];
    expect(all.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(statuses(all).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const wallet = await findWallet(platform.db, player.ref);
    const sold = answers('sell').some((answer) => answer.statusCode === 200);
    expect(wallet?.loyaltyBalance ?? 0).toBe(sold ? box.sell_value : 0);
    await expectLedgerMatches(player.ref);
  });

  it('credits one prize once under 50 concurrent sells', async () => {
    const player = await demoPlayer();
    const [box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    const id = await awardBox(platform.app, 'demo', player.form.email, box.id);
    const { prize } = await openBox(platform.app, 'demo', player.token, id);
    let call = 0;
    const answers = await storm('50 sells of one prize', {
      sell: repeated(50, () => {
        call += 1;
        return demo().post(
          '/prizes/sell',
          { id: prize.id },
          player.token,
          idempotencyKey(`sell-${player.ref.userId}-${call}`),
        );
      }),
    });
    const all = answers('sell');
    expect(all.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of all.filter((answer) => answer.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(codeOf(answer)).toBe('prizes.already_sold');
    }
    const rows = await platform.db
      .select({ amount: walletTransactions.amount, kind: walletTransactions.balanceKind })
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.userId, player.ref.userId),
          eq(walletTransactions.type, 'prize_sale'),
        ),
      );
    expect(rows).toEqual([{ amount: prize.value, kind: 'loyalty' }]);
    await expectLedgerMatches(player.ref);
  });

  it('cashes out once under 20 concurrent calls with one Idempotency-Key', async () => {
    const player = await demoPlayer();
    await creditLoyalty(player.ref, 5_000);
    const headers = idempotencyKey(`cashout-${player.ref.userId}`);
    const answers = await storm('cashouts with one key', {
      cashout: repeated(20, () =>
        demo().post('/wallet/loyalty/cashout', { amount: 1_000 }, player.token, headers),
      ),
    });
    const all = answers('cashout');
    const firsts = all.filter(
      (answer) => answer.statusCode === 200 && answer.headers['idempotent-replayed'] === undefined,
    );
    expect(firsts).toHaveLength(1);
    for (const answer of all.filter((answer) => answer !== firsts[0])) {
      if (answer.statusCode === 200) expect(answer.body).toBe(firsts[0]?.body);
      else expect(answer.statusCode, answer.body).toBe(409);
    }
    const wallet = await findWallet(platform.db, player.ref);
    expect(wallet?.loyaltyBalance).toBe(4_000);
    expect(wallet?.balance).toBe(1_000);
    await expectLedgerMatches(player.ref);
  });

  it('cashes out once under 20 concurrent calls when the balance allows only one', async () => {
    const player = await demoPlayer();
    await creditLoyalty(player.ref, 1_500);
    let call = 0;
    const answers = await storm('cashouts over the balance', {
      cashout: repeated(20, () => {
        call += 1;
        return demo().post(
          '/wallet/loyalty/cashout',
          { amount: 1_000 },
          player.token,
          idempotencyKey(`cashout-${player.ref.userId}-${call}`),
        );
      }),
    });
    const all = answers('cashout');
    expect(all.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of all.filter((answer) => answer.statusCode !== 200)) {
      expect(answer.statusCode, answer.body).toBe(422);
      expect(codeOf(answer)).toBe('loyalty.insufficient');
    }
    const wallet = await findWallet(platform.db, player.ref);
    expect(wallet?.loyaltyBalance).toBe(500);
    expect(wallet?.balance).toBe(1_000);
    await expectLedgerMatches(player.ref);
  });
});

import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ranks } from '../../db/schema/tenants.ts';
import { playerBoxes } from '../../db/schema/rewards.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { registerPlayer } from '../../test/accounts.ts';
import { catalogueOf } from '../../test/boxes.ts';
import { fundPlayer, gameByCode, launchGame, spinSlot, tenantIdOf } from '../../test/casino.ts';
import { notificationsOf } from '../../test/notifications.ts';
import {
  callBetby,
  makeCall,
  SPORTSBOOK_TEST_SECRET,
  transactionAnswer,
} from '../../test/sportsbook.ts';
import { repeated, storm } from '../../test/storm.ts';
import { testPlatformPerFile } from '../../test/test-platform.ts';
import { ledgerSum } from '../wallet/wallet-service.ts';
import { forgetLadder } from './vip-ladder-service.ts';

// Issue 38: a stake that takes totalBet past a level's threshold pays the level's reward once — a
// `level_reward` loyalty row and the level's box — and tells the player.
const platform = testPlatformPerFile({ sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET });
let tenantId = 0;
let boxId = 0;

beforeAll(async () => {
  tenantId = await tenantIdOf(platform.db, 'demo');
  const [box] = await catalogueOf(platform.app, 'demo');
  if (!box) throw new Error('the demo tenant has no boxes');
  boxId = box.id;
  // Level 2 (R$ 1.000) pays R$ 5 of loyalty, level 3 (R$ 5.000) R$ 10 and a box.
  const level = (n: number) => and(eq(ranks.tenantId, tenantId), eq(ranks.level, n));
  await platform.db
    .update(ranks)
    .set({ name: { pt: 'Prata', en: 'Silver' }, rewardLoyalty: 500, rewardBoxId: null })
    .where(level(2));
  await platform.db.update(ranks).set({ rewardLoyalty: 1_000, rewardBoxId: boxId }).where(level(3));
  forgetLadder(platform.db, tenantId);
});

/** A funded player whose totalBet stands at `totalBet`, with a real-money slot launched. */
async function playerAt(totalBet: number) {
  const { data, token } = await registerPlayer(platform.app, 'demo');
  const player = { tenantId, userId: data.id };
  await fundPlayer(platform.db, player, 100_000);
  await platform.db
    .update(users)
    .set({ totalBet })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, data.id)));
  const game = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
  const { path } = await launchGame(platform.app, 'demo', game, { token });
  return { player, token, path };
}

async function rewardsOf(userId: number) {
  const own = and(eq(walletTransactions.tenantId, tenantId), eq(walletTransactions.userId, userId));
  const rows = await platform.db
    .select()
    .from(walletTransactions)
    .where(and(own, eq(walletTransactions.type, 'level_reward')));
  const boxes = await platform.db
    .select()
    .from(playerBoxes)
    .where(and(eq(playerBoxes.tenantId, tenantId), eq(playerBoxes.userId, userId)));
  const [user] = await platform.db
    .select({ rewarded: users.vipLevelRewarded })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return { rows, boxes, rewarded: user?.rewarded };
}

describe('reaching a VIP level', () => {
  it('pays nothing until the threshold, then the level’s loyalty once, and tells the player', async () => {
    const { player, token, path } = await playerAt(99_800);
    expect((await spinSlot(platform.app, path, 100)).statusCode).toBe(200);
    expect((await rewardsOf(player.userId)).rows).toEqual([]);
    expect((await spinSlot(platform.app, path, 100)).statusCode).toBe(200);
    expect((await spinSlot(platform.app, path, 100)).statusCode).toBe(200);
    const rewards = await rewardsOf(player.userId);
    expect(rewards.rows.map((row) => [row.amount, row.balanceKind])).toEqual([[500, 'loyalty']]);
    expect(rewards.boxes).toEqual([]);
    expect(rewards.rewarded).toBe(2);
    expect(await ledgerSum(platform.db, player, 'loyalty')).toBe(500);
    const { user_notifications: personal } = await notificationsOf(platform.app, 'demo', token);
    expect(personal.data.map((item) => item.message)).toContain('Você chegou ao nível Prata!');
  });

  it('pays every level passed when one stake passes several', async () => {
    // Level 1 with nothing paid, R$ 10 short of level 3.
    const { player, path } = await playerAt(499_000);
    expect((await spinSlot(platform.app, path, 1_000)).statusCode).toBe(200);
    const rewards = await rewardsOf(player.userId);
    expect(rewards.rows.map((row) => row.amount).sort()).toEqual([1_000, 500]);
    expect(rewards.boxes.map((box) => [box.boxId, box.source])).toEqual([[boxId, 'vip']]);
    expect(rewards.rewarded).toBe(3);
    expect(await ledgerSum(platform.db, player, 'loyalty')).toBe(1_500);
  });

  it('pays a level once however many spins cross it at once', async () => {
    const { player, path } = await playerAt(99_000);
    const answers = await storm('vip level storm', {
      spin: repeated(20, () => spinSlot(platform.app, path, 100)),
    });
    expect(answers('spin').map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const rewards = await rewardsOf(player.userId);
    expect(rewards.rows.map((row) => row.amount)).toEqual([500]);
    expect(rewards.rewarded).toBe(2);
    expect(await ledgerSum(platform.db, player, 'loyalty')).toBe(500);
  });

  it('pays the level a sportsbook stake reaches, once', async () => {
    const { player, token } = await playerAt(99_500);
    const bet = (amount: number) =>
      callBetby(platform.app, 'bet/make', makeCall(player.userId, amount));
    transactionAnswer(await bet(1_000));
    transactionAnswer(await bet(1_000));
    const rewards = await rewardsOf(player.userId);
    expect(rewards.rows.map((row) => row.amount)).toEqual([500]);
    expect(rewards.rewarded).toBe(2);
    const { user_notifications: personal } = await notificationsOf(platform.app, 'demo', token);
    expect(personal.data.map((item) => item.message)).toContain('Você chegou ao nível Prata!');
  });
});

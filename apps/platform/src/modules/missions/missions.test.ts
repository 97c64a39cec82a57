import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import {
  type Mission,
  missionClaimResponseSchema,
  missionListSchema,
  missionResponseSchema,
} from '@vitrine/contract/missions.ts';
import { boxes, missions, playerBoxes, playerMissions } from '../../db/schema/rewards.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { ApiError } from '../../http/errors.ts';
import { findTenantBySlug } from '../../tenancy/tenant-service.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { fundPlayer, gameByCode, launchGame, tenantIdOf } from '../../test/casino.ts';
import { placeBet, SPORTSBOOK_TEST_SECRET } from '../../test/sportsbook.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { findWallet, ledgerSum } from '../wallet/wallet-service.ts';
import { createMission, type NewMission } from './mission-service.ts';

// Issue 36: missions tracked from real play, accepted and claimed once (docs/design/missions.md).
const platform = testPlatformPerFile({ sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET });

async function tenantOf(slug: string): Promise<Tenant> {
  const tenant = await findTenantBySlug(platform.db, slug);
  if (!tenant) throw new Error(`no tenant ${slug}`);
  return tenant;
}

let demo: Tenant;
let tigreId = 0;
beforeAll(async () => {
  demo = await tenantOf('demo');
  tigreId = (await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte')).id;
});

const newMission = (overrides: Partial<NewMission> = {}): NewMission => ({
  name: 'Missão de teste',
  description: null,
  goal: 'wager',
  target: 1_500,
  gameId: null,
  provider: null,
  reward: 'loyalty',
  rewardAmount: 700,
  rewardBoxId: null,
  guestVisible: false,
  startsAt: new Date(Date.now() - 60_000),
  endsAt: null,
  ...overrides,
});

const create = async (overrides: Partial<NewMission> = {}, tenant = demo) =>
  (await createMission(platform.db, tenant, newMission(overrides), 'pt-BR')).mission.id;

const client = (slug = 'demo') => api(platform.app, slug);
const messageOf = (response: { body: string }) =>
  laravelErrorSchema.parse(jsonBody(response)).message;

async function missionOf(id: number, token?: string, slug = 'demo'): Promise<Mission> {
  const response = await client(slug).get(`/missions/${id}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return missionResponseSchema.parse(jsonBody(response)).mission;
}

async function accept(id: number, token: string, slug = 'demo') {
  const response = await client(slug).post(`/missions/${id}/accept`, {}, token);
  expect(response.statusCode, response.body).toBe(200);
  return missionResponseSchema.parse(jsonBody(response)).mission;
}

const claim = (id: number, token: string, slug = 'demo') =>
  client(slug).post(`/missions/${id}/claim`, {}, token);

async function funded(slug = 'demo', amount = 100_000) {
  const { token, data } = await registerPlayer(platform.app, slug);
  const player = { tenantId: await tenantIdOf(platform.db, slug), userId: data.id };
  if (amount > 0) await fundPlayer(platform.db, player, amount);
  return { token, player };
}

async function slotOf(token: string) {
  const game = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
  const { path } = await launchGame(platform.app, 'demo', game, { token });
  return async (stake: number) => {
    const response = await platform.app.inject({
      method: 'POST',
      url: `${path}/spin`,
      payload: { stake },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
}

async function rewardRows(player: { tenantId: number; userId: number }) {
  return platform.db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.tenantId, player.tenantId),
        eq(walletTransactions.userId, player.userId),
        eq(walletTransactions.type, 'mission_reward'),
      ),
    );
}

/** Every balance equals the sum of its own ledger rows. */
async function expectLedgerMatchesWallet(player: { tenantId: number; userId: number }) {
  const wallet = await findWallet(platform.db, player);
  expect(await ledgerSum(platform.db, player, 'cash')).toBe(wallet?.balance ?? 0);
  expect(await ledgerSum(platform.db, player, 'loyalty')).toBe(wallet?.loyaltyBalance ?? 0);
  expect(await ledgerSum(platform.db, player, 'bonus')).toBe(wallet?.bonusBalance ?? 0);
}

describe('the seeded missions', () => {
  it('gives every live brand the demo slot missions, one guest-visible, paying loyalty when regulated', async () => {
    for (const slug of ['demo', 'sorte']) {
      const tenantId = await tenantIdOf(platform.db, slug);
      const rows = await platform.db.select().from(missions).where(eq(missions.tenantId, tenantId));
      const names = rows.map((row) => row.name);
      expect(names).toContain('Aposte R$ 50 no slot de demonstração');
      expect(names).toContain('Jogue 20 rodadas');
      expect(rows.some((row) => row.guestVisible)).toBe(true);
      // Both are regulated: no deposit goal, no cash reward.
      for (const row of rows) {
        expect(row.goalKind).not.toBe('deposit');
        expect(row.rewardKind).not.toBe('cash');
      }
    }
    // The brand with boxes has a third mission (a box when its catalogue exists, else loyalty).
    const demoRows = await platform.db
      .select()
      .from(missions)
      .where(eq(missions.tenantId, demo.id));
    expect(demoRows.some((row) => row.name === 'Jogue 50 rodadas e ganhe uma caixa')).toBe(true);
  });
});

describe('a guest', () => {
  it('sees only the guest-visible missions, available with no progress', async () => {
    const hidden = await create({ guestVisible: false });
    const visible = await create({ guestVisible: true });
    const response = await client().get('/missions');
    expect(response.statusCode, response.body).toBe(200);
    const { data } = missionListSchema.parse(jsonBody(response));
    const ids = data.map((mission) => mission.id);
    expect(ids).toContain(visible);
    expect(ids).not.toContain(hidden);
    for (const mission of data) {
      expect(mission.status).toBe('available');
      expect(mission.progress.current).toBe(0);
      expect(mission.accepted_at).toBeNull();
    }
    expect((await client().get(`/missions/${hidden}`)).statusCode).toBe(404);
    expect((await missionOf(visible)).status).toBe('available');
  });

  it('cannot accept or claim (401)', async () => {
    const visible = await create({ guestVisible: true });
    expect((await client().post(`/missions/${visible}/accept`, {})).statusCode).toBe(401);
    expect((await client().post(`/missions/${visible}/claim`, {})).statusCode).toBe(401);
  });
});

describe('progress from real play', () => {
  it('counts the demo slot’s stakes and rounds from acceptance, and completes at the target', async () => {
    const { token, player } = await funded();
    const spin = await slotOf(token);
    await spin(500); // before acceptance: does not count
    const wager = await create({ goal: 'wager', target: 1_500, gameId: tigreId });
    const rounds = await create({ goal: 'rounds', target: 3, provider: 'vitrine-originals' });
    const elsewhere = await create({ goal: 'rounds', target: 3, provider: 'pampas-play' });
    for (const id of [wager, rounds, elsewhere])
      expect((await accept(id, token)).status).toBe('accepted');

    await spin(500);
    await spin(500);
    const halfway = await missionOf(wager, token);
    expect(halfway.progress).toEqual({ current: 1_000, target: 1_500, percentage: 67 });
    expect(halfway.status).toBe('accepted');
    expect((await missionOf(rounds, token)).progress.current).toBe(2);
    expect((await missionOf(elsewhere, token)).progress.current).toBe(0);

    const early = await claim(wager, token);
    expect(early.statusCode).toBe(422);
    expect(messageOf(early)).toBe('Conclua a missão antes de resgatar a recompensa.');

    await spin(1_000);
    const met = await missionOf(wager, token);
    expect(met.progress).toEqual({ current: 1_500, target: 1_500, percentage: 100 });
    expect(met.status).toBe('completed');
    expect(met.completed_at).not.toBeNull();
    expect((await missionOf(rounds, token)).status).toBe('completed');

    const claimed = await claim(wager, token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const body = missionClaimResponseSchema.parse(jsonBody(claimed));
    expect(body.message).toBe('Recompensa resgatada!');
    expect(body.mission.status).toBe('claimed');
    expect(body.wallet?.loyalty_balance).toBe(700);
    const again = await claim(wager, token);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe('A recompensa desta missão já foi resgatada.');
    const rows = await rewardRows(player);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.balanceKind).toBe('loyalty');
    await expectLedgerMatchesWallet(player);
  });

  it('counts sportsbook bets, opened boxes and São Paulo days of play', async () => {
    const { token, player } = await funded();
    const sports = await create({ goal: 'sports_bet', target: 2 });
    const opened = await create({ goal: 'open_box', target: 1 });
    const days = await create({ goal: 'login_days', target: 2 });
    for (const id of [sports, opened, days]) await accept(id, token);

    await placeBet(platform.app, player.userId, 1_000);
    expect((await missionOf(sports, token)).progress.current).toBe(1);

    const [box] = await platform.db
      .insert(boxes)
      .values({
        tenantId: demo.id,
        slug: `teste-${player.userId}`,
        name: 'Caixa de teste',
        colour: 'red',
        sellValue: 0,
      })
      .returning();
    if (!box) throw new Error('no box');
    await platform.db.insert(playerBoxes).values({
      ...player,
      boxId: box.id,
      source: 'console',
      openedAt: new Date(),
    });
    expect((await missionOf(opened, token)).status).toBe('completed');

    // Accepting and reading are requests of a session today: one day of two.
    expect((await missionOf(days, token)).progress).toEqual({
      current: 1,
      target: 2,
      percentage: 50,
    });
  });

  it('completes a login-days mission at the sign-in that meets it', async () => {
    const { token, data, form } = await registerPlayer(platform.app, 'demo');
    const id = await create({ goal: 'login_days', target: 1 });
    await accept(id, token);
    const stored = async () =>
      (
        await platform.db
          .select()
          .from(playerMissions)
          .where(and(eq(playerMissions.userId, data.id), eq(playerMissions.missionId, id)))
      )[0]?.completedAt ?? null;
    expect(await stored()).toBeNull();
    const signedIn = await client().post('/auth/login', {
      username: form.username,
      password: form.password,
      email: form.email,
      cpf: form.cpf,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await stored()).not.toBeNull();
  });

  it('pays a box reward as a box of the player’s, once', async () => {
    const { token, player } = await funded();
    const [box] = await platform.db
      .insert(boxes)
      .values({
        tenantId: demo.id,
        slug: `premio-${player.userId}`,
        name: 'Caixa prêmio',
        colour: 'blue',
        sellValue: 0,
      })
      .returning();
    if (!box) throw new Error('no box');
    const id = await create({
      goal: 'rounds',
      target: 1,
      reward: 'box',
      rewardBoxId: box.id,
      rewardAmount: null,
    });
    await accept(id, token);
    await (
      await slotOf(token)
    )(20);
    const claimed = await claim(id, token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const body = missionClaimResponseSchema.parse(jsonBody(claimed));
    expect(body.user_box?.box.id).toBe(box.id);
    expect(body.wallet).toBeNull();
    const held = await platform.db
      .select()
      .from(playerBoxes)
      .where(and(eq(playerBoxes.userId, player.userId), eq(playerBoxes.missionId, id)));
    expect(held).toHaveLength(1);
    expect(held[0]?.source).toBe('mission');
  });
});

describe('accepting', () => {
  it('is the same mission when repeated, and refuses an ended one (409)', async () => {
    const { token } = await funded('demo', 0);
    const id = await create();
    const first = await accept(id, token);
    const second = await accept(id, token);
    expect(second.accepted_at).toBe(first.accepted_at);
    const ended = await create({
      startsAt: new Date(Date.now() - 3_600_000),
      endsAt: new Date(Date.now() - 60_000),
    });
    const refused = await client().post(`/missions/${ended}/accept`, {}, token);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe('Esta missão não está disponível.');
  });
});

describe('claiming under a storm', () => {
  it('pays once under 20 concurrent claims: one reward row, ledger equal to wallet', async () => {
    const { token, player } = await funded();
    const id = await create({ goal: 'rounds', target: 1, rewardAmount: 1_234 });
    await accept(id, token);
    await (
      await slotOf(token)
    )(20);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(id, token)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 409)).toBe(
      true,
    );
    const rows = await rewardRows(player);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.amount).toBe(1_234);
    expect((await findWallet(platform.db, player))?.loyaltyBalance).toBe(1_234);
    await expectLedgerMatchesWallet(player);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated claim or accept with its first answer, paying once', async () => {
    const { token, player } = await funded();
    const id = await create({ goal: 'rounds', target: 1, rewardAmount: 321 });
    const acceptKey = { 'idempotency-key': `accept-${player.userId}` };
    const accepted = await client().post(`/missions/${id}/accept`, {}, token, acceptKey);
    const acceptedAgain = await client().post(`/missions/${id}/accept`, {}, token, acceptKey);
    expect(acceptedAgain.statusCode).toBe(200);
    expect(acceptedAgain.headers['idempotent-replayed']).toBe('true');
    expect(acceptedAgain.body).toBe(accepted.body);
    await (
      await slotOf(token)
    )(20);
    const claimKey = { 'idempotency-key': `claim-${player.userId}` };
    const first = await client().post(`/missions/${id}/claim`, {}, token, claimKey);
    const replay = await client().post(`/missions/${id}/claim`, {}, token, claimKey);
    expect(first.statusCode, first.body).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await rewardRows(player)).toHaveLength(1);
    await expectLedgerMatchesWallet(player);
  });
});

describe('regulated and unregulated brands', () => {
  it('refuses a deposit goal or a cash reward on a regulated brand (missions.not_allowed)', async () => {
    for (const overrides of [{ goal: 'deposit' as const }, { reward: 'cash' as const }]) {
      const attempt = createMission(platform.db, demo, newMission(overrides), 'pt-BR');
      await expect(attempt).rejects.toBeInstanceOf(ApiError);
      await expect(attempt).rejects.toMatchObject({
        code: 'missions.not_allowed',
        statusCode: 422,
      });
    }
  });

  it('tracks deposits and pays cash on an unregulated brand', async () => {
    await platform.db
      .update(tenants)
      .set({ config: sql`jsonb_set(${tenants.config}, '{is_regulated}', 'false')` })
      .where(eq(tenants.slug, 'sorte'));
    try {
      const sorte = await tenantOf('sorte');
      expect(sorte.config.is_regulated).toBe(false);
      const id = await create(
        { goal: 'deposit', target: 2_000, reward: 'cash', rewardAmount: 500 },
        sorte,
      );
      const { token, player } = await funded('sorte', 0);
      await accept(id, token, 'sorte');
      await fundPlayer(platform.db, player, 1_500);
      expect((await missionOf(id, token, 'sorte')).progress.current).toBe(1_500);
      await fundPlayer(platform.db, player, 1_500);
      const claimed = await claim(id, token, 'sorte');
      expect(claimed.statusCode, claimed.body).toBe(200);
      expect(missionClaimResponseSchema.parse(jsonBody(claimed)).wallet?.balance).toBe(3_500);
      const rows = await rewardRows(player);
      expect(rows.map((row) => [row.balanceKind, row.amount])).toEqual([['cash', 500]]);
      await expectLedgerMatchesWallet(player);
    } finally {
      await platform.db
        .update(tenants)
        .set({ config: sql`jsonb_set(${tenants.config}, '{is_regulated}', 'true')` })
        .where(eq(tenants.slug, 'sorte'));
    }
  });
});

describe('tenant isolation', () => {
  it('shows, accepts and claims a mission only on its own tenant', async () => {
    const id = await create({ guestVisible: true });
    const { token: sorteToken } = await funded('sorte', 0);
    expect((await client('sorte').get(`/missions/${id}`)).statusCode).toBe(404);
    expect((await client('sorte').get(`/missions/${id}`, sorteToken)).statusCode).toBe(404);
    expect((await client('sorte').post(`/missions/${id}/accept`, {}, sorteToken)).statusCode).toBe(
      404,
    );
    expect((await claim(id, sorteToken, 'sorte')).statusCode).toBe(404);
    const listed = missionListSchema.parse(
      jsonBody(await client('sorte').get('/missions', sorteToken)),
    );
    expect(listed.data.map((mission) => mission.id)).not.toContain(id);
    // Another tenant's token is no one here.
    expect((await client().post(`/missions/${id}/accept`, {}, sorteToken)).statusCode).toBe(401);
  });
});

describe('hostile input', () => {
  const hostileIds = [
    'abc',
    '-1',
    '0x10',
    '1e3',
    '99999999999',
    '1.5',
    '%00',
    'a'.repeat(90),
    '%F0%9F%92%A9',
  ];

  it('answers 422 or 404, never 5xx, on every mission operation', async () => {
    const { token } = await funded('demo', 0);
    for (const id of hostileIds) {
      for (const response of [
        await client().get(`/missions/${id}`),
        await client().get(`/missions/${id}`, token),
        await client().post(`/missions/${id}/accept`, {}, token),
        await client().post(`/missions/${id}/claim`, {}, token),
      ]) {
        expect([404, 422], `${id.slice(0, 20)}: ${response.body}`).toContain(response.statusCode);
      }
    }
    // Past the router's length for a parameter: its own 414, still no 5xx.
    const huge = await client().post(`/missions/${'9'.repeat(10_000)}/claim`, {}, token);
    expect(huge.statusCode).toBeLessThan(500);
    for (const response of [
      await client().get('/missions/2147483647', token),
      await client().post('/missions/9999999999/accept', {}, token),
      await client().post('/missions/2147483647/claim', {}, token),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
  });
});

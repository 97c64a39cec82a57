import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import {
  limitsResponseSchema,
  sessionSummarySchema,
} from '@vitrine/contract/responsible-gaming.ts';
import { sessionActivity } from '../../db/schema/responsible-gaming.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import {
  fundPlayer,
  gameByCode,
  launchGame,
  slotRoundSchema,
  spinSlot,
  tenantIdOf,
} from '../../test/casino.ts';
import { SPORTSBOOK_TEST_SECRET } from '../../test/sportsbook.ts';
import { addOwnCpfKey, requestWithdrawal, withdrawingPlayer } from '../../test/withdrawals.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import { periodWindow } from './limit-periods.ts';
import { minutesActive } from './session-activity-service.ts';

// Issue 35: the stretches of a session, the 30-minute rule (Portaria SPA/MF 722/2024), the time
// limit and the session summary. 23:40 in São Paulo on 1 June 2026.
const clock = manualClock(new Date('2026-06-02T02:40:00.000Z'));
const platform = testPlatformPerFile({ clock, sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET });
const demo = () => api(platform.app, 'demo');
let demoTenantId = 0;
beforeAll(async () => {
  demoTenantId = await tenantIdOf(platform.db, 'demo');
});

const minutes = (count: number) => clock.advance(count * 60);
const IDLE_MINUTES = 30;

async function newPlayer() {
  const { data, token, form } = await registerPlayer(platform.app, 'demo');
  return { id: data.id, token, password: form.password };
}

async function stretchesOf(userId: number) {
  return platform.db
    .select()
    .from(sessionActivity)
    .where(and(eq(sessionActivity.tenantId, demoTenantId), eq(sessionActivity.userId, userId)))
    .orderBy(asc(sessionActivity.startedAt), asc(sessionActivity.id));
}

const anyCall = (token: string, headers: Record<string, string> = {}) =>
  demo().get('/responsible-gaming/limits', token, headers);

const deposit = (token: string, key: string, amount = 5_000) =>
  demo().post('/main-gateway/qrcode-pix', { amount }, token, { 'Idempotency-Key': key });

const confirmPassword = (token: string, password: string, key = crypto.randomUUID()) =>
  demo().post('/auth/confirm-password', { password }, token, { 'Idempotency-Key': key });

const setLimit = async (token: string, body: object) => {
  const set = await demo().post('/responsible-gaming/limits', body, token);
  expect(set.statusCode, set.body).toBe(200);
};

function expectRefusal(
  response: { statusCode: number; body: string },
  status: number,
  code: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  const body = jsonBody(response);
  expect(body).toMatchObject({ code });
  return laravelErrorSchema.parse(body).message;
}

describe('the time on the site', () => {
  it('counts the minutes of each São Paulo day on its side of midnight', async () => {
    const player = await newPlayer();
    await setLimit(player.token, { kind: 'time', period: 'day', amount: 120 });
    for (let step = 0; step < 8; step += 1) {
      minutes(5);
      expect((await anyCall(player.token)).statusCode).toBe(200);
    }
    // 02:40 → 03:20 UTC: 20 minutes before midnight in São Paulo, 20 after.
    const [stretch] = await stretchesOf(player.id);
    expect(stretch?.startedAt.toISOString()).toBe('2026-06-02T02:40:00.000Z');
    expect(stretch?.lastAt.toISOString()).toBe('2026-06-02T03:20:00.000Z');
    const ref = { tenantId: demoTenantId, userId: player.id };
    const yesterday = periodWindow('day', new Date('2026-06-02T02:59:00.000Z'));
    expect(await minutesActive(platform.db, ref, yesterday)).toBe(20);
    const limits = limitsResponseSchema
      .parse(jsonBody(await anyCall(player.token)))
      .limits.filter((limit) => limit.period === 'day');
    expect(limits).toEqual([
      expect.objectContaining({
        kind: 'time',
        period: 'day',
        amount: 120,
        used: 20,
        left: 100,
        resets_at: '2026-06-03T03:00:00.000Z',
      }),
    ]);
  });
});

describe('the stretches of activity', () => {
  it('extends the current stretch at most once a minute and starts a new one after a gap', async () => {
    const player = await newPlayer();
    const start = clock();
    await anyCall(player.token);
    clock.advance(30);
    await anyCall(player.token);
    expect((await stretchesOf(player.id)).map((row) => row.lastAt)).toEqual([start]);
    minutes(10);
    await anyCall(player.token);
    minutes(IDLE_MINUTES + 1);
    await anyCall(player.token);
    const stretches = await stretchesOf(player.id);
    expect(stretches).toHaveLength(2);
    expect(stretches[0]?.lastAt).toEqual(new Date(start.getTime() + (10 * 60 + 30) * 1000));
    // The sign-in confirmed the first; the one after the gap waits for the password.
    expect(stretches.map((row) => row.confirmedAt !== null)).toEqual([true, false]);
  });

  it('does not count the realtime authorisation, nor a call the web marks as background', async () => {
    const player = await newPlayer();
    await anyCall(player.token);
    minutes(5);
    await anyCall(player.token, { 'X-Activity': 'background' });
    const userAuth = await demo().post(
      '/broadcasting/user-auth',
      { socket_id: '1234.5678' },
      player.token,
    );
    expect(userAuth.statusCode, userAuth.body).toBe(200);
    const [stretch] = await stretchesOf(player.id);
    expect(stretch?.lastAt.getTime()).toBe(clock().getTime() - 5 * 60_000);
    await anyCall(player.token);
    expect((await stretchesOf(player.id))[0]?.lastAt).toEqual(clock());
  });
});

describe('the 30-minute rule', () => {
  it('refuses a deposit after the idle minutes until the password is confirmed', async () => {
    const player = await newPlayer();
    expect((await deposit(player.token, 'fresh-session')).statusCode).toBe(200);
    minutes(IDLE_MINUTES + 1);
    const idle = await deposit(player.token, 'after-the-gap');
    expect(expectRefusal(idle, 403, 'session.idle')).toBe(
      'Por segurança, confirme sua senha para continuar.',
    );
    // Another call in between does not confirm the session.
    expect((await anyCall(player.token)).statusCode).toBe(200);
    expectRefusal(await deposit(player.token, 'after-the-gap'), 403, 'session.idle');

    const wrong = await confirmPassword(player.token, 'Errada#2026');
    expect(wrong.statusCode).toBe(422);
    expect(jsonBody(wrong)).toMatchObject({ errors: { password: ['Senha incorreta.'] } });
    expectRefusal(await deposit(player.token, 'after-the-gap'), 403, 'session.idle');

    const key = crypto.randomUUID();
    expect((await confirmPassword(player.token, player.password, key)).statusCode).toBe(200);
    expect((await confirmPassword(player.token, player.password, key)).headers).toMatchObject({
      'idempotent-replayed': 'true',
    });
    // The same call, with the same Idempotency-Key, now passes.
    expect((await deposit(player.token, 'after-the-gap')).statusCode).toBe(200);
  });

  it('answers in English under /en', async () => {
    const player = await newPlayer();
    minutes(IDLE_MINUTES + 1);
    const idle = await demo().post('/main-gateway/qrcode-pix', { amount: 5_000 }, player.token, {
      'Accept-Language': 'en',
    });
    expect(expectRefusal(idle, 403, 'session.idle')).toBe(
      'For your security, confirm your password to continue.',
    );
  });

  it('holds a withdrawal, the sportsbook token and a real-money spin too', async () => {
    const withdrawer = await withdrawingPlayer(platform.app, platform.db, { balance: 10_000 });
    await addOwnCpfKey(withdrawer);
    const player = await newPlayer();
    await fundPlayer(platform.db, { tenantId: demoTenantId, userId: player.id }, 10_000);
    const game = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const { path } = await launchGame(platform.app, 'demo', game, { token: player.token });
    expect((await spinSlot(platform.app, path, 100)).statusCode).toBe(200);
    minutes(IDLE_MINUTES + 1);

    expectRefusal(await requestWithdrawal(withdrawer, { amount: 5_000 }), 403, 'session.idle');
    expectRefusal(await spinSlot(platform.app, path, 100), 403, 'session.idle');
    expectRefusal(await demo().post('/sportsbook/session', {}, player.token), 403, 'session.idle');

    expect((await confirmPassword(withdrawer.token, 'Segura#2026')).statusCode).toBe(200);
    expect((await requestWithdrawal(withdrawer, { amount: 5_000 })).statusCode).toBe(200);
    expect((await confirmPassword(player.token, player.password)).statusCode).toBe(200);
    expect((await demo().post('/sportsbook/session', {}, player.token)).statusCode).toBe(200);
    expect((await spinSlot(platform.app, path, 100)).statusCode).toBe(200);
  });
});

describe('the time limit', () => {
  it('refuses money calls once the minutes are used, saying when they come back', async () => {
    const player = await newPlayer();
    await setLimit(player.token, { kind: 'time', period: 'day', amount: 30 });
    for (let step = 0; step < 5; step += 1) {
      minutes(5);
      await anyCall(player.token);
    }
    expect((await deposit(player.token, crypto.randomUUID())).statusCode).toBe(200);
    minutes(5);
    await anyCall(player.token);
    const over = await deposit(player.token, crypto.randomUUID());
    expect(expectRefusal(over, 422, 'limit.time_exceeded')).toMatch(/^Limite de tempo: /);
    expect(jsonBody(over)).toMatchObject({ resets_at: '2026-06-03T03:00:00.000Z' });
  });

  it('takes minutes up to a month of days, and no more', async () => {
    const player = await newPlayer();
    const tooLong = await demo().post(
      '/responsible-gaming/limits',
      { kind: 'time', period: 'month', amount: 24 * 60 * 31 + 1 },
      player.token,
    );
    expect(tooLong.statusCode).toBe(422);
    await setLimit(player.token, { kind: 'time', period: 'month', amount: 24 * 60 * 31 });
  });
});

describe('the session summary', () => {
  it('says when the session started, its minutes and the net result of play since', async () => {
    const player = await newPlayer();
    const start = clock();
    await fundPlayer(platform.db, { tenantId: demoTenantId, userId: player.id }, 10_000);
    const game = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const { path } = await launchGame(platform.app, 'demo', game, { token: player.token });
    minutes(7);
    let balance = 10_000;
    for (let round = 0; round < 3; round += 1) {
      const spin = await spinSlot(platform.app, path, 100);
      expect(spin.statusCode, spin.body).toBe(200);
      balance = slotRoundSchema.parse(jsonBody(spin)).balance;
    }
    const summary = sessionSummarySchema.parse(
      jsonBody(await demo().get('/responsible-gaming/session', player.token)),
    );
    expect(summary).toEqual({
      started_at: start.toISOString(),
      minutes: 7,
      net_result: balance - 10_000,
    });
  });
});

import { and, count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { withdrawalResponseSchema } from '@vitrine/contract/withdrawals.ts';
import { idempotencyKeys } from '../../db/schema/idempotency.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { withdrawals } from '../../db/schema/withdrawals.ts';
import { ANA, api, latestCode, newPlayerForm, registerPlayer } from '../../test/accounts.ts';
import {
  addOwnCpfKey,
  balanceOf,
  requestWithdrawal,
  withdrawingPlayer,
} from '../../test/withdrawals.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import { deleteExpiredIdempotencyKeys } from './idempotency-service.ts';

const clock = manualClock();
// A request that fails after its money committed, as when the connection drops while committing:
// the handler's answer never reaches the client (decision 026).
const FAIL_AFTER_COMMIT = 'x-test-fail-after-commit';
const platform = testPlatformPerFile({
  clock,
  beforeReady: (app) => {
    app.addHook('preSerialization', async (request) => {
      if (request.headers[FAIL_AFTER_COMMIT]) throw new Error('connection lost after the commit');
    });
  },
});

const demo = () => api(platform.app, 'demo');

async function signedIn() {
  const { token } = await registerPlayer(platform.app, 'demo');
  return token;
}

const hideMetrics = (token: string, hide: boolean, key: string) =>
  demo().post('/profile/toggle-hide-metrics', { hide_metrics: hide }, token, {
    'idempotency-key': key,
  });

async function keysNamed(key: string) {
  const [row] = await platform.db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.key, key));
  return row?.n ?? 0;
}

describe('Idempotency-Key on a call that moves no money', () => {
  it('replays the first answer of a retry without running it again', async () => {
    const token = await signedIn();
    const headers = { 'idempotency-key': 'hide-7f3c9a' };
    const first = await hideMetrics(token, true, headers['idempotency-key']);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await hideMetrics(token, true, headers['idempotency-key']);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.headers['content-type']).toMatch(/^application\/json/);
    expect(retry.body).toBe(first.body);
  });

  it('refuses the same key with another body (422)', async () => {
    const token = await signedIn();
    expect((await hideMetrics(token, true, 'hide-b1')).statusCode).toBe(200);
    const other = await hideMetrics(token, false, 'hide-b1');
    expect(other.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(other)).errors).toEqual({
      idempotency_key: ['Esta Idempotency-Key já foi usada com outra requisição.'],
    });
  });

  it('keeps keys apart by tenant and path', async () => {
    const token = await signedIn();
    expect((await hideMetrics(token, true, 'shared-key')).statusCode).toBe(200);
    const elsewhere = await demo().post('/profile/updateLanguage', { language: 'en' }, token, {
      'idempotency-key': 'shared-key',
    });
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
    const sorte = await registerPlayer(platform.app, 'sorte');
    const onSorte = await api(platform.app, 'sorte').post(
      '/profile/toggle-hide-metrics',
      { hide_metrics: true },
      sorte.token,
      { 'idempotency-key': 'shared-key' },
    );
    expect(onSorte.statusCode).toBe(200);
    expect(onSorte.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps nothing of a failed attempt: the client may fix it and retry with the same key', async () => {
    const token = await signedIn();
    const headers = { 'idempotency-key': 'lang-fix' };
    const wrong = await demo().post('/profile/updateLanguage', { language: 'xx' }, token, headers);
    expect(wrong.statusCode).toBe(422);
    const fixed = await demo().post('/profile/updateLanguage', { language: 'en' }, token, headers);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours, and the sweep deletes keys that never came back', async () => {
    const token = await signedIn();
    expect((await hideMetrics(token, true, 'hide-24h')).statusCode).toBe(200);
    expect((await hideMetrics(token, true, 'hide-24h')).headers['idempotent-replayed']).toBe(
      'true',
    );
    expect((await hideMetrics(token, false, 'hide-never-again')).statusCode).toBe(200);
    clock.advance(24 * 3600 + 1);
    expect(
      (await hideMetrics(token, true, 'hide-24h')).headers['idempotent-replayed'],
    ).toBeUndefined();
    expect(await keysNamed('hide-24h')).toBe(1);

    expect(await keysNamed('hide-never-again')).toBe(1);
    expect(await deleteExpiredIdempotencyKeys(platform.db, clock())).toBeGreaterThan(0);
    expect(await keysNamed('hide-never-again')).toBe(0);
    expect(await keysNamed('hide-24h')).toBe(1);
  });

  it('answers 409 while the first request with the key still runs, and takes over a dead one', async () => {
    const token = await signedIn();
    const [demoTenant] = await platform.db.select().from(tenants).where(eq(tenants.slug, 'demo'));
    const fingerprintOf = async () => {
      // The fingerprint of this very request: taken from a first run under another key.
      await hideMetrics(token, true, 'fingerprint-probe');
      const [probe] = await platform.db
        .select({ fingerprint: idempotencyKeys.fingerprint })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'fingerprint-probe'));
      return probe?.fingerprint ?? '';
    };
    await platform.db.insert(idempotencyKeys).values({
      tenantId: demoTenant?.id ?? 0,
      key: 'running',
      method: 'POST',
      path: '/t/demo/profile/toggle-hide-metrics',
      fingerprint: await fingerprintOf(),
      owner: 'a request still running',
      createdAt: clock(),
    });
    const busy = await hideMetrics(token, true, 'running');
    expect(busy.statusCode).toBe(409);
    expect(busy.headers['retry-after']).toBe('1');
    clock.advance(61);
    const takenOver = await hideMetrics(token, true, 'running');
    expect(takenOver.statusCode).toBe(200);
    expect(takenOver.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('Idempotency-Key never keeps a credential', () => {
  it('stores neither a registration nor a sign-in, and no table row holds a token', async () => {
    const form = newPlayerForm();
    await demo().post('/auth/verify-email', { email: form.email, purpose: 'register' });
    const code = await latestCode(platform.app, 'demo', form.email);
    const registered = await demo().post('/auth/register', { ...form, code }, undefined, {
      'idempotency-key': 'register-once',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const signIn = await demo().post('/auth/login', ANA, undefined, {
      'idempotency-key': 'sign-in-once',
    });
    expect(signIn.statusCode, signIn.body).toBe(200);

    expect(await keysNamed('register-once')).toBe(0);
    expect(await keysNamed('sign-in-once')).toBe(0);
    const withToken = await platform.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(like(idempotencyKeys.body, '%token%'));
    expect(withToken[0]?.n).toBe(0);
  });
});

describe('Idempotency-Key on a money call', () => {
  it('answers a retry after a failure past the commit with the first result, withdrawing once', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db, { balance: 10_000 });
    await addOwnCpfKey(player);
    const key = { 'idempotency-key': 'withdraw-lost-answer' };

    const lost = await requestWithdrawal(
      player,
      { amount: 3_000 },
      { ...key, [FAIL_AFTER_COMMIT]: '1' },
    );
    expect(lost.statusCode).toBe(500);
    const retry = await requestWithdrawal(player, { amount: 3_000 }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const answer = withdrawalResponseSchema.parse(jsonBody(retry));
    expect(answer).toMatchObject({ balance: 7_000, balance_withdrawal: 7_000 });

    const rows = await platform.db
      .select({ n: count() })
      .from(withdrawals)
      .where(and(eq(withdrawals.tenantId, player.tenantId), eq(withdrawals.userId, player.id)));
    expect(rows[0]?.n).toBe(1);
    const movements = await platform.db
      .select({ n: count() })
      .from(walletTransactions)
      .where(eq(walletTransactions.withdrawalId, answer.withdrawal.id));
    expect(movements[0]?.n).toBe(1);
    expect(await balanceOf(platform.db, player)).toEqual({ balance: 7_000, ledger: 7_000 });
  });

  it('frees the key of a refusal, so the same request may succeed once the money is there', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db, { balance: 1_000 });
    await addOwnCpfKey(player);
    const key = { 'idempotency-key': 'withdraw-after-deposit' };
    expect((await requestWithdrawal(player, { amount: 5_000 }, key)).statusCode).toBe(422);
    expect(await keysNamed('withdraw-after-deposit')).toBe(0);
  });
});

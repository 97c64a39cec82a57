import { describe, expect, it } from 'vitest';
import {
  limitChangeResponseSchema,
  limitsResponseSchema,
} from '@vitrine/contract/responsible-gaming.ts';
import { api, dropRegistrationLimits, registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import {
  fieldErrorsOf,
  jsonBody,
  manualClock,
  testPlatformPerFile,
} from '../../test/test-platform.ts';
import { lockWallet, postEntries } from '../wallet/wallet-service.ts';
import { limitHistory } from './limits-service.ts';

// Noon in São Paulo: the day resets at 03:00 UTC tomorrow.
const clock = manualClock(new Date('2026-06-01T15:00:00.000Z'));
const platform = testPlatformPerFile({ seedGames: 0, clock });

async function newPlayer() {
  const { data, token } = await registerPlayer(platform.app, 'demo');
  await dropRegistrationLimits(platform.db, data.id);
  const tenantId = await tenantIdOf(platform.db, 'demo');
  return { token, ref: { tenantId, userId: data.id } };
}

/** A deposit credited now, by the test's clock. */
async function deposit(player: { tenantId: number; userId: number }, amount: number) {
  await platform.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, player, clock());
    await postEntries(tx, wallet, [{ type: 'deposit', amount }], clock());
  });
}

const demo = () => api(platform.app, 'demo');
const limitsOf = async (token: string) => {
  const response = await demo().get('/responsible-gaming/limits', token);
  expect(response.statusCode, response.body).toBe(200);
  return limitsResponseSchema.parse(jsonBody(response));
};

describe('/responsible-gaming/limits', () => {
  it('answers 401 to a guest, for reading and for changing', async () => {
    expect((await demo().get('/responsible-gaming/limits')).statusCode).toBe(401);
    const change = { kind: 'deposit', period: 'day', amount: 10_000 };
    expect((await demo().post('/responsible-gaming/limits', change)).statusCode).toBe(401);
  });

  it('refuses a malformed change with a 422 naming each field', async () => {
    const { token } = await newPlayer();
    const response = await demo().post(
      '/responsible-gaming/limits',
      { kind: 'lucky', period: 'year', amount: -1 },
      token,
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(response)).sort()).toEqual(['amount', 'kind', 'period']);
    const fractional = await demo().post(
      '/responsible-gaming/limits',
      { kind: 'deposit', period: 'day', amount: 10.5 },
      token,
    );
    expect(Object.keys(fieldErrorsOf(fractional))).toEqual(['amount']);
  });

  it('sets a daily deposit limit at once and shows what today has used and left', async () => {
    const { token, ref } = await newPlayer();
    await deposit(ref, 2_500);
    const set = await demo().post(
      '/responsible-gaming/limits',
      { kind: 'deposit', period: 'day', amount: 10_000 },
      token,
    );
    expect(limitChangeResponseSchema.parse(jsonBody(set))).toEqual({
      immediate: true,
      effective_at: '2026-06-01T15:00:00.000Z',
    });
    expect(await limitsOf(token)).toEqual({
      limits: [
        {
          kind: 'deposit',
          period: 'day',
          amount: 10_000,
          used: 2_500,
          left: 7_500,
          resets_at: '2026-06-02T03:00:00.000Z',
          pending: null,
        },
      ],
      cooling_off_minutes: 1_440,
    });
  });

  it('holds a raise for 24 hours and says when it applies', async () => {
    const { token } = await newPlayer();
    const change = (amount: number) =>
      demo().post('/responsible-gaming/limits', { kind: 'loss', period: 'week', amount }, token);
    await change(5_000);
    const raise = limitChangeResponseSchema.parse(jsonBody(await change(50_000)));
    expect(raise).toEqual({ immediate: false, effective_at: '2026-06-02T15:00:00.000Z' });
    const [loss] = (await limitsOf(token)).limits;
    expect(loss).toMatchObject({
      amount: 5_000,
      pending: { amount: 50_000, effective_at: '2026-06-02T15:00:00.000Z' },
    });
  });

  it('answers a replay with the same Idempotency-Key once, with one change recorded', async () => {
    const { token, ref } = await newPlayer();
    const headers = { 'idempotency-key': `limite-${ref.userId}` };
    const body = { kind: 'bet', period: 'month', amount: 30_000 };
    const first = await demo().post('/responsible-gaming/limits', body, token, headers);
    const again = await demo().post('/responsible-gaming/limits', body, token, headers);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await limitHistory(platform.db, ref)).toHaveLength(1);
  });
});

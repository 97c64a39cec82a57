import { describe, expect, it } from 'vitest';
import { dropRegistrationLimits, registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { testPlatformPerFile } from '../../test/test-platform.ts';
import { changeLimit, limitHistory, limitsOf } from './limits-service.ts';

const platform = testPlatformPerFile({ seedGames: 0 });
const DAY_MINUTES = 24 * 60;
const at = (iso: string) => new Date(iso);

async function newPlayer(tenant = 'demo') {
  const { data } = await registerPlayer(platform.app, tenant);
  await dropRegistrationLimits(platform.db, data.id);
  return { tenantId: await tenantIdOf(platform.db, tenant), userId: data.id };
}

const change = (amount: number | null) => ({ kind: 'deposit', period: 'day', amount }) as const;

describe('changeLimit', () => {
  it('applies a first or lower limit at once, and holds a raise for the cooling-off', async () => {
    const player = await newPlayer();
    const now = at('2026-06-01T12:00:00Z');
    const options = { now, coolingOffMinutes: DAY_MINUTES };
    expect(await changeLimit(platform.db, player, change(10_000), options)).toEqual({
      immediate: true,
      effectiveAt: now,
    });
    expect(await changeLimit(platform.db, player, change(5_000), options)).toEqual({
      immediate: true,
      effectiveAt: now,
    });
    const raise = await changeLimit(platform.db, player, change(20_000), options);
    expect(raise).toEqual({ immediate: false, effectiveAt: at('2026-06-02T12:00:00Z') });

    expect(await limitsOf(platform.db, player, now)).toEqual([
      {
        kind: 'deposit',
        period: 'day',
        amount: 5_000,
        pending: { amount: 20_000, effectiveAt: raise.effectiveAt },
      },
    ]);
    expect(await limitsOf(platform.db, player, raise.effectiveAt)).toEqual([
      { kind: 'deposit', period: 'day', amount: 20_000, pending: null },
    ]);
  });

  it('drops a raise still pending when the player lowers the limit again', async () => {
    const player = await newPlayer();
    const now = at('2026-06-01T12:00:00Z');
    const later = at('2026-06-01T13:00:00Z');
    await changeLimit(platform.db, player, change(10_000), { now, coolingOffMinutes: DAY_MINUTES });
    await changeLimit(platform.db, player, change(50_000), { now, coolingOffMinutes: DAY_MINUTES });
    await changeLimit(platform.db, player, change(8_000), {
      now: later,
      coolingOffMinutes: DAY_MINUTES,
    });
    // Two days on, the raise never arrived.
    expect(await limitsOf(platform.db, player, at('2026-06-03T12:00:00Z'))).toEqual([
      { kind: 'deposit', period: 'day', amount: 8_000, pending: null },
    ]);
    const history = await limitHistory(platform.db, player);
    expect(history.map((row) => [row.amount, row.cancelledAt])).toEqual([
      [8_000, null],
      [50_000, later],
      [10_000, null],
    ]);
  });

  it('holds the removal of a limit for the cooling-off', async () => {
    const player = await newPlayer();
    const now = at('2026-06-01T12:00:00Z');
    await changeLimit(platform.db, player, change(10_000), { now, coolingOffMinutes: 60 });
    const removal = await changeLimit(platform.db, player, change(null), {
      now,
      coolingOffMinutes: 60,
    });
    expect(removal).toEqual({ immediate: false, effectiveAt: at('2026-06-01T13:00:00Z') });
    expect((await limitsOf(platform.db, player, now))[0]?.amount).toBe(10_000);
    expect((await limitsOf(platform.db, player, removal.effectiveAt))[0]?.amount).toBeNull();
  });

  it('keeps one change pending however many arrive at once', async () => {
    const player = await newPlayer();
    const now = at('2026-06-01T12:00:00Z');
    await changeLimit(platform.db, player, change(1_000), { now, coolingOffMinutes: DAY_MINUTES });
    const raises = Array.from({ length: 10 }, (_, index) => 2_000 + index * 1_000);
    await Promise.all(
      raises.map((amount) =>
        changeLimit(platform.db, player, change(amount), { now, coolingOffMinutes: DAY_MINUTES }),
      ),
    );
    const history = await limitHistory(platform.db, player);
    expect(history.filter((row) => row.cancelledAt === null)).toHaveLength(2);
    const [limit] = await limitsOf(platform.db, player, now);
    expect(limit?.amount).toBe(1_000);
    expect(raises).toContain(limit?.pending?.amount);
  });

  it('keeps each player’s limits to that player and tenant', async () => {
    const player = await newPlayer('demo');
    const other = await newPlayer('sorte');
    const now = at('2026-06-01T12:00:00Z');
    await changeLimit(platform.db, player, change(10_000), { now, coolingOffMinutes: 0 });
    expect(await limitsOf(platform.db, other, now)).toEqual([]);
    expect(await limitsOf(platform.db, { ...player, tenantId: other.tenantId }, now)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { testPlatformPerFile } from '../../test/test-platform.ts';
import { type LedgerEntry, lockWallet, postEntries } from '../wallet/wallet-service.ts';
import { periodWindow } from './limit-periods.ts';
import { moneyUsage } from './limit-usage.ts';

const platform = testPlatformPerFile({ seedGames: 0 });
const at = (iso: string) => new Date(iso);

async function newPlayer(tenant = 'demo') {
  const { data } = await registerPlayer(platform.app, tenant);
  return { tenantId: await tenantIdOf(platform.db, tenant), userId: data.id };
}

type Player = Awaited<ReturnType<typeof newPlayer>>;

async function ledger(player: Player, when: string, entries: LedgerEntry[]) {
  await platform.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, player, at(when));
    await postEntries(tx, wallet, entries, at(when));
  });
}

describe('moneyUsage', () => {
  it('counts deposits, stakes less refunds, and the net loss inside São Paulo’s day', async () => {
    const player = await newPlayer();
    // 1 June in São Paulo runs from 03:00 UTC on the 1st to 03:00 UTC on the 2nd.
    await ledger(player, '2026-06-01T02:59:59Z', [{ type: 'deposit', amount: 99_900 }]);
    await ledger(player, '2026-06-01T10:00:00Z', [
      { type: 'deposit', amount: 20_000 },
      { type: 'bet', amount: -5_000 },
      { type: 'win', amount: 1_500 },
      { type: 'bet', amount: -3_000 },
      // A refunded stake comes back as a bet row of +stake.
      { type: 'bet', amount: 3_000 },
      { type: 'withdraw', amount: -4_000 },
    ]);
    await ledger(player, '2026-06-02T03:00:00Z', [{ type: 'bet', amount: -77_700 }]);

    const day = periodWindow('day', at('2026-06-01T15:00:00Z'));
    expect(await moneyUsage(platform.db, player, day)).toEqual({
      deposit: 20_000,
      bet: 5_000,
      loss: 3_500,
    });
  });

  it('never counts a net win as a negative loss', async () => {
    const player = await newPlayer();
    await ledger(player, '2026-06-01T10:00:00Z', [
      { type: 'deposit', amount: 1_000 },
      { type: 'bet', amount: -1_000 },
      { type: 'win', amount: 9_000 },
    ]);
    const day = periodWindow('day', at('2026-06-01T10:00:00Z'));
    expect(await moneyUsage(platform.db, player, day)).toEqual({
      deposit: 1_000,
      bet: 1_000,
      loss: 0,
    });
  });

  it('counts only the player’s own movements, in their own tenant', async () => {
    const player = await newPlayer('demo');
    const other = await newPlayer('sorte');
    await ledger(other, '2026-06-01T10:00:00Z', [{ type: 'deposit', amount: 5_000 }]);
    const day = periodWindow('day', at('2026-06-01T10:00:00Z'));
    expect(await moneyUsage(platform.db, player, day)).toEqual({ deposit: 0, bet: 0, loss: 0 });
    expect(await moneyUsage(platform.db, { ...other, tenantId: player.tenantId }, day)).toEqual({
      deposit: 0,
      bet: 0,
      loss: 0,
    });
  });
});

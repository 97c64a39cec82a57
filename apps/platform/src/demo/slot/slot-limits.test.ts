import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { api, dropRegistrationLimits, registerPlayer } from '../../test/accounts.ts';
import { fundPlayer, gameByCode, launchGame, tenantIdOf } from '../../test/casino.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';

// Issue 35: the operator's bet and loss limits stop a real-money spin of the demo slot.
const clock = manualClock();
const platform = testPlatformPerFile({ clock });
let demoTenantId = 0;
beforeAll(async () => {
  demoTenantId = await tenantIdOf(platform.db, 'demo');
});

const spin = (path: string, stake: number) =>
  platform.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake } });

async function playerWithLimit(kind: 'bet' | 'loss', amount: number) {
  const { token, data } = await registerPlayer(platform.app, 'demo');
  await fundPlayer(platform.db, { tenantId: demoTenantId, userId: data.id }, 100_000);
  const set = await api(platform.app, 'demo').post(
    '/responsible-gaming/limits',
    { kind, period: 'day', amount },
    token,
  );
  expect(set.statusCode, set.body).toBe(200);
  const game = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
  const { path } = await launchGame(platform.app, 'demo', game, { token });
  return { userId: data.id, path };
}

async function roundsOf(userId: number) {
  const rows = await platform.db
    .select()
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.tenantId, demoTenantId), eq(walletTransactions.userId, userId)),
    );
  const sum = (type: 'bet' | 'win') =>
    rows.filter((row) => row.type === type).reduce((total, row) => total + row.amount, 0);
  return { stakes: -sum('bet'), wins: sum('win'), bets: rows.filter((row) => row.type === 'bet') };
}

describe('a real-money spin under a limit', () => {
  it('stops at the daily bet limit, saying what is left and until when', async () => {
    const player = await playerWithLimit('bet', 1_000);
    expect((await spin(player.path, 500)).statusCode).toBe(200);
    expect((await spin(player.path, 500)).statusCode).toBe(200);
    const third = await spin(player.path, 500);
    expect(third.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(third)).message).toMatch(
      /^Limite de apostas: você ainda pode apostar R\$\s0,00 até /,
    );
    expect((await roundsOf(player.userId)).bets).toHaveLength(2);
  });

  it('never lets the day’s net loss pass the loss limit, however many spins arrive at once', async () => {
    const player = await playerWithLimit('loss', 1_000);
    const answers = await Promise.all(Array.from({ length: 12 }, () => spin(player.path, 500)));
    for (const answer of answers) expect([200, 422]).toContain(answer.statusCode);
    const { stakes, wins } = await roundsOf(player.userId);
    expect(stakes - wins).toBeLessThanOrEqual(1_000);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThanOrEqual(2);
  });
});

describe('a real-money spin without the required limits', () => {
  it('is refused until the player has both a loss and a time limit', async () => {
    const { token, data } = await registerPlayer(platform.app, 'demo');
    await fundPlayer(platform.db, { tenantId: demoTenantId, userId: data.id }, 10_000);
    const game = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const { path } = await launchGame(platform.app, 'demo', game, { token });
    // A player from before Portaria 2.579/2025: no limits at all.
    await dropRegistrationLimits(platform.db, data.id);
    const refused = await spin(path, 500);
    expect(refused.statusCode).toBe(403);
    expect(laravelErrorSchema.parse(jsonBody(refused)).message).toBe(
      'Defina um limite de perdas e um limite de tempo antes de apostar ou depositar.',
    );
    expect((await roundsOf(data.id)).bets).toHaveLength(0);
    for (const [kind, amount] of [
      ['loss', 5_000],
      ['time', 120],
    ] as const) {
      const set = await api(platform.app, 'demo').post(
        '/responsible-gaming/limits',
        { kind, period: 'day', amount },
        token,
      );
      expect(set.statusCode, set.body).toBe(200);
    }
    expect((await spin(path, 500)).statusCode).toBe(200);
  });
});

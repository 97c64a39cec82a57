import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { walletResponseSchema } from '@vitrine/contract/wallet.ts';
import { gameLaunches } from '../../db/schema/casino.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import { api, registerPlayer, signIn } from '../../test/accounts.ts';
import { fundPlayer, gameByCode, launchGame, tenantIdOf } from '../../test/casino.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import { ledgerSum } from '../../modules/wallet/wallet-service.ts';
import {
  drawReels,
  PAYLINES,
  REELS,
  type Reels,
  returnToPlayer,
  ROWS,
  roundWin,
  SLOT_STAKES,
  SLOT_SYMBOLS,
  winningLines,
} from './slot-machine.ts';

const clock = manualClock();
const platform = testPlatformPerFile({ clock });
let demoTenantId = 0;
beforeAll(async () => {
  demoTenantId = await tenantIdOf(platform.db, 'demo');
});

const demo = () => api(platform.app, 'demo');

const roundSchema = z.object({
  reels: z.array(z.array(z.enum(SLOT_SYMBOLS.map((symbol) => symbol.id)))).length(3),
  win: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
  round_id: z.uuid(),
});

const spin = (path: string, stake: number, headers: Record<string, string> = {}) =>
  platform.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake }, headers });

const ledgerOf = (userId: number) =>
  platform.db
    .select()
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.tenantId, demoTenantId), eq(walletTransactions.userId, userId)),
    )
    // Without an order the database may hand the rows back in any order; they are written bet first.
    .orderBy(asc(walletTransactions.id));

async function walletOf(userId: number) {
  const [row] = await platform.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.tenantId, demoTenantId), eq(wallets.userId, userId)));
  return row;
}

async function tigre() {
  return gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
}

const multipliersWon = (reels: Reels) =>
  winningLines(reels).reduce((sum, win) => sum + win.multiplier, 0);

/** Every window of at most two symbols: each pair on every split of the 9 cells between them. */
function everyTwoSymbolWindow(): Reels[] {
  const windows: Reels[] = [];
  SLOT_SYMBOLS.forEach((a, index) => {
    for (const b of SLOT_SYMBOLS.slice(index + 1)) {
      for (let cells = 0; cells < 2 ** (REELS * ROWS); cells += 1) {
        windows.push(
          Array.from({ length: REELS }, (_, reel) =>
            Array.from({ length: ROWS }, (_, row) =>
              (cells >> (reel * ROWS + row)) & 1 ? b.id : a.id,
            ),
          ),
        );
      }
    }
  });
  return windows;
}

describe('the slot machine', () => {
  it('returns about 95 % to the player in theory', () => {
    expect(returnToPlayer()).toBeGreaterThan(0.93);
    expect(returnToPlayer()).toBeLessThan(0.97);
  });

  it('pays stake ÷ 5 × the multiplier for each line of three equal symbols', () => {
    const sevens = [
      ['seven', 'cherry', 'lemon'],
      ['seven', 'seven', 'lemon'],
      ['seven', 'bell', 'seven'],
    ] as const;
    const reels = sevens.map((reel) => [...reel]);
    // Sevens along the top row and the diagonal from the top left.
    expect(winningLines(reels)).toEqual([
      { line: 0, multiplier: 1000 },
      { line: 3, multiplier: 1000 },
    ]);
    expect(roundWin(reels, 100)).toBe(20 * 2000);
    const cherries = drawReels(() => 0);
    expect(winningLines(cherries)).toHaveLength(PAYLINES.length);
    expect(roundWin(cherries, 20)).toBe(4 * 16 * 5);
  });

  it('offers whole-centavo wins for every stake', () => {
    for (const stake of SLOT_STAKES) expect(stake % PAYLINES.length).toBe(0);
  });

  it('pays every offered stake exactly stake ÷ 5 × the multipliers, so the return is unchanged', () => {
    expect(returnToPlayer()).toBeCloseTo(0.9477, 4);
    const inexact = SLOT_STAKES.flatMap((stake) =>
      everyTwoSymbolWindow()
        .map((window) => ({ window, stake, win: roundWin(window, stake) }))
        .filter(({ window, win }) => win !== (stake / PAYLINES.length) * multipliersWon(window)),
    );
    expect(inexact).toEqual([]);
  });

  it('pays a stake that does not divide by 5 in whole centavos, rounded down once per round', () => {
    const winning = everyTwoSymbolWindow().filter((window) => multipliersWon(window) > 0);
    expect(winning.length).toBeGreaterThan(0);
    const wrong = winning
      .map((window) => ({ window, win: roundWin(window, 33) }))
      .filter(
        ({ window, win }) =>
          !Number.isSafeInteger(win) ||
          win !== Math.floor((33 * multipliersWon(window)) / PAYLINES.length),
      );
    expect(wrong).toEqual([]);
    // One cherry line owes 33 × 16 ÷ 5 = 105.6 centavos: the house pays 105.
    const cherryTopRow = [
      ['cherry', 'lemon', 'orange'],
      ['cherry', 'orange', 'lemon'],
      ['cherry', 'lemon', 'lemon'],
    ] satisfies Reels;
    expect(winningLines(cherryTopRow)).toEqual([{ line: 0, multiplier: 16 }]);
    expect(roundWin(cherryTopRow, 33)).toBe(105);
  });

  it('refuses to compute a win that is not a whole number of centavos', () => {
    const sevens = drawReels(() => 35);
    expect(() => roundWin(sevens, 20.5)).toThrow();
    expect(() => roundWin(sevens, -20)).toThrow();
    expect(() => roundWin(sevens, Number.MAX_SAFE_INTEGER)).toThrow();
  });
});

describe('GET /t/:tenant/demo/slot/:token', () => {
  it('serves a self-contained, framable page in the launch language', async () => {
    const { token } = await signIn(platform.app, 'demo');
    const { path } = await launchGame(platform.app, 'demo', await tigre(), { token });
    const response = await platform.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' http://localhost:*");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self'");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const html = response.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Tigre da Sorte</title>');
    expect(html).toContain('<h1 id="slot-title">Tigre da Sorte</h1>');
    expect(html).toContain('<button type="button" id="spin">Girar</button>');
    expect(html).toContain('role="status"');
    expect(html).toContain('Tabela de prêmios');
    expect(html).toMatch(/R\$\s0,20/);
    expect(html).toMatch(/R\$\s50,00/);
    expect(html).toMatch(/R\$\s1\.000,00/);
    // No external assets: nothing is loaded from anywhere.
    expect(html).not.toMatch(/\s(src|href)=/);
    expect(html).toContain("type: 'vitrine:round'");
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
  });

  it('speaks English for an English launch', async () => {
    const fortuna = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    const { path } = await launchGame(platform.app, 'demo', fortuna, { lang: 'en' });
    const html = (await platform.app.inject({ method: 'GET', url: path })).body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('>Spin</button>');
    expect(html).toContain('Paytable');
    expect(html).toContain('R$1,000.00');
  });

  it("answers 404 for an unknown token or another tenant's", async () => {
    const fortuna = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    const { path } = await launchGame(platform.app, 'demo', fortuna);
    const elsewhere = path.replace('/t/demo/', '/t/sorte/');
    for (const url of [elsewhere, '/t/demo/demo/slot/nao-existe']) {
      const response = await platform.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Sessão de jogo expirada');
    }
  });
});

describe('POST …/spin with real money', () => {
  it('debits the stake and credits the win in one round, the balance equal to the ledger', async () => {
    const { token, data } = await signIn(platform.app, 'demo');
    const { path } = await launchGame(platform.app, 'demo', await tigre(), { token });
    const [before] = await platform.db
      .select({ totalBet: users.totalBet })
      .from(users)
      .where(eq(users.id, data.id));
    const rowsBefore = (await ledgerOf(data.id)).length;
    const balanceBefore = (await walletOf(data.id))?.balance ?? 0;

    const response = await spin(path, 500);
    expect(response.statusCode, response.body).toBe(200);
    const round = roundSchema.parse(jsonBody(response));
    expect(round.balance).toBe(balanceBefore - 500 + round.win);
    expect(round.win).toBe(roundWin(round.reels, 500));

    const rows = (await ledgerOf(data.id)).filter((row) => row.roundId === round.round_id);
    expect(rows.map((row) => [row.type, row.amount])).toEqual([
      ['bet', -500],
      ...(round.win > 0 ? [['win', round.win]] : []),
    ]);
    expect(rows.every((row) => row.gameId === rows[0]?.gameId)).toBe(true);
    expect((await ledgerOf(data.id)).length).toBe(rowsBefore + rows.length);
    expect((await walletOf(data.id))?.balance).toBe(round.balance);
    expect(await ledgerSum(platform.db, { tenantId: demoTenantId, userId: data.id })).toBe(
      round.balance,
    );
    const [after] = await platform.db
      .select({ totalBet: users.totalBet })
      .from(users)
      .where(eq(users.id, data.id));
    expect(after?.totalBet).toBe((before?.totalBet ?? 0) + 500);
    const wallet = walletResponseSchema.parse(
      jsonBody(await demo().get('/profile/wallet', token)),
    ).wallet;
    expect(wallet.balance).toBe(round.balance);
  });

  it('keeps the balance equal to the sum of the ledger over many rounds', async () => {
    const { token, data } = await registerPlayer(platform.app, 'demo');
    await fundPlayer(platform.db, { tenantId: demoTenantId, userId: data.id }, 50_000);
    const { path } = await launchGame(platform.app, 'demo', await tigre(), { token });
    let last = 50_000;
    for (let index = 0; index < 40; index += 1) {
      const response = await spin(path, SLOT_STAKES[index % 4] ?? 20);
      expect(response.statusCode, response.body).toBe(200);
      last = roundSchema.parse(jsonBody(response)).balance;
    }
    expect(await ledgerSum(platform.db, { tenantId: demoTenantId, userId: data.id })).toBe(last);
    expect((await walletOf(data.id))?.balance).toBe(last);
    const bets = (await ledgerOf(data.id)).filter((row) => row.type === 'bet');
    expect(bets).toHaveLength(40);
  });

  it('refuses a stake above the balance with 422, in the asked language, writing nothing', async () => {
    const { token, data } = await registerPlayer(platform.app, 'demo');
    const { path } = await launchGame(platform.app, 'demo', await tigre(), { token });
    const pt = await spin(path, 20);
    expect(pt.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(pt)).message).toBe(
      'Saldo insuficiente para esta aposta.',
    );
    const en = await spin(path, 20, { 'accept-language': 'en' });
    expect(laravelErrorSchema.parse(jsonBody(en)).message).toBe(
      'Insufficient balance for this stake.',
    );
    expect(await ledgerOf(data.id)).toEqual([]);
    expect(await walletOf(data.id)).toBeUndefined();
    const [player] = await platform.db.select().from(users).where(eq(users.id, data.id));
    expect(player?.totalBet).toBe(0);
  });

  it('never overdraws under concurrent spins', async () => {
    const { token, data } = await registerPlayer(platform.app, 'demo');
    await fundPlayer(platform.db, { tenantId: demoTenantId, userId: data.id }, 1000);
    const { path } = await launchGame(platform.app, 'demo', await tigre(), { token });
    const answers = await Promise.all(Array.from({ length: 12 }, () => spin(path, 500)));
    const played = answers.filter((response) => response.statusCode === 200);
    const refused = answers.filter((response) => response.statusCode === 422);
    expect(played.length + refused.length).toBe(12);
    expect(played.length).toBeGreaterThanOrEqual(2);
    const rows = await ledgerOf(data.id);
    const wins = rows.filter((row) => row.type === 'win').reduce((sum, row) => sum + row.amount, 0);
    // Only what was there, plus what was won on the way, could be staked.
    expect(played.length * 500).toBeLessThanOrEqual(1000 + wins);
    const balance = (await walletOf(data.id))?.balance ?? -1;
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(platform.db, { tenantId: demoTenantId, userId: data.id })).toBe(balance);
  });

  it('replays a spin sent again with the same Idempotency-Key instead of playing twice', async () => {
    const { token, data } = await registerPlayer(platform.app, 'demo');
    await fundPlayer(platform.db, { tenantId: demoTenantId, userId: data.id }, 10_000);
    const { path } = await launchGame(platform.app, 'demo', await tigre(), { token });
    const key = { 'idempotency-key': `spin-${data.id}` };
    const first = await spin(path, 1000, key);
    const again = await spin(path, 1000, key);
    expect(first.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    const bets = (await ledgerOf(data.id)).filter((row) => row.type === 'bet');
    expect(bets).toHaveLength(1);
  });

  it('refuses a stake that is not on offer, and a self-excluded player', async () => {
    const { token, data } = await registerPlayer(platform.app, 'demo');
    await fundPlayer(platform.db, { tenantId: demoTenantId, userId: data.id }, 10_000);
    const { path } = await launchGame(platform.app, 'demo', await tigre(), { token });
    for (const stake of [30, -20, 0, 10_000]) {
      const response = await spin(path, stake);
      expect(response.statusCode).toBe(422);
      expect(laravelErrorSchema.parse(jsonBody(response)).errors?.stake).toBeDefined();
    }
    await demo().post('/profile/self-exclusion', { value: 1, date: 'days' }, token);
    expect((await spin(path, 20)).statusCode).toBe(403);
    const [count_] = await platform.db
      .select({ n: count() })
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, data.id));
    expect(count_?.n).toBe(1);
  });
});

describe('POST …/spin in demo mode', () => {
  it('plays a guest on the launch’s own R$ 1.000,00 and never touches the ledger', async () => {
    const [rowsBefore] = await platform.db.select({ n: count() }).from(walletTransactions);
    const fortuna = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    const { path, mode } = await launchGame(platform.app, 'demo', fortuna);
    expect(mode).toBe('demo');
    const first = roundSchema.parse(jsonBody(await spin(path, 5000)));
    expect(first.balance).toBe(100_000 - 5000 + first.win);
    const second = roundSchema.parse(jsonBody(await spin(path, 5000)));
    expect(second.balance).toBe(first.balance - 5000 + second.win);
    const [rowsAfter] = await platform.db.select({ n: count() }).from(walletTransactions);
    expect(rowsAfter?.n).toBe(rowsBefore?.n);
    // Another launch starts again from R$ 1.000,00.
    const fresh = await launchGame(platform.app, 'demo', fortuna);
    const html = (await platform.app.inject({ method: 'GET', url: fresh.path })).body;
    expect(html).toMatch(/R\$\s1\.000,00/);
  });

  it('refuses a demo stake above the demo balance', async () => {
    const fortuna = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    const { path } = await launchGame(platform.app, 'demo', fortuna);
    await platform.db
      .update(gameLaunches)
      .set({ demoBalance: 40 })
      .where(eq(gameLaunches.tenantId, demoTenantId));
    const refused = await spin(path, 50);
    expect(refused.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(refused)).message).toBe(
      'Saldo insuficiente para esta aposta.',
    );
    expect(roundSchema.parse(jsonBody(await spin(path, 20))).balance).toBeGreaterThanOrEqual(20);
  });
});

describe('launch tokens', () => {
  it("answer 401 on another tenant's API and after 12 hours", async () => {
    const fortuna = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'fortuna-demo');
    const { path } = await launchGame(platform.app, 'demo', fortuna);
    const elsewhere = await spin(path.replace('/t/demo/', '/t/sorte/'), 20);
    expect(elsewhere.statusCode).toBe(401);
    expect(laravelErrorSchema.parse(jsonBody(elsewhere)).message).toBe(
      'Esta sessão de jogo expirou. Abra o jogo novamente.',
    );
    expect((await spin(path, 20)).statusCode).toBe(200);
    clock.advance(12 * 60 * 60 + 1);
    expect((await spin(path, 20)).statusCode).toBe(401);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { paymentRefusalSchema } from '@vitrine/contract/payments.ts';
import { betbyErrorSchema } from '@vitrine/contract/sportsbook.ts';
import { users } from '../../db/schema/users.ts';
import { api, newPlayerForm } from '../../test/accounts.ts';
import { gameByCode, launchGame } from '../../test/casino.ts';
import { pixDeposits } from '../../test/payments.ts';
import {
  callBetby,
  makeCall,
  SPORTSBOOK_TEST_SECRET,
  sportsbookTokenOf,
} from '../../test/sportsbook.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import {
  addOwnCpfKey,
  balanceOf,
  requestWithdrawal,
  withdrawingPlayer,
} from '../../test/withdrawals.ts';

// Issue 35: a paused player may sign in, see the wallet and withdraw, but neither bet nor deposit
// (docs/design/responsible-gaming.md "Where it is enforced").
const clock = manualClock(new Date('2026-06-01T15:00:00.000Z'));
const platform = testPlatformPerFile({ clock, sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET });
const { charge, pay, statusOf } = pixDeposits(platform);

const DAY_SECONDS = 24 * 60 * 60;

/** Betby's bet/make, signed at the test's clock (the platform checks the JWT's time against it). */
const betMake = (playerId: number, amount: number) =>
  callBetby(platform.app, 'bet/make', makeCall(playerId, amount), {
    iatOffset: Math.floor((clock().getTime() - Date.now()) / 1000),
  });

/** A verified player with R$ 1.000,00, their own CPF as PIX key, on `tenant`. */
async function funded(tenant = 'demo') {
  const player = await withdrawingPlayer(platform.app, platform.db, { tenant, balance: 100_000 });
  await addOwnCpfKey(player);
  return player;
}

async function pauseForADay(token: string, tenant = 'demo') {
  const response = await api(platform.app, tenant).post(
    '/responsible-gaming/pause',
    { days: 1 },
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
}

const spin = (path: string, stake: number) =>
  platform.app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake } });

const slot = () => gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');

const PAUSED = /^Sua conta está em pausa até 02\/06\/2026,? 12:00\. Você ainda pode sacar\.$/;

describe('a paused player', () => {
  it('is refused a PIX code with the typed refusal and the end of the pause', async () => {
    const player = await funded();
    await pauseForADay(player.token);
    const response = await player.client.post(
      '/main-gateway/qrcode-pix',
      { amount: 5_000 },
      player.token,
    );
    expect(response.statusCode).toBe(422);
    const refusal = paymentRefusalSchema.parse(jsonBody(response));
    expect(refusal.status).toBe(false);
    expect(refusal.message).toMatch(PAUSED);
    const english = await player.client.post(
      '/main-gateway/qrcode-pix',
      { amount: 5_000 },
      player.token,
      {
        'accept-language': 'en',
      },
    );
    expect(laravelErrorSchema.parse(jsonBody(english)).message).toMatch(
      /^Your account is paused until 6\/2\/26,? 12:00\sPM\. You can still withdraw\.$/,
    );
  });

  it('does not get a code made before the pause paid', async () => {
    const player = await funded();
    const code = await charge(player.token, 5_000);
    await pauseForADay(player.token);
    await pay(code.qrcode, player.cpf);
    expect((await statusOf(player.token, code.transaction_id)).status).toBe('refused');
    expect(await balanceOf(platform.db, player)).toMatchObject({ balance: 100_000 });
  });

  it('cannot spin for real money, nor open a game for it, but can still play the demo', async () => {
    const player = await funded();
    const game = await slot();
    const { path } = await launchGame(platform.app, 'demo', game, { token: player.token });
    await pauseForADay(player.token);
    const refused = await spin(path, 500);
    expect(refused.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(refused)).message).toMatch(PAUSED);
    const launch = await api(platform.app, 'demo').post(
      '/games/url',
      {
        game_id: game.id,
        provider_code: game.providercode,
        mode: 'real',
        device: 'desktop',
        lang: 'pt-BR',
      },
      player.token,
    );
    expect(launch.statusCode).toBe(422);
    const demo = await launchGame(platform.app, 'demo', game, {
      token: player.token,
      mode: 'demo',
    });
    expect((await spin(demo.path, 500)).statusCode).toBe(200);
    expect(await balanceOf(platform.db, player)).toMatchObject({ balance: 100_000 });
  });

  it('gets no sportsbook token, and Betby’s bet/make is answered as a short balance', async () => {
    const player = await funded();
    const session = await api(platform.app, 'demo').post('/sportsbook/session', {}, player.token);
    expect(session.statusCode, session.body).toBe(200);
    await pauseForADay(player.token);
    const refused = await api(platform.app, 'demo').post('/sportsbook/session', {}, player.token);
    expect(refused.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(refused)).message).toMatch(PAUSED);
    const bet = await betMake(player.id, 1_000);
    expect(bet.statusCode).toBe(400);
    expect(betbyErrorSchema.parse(jsonBody(bet)).code).toBe(2001);
    expect(await balanceOf(platform.db, player)).toMatchObject({ balance: 100_000 });
  });

  it('can still sign in and withdraw', async () => {
    const player = await funded();
    await pauseForADay(player.token);
    const [row] = await platform.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, player.id));
    const login = await player.client.post('/auth/login', {
      username: row?.phone,
      email: player.email,
      cpf: player.cpf,
      password: 'Segura#2026',
    });
    expect(login.statusCode, login.body).toBe(200);
    const withdrawal = await requestWithdrawal(player, { amount: 10_000 });
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
  });

  it('may do everything again once the pause is over', async () => {
    const player = await funded();
    await pauseForADay(player.token);
    clock.advance(DAY_SECONDS);
    // A day away is past the idle rule too: the player confirms it is them (Portaria 722/2024).
    const confirmed = await api(platform.app, 'demo').post(
      '/auth/confirm-password',
      { password: newPlayerForm().password },
      player.token,
    );
    expect(confirmed.statusCode, confirmed.body).toBeLessThan(300);
    const { path } = await launchGame(platform.app, 'demo', await slot(), { token: player.token });
    expect((await spin(path, 500)).statusCode).toBe(200);
    expect((await charge(player.token, 5_000)).amount).toBe(5_000);
    expect(await sportsbookTokenOf(platform.app, 'demo', player.token)).toBeTruthy();
    expect((await betMake(player.id, 1_000)).statusCode).toBe(200);
  });

  it('leaves another tenant’s player, and another player, as they were', async () => {
    const paused = await funded();
    await pauseForADay(paused.token);
    const other = await funded();
    expect((await charge(other.token, 5_000)).amount).toBe(5_000);
    const elsewhere = await funded('sorte');
    const code = await charge(elsewhere.token, 5_000, 'sorte');
    expect(code.amount).toBe(5_000);
  });
});

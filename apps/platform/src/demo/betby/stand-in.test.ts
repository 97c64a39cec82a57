import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  standInBetListResponseSchema,
  standInBetResponseSchema,
  standInFixturesResponseSchema,
  standInSettleResponseSchema,
} from '@vitrine/contract/sportsbook-stand-in.ts';
import { sportsbookTransactions } from '../../db/schema/sportsbook.ts';
import { users } from '../../db/schema/users.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import {
  ledgerRowsOf,
  newBettor,
  SPORTSBOOK_TEST_SECRET,
  sportsbookTokenOf,
} from '../../test/sportsbook.ts';
import {
  fieldErrorsOf,
  jsonBody,
  startTestPlatform,
  testPlatformPerFile,
} from '../../test/test-platform.ts';
import { balanceOf } from '../../test/withdrawals.ts';
import { signEs256 } from '../../modules/sportsbook/es256-jwt.ts';
import { listStandInBets } from './stand-in-bets.ts';
import { derivedKeyPair, operatorKeyLabel } from './stand-in-keys.ts';

const platform = testPlatformPerFile({ sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET });

const FLAMENGO = { event_id: 'flamengo-palmeiras', outcome_id: 'flamengo-palmeiras.result.home' };
const ARSENAL = { event_id: 'arsenal-chelsea', outcome_id: 'arsenal-chelsea.result.home' };

/** A player of `tenant` with `balance` centavos and a sportsbook token. */
async function bettor(balance = 10_000, tenant = 'demo') {
  const { id, tenantId, token } = await newBettor(platform, balance, tenant);
  return { id, tenantId, sportsbookToken: await sportsbookTokenOf(platform.app, tenant, token) };
}
type Bettor = Awaited<ReturnType<typeof bettor>>;

const bet = (player: Pick<Bettor, 'sportsbookToken'>, body: object, tenant = 'demo') =>
  api(platform.app, tenant).post('/sportsbook/demo/bets', body, player.sportsbookToken);

const settle = (player: Pick<Bettor, 'sportsbookToken'>, id: string, outcome: string) =>
  api(platform.app, 'demo').post(
    `/sportsbook/demo/bets/${id}/settle`,
    { outcome },
    player.sportsbookToken,
  );

async function placed(player: Bettor, body: object) {
  const response = await bet(player, body);
  expect(response.statusCode, response.body).toBe(200);
  return standInBetResponseSchema.parse(jsonBody(response));
}

async function ledgerOf(player: Bettor) {
  const rows = await ledgerRowsOf(platform.db, player);
  const { balance, ledger: sum } = await balanceOf(platform.db, player);
  return { rows: rows.map(({ type, amount }) => ({ type, amount })), balance, sum };
}

describe('the stand-in’s script and fixtures', () => {
  it('serves bt-renderer.min.js as JavaScript that defines BTRenderer', async () => {
    const response = await api(platform.app, 'demo').get('/sportsbook/demo/bt-renderer.min.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('window.BTRenderer = BTRenderer');
    expect(response.body).not.toMatch(/\beval\(|innerHTML|new Function/);
  });

  it('serves the script gzipped to a browser that takes it, and a 304 to one that has it', async () => {
    const url = '/t/demo/sportsbook/demo/bt-renderer.min.js';
    const plain = await platform.app.inject({ url });
    const zipped = await platform.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const refused = await platform.app.inject({ url, headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();

    const etag = String(plain.headers.etag);
    const again = await platform.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves the seeded fixtures in both languages, with live and upcoming matches of every league', async () => {
    const pt = standInFixturesResponseSchema.parse(
      jsonBody(await api(platform.app, 'demo').get('/sportsbook/demo/fixtures')),
    );
    const en = standInFixturesResponseSchema.parse(
      jsonBody(await api(platform.app, 'demo').get('/sportsbook/demo/fixtures?lang=en')),
    );
    expect(pt.leagues.map((league) => league.id)).toEqual([
      'brasileirao',
      'libertadores',
      'premier-league',
      'nba',
      'cs2',
    ]);
    const flamengo = pt.events.find((event) => event.id === 'flamengo-palmeiras');
    expect(flamengo).toMatchObject({ path: '/futebol/brasileirao/flamengo-palmeiras', live: true });
    expect(flamengo?.markets[0]?.name).toBe('Resultado final');
    expect(en.events.find((event) => event.id === 'flamengo-palmeiras')?.markets[0]?.name).toBe(
      'Match result',
    );
    expect(pt.events.some((event) => !event.live && event.sport === 'esports')).toBe(true);
  });

  it('is a 404 on a tenant without Betby', async () => {
    expect((await api(platform.app, 'sorte').get('/sportsbook/demo/fixtures')).statusCode).toBe(
      404,
    );
    expect(
      (await api(platform.app, 'sorte').get('/sportsbook/demo/bt-renderer.min.js')).statusCode,
    ).toBe(404);
  });
});

describe('POST /sportsbook/demo/bets', () => {
  it('places a single through bet/make and bet/commit: a bet row, the balance after it', async () => {
    const player = await bettor(10_000);
    const { bet: single, balance } = await placed(player, {
      type: 'single',
      stake: 1_000,
      selections: [FLAMENGO],
    });
    expect(single).toMatchObject({
      type: 'single',
      stake: 1_000,
      odds: '1.45',
      potential_win: 1_450,
    });
    expect(single.selections[0]).toMatchObject({
      outcome_name: 'Flamengo',
      event_name: 'Flamengo × Palmeiras',
    });
    expect(balance).toBe(9_000);
    const ledger = await ledgerOf(player);
    expect(ledger.rows.at(-1)).toEqual({ type: 'bet', amount: -1_000 });
    expect(ledger).toMatchObject({ balance: 9_000, sum: 9_000 });
  });

  it('prices a multiple from the server’s odds, whatever the browser thinks', async () => {
    const player = await bettor(10_000);
    const { bet: multiple } = await placed(player, {
      type: 'multiple',
      stake: 1_000,
      selections: [FLAMENGO, { ...ARSENAL, odds: '99.00' }],
    });
    // 1.45 × 1.85 = 2.6825 → 2.68
    expect(multiple).toMatchObject({ odds: '2.68', potential_win: 2_680 });
  });

  it('refuses a multiple of one match, a single of two, and a selection the fixtures do not have', async () => {
    const player = await bettor(10_000);
    for (const body of [
      {
        type: 'multiple',
        stake: 500,
        selections: [FLAMENGO, { ...FLAMENGO, outcome_id: 'flamengo-palmeiras.both-score.yes' }],
      },
      { type: 'single', stake: 500, selections: [FLAMENGO, ARSENAL] },
      {
        type: 'single',
        stake: 500,
        selections: [{ event_id: 'flamengo-palmeiras', outcome_id: 'x.y.z' }],
      },
    ]) {
      const response = await bet(player, body);
      expect(response.statusCode, response.body).toBe(422);
      expect(Object.keys(fieldErrorsOf(response))).toEqual(['selections']);
    }
    expect((await ledgerOf(player)).balance).toBe(10_000);
  });

  it('refuses a stake above the balance, moving nothing', async () => {
    const player = await bettor(500);
    const response = await bet(player, { type: 'single', stake: 1_000, selections: [FLAMENGO] });
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response).stake).toEqual(['Saldo insuficiente para esta aposta.']);
    expect(await ledgerOf(player)).toMatchObject({
      balance: 500,
      rows: [{ type: 'deposit', amount: 500 }],
    });
  });

  it('refuses a guest, the site’s own session token, a forged token and another tenant’s', async () => {
    const player = await bettor(10_000);
    const { token: siteToken } = await registerPlayer(platform.app, 'demo');
    const [header = '', claims = ''] = player.sportsbookToken.split('.');
    const forged = `${header}.${claims}.${'A'.repeat(86)}`;
    const body = { type: 'single', stake: 500, selections: [FLAMENGO] };
    for (const token of [undefined, siteToken, forged]) {
      const response = await api(platform.app, 'demo').post('/sportsbook/demo/bets', body, token);
      expect(response.statusCode).toBe(401);
    }
    expect((await ledgerOf(player)).balance).toBe(10_000);
  });
});

describe('the sportsbook token the stand-in takes', () => {
  /** A token as the session call signs it, for `tenant`'s operator key, with `claims` changed. */
  function tokenFor(playerId: number, claims: Record<string, unknown>, tenant = 'demo') {
    const iat = Math.floor(Date.now() / 1000);
    const key = derivedKeyPair(SPORTSBOOK_TEST_SECRET, operatorKeyLabel(tenant)).privateKey;
    return signEs256(
      {
        iss: 'demo-brand',
        sub: String(playerId),
        name: 'Carla Mendes',
        iat,
        exp: iat + 900,
        jti: randomUUID(),
        lang: 'pt-br',
        currency: 'BRL',
        odds_format: 'decimal',
        ...claims,
      },
      key,
    );
  }

  it('refuses an expired token, another brand’s, and one signed with another tenant’s key', async () => {
    const player = await bettor(10_000);
    const body = { type: 'single', stake: 500, selections: [FLAMENGO] };
    const past = Math.floor(Date.now() / 1000) - 60;
    for (const token of [
      tokenFor(player.id, { iat: past - 900, exp: past }),
      tokenFor(player.id, { iss: 'sorte-brand' }),
      tokenFor(player.id, {}, 'sorte'),
    ]) {
      const response = await bet({ sportsbookToken: token }, body);
      expect(response.statusCode, response.body).toBe(401);
    }
    // The same claims, signed with demo's key and in date, are accepted.
    expect((await bet({ sportsbookToken: tokenFor(player.id, {}) }, body)).statusCode).toBe(200);
    expect((await ledgerOf(player)).balance).toBe(9_500);
  });

  it('refuses a player self-excluded since the token was issued (§4)', async () => {
    const player = await bettor(10_000);
    const now = Date.now();
    await platform.db
      .update(users)
      .set({
        selfExclusionStartAt: new Date(now - 60_000),
        selfExclusionEndAt: new Date(now + 86_400_000),
      })
      .where(eq(users.id, player.id));
    const response = await bet(player, { type: 'single', stake: 500, selections: [FLAMENGO] });
    expect(response.statusCode).toBe(403);
    expect(jsonBody(response)).toMatchObject({ selfExcluded: true });
    expect((await ledgerOf(player)).balance).toBe(10_000);
  });

  it('answers a replay with the same Idempotency-Key with the same bet, staked once', async () => {
    const player = await bettor(10_000);
    const headers = { 'idempotency-key': `stand-in-${player.id}` };
    const body = { type: 'single', stake: 1_000, selections: [FLAMENGO] };
    const first = await api(platform.app, 'demo').post(
      '/sportsbook/demo/bets',
      body,
      player.sportsbookToken,
      headers,
    );
    const again = await api(platform.app, 'demo').post(
      '/sportsbook/demo/bets',
      body,
      player.sportsbookToken,
      headers,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(jsonBody(again)).toEqual(jsonBody(first));
    expect((await ledgerOf(player)).balance).toBe(9_000);
  });
});

describe('POST /sportsbook/demo/bets/{id}/settle', () => {
  it('settles a win: a win row of stake × odds, and the balance after it', async () => {
    const player = await bettor(10_000);
    const { bet: single } = await placed(player, {
      type: 'single',
      stake: 1_000,
      selections: [FLAMENGO],
    });
    const response = await settle(player, single.id, 'win');
    expect(response.statusCode, response.body).toBe(200);
    expect(standInSettleResponseSchema.parse(jsonBody(response))).toEqual({
      bet_id: single.id,
      outcome: 'win',
      credited: 1_450,
      balance: 10_450,
    });
    const ledger = await ledgerOf(player);
    expect(ledger.rows.slice(-2)).toEqual([
      { type: 'bet', amount: -1_000 },
      { type: 'win', amount: 1_450 },
    ]);
    expect(ledger.sum).toBe(10_450);
    // Settled once: a second settlement is refused and moves nothing.
    expect((await settle(player, single.id, 'win')).statusCode).toBe(409);
    expect((await ledgerOf(player)).balance).toBe(10_450);
  });

  it('settles a loss (no money) and a refund (the stake back as a bet row)', async () => {
    const player = await bettor(10_000);
    const { bet: lost } = await placed(player, {
      type: 'single',
      stake: 1_000,
      selections: [FLAMENGO],
    });
    const { bet: refunded } = await placed(player, {
      type: 'single',
      stake: 2_000,
      selections: [ARSENAL],
    });
    const lostAnswer = standInSettleResponseSchema.parse(
      jsonBody(await settle(player, lost.id, 'lost')),
    );
    expect(lostAnswer).toMatchObject({ credited: 0, balance: 7_000 });
    const refundAnswer = standInSettleResponseSchema.parse(
      jsonBody(await settle(player, refunded.id, 'refund')),
    );
    expect(refundAnswer).toMatchObject({ credited: 2_000, balance: 9_000 });
    const ledger = await ledgerOf(player);
    expect(ledger.rows.slice(-3)).toEqual([
      { type: 'bet', amount: -1_000 },
      { type: 'bet', amount: -2_000 },
      { type: 'bet', amount: 2_000 },
    ]);
    expect(ledger).toMatchObject({ balance: 9_000, sum: 9_000 });
  });

  it('settles only the player’s own bets of this tenant', async () => {
    const owner = await bettor(10_000);
    const other = await bettor(10_000);
    const { bet: single } = await placed(owner, {
      type: 'single',
      stake: 1_000,
      selections: [FLAMENGO],
    });
    expect((await settle(other, single.id, 'win')).statusCode).toBe(404);
    expect((await settle(owner, '999999', 'win')).statusCode).toBe(404);
    expect((await ledgerOf(owner)).balance).toBe(9_000);
  });
});

describe('GET /sportsbook/demo/bets', () => {
  const listOf = async (player: Pick<Bettor, 'sportsbookToken'>) => {
    const response = await api(platform.app, 'demo').get(
      '/sportsbook/demo/bets',
      player.sportsbookToken,
    );
    expect(response.statusCode, response.body).toBe(200);
    return standInBetListResponseSchema.parse(jsonBody(response)).bets;
  };

  it('lists the player’s bets, the newest first, with their selections, result and what came back', async () => {
    const player = await bettor(10_000);
    const { bet: first } = await placed(player, {
      type: 'single',
      stake: 1_000,
      selections: [FLAMENGO],
    });
    const { bet: second } = await placed(player, {
      type: 'multiple',
      stake: 500,
      selections: [FLAMENGO, ARSENAL],
    });
    expect((await settle(player, first.id, 'win')).statusCode).toBe(200);
    const bets = await listOf(player);
    expect(bets.map((listed) => listed.id)).toEqual([second.id, first.id]);
    expect(bets[0]).toMatchObject({
      type: 'multiple',
      stake: 500,
      odds: second.odds,
      potential_win: second.potential_win,
      result: null,
      committed: true,
      credited: 0,
    });
    expect(bets[0]?.selections.map((selection) => selection.outcome_id)).toEqual([
      FLAMENGO.outcome_id,
      ARSENAL.outcome_id,
    ]);
    expect(bets[1]).toMatchObject({
      type: 'single',
      result: 'won',
      credited: 1_450,
      selections: [
        {
          event_id: 'flamengo-palmeiras',
          event_name: 'Flamengo × Palmeiras',
          market_name: 'Resultado final',
          outcome_name: 'Flamengo',
          odds: '1.45',
        },
      ],
    });
  });

  it('lists only this player’s bets of this tenant', async () => {
    const owner = await bettor(10_000);
    const other = await bettor(10_000);
    await placed(owner, { type: 'single', stake: 1_000, selections: [FLAMENGO] });
    expect(await listOf(other)).toEqual([]);
    expect(await listOf(owner)).toHaveLength(1);
    // The query names the tenant: a row of another tenant is not listed, whatever its player.
    const { data: elsewhere } = await registerPlayer(platform.app, 'sorte');
    const sorteId = await tenantIdOf(platform.db, 'sorte');
    await platform.db.insert(sportsbookTransactions).values({
      tenantId: sorteId,
      userId: elsewhere.id,
      operation: 'bet',
      extTransactionId: `elsewhere-${randomUUID()}`,
      amount: 700,
      createdAt: new Date(),
    });
    const demoId = await tenantIdOf(platform.db, 'demo');
    expect(await listStandInBets(platform.db, { tenantId: demoId, userId: elsewhere.id })).toEqual({
      bets: [],
    });
    expect(
      (await listStandInBets(platform.db, { tenantId: sorteId, userId: elsewhere.id })).bets,
    ).toHaveLength(1);
  });

  it('refuses a guest, the site’s own session token and a forged token', async () => {
    const player = await bettor(10_000);
    const { token: siteToken } = await registerPlayer(platform.app, 'demo');
    const [header = '', claims = ''] = player.sportsbookToken.split('.');
    for (const token of [undefined, siteToken, `${header}.${claims}.${'A'.repeat(86)}`]) {
      const response = await api(platform.app, 'demo').get('/sportsbook/demo/bets', token);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
  });
});

describe('tenant isolation and demo mode', () => {
  it('refuses a demo token on another tenant’s stand-in', async () => {
    const player = await bettor(10_000);
    const response = await bet(
      player,
      { type: 'single', stake: 500, selections: [FLAMENGO] },
      'sorte',
    );
    expect(response.statusCode).toBe(404);
    expect((await ledgerOf(player)).balance).toBe(10_000);
  });

  it('serves no stand-in outside demo mode', async () => {
    const live = await startTestPlatform({ demoMode: false, seedGames: 0 });
    try {
      for (const path of ['/fixtures', '/bt-renderer.min.js']) {
        const response = await api(live.app, 'demo').get(`/sportsbook/demo${path}`);
        expect(response.statusCode).toBe(404);
      }
      const response = await api(live.app, 'demo').post('/sportsbook/demo/bets', {});
      expect(response.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});

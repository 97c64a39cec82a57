import { describe, expect, it } from 'vitest';
import {
  type BalanceUpdatedEvent,
  type BetPlacedEvent,
  balanceUpdatedEventSchema,
  betPlacedEventSchema,
  channels,
  wireEventName,
} from '@vitrine/contract/realtime.ts';
import { siteConfigSchema } from '@vitrine/contract/site-config.ts';
import { registerPlayer } from '../../test/accounts.ts';
import { builtInAppSecret } from '../../realtime/realtime-deployment.ts';
import { fundPlayer, gameByCode, launchGame, tenantIdOf } from '../../test/casino.ts';
import { browserForTest, subscribedOrRefused } from '../../test/realtime.ts';
import {
  jsonBody,
  livePlatformPerFile,
  startTestPlatform,
  type TestPlatform,
} from '../../test/test-platform.ts';

// The platform as browsers meet it: the official pusher-js client on the built-in server, channels
// authorised by POST /broadcasting/auth over real HTTP, events published by the `pusher` SDK.

const REALTIME_SECRET = 'l'.repeat(40);
const platform = livePlatformPerFile(REALTIME_SECRET);

/** A browser's connection: Bearer for a player, Guest-ID for a guest, as the web app sends them. */
const connect = (headers: Record<string, string>) =>
  browserForTest(platform.origin, 'demo', headers);

async function spinFor(
  token: string,
  userId: number,
  on: Pick<TestPlatform, 'app' | 'db'> = platform,
) {
  const tenantId = await tenantIdOf(on.db, 'demo');
  await fundPlayer(on.db, { tenantId, userId }, 10_000);
  const game = await gameByCode(on.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
  const { path } = await launchGame(on.app, 'demo', game, { token });
  const response = await on.app.inject({
    method: 'POST',
    url: `${path}/spin`,
    payload: { stake: 100 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { game, round: jsonBody(response) as { round_id: string; win: number; balance: number } };
}

describe('live events', () => {
  it("points a theme's browsers at this server", async () => {
    const response = await platform.app.inject({ url: '/t/demo/site-config' });
    expect(siteConfigSchema.parse(jsonBody(response)).realtime?.key).toBe('demo');
  });

  it("a round moves the player's balance on their own channel and lands in everyone's feed", async () => {
    const { data, token } = await registerPlayer(platform.app, 'demo');
    const player = connect({ authorization: `Bearer ${token}` });
    const watcher = connect({ 'guest-id': 'guest-0123456789abcdef0123456789abcdef' });
    const own = await subscribedOrRefused(player, channels.player(data.id));
    const feed = await subscribedOrRefused(watcher, channels.public('vitrine-demo'));

    const balances: BalanceUpdatedEvent[] = [];
    own.bind(wireEventName('BalanceUpdated'), (payload: unknown) =>
      balances.push(balanceUpdatedEventSchema.parse(payload)),
    );
    const bets: BetPlacedEvent[] = [];
    feed.bind(wireEventName('BetPlaced'), (payload: unknown) =>
      bets.push(betPlacedEventSchema.parse(payload)),
    );

    const { game, round } = await spinFor(token, data.id);
    await expect
      .poll(() => bets.filter((bet) => bet.transaction === round.round_id).length, {
        timeout: 15_000,
      })
      .toBe(2);
    const [bet, win] = bets.filter((entry) => entry.transaction === round.round_id);
    expect(bet).toMatchObject({
      type: 'bet',
      amount: 100,
      game: { id: game.id, name: game.title },
    });
    expect(win).toMatchObject({ type: 'win', amount: round.win });
    expect(bet?.user.name).toMatch(/^Carla M\.$/);
    // Issue 38: the name leads to the player's profile-stats modal.
    expect(bet?.user.id).toBe(data.id);

    // One event per ledger row (the bet, then the win when there is one), the last one current.
    await expect.poll(() => balances.length, { timeout: 15_000 }).toBe(round.win > 0 ? 2 : 1);
    expect(balances[0]).toMatchObject({ amount: -100, reason: 'bet', balance: 9_900 });
    expect(balances.at(-1)?.balance).toBe(round.balance);
  });

  it('names no player in the feed who hides their metrics (issue 38)', async () => {
    const { data, token } = await registerPlayer(platform.app, 'demo');
    const hidden = await platform.app.inject({
      method: 'POST',
      url: '/t/demo/profile/toggle-hide-metrics',
      headers: { authorization: `Bearer ${token}` },
      payload: { hide_metrics: true },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const watcher = connect({ 'guest-id': 'guest-0123456789abcdef0123456789abcdef' });
    const feed = await subscribedOrRefused(watcher, channels.public('vitrine-demo'));
    const bets: BetPlacedEvent[] = [];
    feed.bind(wireEventName('BetPlaced'), (payload: unknown) =>
      bets.push(betPlacedEventSchema.parse(payload)),
    );
    const { round } = await spinFor(token, data.id);
    await expect
      .poll(() => bets.filter((bet) => bet.transaction === round.round_id).length, {
        timeout: 15_000,
      })
      .toBe(2);
    const own = bets.filter((bet) => bet.transaction === round.round_id);
    expect(own.map((bet) => bet.user.name)).toEqual([null, null]);
    expect(own.map((bet) => bet.user.id)).toEqual([null, null]);
  });

  it("refuses a guest's socket on a player's channel, as a subscription error with its status", async () => {
    const { data } = await registerPlayer(platform.app, 'demo');
    const guest = connect({ 'guest-id': 'guest-0123456789abcdef0123456789abcdef' });
    await expect(subscribedOrRefused(guest, channels.player(data.id))).rejects.toThrow(/403/);
  });
});

describe("an operator's own Pusher-compatible server", () => {
  it('is configuration: events go there and the themes point browsers at it', async () => {
    // The first platform's built-in server stands in for the operator's Soketi; a second platform
    // is set up with REALTIME_* pointing at it, as an operator would.
    const { port } = new URL(platform.origin);
    const secret = builtInAppSecret(REALTIME_SECRET, 'demo');
    const operator = await startTestPlatform({
      realtime: {
        kind: 'external',
        appId: 'demo',
        key: 'demo',
        secret,
        host: '127.0.0.1',
        port: Number(port),
        scheme: 'http',
        cluster: 'eu',
      },
    });
    try {
      const theme = await operator.app.inject({ url: '/t/demo/site-config' });
      expect(siteConfigSchema.parse(jsonBody(theme)).realtime).toEqual({
        key: 'demo',
        cluster: 'eu',
        wsHost: '127.0.0.1',
        wsPort: Number(port),
        wssPort: Number(port),
        forceTLS: false,
      });
      // It serves no protocol of its own.
      expect((await operator.app.inject({ url: '/apps/demo/channels' })).statusCode).toBe(404);

      const watcher = connect({});
      const feed = await subscribedOrRefused(watcher, channels.public('vitrine-demo'));
      const bets: BetPlacedEvent[] = [];
      feed.bind(wireEventName('BetPlaced'), (payload: unknown) =>
        bets.push(betPlacedEventSchema.parse(payload)),
      );
      const { data, token } = await registerPlayer(operator.app, 'demo');
      const { round } = await spinFor(token, data.id, operator);
      await expect
        .poll(() => bets.filter((bet) => bet.transaction === round.round_id).length, {
          timeout: 15_000,
        })
        .toBe(2);
    } finally {
      await operator.close();
    }
  });
});

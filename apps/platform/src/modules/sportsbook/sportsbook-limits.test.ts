import { describe, expect, it } from 'vitest';
import { betbyErrorSchema } from '@vitrine/contract/sportsbook.ts';
import { api, dropRegistrationLimits } from '../../test/accounts.ts';
import {
  callBetby,
  makeCall,
  newBettor,
  SPORTSBOOK_TEST_SECRET,
  sportsbookFootprint,
} from '../../test/sportsbook.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';

// Issue 35: Betby's bet/make is refused past the player's bet, loss or time limit, as a short
// balance. 09:00 in São Paulo on 1 June 2026: the day's minutes do not cross midnight.
const clock = manualClock(new Date('2026-06-01T12:00:00.000Z'));
const platform = testPlatformPerFile({
  clock,
  sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET,
  seedGames: 0,
});

async function bettorWithLimit(kind: 'bet' | 'loss' | 'time', amount: number) {
  const player = await newBettor(platform, 100_000);
  const set = await api(platform.app, 'demo').post(
    '/responsible-gaming/limits',
    { kind, period: 'day', amount },
    player.token,
  );
  expect(set.statusCode, set.body).toBe(200);
  return player;
}

// Signed at the platform's clock, which Betby's iat and exp are checked against.
const make = (playerId: number, amount: number) =>
  callBetby(platform.app, 'bet/make', makeCall(playerId, amount), {
    iatOffset: Math.round((clock().getTime() - Date.now()) / 1000),
  });

describe('bet/make under a limit', () => {
  it('accepts stakes up to the daily bet limit and refuses the next with 2001', async () => {
    const player = await bettorWithLimit('bet', 1_000);
    expect((await make(player.id, 600)).statusCode).toBe(200);
    const over = await make(player.id, 600);
    expect(over.statusCode).toBe(400);
    expect(betbyErrorSchema.parse(jsonBody(over)).code).toBe(2001);
    expect((await make(player.id, 400)).statusCode).toBe(200);
  });

  it('never accepts more than the loss limit when many bets arrive at once', async () => {
    const player = await bettorWithLimit('loss', 2_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => make(player.id, 500)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(await sportsbookFootprint(platform.db, player)).toMatchObject({ rows: 4 });
  });
});

describe('a player without the required limits', () => {
  it('gets no sportsbook token, and bet/make answers 2001 with nothing written', async () => {
    const player = await newBettor(platform, 100_000);
    await dropRegistrationLimits(platform.db, player.id);
    const session = await api(platform.app, 'demo').post('/sportsbook/session', {}, player.token);
    expect(session.statusCode).toBe(403);
    const refused = await make(player.id, 500);
    expect(refused.statusCode).toBe(400);
    expect(betbyErrorSchema.parse(jsonBody(refused)).code).toBe(2001);
    expect(await sportsbookFootprint(platform.db, player)).toMatchObject({ rows: 0 });
  });
});

describe('bet/make past the time limit', () => {
  it("answers 2001 with nothing written once the day's minutes on the site are used", async () => {
    const player = await bettorWithLimit('time', 30);
    const anyCall = () => api(platform.app, 'demo').get('/responsible-gaming/limits', player.token);
    for (let step = 0; step < 5; step += 1) {
      clock.advance(5 * 60);
      await anyCall();
    }
    expect((await make(player.id, 500)).statusCode).toBe(200);
    clock.advance(5 * 60);
    await anyCall();
    const over = await make(player.id, 500);
    expect(over.statusCode).toBe(400);
    expect(betbyErrorSchema.parse(jsonBody(over)).code).toBe(2001);
    expect(await sportsbookFootprint(platform.db, player)).toMatchObject({ rows: 1 });
  });
});

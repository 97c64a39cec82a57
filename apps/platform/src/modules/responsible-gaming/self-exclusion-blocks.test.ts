import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  selfExcludedSchema,
  selfExclusionResponseSchema,
  userResponseSchema,
} from '@vitrine/contract/accounts.ts';
import { historyResponseSchema } from '@vitrine/contract/responsible-gaming.ts';
import { users } from '../../db/schema/users.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { SPORTSBOOK_TEST_SECRET } from '../../test/sportsbook.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';
import { activeBlock, blockHistory } from './blocks-service.ts';

// Issue 35: a self-exclusion writes its history row with the §4 columns, may be indefinite, and
// the user the web gets says whether a pause runs.
const clock = manualClock(new Date('2026-06-01T15:00:00.000Z'));
const platform = testPlatformPerFile({
  clock,
  seedGames: 0,
  sportsbookDemoSecret: SPORTSBOOK_TEST_SECRET,
});
const demo = () => api(platform.app, 'demo');

async function newPlayer() {
  const { data, token, form } = await registerPlayer(platform.app, 'demo');
  const ref = { tenantId: await tenantIdOf(platform.db, 'demo'), userId: data.id };
  const login = {
    username: form.username,
    email: form.email,
    cpf: form.cpf,
    password: form.password,
  };
  return { token, ref, login };
}

describe('a self-exclusion', () => {
  it('is stored in the history, in force, and refuses the sportsbook token', async () => {
    const player = await newPlayer();
    const session = await demo().post('/sportsbook/session', {}, player.token);
    expect(session.statusCode, session.body).toBe(200);
    const excluded = await demo().post(
      '/profile/self-exclusion',
      { value: 1, date: 'months' },
      player.token,
    );
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(selfExclusionResponseSchema.parse(jsonBody(excluded))).toEqual({
      start_at: '2026-06-01T15:00:00.000Z',
      end_at: '2026-07-01T15:00:00.000Z',
    });
    expect(await activeBlock(platform.db, player.ref, clock())).toMatchObject({
      kind: 'self_exclusion',
      endsAt: new Date('2026-07-01T15:00:00.000Z'),
    });
    // Signed out everywhere (§4); signing in again is refused, and so is the sportsbook token.
    const login = await demo().post('/auth/login', player.login);
    expect(login.statusCode).toBe(403);
    expect(selfExcludedSchema.parse(jsonBody(login)).end_at).toBe('2026-07-01T15:00:00.000Z');
    expect((await demo().post('/sportsbook/session', {}, player.token)).statusCode).toBe(401);
  });

  it('may be indefinite: refused at sign-in with no end, and not lifted by the player', async () => {
    const player = await newPlayer();
    const excluded = await demo().post(
      '/profile/self-exclusion',
      { value: 1, date: 'indefinite' },
      player.token,
    );
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(selfExclusionResponseSchema.parse(jsonBody(excluded)).end_at).toBeNull();
    clock.advance(10 * 365 * 24 * 60 * 60);
    const login = await demo().post('/auth/login', player.login);
    expect(login.statusCode).toBe(403);
    const refusal = selfExcludedSchema.parse(jsonBody(login));
    expect(refusal).toMatchObject({ selfExcluded: true, end_at: null });
    expect(refusal.message).toBe('Sua conta está em autoexclusão por tempo indeterminado.');
    const [row] = await blockHistory(platform.db, player.ref);
    expect(row).toMatchObject({ kind: 'self_exclusion', endsAt: null });
  });

  it('refuses to lift an indefinite self-exclusion with a typed 422', async () => {
    const player = await newPlayer();
    // The removal is a signed-in call a self-excluded player may make; a fresh token is needed
    // after the exclusion signs the player out, so the columns are set directly here.
    await platform.db
      .update(users)
      .set({ selfExclusionStartAt: clock(), selfExclusionEndAt: null })
      .where(eq(users.id, player.ref.userId));
    const lift = await demo().post('/profile/self-exclusion/remove', {}, player.token);
    expect(lift.statusCode).toBe(422);
    expect(jsonBody(lift)).toMatchObject({
      message: 'Uma autoexclusão por tempo indeterminado não pode ser encerrada por aqui.',
    });
  });
});

describe('the user the web gets', () => {
  it('says whether a pause runs and until when', async () => {
    const player = await newPlayer();
    const me = async () => {
      const response = await demo().get('/auth/me', player.token);
      expect(response.statusCode, response.body).toBe(200);
      return userResponseSchema.parse(jsonBody(response)).data;
    };
    expect(await me()).toMatchObject({ paused: false, paused_until: null });
    const pause = await demo().post('/responsible-gaming/pause', { days: 7 }, player.token);
    expect(pause.statusCode, pause.body).toBe(200);
    const paused = await me();
    expect(paused.paused).toBe(true);
    expect(Date.parse(paused.paused_until ?? '')).toBe(clock().getTime() + 7 * 86_400_000);
    const history = await demo().get('/responsible-gaming/history', player.token);
    // Besides the limits the registration set.
    const lines = historyResponseSchema.parse(jsonBody(history)).data;
    expect(lines.filter((line) => line.type !== 'limit')).toMatchObject([{ type: 'pause' }]);
  });
});

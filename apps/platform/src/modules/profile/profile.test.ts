import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  languageResponseSchema,
  profileResponseSchema,
  profileShowResponseSchema,
  selfExcludedSchema,
  selfExclusionResponseSchema,
  userResponseSchema,
  vipResponseSchema,
} from '@vitrine/contract/accounts.ts';
import { users } from '../../db/schema/users.ts';
import { api, registerPlayer, signIn } from '../../test/accounts.ts';
import {
  jsonBody,
  manualClock,
  fieldErrorsOf,
  testPlatformPerFile,
  TEST_PUBLIC_URL,
} from '../../test/test-platform.ts';
import { selfExclusionEnd } from './profile-service.ts';

const clock = manualClock();
const platform = testPlatformPerFile({ clock });

const demo = () => api(platform.app, 'demo');

describe('GET /profile', () => {
  it('answers the player, the wallet of the ledger and the first page of transactions', async () => {
    const { token, data } = await signIn(platform.app, 'demo');
    const response = await demo().get('/profile', token);
    expect(response.statusCode).toBe(200);
    const profile = profileResponseSchema.parse(jsonBody(response));
    expect(profile).toEqual({
      data,
      // The seed's first deposit of R$ 1.000,00.
      wallet: {
        balance: 100_000,
        balance_withdrawal: 100_000,
        bonus_balance: 0,
        loyalty_balance: 0,
        deposit_count: 1,
        currency: 'BRL',
        sequence: 1,
      },
      transactions: {
        data: [
          {
            id: expect.any(Number),
            type: 'deposit',
            amount: 100_000,
            balance: 'cash',
            created_at: '2026-06-01T12:00:00.000Z',
          },
        ],
        current_page: 1,
        last_page: 1,
        total: 1,
      },
    });
    expect((await demo().get('/profile')).statusCode).toBe(401);
  });
});

describe('GET /profile/vip', () => {
  it("places Ana at level 2 with level 3 next, and lists the ladder's badges", async () => {
    const { token } = await signIn(platform.app, 'demo');
    const { data } = vipResponseSchema.parse(jsonBody(await demo().get('/profile/vip', token)));
    expect(data).toMatchObject({ level: 2, points: 2500, totalBet: 250_000 });
    expect(data.current).toMatchObject({
      level: 2,
      totalBet: 100_000,
      image: `${TEST_PUBLIC_URL}/storage/demo/ranks/rank-2.webp?v=1.0`,
    });
    expect(data.current.name).not.toBe('');
    expect(data.next?.level).toBe(3);
    expect(data.ranks.map((rank) => rank.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const badge = await platform.app.inject({
      method: 'GET',
      url: new URL(data.current.image).pathname,
    });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toBe('image/webp');
  });
});

describe('profile settings', () => {
  it('updates the name (fullName rule), the language and the settings', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const short = await demo().post('/profile/updateName', { name: 'Carla' }, token);
    expect(fieldErrorsOf(short)).toEqual({ name: ['Por favor, insira seu nome completo.'] });
    const renamed = userResponseSchema.parse(
      jsonBody(await demo().post('/profile/updateName', { name: ' Carla   Dias ' }, token)),
    );
    expect(renamed.data).toMatchObject({
      first_name: 'Carla',
      last_name: 'Dias',
      name: 'Carla Dias',
    });

    const english = userResponseSchema.parse(
      jsonBody(await demo().post('/profile/updateLanguage', { language: 'en' }, token)),
    );
    expect(english.data.language).toBe('en');
    expect(
      languageResponseSchema.parse(jsonBody(await demo().get('/profile/getLanguage', token))),
    ).toEqual({ language: 'en' });
    const badLanguage = await demo().post('/profile/updateLanguage', { language: 'fr' }, token);
    expect(badLanguage.statusCode).toBe(422);

    const settings = userResponseSchema.parse(
      jsonBody(
        await demo().post(
          '/profile/update-settings',
          { receive_promotions_email: true, hide_activity: true, birth_date: '1990-05-20' },
          token,
        ),
      ),
    );
    expect(settings.data.settings).toMatchObject({
      receive_promotions_email: true,
      hide_activity: true,
      hide_username: false,
    });
    expect(settings.data.birth_date).toBe('1990-05-20');

    const minor = await demo().post(
      '/profile/update-settings',
      { birth_date: '2015-01-01' },
      token,
    );
    expect(fieldErrorsOf(minor)).toEqual({ birth_date: ['Você precisa ter pelo menos 18 anos.'] });

    const hidden = userResponseSchema.parse(
      jsonBody(await demo().post('/profile/toggle-hide-metrics', { hide_metrics: true }, token)),
    );
    expect(hidden.data.hide_metrics).toBe(true);
  });

  it("answers a guest's language from Accept-Language", async () => {
    const guest = await demo().get('/profile/getLanguage', undefined, {
      'accept-language': 'en-GB',
    });
    expect(jsonBody(guest)).toEqual({ language: 'en' });
    expect(jsonBody(await demo().get('/profile/getLanguage'))).toEqual({ language: 'pt-BR' });
  });
});

describe('POST /profile/show', () => {
  it("shows another player's profile without the parts their settings hide", async () => {
    const viewer = await signIn(platform.app, 'demo');
    const { token, data } = await registerPlayer(platform.app, 'demo');
    const show = async () =>
      profileShowResponseSchema.parse(
        jsonBody(await demo().post('/profile/show', { user_id: data.id }, viewer.token)),
      ).data;

    expect(await show()).toEqual({
      id: data.id,
      name: data.name,
      avatar: null,
      level: 1,
      vip: { level: 1, points: 0 },
      statistics: { total_bet: 0, bets: 0, wins: 0 },
      activity: [],
      played_games: [],
      battle_rewards: [],
    });

    await demo().post(
      '/profile/update-settings',
      { hide_username: true, hide_statistics: true, hide_played_games: true },
      token,
    );
    const partly = await show();
    expect(Object.keys(partly).sort()).toEqual([
      'activity',
      'avatar',
      'battle_rewards',
      'id',
      'level',
      'vip',
    ]);

    await demo().post('/profile/toggle-hide-metrics', { hide_metrics: true }, token);
    expect(Object.keys(await show()).sort()).toEqual([
      'activity',
      'avatar',
      'battle_rewards',
      'id',
    ]);

    await demo().post('/profile/update-settings', { hide_all: true }, token);
    expect(await show()).toEqual({ id: data.id });

    // The owner still sees everything.
    const own = profileShowResponseSchema.parse(
      jsonBody(await demo().post('/profile/show', { user_id: data.id }, token)),
    ).data;
    expect(own.name).toBe(data.name);
  });

  it("finds only this tenant's players", async () => {
    const { data } = await registerPlayer(platform.app, 'demo');
    const elsewhere = await api(platform.app, 'sorte').post('/profile/show', { user_id: data.id });
    expect(elsewhere.statusCode).toBe(404);
    expect(fieldErrorsOf(await demo().post('/profile/show', { user_id: 'x' }))).toHaveProperty(
      'user_id',
    );
  });
});

describe('self-exclusion', () => {
  it('excludes the player for the period, revokes every token, and refuses login until it ends', async () => {
    const { token, form } = await registerPlayer(platform.app, 'demo');
    const start = clock();
    const response = await demo().post(
      '/profile/self-exclusion',
      { value: 2, date: 'weeks' },
      token,
    );
    expect(response.statusCode).toBe(200);
    expect(selfExclusionResponseSchema.parse(jsonBody(response))).toEqual({
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 14 * 86_400_000).toISOString(),
    });
    expect((await demo().get('/auth/me', token)).statusCode).toBe(401);

    const login = () =>
      demo().post('/auth/login', {
        username: form.username,
        password: form.password,
        email: form.email,
      });
    const refused = await login();
    expect(refused.statusCode).toBe(403);
    expect(selfExcludedSchema.parse(jsonBody(refused)).end_at).toBe(
      new Date(start.getTime() + 14 * 86_400_000).toISOString(),
    );

    clock.advance(14 * 86_400);
    const back = await login();
    expect(back.statusCode).toBe(200);
    const { token: fresh } = authResponseSchema.parse(jsonBody(back));
    const removed = await demo().post('/profile/self-exclusion/remove', {}, fresh);
    expect(removed.statusCode).toBe(204);
  });

  it('refuses to lift a running exclusion (422)', async () => {
    const { token, data } = await registerPlayer(platform.app, 'demo');
    // A session that outlived the exclusion (an operator excluded the player in the back office).
    await platform.db
      .update(users)
      .set({
        selfExclusionStartAt: clock(),
        selfExclusionEndAt: new Date(clock().getTime() + 86_400_000),
      })
      .where(eq(users.id, data.id));
    expect((await demo().get('/auth/me', token)).statusCode).toBe(403);
    const response = await demo().post('/profile/self-exclusion/remove', {}, token);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(response))).toEqual(['self_exclusion']);
  });

  it('validates the period: unit and bounds', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const bad = await demo().post('/profile/self-exclusion', { value: 0, date: 'years' }, token);
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual(['date', 'value']);
    const tooLong = await demo().post(
      '/profile/self-exclusion',
      { value: 61, date: 'months' },
      token,
    );
    expect(fieldErrorsOf(tooLong)).toEqual({ value: ['O campo value deve ser 60 ou menor.'] });
  });

  it('counts months on the calendar, clamping to the end of a shorter month', () => {
    expect(selfExclusionEnd(new Date('2026-01-31T10:00:00Z'), 1, 'months')?.toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(selfExclusionEnd(new Date('2026-03-15T10:00:00Z'), 12, 'months')?.toISOString()).toBe(
      '2027-03-15T10:00:00.000Z',
    );
    expect(selfExclusionEnd(new Date('2026-03-15T10:00:00Z'), 3, 'days')?.toISOString()).toBe(
      '2026-03-18T10:00:00.000Z',
    );
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponseSchema, userResponseSchema } from '@vitrine/contract/accounts.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { paymentRefusalSchema } from '@vitrine/contract/payments.ts';
import { playerLimits } from '../../db/schema/responsible-gaming.ts';
import { users } from '../../db/schema/users.ts';
import type { ImpedimentDirectory } from '../../services/tenant-services.ts';
import {
  api,
  dropRegistrationLimits,
  latestCode,
  newPlayerForm,
  registerPlayer,
} from '../../test/accounts.ts';
import { pixDeposits } from '../../test/payments.ts';
import { addOwnCpfKey, withdraw, withdrawingPlayer } from '../../test/withdrawals.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';

// Issue 35: the loss and time limits every player must have (Portaria 2.579/2025), and the central
// impediment directory (IN SPA/MF 31/2025), at registration, at sign-in and on the money paths.
const impededNow = new Set<string>();
let directoryDown = false;
const directory: ImpedimentDirectory = {
  async check(cpf) {
    if (directoryDown) throw new Error('directory unreachable');
    if (impededNow.has(cpf)) return 'social_programme';
    // As the demo directory answers (README "Demo players"): the seeded Dora, and a CPF no one has.
    if (cpf === '39053344705') return 'central_self_exclusion';
    if (cpf === '27514896309') return 'social_programme';
    return 'not_impeded';
  },
};
const clock = manualClock(new Date('2026-06-01T15:00:00.000Z'));
const platform = testPlatformPerFile({ clock, seedGames: 0, impedimentDirectory: directory });
const { newDepositor, charge } = pixDeposits(platform);
const client = () => api(platform.app, 'demo');
const DAY = 24 * 60 * 60;

/** verify-email, then `POST /auth/register` with the form as given. */
async function register(form: Record<string, unknown> & { email: string }) {
  const sent = await client().post('/auth/verify-email', {
    email: form.email,
    purpose: 'register',
  });
  expect(sent.statusCode, sent.body).toBe(202);
  const code = await latestCode(platform.app, 'demo', form.email);
  return client().post('/auth/register', { ...form, code });
}

const signInWith = (form: { username: string; password: string; email: string }) =>
  client().post('/auth/login', {
    username: form.username,
    password: form.password,
    email: form.email,
  });

const limitRowsOf = (userId: number) =>
  platform.db.select().from(playerLimits).where(eq(playerLimits.userId, userId));

describe('registration', () => {
  it('refuses a registration without limits, under each missing field', async () => {
    const { limits: _limits, ...withoutLimits } = newPlayerForm();
    const none = await register(withoutLimits);
    expect(none.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(none)).errors).toHaveProperty('limits');

    const partial = await register({
      ...newPlayerForm(),
      limits: { loss: { period: 'day' }, time: { period: 'year', minutes: 0 } },
    });
    expect(partial.statusCode).toBe(422);
    const errors = laravelErrorSchema.parse(jsonBody(partial)).errors ?? {};
    expect(Object.keys(errors).sort()).toEqual([
      'limits.loss.amount',
      'limits.time.minutes',
      'limits.time.period',
    ]);
  });

  it('stores the loss and time limits with the new player, in force at once', async () => {
    const form = newPlayerForm();
    const response = await register({
      ...form,
      limits: { loss: { period: 'week', amount: 20_000 }, time: { period: 'day', minutes: 120 } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = authResponseSchema.parse(jsonBody(response));
    expect(data.limits_required).toBe(false);
    const rows = await limitRowsOf(data.id);
    expect(rows.map(({ kind, period, amount }) => ({ kind, period, amount }))).toEqual(
      expect.arrayContaining([
        { kind: 'loss', period: 'week', amount: 20_000 },
        { kind: 'time', period: 'day', amount: 120 },
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.effectiveAt.getTime() === clock().getTime())).toBe(true);
  });

  it('refuses an impeded CPF, naming the reason, and opens no account', async () => {
    const form = newPlayerForm({ cpf: '275.148.963-09' });
    const refused = await register(form);
    expect(refused.statusCode).toBe(422);
    const body = laravelErrorSchema.parse(jsonBody(refused));
    expect(body.message).toBe(
      'Não é possível criar a conta: este CPF está impedido de apostar (beneficiário de programa social).',
    );
    expect(body.errors?.cpf?.[0]).toBe(body.message);
    const [row] = await platform.db.select().from(users).where(eq(users.email, form.email));
    expect(row).toBeUndefined();
  });

  it('answers a retryable 503 while the directory is down', async () => {
    directoryDown = true;
    try {
      const refused = await register(newPlayerForm());
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('60');
    } finally {
      directoryDown = false;
    }
  });
});

describe('a player without the required limits', () => {
  async function playerWithoutLimits() {
    const player = await newDepositor();
    await dropRegistrationLimits(platform.db, player.id);
    return player;
  }

  it('is told so by /auth/me, and is refused a deposit and the sportsbook until both are set', async () => {
    const player = await playerWithoutLimits();
    const me = await client().get('/auth/me', player.token);
    expect(userResponseSchema.parse(jsonBody(me)).data.limits_required).toBe(true);

    const deposit = await client().post(
      '/main-gateway/qrcode-pix',
      { amount: 5_000 },
      player.token,
    );
    expect(deposit.statusCode).toBe(403);
    const refusal = paymentRefusalSchema.parse(jsonBody(deposit));
    expect(refusal.status).toBe(false);
    expect(refusal.message).toBe(
      'Defina um limite de perdas e um limite de tempo antes de apostar ou depositar.',
    );
    expect(jsonBody(deposit)).toMatchObject({ limits_required: true });
    const sportsbook = await client().post('/sportsbook/session', {}, player.token);
    expect(sportsbook.statusCode).toBe(403);

    const set = (kind: string, amount: number) =>
      client().post('/responsible-gaming/limits', { kind, period: 'day', amount }, player.token);
    expect((await set('loss', 10_000)).statusCode).toBe(200);
    const stillRefused = await client().post(
      '/main-gateway/qrcode-pix',
      { amount: 5_000 },
      player.token,
    );
    expect(stillRefused.statusCode).toBe(403);
    expect((await set('time', 90)).statusCode).toBe(200);
    expect((await charge(player.token, 5_000)).amount).toBe(5_000);
    const after = await client().get('/auth/me', player.token);
    expect(userResponseSchema.parse(jsonBody(after)).data.limits_required).toBe(false);
  });

  it('takes a time limit in minutes, a month of them at most', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const tooLong = await client().post(
      '/responsible-gaming/limits',
      { kind: 'time', period: 'month', amount: 24 * 60 * 31 + 1 },
      token,
    );
    expect(tooLong.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(tooLong)).errors).toHaveProperty('amount');
    const fine = await client().post(
      '/responsible-gaming/limits',
      { kind: 'time', period: 'week', amount: 600 },
      token,
    );
    expect(fine.statusCode, fine.body).toBe(200);
  });
});

describe('the impediment check at sign-in', () => {
  it('stores the seeded Dora as impeded: she signs in, may not deposit, and her limits are there', async () => {
    const signedIn = await signInWith({
      username: '+5511999990004',
      password: 'Vitrine@2026',
      email: 'dora@vitrine.test',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const { token, data } = authResponseSchema.parse(jsonBody(signedIn));
    expect(data.limits_required).toBe(false);
    const deposit = await client().post('/main-gateway/qrcode-pix', { amount: 5_000 }, token);
    expect(deposit.statusCode).toBe(403);
    expect(paymentRefusalSchema.parse(jsonBody(deposit)).message).toBe(
      'Sua conta está impedida de apostar e depositar: autoexclusão na plataforma centralizada do governo. Você ainda pode sacar o seu saldo.',
    );
  });

  it('asks once a day: a player impeded since yesterday may withdraw but not deposit', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db, { balance: 20_000 });
    const [row] = await platform.db.select().from(users).where(eq(users.id, player.id));
    if (!row?.phone) throw new Error('the player has a phone');
    impededNow.add(player.cpf);
    const form = { username: row.phone, password: 'Segura#2026', email: player.email };
    // The same São Paulo day as the registration: not asked again.
    expect((await signInWith(form)).statusCode).toBe(200);
    expect((await charge(player.token, 5_000)).amount).toBe(5_000);

    clock.advance(DAY);
    const signedIn = await signInWith(form);
    expect(signedIn.statusCode).toBe(200);
    const { token } = authResponseSchema.parse(jsonBody(signedIn));
    const deposit = await client().post('/main-gateway/qrcode-pix', { amount: 5_000 }, token);
    expect(deposit.statusCode).toBe(403);
    expect(jsonBody(deposit)).toMatchObject({ impeded: 'social_programme' });
    // The withdrawal goes with today's sign-in: yesterday's session is past the idle rule.
    const today = { ...player, token };
    await addOwnCpfKey(today);
    expect((await withdraw(today, 10_000)).withdrawal.amount).toBe(10_000);
  });

  it('lets the player in when the directory is down, and asks again at the next sign-in', async () => {
    const player = await withdrawingPlayer(platform.app, platform.db);
    const [row] = await platform.db.select().from(users).where(eq(users.id, player.id));
    if (!row?.phone) throw new Error('the player has a phone');
    const form = { username: row.phone, password: 'Segura#2026', email: player.email };
    clock.advance(DAY);
    impededNow.add(player.cpf);
    directoryDown = true;
    try {
      expect((await signInWith(form)).statusCode).toBe(200);
    } finally {
      directoryDown = false;
    }
    const [unchecked] = await platform.db.select().from(users).where(eq(users.id, player.id));
    expect(unchecked?.impediment).toBeNull();
    expect((await signInWith(form)).statusCode).toBe(200);
    const [checked] = await platform.db.select().from(users).where(eq(users.id, player.id));
    expect(checked?.impediment).toBe('social_programme');
  });
});

import { describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  selfExcludedSchema,
  userResponseSchema,
} from '@vitrine/contract/accounts.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { ANA, api, BRUNO, registerPlayer, signIn } from '../../test/accounts.ts';
import { jsonBody, fieldErrorsOf, testPlatformPerFile } from '../../test/test-platform.ts';

const platform = testPlatformPerFile();

const demo = () => api(platform.app, 'demo');
const sorte = () => api(platform.app, 'sorte');

describe('POST /auth/login', () => {
  it('signs Ana in with her phone, password and (on demo) e-mail, and returns her user', async () => {
    const response = await demo().post('/auth/login', ANA);
    expect(response.statusCode).toBe(200);
    const { data, token } = authResponseSchema.parse(jsonBody(response));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data).toMatchObject({
      name: 'Ana Souza',
      username: '+5511999990001',
      email: 'ana@vitrine.test',
      cpf: '***.982.247-**',
      kyc_status: 'approved',
      level: 2,
      vip: { level: 2, points: 2500 },
    });
    expect(data.email_verified_at).not.toBeNull();
    expect(data.phone_verified_at).not.toBeNull();
  });

  it('accepts the phone in national notation', async () => {
    const response = await demo().post('/auth/login', { ...ANA, username: '(11) 99999-0001' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password with 422 under username, saying nothing more', async () => {
    const response = await demo().post('/auth/login', { ...ANA, password: 'Errada@2026' });
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response)).toEqual({ username: ['Telefone ou senha incorretos.'] });
    const unknown = await demo().post('/auth/login', { ...ANA, username: '+5511987600000' });
    expect(jsonBody(unknown)).toEqual(jsonBody(response));
  });

  it('asks what the tenant requires: the e-mail on demo, the CPF on sorte', async () => {
    const withoutEmail = await demo().post('/auth/login', {
      username: ANA.username,
      password: ANA.password,
    });
    expect(fieldErrorsOf(withoutEmail)).toEqual({ email: ['Este campo é obrigatório.'] });
    const withoutCpf = await sorte().post('/auth/login', {
      username: ANA.username,
      password: ANA.password,
    });
    expect(fieldErrorsOf(withoutCpf)).toEqual({ cpf: ['Este campo é obrigatório.'] });
    expect((await sorte().post('/auth/login', ANA)).statusCode).toBe(200);
    const wrongCpf = await sorte().post('/auth/login', { ...ANA, cpf: BRUNO.cpf });
    expect(fieldErrorsOf(wrongCpf)).toEqual({ username: ['Telefone ou senha incorretos.'] });
  });

  it('refuses a self-excluded player with 403, selfExcluded and the period', async () => {
    const response = await demo().post('/auth/login', BRUNO);
    expect(response.statusCode).toBe(403);
    const body = selfExcludedSchema.parse(jsonBody(response));
    expect(body).toEqual(jsonBody(response));
    expect(body.selfExcluded).toBe(true);
    const days = (Date.parse(body.end_at ?? '') - Date.parse(body.start_at)) / 86_400_000;
    expect(days).toBe(90);
    expect(body.message).toMatch(/^Sua conta está em autoexclusão até \d{2}\/\d{2}\/\d{4}/);
  });

  it('tells a self-excluded player nothing without the right password', async () => {
    const response = await demo().post('/auth/login', { ...BRUNO, password: 'Errada@2026' });
    expect(response.statusCode).toBe(422);
  });

  it('locks a phone after 5 failures in 15 minutes: 429 with Retry-After, even for the right password', async () => {
    const { form } = await registerPlayer(platform.app, 'demo');
    const attempt = (password: string) =>
      demo().post('/auth/login', { username: form.username, password, email: form.email });
    for (let failure = 1; failure <= 5; failure += 1) {
      expect((await attempt('Errada@2026')).statusCode).toBe(422);
    }
    const locked = await attempt(form.password);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(laravelErrorSchema.parse(jsonBody(locked)).message).toMatch(/Muitas tentativas/);
    // Another phone is not affected.
    expect((await demo().post('/auth/login', ANA)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('answers /auth/me 401 without a token or with a made-up one', async () => {
    expect((await demo().get('/auth/me')).statusCode).toBe(401);
    const madeUp = await demo().get('/auth/me', 'x'.repeat(43));
    expect(madeUp.statusCode).toBe(401);
    expect(laravelErrorSchema.parse(jsonBody(madeUp))).toEqual({ message: 'Não autenticado.' });
  });

  it('logout answers 204 and revokes the token', async () => {
    const { token } = await signIn(platform.app, 'demo');
    expect((await demo().get('/auth/me', token)).statusCode).toBe(200);
    const logout = await demo().get('/auth/logout', token);
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
    expect((await demo().get('/auth/me', token)).statusCode).toBe(401);
    expect((await demo().get('/auth/logout', token)).statusCode).toBe(401);
  });

  it('revokes only the token logged out: another session of the same player goes on', async () => {
    const first = await signIn(platform.app, 'demo');
    const second = await signIn(platform.app, 'demo');
    await demo().get('/auth/logout', first.token);
    expect((await demo().get('/auth/me', second.token)).statusCode).toBe(200);
  });

  it("refuses a token on another tenant's API (401), though the same player exists there", async () => {
    const { token } = await signIn(platform.app, 'demo');
    expect((await sorte().get('/auth/me', token)).statusCode).toBe(401);
    expect((await sorte().get('/profile', token)).statusCode).toBe(401);
    expect((await demo().get('/auth/me', token)).statusCode).toBe(200);
  });

  it("keeps each tenant's Ana apart: same phone, different accounts", async () => {
    const onDemo = await signIn(platform.app, 'demo');
    const onSorte = await signIn(platform.app, 'sorte', ANA);
    expect(onDemo.data.id).not.toBe(onSorte.data.id);
    const me = userResponseSchema.parse(jsonBody(await sorte().get('/auth/me', onSorte.token)));
    expect(me.data.id).toBe(onSorte.data.id);
  });
});

const googleToken = (claims: { email: string; name: string; sub: string }) =>
  `demo-google.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;

describe('POST /auth/google', () => {
  it('creates and signs in a player from the Google stand-in on sorte, then finds them again', async () => {
    const claims = { email: 'gabi.google@vitrine.test', name: 'Gabriela Alves', sub: 'g-1001' };
    const first = await sorte().post('/auth/google', { idToken: googleToken(claims) });
    expect(first.statusCode, first.body).toBe(200);
    const created = authResponseSchema.parse(jsonBody(first));
    expect(created.data).toMatchObject({
      first_name: 'Gabriela',
      last_name: 'Alves',
      email: 'gabi.google@vitrine.test',
      username: null,
    });
    expect(created.data.email_verified_at).not.toBeNull();
    const again = authResponseSchema.parse(
      jsonBody(await sorte().post('/auth/google', { idToken: googleToken(claims) })),
    );
    expect(again.data.id).toBe(created.data.id);
    expect(again.token).not.toBe(created.token);
  });

  it("links Google to the existing account with the same e-mail (Ana's)", async () => {
    const ana = await signIn(platform.app, 'sorte', ANA);
    const response = await sorte().post('/auth/google', {
      idToken: googleToken({ email: ANA.email, name: 'Ana Souza', sub: 'g-ana' }),
    });
    expect(authResponseSchema.parse(jsonBody(response)).data.id).toBe(ana.data.id);
  });

  it('refuses a self-excluded player signing in with Google (403)', async () => {
    const response = await sorte().post('/auth/google', {
      idToken: googleToken({ email: BRUNO.email, name: 'Bruno Lima', sub: 'g-bruno' }),
    });
    expect(response.statusCode).toBe(403);
    expect(selfExcludedSchema.safeParse(jsonBody(response)).success).toBe(true);
  });

  it('refuses a malformed token, and tenants without Google sign-in', async () => {
    const malformed = await sorte().post('/auth/google', { idToken: 'demo-google.bm90IGpzb24' });
    expect(fieldErrorsOf(malformed)).toEqual({
      idToken: ['Não foi possível validar sua conta Google.'],
    });
    const onDemo = await demo().post('/auth/google', {
      idToken: googleToken({ email: 'x@vitrine.test', name: 'X Y', sub: 'g-x' }),
    });
    expect(fieldErrorsOf(onDemo)).toEqual({ idToken: ['O login com Google não está disponível.'] });
  });
});

import { describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  codeSentResponseSchema,
  outboxResponseSchema,
  userResponseSchema,
  verifyCodeResponseSchema,
} from '@vitrine/contract/accounts.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import {
  ANA,
  api,
  captchaPass,
  latestCode,
  newPlayerForm,
  registerPlayer,
} from '../../test/accounts.ts';
import { jsonBody, fieldErrorsOf, testPlatformPerFile } from '../../test/test-platform.ts';

const platform = testPlatformPerFile();

const demo = () => api(platform.app, 'demo');

describe('registration, end to end', () => {
  it('verify-email → code from the outbox → verify-code → register → me', async () => {
    const form = newPlayerForm({ name: 'Carla  Mendes Rocha' });
    const sent = await demo().post('/auth/verify-email', {
      email: form.email,
      purpose: 'register',
    });
    expect(sent.statusCode).toBe(202);
    expect(codeSentResponseSchema.parse(jsonBody(sent))).toEqual({
      message: 'Enviamos um código de verificação para o seu e-mail.',
      resend_after: 20,
    });

    const outbox = outboxResponseSchema.parse(
      jsonBody(await demo().get(`/demo/outbox?to=${encodeURIComponent(form.email)}`)),
    );
    expect(outbox.data).toHaveLength(1);
    const [message] = outbox.data;
    expect(message).toMatchObject({ channel: 'email', to: form.email });
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message?.code ?? 'no code');
    const code = message?.code ?? '';

    const check = { channel: 'email', to: form.email, code, purpose: 'register' };
    const checked = await demo().post('/auth/verify-code', check);
    expect(checked.statusCode).toBe(200);
    expect(verifyCodeResponseSchema.parse(jsonBody(checked))).toEqual({ valid: true });

    const registered = await demo().post('/auth/register', { ...form, code });
    expect(registered.statusCode, registered.body).toBe(201);
    const { data: user, token } = authResponseSchema.parse(jsonBody(registered));
    expect(user).toMatchObject({
      first_name: 'Carla',
      last_name: 'Mendes Rocha',
      name: 'Carla Mendes Rocha',
      email: form.email,
      username: form.username,
      gender: 'female',
      marital_status: 'single',
      language: 'pt-BR',
      level: 1,
      totalBet: 0,
      kyc_status: 'none',
      phone_verified_at: null,
    });
    expect(user.email_verified_at).not.toBeNull();
    expect(user.cpf).toBe(`***.${form.cpf.slice(3, 6)}.${form.cpf.slice(6, 9)}-**`);

    const me = await demo().get('/auth/me', token);
    expect(me.statusCode).toBe(200);
    expect(userResponseSchema.parse(jsonBody(me)).data).toEqual(user);
  });

  it('accepts an SMS code asked for with verify-phone, and marks the phone verified', async () => {
    const form = newPlayerForm();
    const sent = await demo().post('/auth/verify-phone', {
      username: form.username,
      purpose: 'register',
    });
    expect(sent.statusCode).toBe(202);
    expect(codeSentResponseSchema.parse(jsonBody(sent)).message).toBe(
      'Enviamos um código de verificação por SMS.',
    );
    const code = await latestCode(platform.app, 'demo', form.username);
    const registered = await demo().post('/auth/register', { ...form, code });
    expect(registered.statusCode, registered.body).toBe(201);
    const { data } = authResponseSchema.parse(jsonBody(registered));
    expect(data.phone_verified_at).not.toBeNull();
    expect(data.email_verified_at).toBeNull();
  });

  it('signs the new player in with the password chosen', async () => {
    const { form } = await registerPlayer(platform.app, 'demo');
    const login = await demo().post('/auth/login', {
      username: form.username,
      password: form.password,
      email: form.email,
    });
    expect(login.statusCode, login.body).toBe(200);
  });
});

describe('registration refusals', () => {
  it('refuses a wrong code under `code`', async () => {
    const form = newPlayerForm();
    await demo().post('/auth/verify-email', { email: form.email, purpose: 'register' });
    const right = await latestCode(platform.app, 'demo', form.email);
    const wrong = right === '000000' ? '111111' : '000000';
    const response = await demo().post('/auth/register', { ...form, code: wrong });
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response)).toEqual({ code: ['Código inválido.'] });
  });

  it('refuses a phone, e-mail and CPF already taken, all at once', async () => {
    const response = await demo().post('/auth/register', {
      ...newPlayerForm(),
      username: ANA.username,
      email: ANA.email,
      cpf: ANA.cpf,
      code: '123456',
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response)).toEqual({
      username: ['Este telefone já está cadastrado.'],
      email: ['Este e-mail já está cadastrado.'],
      cpf: ['Este CPF já está cadastrado.'],
    });
  });

  it('does not send a registration code to an e-mail already in use', async () => {
    const response = await demo().post('/auth/verify-email', {
      email: ANA.email,
      purpose: 'register',
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response).email).toEqual(['Este e-mail já está cadastrado.']);
  });

  it('refuses a captcha the Turnstile stand-in failed (422 errors.captcha)', async () => {
    const response = await demo().post('/auth/register', {
      ...newPlayerForm(),
      code: '123456',
      captcha: 'demo-turnstile-fail.abc123',
    });
    expect(response.statusCode).toBe(422);
    expect(fieldErrorsOf(response)).toEqual({
      captcha: ['Não foi possível confirmar que você não é um robô. Tente novamente.'],
    });
  });

  it('refuses a captcha token used twice, as Turnstile does', async () => {
    const captcha = captchaPass();
    const first = await demo().post('/auth/register', {
      ...newPlayerForm(),
      code: '123456',
      captcha,
    });
    expect(fieldErrorsOf(first).captcha).toBeUndefined();
    const second = await demo().post('/auth/register', {
      ...newPlayerForm(),
      code: '123456',
      captcha,
    });
    expect(Object.keys(fieldErrorsOf(second))).toEqual(['captcha']);
  });

  it('asks for the captcha only where the tenant has a Turnstile site key', async () => {
    const { captcha: _captcha, ...withoutCaptcha } = newPlayerForm();
    const onDemo = await demo().post('/auth/register', { ...withoutCaptcha, code: '123456' });
    expect(fieldErrorsOf(onDemo).captcha).toEqual(['Confirme que você não é um robô.']);
    // sorte has no site key: the same body fails only on its (never requested) code.
    const onSorte = await api(platform.app, 'sorte').post('/auth/register', {
      ...withoutCaptcha,
      code: '123456',
    });
    expect(fieldErrorsOf(onSorte)).toEqual({ code: ['Código inválido.'] });
  });

  it('answers every field rule in Portuguese by default and in English with Accept-Language: en', async () => {
    const body = { name: 'Ana', username: '123', email: 'x', password: 'curta' };
    const portuguese = await demo().post('/auth/register', body);
    expect(portuguese.statusCode).toBe(422);
    const pt = laravelErrorSchema.parse(jsonBody(portuguese));
    expect(pt.errors).toMatchObject({
      name: ['Por favor, insira seu nome completo.'],
      cpf: ['Este campo é obrigatório.'],
      captcha: ['Confirme que você não é um robô.'],
    });
    expect(pt.message).toMatch(/^Confirme que você não é um robô\. \(e mais \d+ erros\)$/);

    const english = await demo().post('/auth/register', body, undefined, {
      'accept-language': 'en-US,en;q=0.9,pt;q=0.5',
    });
    const en = laravelErrorSchema.parse(jsonBody(english));
    expect(en.errors?.cpf).toEqual(['This field is required.']);
    expect(en.message).toMatch(/\(and \d+ more errors\)$/);
  });
});

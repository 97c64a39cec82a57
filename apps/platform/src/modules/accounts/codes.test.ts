import { describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  codeSentResponseSchema,
  messageResponseSchema,
  userResponseSchema,
  validateCpfResponseSchema,
  verifyCodeResponseSchema,
} from '@vitrine/contract/accounts.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import {
  ANA,
  api,
  latestCode,
  newCpf,
  newEmail,
  newPhone,
  registerPlayer,
} from '../../test/accounts.ts';
import {
  jsonBody,
  manualClock,
  fieldErrorsOf,
  startTestPlatform,
  testPlatformPerFile,
} from '../../test/test-platform.ts';

const clock = manualClock();
const platform = testPlatformPerFile({ clock });

const demo = () => api(platform.app, 'demo');
const askEmailCode = (email: string) =>
  demo().post('/auth/verify-email', { email, purpose: 'register' });
const checkEmailCode = (email: string, code: string) =>
  demo().post('/auth/verify-code', { channel: 'email', to: email, code, purpose: 'register' });
const otherThan = (code: string) => (code === '000000' ? '999999' : '000000');

describe('verification codes', () => {
  it('makes a new code wait 20 s: 429 with Retry-After before, 202 after', async () => {
    const email = newEmail();
    expect((await askEmailCode(email)).statusCode).toBe(202);
    clock.advance(5);
    const early = await askEmailCode(email);
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('15');
    expect(laravelErrorSchema.parse(jsonBody(early)).message).toBe(
      'Aguarde 15 segundos para pedir um novo código.',
    );
    clock.advance(15);
    expect((await askEmailCode(email)).statusCode).toBe(202);
  });

  it('keeps only the latest code: the one before stops working', async () => {
    const email = newEmail();
    await askEmailCode(email);
    const first = await latestCode(platform.app, 'demo', email);
    clock.advance(20);
    await askEmailCode(email);
    const second = await latestCode(platform.app, 'demo', email);
    if (first !== second) {
      expect((await checkEmailCode(email, first)).statusCode).toBe(422);
    }
    expect((await checkEmailCode(email, second)).statusCode).toBe(200);
  });

  it('expires a code after 10 minutes (422 under code)', async () => {
    const email = newEmail();
    await askEmailCode(email);
    const code = await latestCode(platform.app, 'demo', email);
    clock.advance(9 * 60 + 59);
    expect((await checkEmailCode(email, code)).statusCode).toBe(200);
    clock.advance(1);
    const expired = await checkEmailCode(email, code);
    expect(expired.statusCode).toBe(422);
    expect(fieldErrorsOf(expired)).toEqual({ code: ['O código expirou. Peça um novo.'] });
  });

  it('burns a code at the fifth wrong try: 429, and the right code no longer works', async () => {
    const email = newEmail();
    await askEmailCode(email);
    const code = await latestCode(platform.app, 'demo', email);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await checkEmailCode(email, otherThan(code));
      expect(wrong.statusCode).toBe(422);
      expect(fieldErrorsOf(wrong)).toEqual({ code: ['Código inválido.'] });
    }
    const fifth = await checkEmailCode(email, otherThan(code));
    expect(fifth.statusCode).toBe(429);
    expect(fieldErrorsOf(fifth)).toEqual({
      code: ['Muitas tentativas erradas. Peça um novo código.'],
    });
    expect(fifth.headers['retry-after']).toBeDefined();
    expect((await checkEmailCode(email, code)).statusCode).toBe(429);
    // A new code starts afresh.
    clock.advance(20);
    await askEmailCode(email);
    const fresh = await latestCode(platform.app, 'demo', email);
    expect((await checkEmailCode(email, fresh)).statusCode).toBe(200);
  });

  it('limits a contact to 10 codes an hour', async () => {
    const email = newEmail();
    for (let request = 1; request <= 10; request += 1) {
      expect((await askEmailCode(email)).statusCode).toBe(202);
      clock.advance(20);
    }
    const eleventh = await askEmailCode(email);
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('validates the request fields, translated', async () => {
    const response = await demo().post(
      '/auth/verify-code',
      { channel: 'fax', to: 'x', code: '12' },
      undefined,
      { 'accept-language': 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(response)).sort()).toEqual(['channel', 'code', 'purpose']);
  });
});

describe('verifying a contact of a signed-in player', () => {
  it('verify-code with purpose verify marks the e-mail verified and returns the user', async () => {
    const { token, form } = await registerPlayer(platform.app, 'demo');
    // Registered with the e-mail code: the phone is still to verify.
    clock.advance(20);
    const sent = await demo().post(
      '/auth/verify-phone',
      { username: form.username, purpose: 'verify' },
      token,
    );
    expect(sent.statusCode).toBe(202);
    const code = await latestCode(platform.app, 'demo', form.username);
    const verified = await demo().post(
      '/auth/verify-code',
      { channel: 'sms', to: form.username, code, purpose: 'verify' },
      token,
    );
    expect(verified.statusCode).toBe(200);
    const body = verifyCodeResponseSchema.parse(jsonBody(verified));
    expect(body.valid).toBe(true);
    expect(body.data?.phone_verified_at).toBe(clock().toISOString());
  });

  it("refuses to send a verify code to someone else's contact, or without a session", async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const other = await demo().post(
      '/auth/verify-email',
      { email: ANA.email, purpose: 'verify' },
      token,
    );
    expect(other.statusCode).toBe(422);
    expect(fieldErrorsOf(other)).toEqual({ email: ['Este contato não é o da sua conta.'] });
    const guest = await demo().post('/auth/verify-email', { email: ANA.email, purpose: 'verify' });
    expect(guest.statusCode).toBe(401);
  });

  it('POST /auth/update: a changed e-mail becomes unverified; a taken one is refused', async () => {
    const { token, data } = await registerPlayer(platform.app, 'demo');
    expect(data.email_verified_at).not.toBeNull();
    const email = newEmail();
    const updated = await demo().post('/auth/update', { email }, token);
    expect(updated.statusCode).toBe(200);
    const user = userResponseSchema.parse(jsonBody(updated)).data;
    expect(user.email).toBe(email);
    expect(user.email_verified_at).toBeNull();

    const phone = newPhone();
    const phoneChanged = userResponseSchema.parse(
      jsonBody(await demo().post('/auth/update', { username: phone }, token)),
    ).data;
    expect(phoneChanged.username).toBe(phone);
    expect(phoneChanged.phone_verified_at).toBeNull();

    const taken = await demo().post('/auth/update', { email: ANA.email }, token);
    expect(taken.statusCode).toBe(422);
    expect(fieldErrorsOf(taken)).toEqual({ email: ['Este e-mail já está cadastrado.'] });
  });
});

describe('password recovery', () => {
  it('answers the same whether or not an account uses the contact, and sends only to a real one', async () => {
    const email = newEmail();
    const nobody = await demo().post('/auth/recover-password', { channel: 'email', to: email });
    const ana = await demo().post('/auth/recover-password', { channel: 'email', to: ANA.email });
    expect(nobody.statusCode).toBe(202);
    expect(ana.statusCode).toBe(202);
    expect(codeSentResponseSchema.parse(jsonBody(nobody))).toEqual(
      codeSentResponseSchema.parse(jsonBody(ana)),
    );
    const outbox = await demo().get(`/demo/outbox?to=${email}`);
    expect(jsonBody(outbox)).toEqual({ data: [] });
  });

  it('recover → code → reset: new password works, every old token is revoked, the code works once', async () => {
    const { token, form } = await registerPlayer(platform.app, 'demo');
    clock.advance(20);
    const recover = await demo().post('/auth/recover-password', {
      channel: 'sms',
      to: form.username,
    });
    expect(recover.statusCode).toBe(202);
    const code = await latestCode(platform.app, 'demo', form.username);
    const recovery = { channel: 'sms', to: form.username, code, purpose: 'recovery' };
    const check = await demo().post('/auth/verify-code', recovery);
    expect(check.statusCode).toBe(200);

    const reset = {
      channel: 'sms',
      to: form.username,
      code,
      password: 'Nova#Senha9',
      password_confirmation: 'Nova#Senha9',
    };
    const response = await demo().post('/auth/reset-password', reset);
    expect(response.statusCode).toBe(200);
    expect(messageResponseSchema.parse(jsonBody(response))).toEqual({
      message: 'Senha atualizada com sucesso.',
    });
    expect((await demo().get('/auth/me', token)).statusCode).toBe(401);

    const login = (password: string) =>
      demo().post('/auth/login', { username: form.username, password, email: form.email });
    expect((await login(form.password)).statusCode).toBe(422);
    const fresh = await login('Nova#Senha9');
    expect(authResponseSchema.parse(jsonBody(fresh)).data.phone_verified_at).not.toBeNull();

    const again = await demo().post('/auth/reset-password', {
      ...reset,
      password: 'Outra#Senha9',
      password_confirmation: 'Outra#Senha9',
    });
    expect(again.statusCode).toBe(422);
    expect(fieldErrorsOf(again)).toEqual({ code: ['Código inválido.'] });
  });

  it("refuses a reset whose passwords differ ('As senhas não coincidem')", async () => {
    const response = await demo().post('/auth/reset-password', {
      channel: 'email',
      to: ANA.email,
      code: '123456',
      password: 'Nova#Senha9',
      password_confirmation: 'Nova#Senha8',
    });
    expect(fieldErrorsOf(response)).toEqual({ password_confirmation: ['As senhas não coincidem'] });
  });

  it('request-password-change checks the current password and ends the other sessions', async () => {
    const { token, form } = await registerPlayer(platform.app, 'demo');
    const other = authResponseSchema.parse(
      jsonBody(
        await demo().post('/auth/login', {
          username: form.username,
          password: form.password,
          email: form.email,
        }),
      ),
    );
    const wrong = await demo().post(
      '/auth/request-password-change',
      {
        current_password: 'Errada#123',
        password: 'Nova#Senha9',
        password_confirmation: 'Nova#Senha9',
      },
      token,
    );
    expect(fieldErrorsOf(wrong)).toEqual({ current_password: ['A senha atual está incorreta.'] });
    const changed = await demo().post(
      '/auth/request-password-change',
      {
        current_password: form.password,
        password: 'Nova#Senha9',
        password_confirmation: 'Nova#Senha9',
      },
      token,
    );
    expect(changed.statusCode).toBe(200);
    expect(messageResponseSchema.parse(jsonBody(changed)).message).toBe(
      'Senha atualizada com sucesso.',
    );
    expect((await demo().get('/auth/me', token)).statusCode).toBe(200);
    expect((await demo().get('/auth/me', other.token)).statusCode).toBe(401);
  });
});

describe('POST /validate/validate-cpf', () => {
  it('says whether a valid CPF is still free in this tenant', async () => {
    const free = await demo().post('/validate/validate-cpf', { cpf: newCpf() });
    expect(validateCpfResponseSchema.parse(jsonBody(free))).toEqual({
      valid: true,
      available: true,
    });
    const anas = await demo().post('/validate/validate-cpf', { cpf: ANA.cpf });
    expect(validateCpfResponseSchema.parse(jsonBody(anas))).toEqual({
      valid: true,
      available: false,
    });
  });

  it("answers 422 'CPF inválido' for a wrong check digit", async () => {
    const response = await demo().post('/validate/validate-cpf', { cpf: '529.982.247-24' });
    expect(response.statusCode).toBe(422);
    expect(laravelErrorSchema.parse(jsonBody(response))).toEqual({
      message: 'CPF inválido',
      errors: { cpf: ['CPF inválido'] },
    });
  });
});

describe('demo outbox', () => {
  it('is only there in demo mode', async () => {
    const live = await startTestPlatform({ demoMode: false });
    try {
      const response = await live.app.inject({
        method: 'GET',
        url: '/t/demo/demo/outbox?to=a@b.co',
      });
      expect(response.statusCode).toBe(404);
      const approve = await live.app.inject({
        method: 'POST',
        url: '/t/demo/demo/documents/1/approve',
      });
      expect(approve.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});

// Contract tests of the accounts calls (docs/design/accounts-api.md): every answer parses with the
// schemas of packages/contract/src/accounts.ts and carries nothing they do not know.
import { describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  codeSentResponseSchema,
  documentResponseSchema,
  documentsStatusResponseSchema,
  languageResponseSchema,
  messageResponseSchema,
  outboxResponseSchema,
  profileResponseSchema,
  profileShowResponseSchema,
  selfExcludedSchema,
  selfExclusionResponseSchema,
  userResponseSchema,
  validateCpfResponseSchema,
  verifyCodeResponseSchema,
  vipResponseSchema,
} from '@vitrine/contract/accounts.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import {
  ANA,
  api,
  BRUNO,
  latestCode,
  multipart,
  newEmail,
  newPlayerForm,
  pngBytes,
} from '../test/accounts.ts';
import { expectEmpty, expectShape } from '../test/contract-shape.ts';
import { testPlatformPerFile } from '../test/test-platform.ts';

const platform = testPlatformPerFile();

const demo = () => api(platform.app, 'demo');

describe('contract: accounts calls', () => {
  let token = '';
  let userId = 0;
  const form = newPlayerForm();

  it('POST /auth/verify-email, GET /demo/outbox, POST /auth/verify-code (register)', async () => {
    expectShape(
      await demo().post('/auth/verify-email', { email: form.email, purpose: 'register' }),
      202,
      codeSentResponseSchema,
    );
    expectShape(await demo().get(`/demo/outbox?to=${form.email}`), 200, outboxResponseSchema);
    const code = await latestCode(platform.app, 'demo', form.email);
    const check = { channel: 'email', to: form.email, code, purpose: 'register' };
    expectShape(await demo().post('/auth/verify-code', check), 200, verifyCodeResponseSchema);
    const registered = expectShape(
      await demo().post('/auth/register', { ...form, code }),
      201,
      authResponseSchema,
    );
    token = registered.token;
    userId = registered.data.id;
  });

  it('POST /auth/login, GET /auth/me, POST /auth/update', async () => {
    expectShape(await demo().post('/auth/login', ANA), 200, authResponseSchema);
    expectShape(await demo().get('/auth/me', token), 200, userResponseSchema);
    expectShape(
      await demo().post('/auth/update', { email: newEmail() }, token),
      200,
      userResponseSchema,
    );
  });

  it('POST /auth/google', async () => {
    const idToken = `demo-google.${Buffer.from(JSON.stringify({ email: 'g@vitrine.test', name: 'Gil Reis', sub: 'g-c1' })).toString('base64url')}`;
    expectShape(
      await api(platform.app, 'sorte').post('/auth/google', { idToken }),
      200,
      authResponseSchema,
    );
  });

  it('POST /auth/verify-phone (verify) and /auth/verify-code (verify)', async () => {
    const phone = { username: form.username, purpose: 'verify' };
    expectShape(await demo().post('/auth/verify-phone', phone, token), 202, codeSentResponseSchema);
    const code = await latestCode(platform.app, 'demo', form.username);
    const verified = expectShape(
      await demo().post(
        '/auth/verify-code',
        { channel: 'sms', to: form.username, code, purpose: 'verify' },
        token,
      ),
      200,
      verifyCodeResponseSchema,
    );
    expect(verified.data).toBeDefined();
  });

  it('POST /auth/recover-password, /auth/reset-password, /auth/request-password-change', async () => {
    expectShape(
      await demo().post('/auth/recover-password', { channel: 'email', to: ANA.email }),
      202,
      codeSentResponseSchema,
    );
    const code = await latestCode(platform.app, 'demo', ANA.email);
    expectShape(
      await demo().post('/auth/reset-password', {
        channel: 'email',
        to: ANA.email,
        code,
        password: ANA.password,
        password_confirmation: ANA.password,
      }),
      200,
      messageResponseSchema,
    );
    expectShape(
      await demo().post(
        '/auth/request-password-change',
        {
          current_password: form.password,
          password: 'Nova#Senha9',
          password_confirmation: 'Nova#Senha9',
        },
        token,
      ),
      200,
      messageResponseSchema,
    );
  });

  it('POST /validate/validate-cpf', async () => {
    expectShape(
      await demo().post('/validate/validate-cpf', { cpf: ANA.cpf }),
      200,
      validateCpfResponseSchema,
    );
  });

  it('the profile calls', async () => {
    expectShape(await demo().get('/profile', token), 200, profileResponseSchema);
    expectShape(
      await demo().post('/profile/show', { user_id: userId }),
      200,
      profileShowResponseSchema,
    );
    expectShape(
      await demo().post('/profile/toggle-hide-metrics', { hide_metrics: true }, token),
      200,
      userResponseSchema,
    );
    expectShape(await demo().get('/profile/vip', token), 200, vipResponseSchema);
    expectShape(
      await demo().post('/profile/updateName', { name: 'Carla Nunes' }, token),
      200,
      userResponseSchema,
    );
    expectShape(
      await demo().post('/profile/updateLanguage', { language: 'en' }, token),
      200,
      userResponseSchema,
    );
    expectShape(await demo().get('/profile/getLanguage', token), 200, languageResponseSchema);
    expectShape(
      await demo().post(
        '/profile/update-settings',
        { hide_all: false, birth_date: '1992-02-29' },
        token,
      ),
      200,
      userResponseSchema,
    );
    const avatar = await multipart({
      avatar: { filename: 'eu.png', contentType: 'image/png', bytes: await pngBytes() },
    });
    expectShape(
      await demo().raw('POST', '/profile/uploadAvatar', {
        payload: avatar.payload,
        headers: { ...avatar.headers, authorization: `Bearer ${token}` },
      }),
      200,
      userResponseSchema,
    );
  });

  it('the document calls and the demo review', async () => {
    const upload = async () => {
      const body = await multipart({
        type: 'rg_front',
        document: { filename: 'rg.png', contentType: 'image/png', bytes: await pngBytes() },
      });
      return expectShape(
        await demo().raw('POST', '/documents/upload', {
          payload: body.payload,
          headers: { ...body.headers, authorization: `Bearer ${token}` },
        }),
        201,
        documentResponseSchema,
      ).data;
    };
    const first = await upload();
    const second = await upload();
    const third = await upload();
    expectShape(await demo().get('/documents/status', token), 200, documentsStatusResponseSchema);
    expectShape(
      await demo().post(`/documents/cancel/${first.id}`, {}, token),
      200,
      documentResponseSchema,
    );
    expectShape(
      await demo().post(`/demo/documents/${second.id}/approve`),
      200,
      documentResponseSchema,
    );
    expectShape(
      await demo().post(`/demo/documents/${third.id}/reject`, { reason: 'Ilegível' }),
      200,
      documentResponseSchema,
    );
  });

  it('POST /profile/self-exclusion, then /auth/logout and /profile/self-exclusion/remove (204)', async () => {
    const second = expectShape(await demo().post('/auth/login', ANA), 200, authResponseSchema);
    expectEmpty(await demo().get('/auth/logout', second.token));
    expectEmpty(await demo().post('/profile/self-exclusion/remove', {}, token));
    expectShape(
      await demo().post('/profile/self-exclusion', { value: 1, date: 'days' }, token),
      200,
      selfExclusionResponseSchema,
    );
  });
});

describe('contract: accounts errors', () => {
  it('401, 403 (self-excluded), 404, 422 and 429 bodies', async () => {
    expectShape(await demo().get('/auth/me'), 401, laravelErrorSchema);
    expectShape(await demo().post('/auth/login', BRUNO), 403, selfExcludedSchema);
    expectShape(await demo().post('/profile/show', { user_id: 999_999 }), 404, laravelErrorSchema);
    expectShape(await demo().post('/auth/login', {}), 422, laravelErrorSchema);
    const email = newEmail();
    await demo().post('/auth/verify-email', { email, purpose: 'register' });
    expectShape(
      await demo().post('/auth/verify-email', { email, purpose: 'register' }),
      429,
      laravelErrorSchema,
    );
  });
});

import type { FakeHandlers } from '../platform';
import { invalid, noContent, reply, unauthenticated } from '../reply';
import { holdsBearer, tokenOf } from './session';

/** §7 Auth: sign-in with the db's player and password, codes, registration. */
export const authHandlers: FakeHandlers = {
  'POST /auth/login': ({ body }, db) =>
    body.username === db.player.username && body.password === db.password
      ? { data: db.player, token: tokenOf(db.player) }
      : invalid({ username: 'Telefone ou senha incorretos.' }),
  'POST /auth/register': (_call, db) =>
    reply(201, { data: db.newPlayer, token: tokenOf(db.newPlayer) }),
  'GET /auth/me': (call, db) => (holdsBearer(call) ? { data: db.player } : unauthenticated()),
  'GET /auth/logout': () => noContent(),
  'POST /auth/verify-email': () =>
    reply(202, { message: 'Enviamos um código de verificação.', resend_after: 20 }),
  'POST /auth/verify-phone': () =>
    reply(202, { message: 'Enviamos um código de verificação.', resend_after: 20 }),
  'POST /auth/verify-code': ({ body }, db) => {
    if (body.code !== db.verificationCode) {
      return invalid({ code: 'Código inválido.' }, 'Código inválido.');
    }
    if (body.purpose !== 'verify') return { valid: true };
    const now = '2026-03-01T12:00:00Z';
    db.player =
      body.channel === 'email'
        ? { ...db.player, email_verified_at: now }
        : { ...db.player, phone_verified_at: now };
    return { valid: true, data: db.player };
  },
  'POST /auth/request-password-change': ({ body }, db) => {
    if (body.current_password !== db.password) {
      return invalid({ current_password: 'A senha atual está errada.' });
    }
    db.password = body.password;
    return { message: 'Senha alterada.' };
  },
  'POST /validate/validate-cpf': () => ({ valid: true, available: true }),
  'POST /auth/confirm-password': ({ body, ...call }, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    return body.password === db.password
      ? { message: 'Sessão confirmada.' }
      : invalid({ password: 'Senha incorreta.' });
  },
};

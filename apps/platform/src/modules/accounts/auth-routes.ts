import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  googleLoginRequestSchema,
  passwordChangeRequestSchema,
  updateAccountRequestSchema,
  validateCpfRequestSchema,
} from '@vitrine/contract/accounts.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { hashPassword, verifyPassword } from '../users/password.ts';
import {
  findUserByCpf,
  uniqueViolation,
  updateUser,
  userPresenter,
  type UserRow,
} from '../users/user-service.ts';
import { refreshMissions } from '../missions/mission-refresh-service.ts';
import { loginSchemaOf, loginWithGoogle, loginWithPassword } from './login-service.ts';
import { registerSchemaOf, registerUser } from './register-service.ts';
import { signInImpedimentCheck } from '../responsible-gaming/impediment-service.ts';
import { bearerToken, requireUser } from './session.ts';
import { findTokenOwner, issueToken, revokeToken, revokeUserTokens } from './token-service.ts';

/** §7 Auth: sign-in, registration, the session and the account's contacts and password. */
export const authRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, publicUrl, clock } = services;

  async function signedIn(request: FastifyRequest, user: UserRow) {
    const tenant = currentTenant(request);
    const present = await userPresenter(db, tenant, publicUrl, clock());
    const answer = { data: await present(user), token: await issueToken(db, user, clock()) };
    // Issue 36: a sign-in is a day of a login_days mission.
    const player = { tenantId: user.tenantId, userId: user.id };
    await refreshMissions(services, tenant, player, { kind: 'sign_in' }, request.log);
    return answer;
  }

  app.post('/auth/login', async (request) => {
    const tenant = currentTenant(request);
    const locale = requestLocale(request);
    const values = parseInput(loginSchemaOf(tenant), bodyOf(request), locale);
    const user = await loginWithPassword(services, tenant, values, locale);
    const checked = await signInImpedimentCheck(services, tenant, user, request.log, locale);
    return signedIn(request, checked);
  });

  app.post('/auth/google', async (request) => {
    const locale = requestLocale(request);
    const { idToken, ref } = parseInput(googleLoginRequestSchema, bodyOf(request), locale);
    const tenant = currentTenant(request);
    const user = await loginWithGoogle(services, tenant, idToken, locale, ref);
    const checked = await signInImpedimentCheck(services, tenant, user, request.log, locale);
    return signedIn(request, checked);
  });

  app.post('/auth/register', async (request, reply) => {
    const tenant = currentTenant(request);
    const locale = requestLocale(request);
    const values = parseInput(registerSchemaOf(tenant), bodyOf(request), locale);
    // §5 Register: "A captcha is validated first".
    if (tenant.config.turnstileSiteKey) {
      const token = 'captcha' in values && typeof values.captcha === 'string' ? values.captcha : '';
      const passed = await services.captcha.verify(token, request.ip);
      if (!passed) throw new ApiError('auth.captcha_refused', locale, { field: 'captcha' });
    }
    const user = await registerUser(services, tenant, values, locale);
    return reply.status(201).send(await signedIn(request, user));
  });

  app.get('/auth/me', async (request) => {
    const { user } = await requireUser(services, request);
    const present = await userPresenter(db, currentTenant(request), publicUrl, clock());
    return { data: await present(user) };
  });

  app.get('/auth/logout', async (request, reply) => {
    const tenant = currentTenant(request);
    const token = bearerToken(request);
    const owner = token ? await findTokenOwner(db, tenant.id, token, clock()) : null;
    if (!owner) {
      throw new ApiError('auth.unauthenticated', requestLocale(request));
    }
    await revokeToken(db, tenant.id, owner.tokenId, clock());
    return reply.status(204).send();
  });

  app.post('/auth/update', async (request) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const values = parseInput(updateAccountRequestSchema, bodyOf(request), locale);
    const changes: Partial<UserRow> = {};
    // A changed contact has not been verified yet.
    if (values.email !== undefined && values.email !== user.email) {
      Object.assign(changes, { email: values.email, emailVerifiedAt: null });
    }
    if (values.username !== undefined && values.username !== user.phone) {
      Object.assign(changes, { phone: values.username, phoneVerifiedAt: null });
    }
    let updated = user;
    if (Object.keys(changes).length > 0) {
      try {
        updated = (await updateUser(db, user, changes, clock())) ?? user;
      } catch (error) {
        const collided = uniqueViolation(error);
        if (collided !== 'email' && collided !== 'phone') throw error;
        const field = collided === 'email' ? 'email' : 'username';
        const errors = {
          [field]: [t(locale, collided === 'email' ? 'email_taken' : 'phone_taken')],
        };
        throw new ApiError('validation.failed', locale, { errors });
      }
    }
    const present = await userPresenter(db, currentTenant(request), publicUrl, clock());
    return { data: await present(updated) };
  });

  app.post('/auth/request-password-change', async (request) => {
    const locale = requestLocale(request);
    const { user, tokenId } = await requireUser(services, request);
    const values = parseInput(passwordChangeRequestSchema, bodyOf(request), locale);
    const right = user.passwordHash
      ? await verifyPassword(values.current_password, user.passwordHash)
      : false;
    if (!right) {
      throw new ApiError('auth.current_password_wrong', locale, { field: 'current_password' });
    }
    const now = clock();
    await updateUser(db, user, { passwordHash: await hashPassword(values.password) }, now);
    // Other sessions end; this one goes on.
    await revokeUserTokens(db, user, now, tokenId);
    return { message: t(locale, 'password_updated') };
  });

  app.post('/validate/validate-cpf', async (request) => {
    const locale = requestLocale(request);
    const { cpf } = parseInput(validateCpfRequestSchema, bodyOf(request), locale);
    const owner = await findUserByCpf(db, currentTenant(request).id, cpf);
    return { valid: true, available: owner === null };
  });
};

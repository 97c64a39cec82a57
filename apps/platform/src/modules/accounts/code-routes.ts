import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  type CodeChannel,
  recoverPasswordRequestSchema,
  resetPasswordRequestSchema,
  VERIFICATION_CODE_RESEND_SECONDS,
  verifyCodeRequestSchema,
  verifyEmailRequestSchema,
  verifyPhoneRequestSchema,
} from '@vitrine/contract/accounts.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { hashPassword } from '../users/password.ts';
import {
  findUserByEmail,
  findUserByPhone,
  updateUser,
  userPresenter,
  type UserRow,
} from '../users/user-service.ts';
import { sendVerificationCode } from './code-delivery.ts';
import { clearLoginFailures } from './login-throttle.ts';
import { requireUser } from './session.ts';
import { revokeUserTokens } from './token-service.ts';
import { checkVerificationCode, codeCheckError } from './verification-codes.ts';

const codeSent = (locale: Locale, channel: CodeChannel) => ({
  message: t(locale, channel === 'email' ? 'code_sent_email' : 'code_sent_sms'),
  resend_after: VERIFICATION_CODE_RESEND_SECONDS,
});

const findByContact = (
  services: TenantServices,
  tenant: Tenant,
  channel: CodeChannel,
  to: string,
) =>
  channel === 'email'
    ? findUserByEmail(services.db, tenant.id, to)
    : findUserByPhone(services.db, tenant.id, to);

const contactOf = (user: UserRow, channel: CodeChannel) =>
  channel === 'email' ? user.email : user.phone;

/** §7 Auth: e-mail and SMS codes — registration, verifying a contact, password recovery. */
export const codeRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, publicUrl } = services;

  /**
   * `register`: for a contact no account uses yet. `verify`: for the signed-in player's own
   * contact. Answers 202 once the code is on its way.
   */
  async function requestCode(
    request: FastifyRequest,
    channel: CodeChannel,
    to: string,
    purpose: 'register' | 'verify',
  ) {
    const tenant = currentTenant(request);
    const locale = requestLocale(request);
    const field = channel === 'email' ? 'email' : 'username';
    let userId: number | null = null;
    if (purpose === 'register') {
      if (await findByContact(services, tenant, channel, to)) {
        throw new ApiError(channel === 'email' ? 'auth.email_taken' : 'auth.phone_taken', locale, {
          field,
        });
      }
    } else {
      const { user } = await requireUser(services, request);
      if (contactOf(user, channel) !== to) {
        throw new ApiError('auth.not_your_contact', locale, { field });
      }
      userId = user.id;
    }
    await sendVerificationCode(services, tenant, { channel, to, purpose, userId }, locale);
    return codeSent(locale, channel);
  }

  app.post('/auth/verify-email', async (request, reply) => {
    const locale = requestLocale(request);
    const { email, purpose } = parseInput(verifyEmailRequestSchema, bodyOf(request), locale);
    return reply.status(202).send(await requestCode(request, 'email', email, purpose));
  });

  app.post('/auth/verify-phone', async (request, reply) => {
    const locale = requestLocale(request);
    const { username, purpose } = parseInput(verifyPhoneRequestSchema, bodyOf(request), locale);
    return reply.status(202).send(await requestCode(request, 'sms', username, purpose));
  });

  app.post('/auth/verify-code', async (request) => {
    const tenant = currentTenant(request);
    const locale = requestLocale(request);
    const values = parseInput(verifyCodeRequestSchema, bodyOf(request), locale);
    const target = { tenantId: tenant.id, channel: values.channel, to: values.to };
    const now = clock();
    if (values.purpose !== 'verify') {
      // register / recovery: the code is only checked here; registering or resetting uses it up.
      const check = await checkVerificationCode(
        db,
        { ...target, purpose: values.purpose },
        values.code,
        now,
        { consume: false },
      );
      if (!check.ok) throw codeCheckError(check.problem, locale);
      return { valid: true };
    }
    const { user } = await requireUser(services, request);
    if (contactOf(user, values.channel) !== values.to) {
      throw new ApiError('auth.not_your_contact', locale, { field: 'to' });
    }
    const check = await checkVerificationCode(
      db,
      { ...target, purpose: 'verify' },
      values.code,
      now,
      {
        consume: true,
      },
    );
    if (!check.ok) throw codeCheckError(check.problem, locale);
    const verified = await updateUser(
      db,
      user,
      values.channel === 'email' ? { emailVerifiedAt: now } : { phoneVerifiedAt: now },
      now,
    );
    const present = await userPresenter(db, tenant, publicUrl, clock());
    return { valid: true, data: await present(verified ?? user) };
  });

  // The same answer whether or not an account uses the contact; the limits apply alike.
  app.post('/auth/recover-password', async (request, reply) => {
    const tenant = currentTenant(request);
    const locale = requestLocale(request);
    const { channel, to } = parseInput(recoverPasswordRequestSchema, bodyOf(request), locale);
    const user = await findByContact(services, tenant, channel, to);
    await sendVerificationCode(
      services,
      tenant,
      { channel, to, purpose: 'recovery', userId: user?.id ?? null, deliver: user !== null },
      user?.language ?? locale,
    );
    return reply.status(202).send({
      message: t(locale, 'recovery_sent'),
      resend_after: VERIFICATION_CODE_RESEND_SECONDS,
    });
  });

  app.post('/auth/reset-password', async (request) => {
    const tenant = currentTenant(request);
    const locale = requestLocale(request);
    const values = parseInput(resetPasswordRequestSchema, bodyOf(request), locale);
    const user = await findByContact(services, tenant, values.channel, values.to);
    if (!user) throw codeCheckError('invalid', locale);
    const now = clock();
    const check = await checkVerificationCode(
      db,
      { tenantId: tenant.id, channel: values.channel, to: values.to, purpose: 'recovery' },
      values.code,
      now,
      { consume: true },
    );
    if (!check.ok) throw codeCheckError(check.problem, locale);
    await updateUser(
      db,
      user,
      {
        passwordHash: await hashPassword(values.password),
        // Receiving the code proved the contact.
        ...(values.channel === 'email' ? { emailVerifiedAt: user.emailVerifiedAt ?? now } : {}),
        ...(values.channel === 'sms' ? { phoneVerifiedAt: user.phoneVerifiedAt ?? now } : {}),
      },
      now,
    );
    await revokeUserTokens(db, user, now);
    if (user.phone) await clearLoginFailures(db, tenant.id, user.phone);
    return { message: t(locale, 'password_updated') };
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { confirmPasswordRequestSchema } from '@vitrine/contract/accounts.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { confirmSession } from '../responsible-gaming/session-activity-service.ts';
import { verifyPassword } from '../users/password.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.ts';
import { requireUser } from './session.ts';

/**
 * `POST /auth/confirm-password` (issue 35, Portaria SPA/MF 722/2024): after the tenant's idle
 * minutes money calls answer `session.idle`; the password confirms the session again
 * (docs/design/responsible-gaming.md "Session activity").
 */
export const confirmPasswordRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  app.post('/auth/confirm-password', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const { user, tokenId, tokenCreatedAt } = await requireUser(services, request);
    const { password } = parseInput(confirmPasswordRequestSchema, bodyOf(request), locale);
    const now = clock();
    // Guessing the password here counts against the sign-in's own throttle (5 in 15 minutes).
    if (user.phone) await assertLoginAllowed(db, user.tenantId, user.phone, now, locale);
    const right = user.passwordHash ? await verifyPassword(password, user.passwordHash) : false;
    if (!right) {
      if (user.phone) await recordLoginFailure(db, user.tenantId, user.phone, now);
      throw new ApiError('auth.password_wrong', locale, { field: 'password' });
    }
    if (user.phone) await clearLoginFailures(db, user.tenantId, user.phone);
    await confirmSession(
      db,
      { tenantId: user.tenantId, userId: user.id, tokenId, tokenCreatedAt },
      now,
      currentTenant(request).config.responsible_gaming.idle_minutes,
    );
    return { message: t(locale, 'session_confirmed') };
  });
};

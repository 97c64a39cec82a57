import { loginRequirementsOf, loginSchemaFor } from '@vitrine/contract/validation/forms.ts';
import { splitFullName } from '@vitrine/contract/validation/rules.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { z } from 'zod';
import { users } from '../../db/schema/users.ts';
import { ApiError } from '../../http/errors.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { burnPasswordCheck, verifyPassword } from '../users/password.ts';
import {
  findUserByEmail,
  findUserByPhone,
  isSelfExcluded,
  uniqueViolation,
  updateUser,
  type UserRow,
} from '../users/user-service.ts';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.ts';
import { selfExcludedError } from './session.ts';
import { attributeReferral } from '../referrals/referral-service.ts';
import { and, eq } from 'drizzle-orm';

/** The login form of a tenant: CPF and e-mail required when its config says so. */
export const loginSchemaOf = (tenant: Tenant) => loginSchemaFor(loginRequirementsOf(tenant.config));
export type LoginValues = z.output<ReturnType<typeof loginSchemaOf>>;

/** Whether the extra identifiers the tenant requires match the account. */
function extrasMatch(user: UserRow, values: LoginValues, tenant: Tenant): boolean {
  if (tenant.config.login_requires_cpf && user.cpf !== values.cpf) return false;
  if (tenant.config.login_requires_email && user.email !== values.email) return false;
  return true;
}

/**
 * Phone and password (plus the CPF or e-mail the tenant requires). Wrong credentials are a 422
 * under `username` and count against the phone (5 per 15 min, then 429); a self-excluded player
 * with the right password gets the 403 of §4.
 */
export async function loginWithPassword(
  services: TenantServices,
  tenant: Tenant,
  values: LoginValues,
  locale: Locale,
): Promise<UserRow> {
  const { db } = services;
  const now = services.clock();
  await assertLoginAllowed(db, tenant.id, values.username, now, locale);

  const user = await findUserByPhone(db, tenant.id, values.username);
  let valid = false;
  if (user?.passwordHash) {
    valid =
      (await verifyPassword(values.password, user.passwordHash)) &&
      extrasMatch(user, values, tenant);
  } else {
    await burnPasswordCheck(values.password);
  }
  if (!user || !valid) {
    await recordLoginFailure(db, tenant.id, values.username, now);
    throw new ApiError('auth.invalid_credentials', locale, { field: 'username' });
  }
  await clearLoginFailures(db, tenant.id, values.username);
  if (isSelfExcluded(user, now)) throw selfExcludedError(user, locale);
  return user;
}

/**
 * Google sign-in: the account linked to the Google id; else the account with that (verified)
 * e-mail, which gets linked; else a new account. Only for tenants that allow it.
 */
export async function loginWithGoogle(
  services: TenantServices,
  tenant: Tenant,
  idToken: string,
  locale: Locale,
  ref?: string,
): Promise<UserRow> {
  const { googleClientId, casAllowGoogleAuth } = tenant.config;
  if (!casAllowGoogleAuth || !googleClientId) {
    throw new ApiError('auth.google_unavailable', locale, { field: 'idToken' });
  }
  const now = services.clock();
  const identity = await services.google.verify(idToken, googleClientId, now);
  if (!identity) throw new ApiError('auth.google_refused', locale, { field: 'idToken' });

  const { db } = services;
  const [linked] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.googleSub, identity.sub)))
    .limit(1);
  let user = linked ?? null;
  if (!user && identity.emailVerified) {
    const byEmail = await findUserByEmail(db, tenant.id, identity.email);
    if (byEmail && !byEmail.googleSub) {
      user = await updateUser(
        db,
        byEmail,
        { googleSub: identity.sub, emailVerifiedAt: byEmail.emailVerifiedAt ?? now },
        now,
      );
    } else if (byEmail) {
      // The e-mail belongs to an account linked to another Google id.
      throw new ApiError('auth.email_taken', locale, { field: 'idToken' });
    }
  }
  if (!user) {
    if (!identity.emailVerified) {
      throw new ApiError('auth.google_refused', locale, { field: 'idToken' });
    }
    const { first_name, last_name } = splitFullName(identity.name);
    try {
      // Issue 38: an account made here is attributed to the `ref` it came with, in one transaction.
      user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            tenantId: tenant.id,
            firstName: first_name,
            lastName: last_name,
            email: identity.email,
            googleSub: identity.sub,
            emailVerifiedAt: now,
            language: locale,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (created) await attributeReferral(tx, tenant, created.id, ref, now);
        return created ?? null;
      });
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
      throw new ApiError('auth.email_taken', locale, { field: 'idToken' });
    }
  }
  if (!user) throw new Error('Google sign-in found no user to sign in');
  if (isSelfExcluded(user, now)) throw selfExcludedError(user, locale);
  return user;
}

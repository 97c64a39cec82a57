import { registerRequirementsOf, registerSchemaFor } from '@vitrine/contract/validation/forms.ts';
import { splitFullName } from '@vitrine/contract/validation/rules.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { z } from 'zod';
import { playerLimits } from '../../db/schema/responsible-gaming.ts';
import { users } from '../../db/schema/users.ts';
import { brazilDateOf } from '../../http/brazil-calendar.ts';
import { ApiError } from '../../http/errors.ts';
import type { HttpError } from '../../http/http-error.ts';
import { t } from '../../http/messages.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { hashPassword } from '../users/password.ts';
import {
  findUserByCpf,
  findUserByEmail,
  findUserByPhone,
  uniqueViolation,
  type UserRow,
} from '../users/user-service.ts';
import { checkVerificationCode, codeCheckError, type CodeTarget } from './verification-codes.ts';
import { latestCodeTarget } from './code-targets.ts';
import { assertRegistrationNotImpeded } from '../responsible-gaming/impediment-service.ts';
import { attributeReferral } from '../referrals/referral-service.ts';

/** The registration form of a tenant: its CPF, phone, licence and captcha switches. */
export const registerSchemaOf = (tenant: Tenant) =>
  registerSchemaFor(registerRequirementsOf(tenant.config));

export type RegisterValues = z.output<ReturnType<typeof registerSchemaOf>>;

const TAKEN = { email: 'email_taken', phone: 'phone_taken', cpf: 'cpf_taken' } as const;
const FIELD = { email: 'email', phone: 'username', cpf: 'cpf' } as const;

function takenError(taken: (keyof typeof TAKEN)[], locale: Locale): HttpError {
  const errors = Object.fromEntries(taken.map((what) => [FIELD[what], [t(locale, TAKEN[what])]]));
  return new ApiError('validation.failed', locale, { errors });
}

/**
 * Creates the account once the form is valid and the captcha passed: refuses a phone, e-mail or CPF
 * already used in this tenant (all at once), then uses up the registration code — the latest one
 * asked for, by e-mail or SMS — and marks that contact verified.
 */
export async function registerUser(
  services: TenantServices,
  tenant: Tenant,
  values: RegisterValues,
  locale: Locale,
): Promise<UserRow> {
  const { db } = services;
  const phone = values.username ?? null;
  const cpf = values.cpf ?? null;
  const taken: (keyof typeof TAKEN)[] = [];
  if (phone && (await findUserByPhone(db, tenant.id, phone))) taken.push('phone');
  if (await findUserByEmail(db, tenant.id, values.email)) taken.push('email');
  if (cpf && (await findUserByCpf(db, tenant.id, cpf))) taken.push('cpf');
  if (taken.length > 0) throw takenError(taken, locale);
  // IN SPA/MF 31/2025: before the code is used up, so a refusal leaves it for a retry.
  if (cpf) await assertRegistrationNotImpeded(services, cpf, locale);

  const candidates: CodeTarget[] = [{ tenantId: tenant.id, channel: 'email', to: values.email }];
  if (phone) candidates.push({ tenantId: tenant.id, channel: 'sms', to: phone });
  const target = await latestCodeTarget(db, candidates, 'register');
  const now = services.clock();
  const check = await checkVerificationCode(
    db,
    { ...target, purpose: 'register' },
    values.code,
    now,
    { consume: true },
  );
  if (!check.ok) throw codeCheckError(check.problem, locale);

  const { first_name, last_name } = splitFullName(values.name);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          firstName: first_name,
          lastName: last_name,
          email: values.email,
          phone,
          cpf,
          passwordHash: await hashPassword(values.password),
          gender: values.gender,
          maritalStatus: values.marital_status,
          language: locale,
          emailVerifiedAt: target.channel === 'email' ? now : null,
          phoneVerifiedAt: target.channel === 'sms' ? now : null,
          impedimentCheckedOn: cpf ? brazilDateOf(now) : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      // Portaria 2.579/2025: the loss and time limits, in force from the first moment.
      const { loss, time } = values.limits;
      const limit = { tenantId: tenant.id, userId: row.id, requestedAt: now, effectiveAt: now };
      await tx.insert(playerLimits).values([
        { ...limit, kind: 'loss', period: loss.period, amount: loss.amount },
        { ...limit, kind: 'time', period: time.period, amount: time.minutes },
      ]);
      // Issue 38: the `ref` the visitor came with, attributed once; it never refuses the account.
      await attributeReferral(tx, tenant, row.id, values.ref, now);
      return row;
    });
  } catch (error) {
    // Two registrations racing for the same contact: the unique index decides.
    const collided = uniqueViolation(error);
    if (collided && collided !== 'google') throw takenError([collided], locale);
    throw error;
  }
}

import type { Locale } from '@vitrine/contract/locale.ts';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { brazilDateOf } from '../../http/brazil-calendar.ts';
import { t } from '../../http/messages.ts';
import type { ImpedimentAnswer, TenantServices } from '../../services/tenant-services.ts';
import { updateUser, type UserRow } from '../users/user-service.ts';

// The central impediment check (IN SPA/MF 31/2025; docs/design/responsible-gaming.md "The
// impediment directory"): at registration, and at the first sign-in of each São Paulo day.

type Impediment = Exclude<ImpedimentAnswer, 'not_impeded'>;

/**
 * Registration: an impeded CPF is refused (422, naming the reason); a directory that does not
 * answer refuses too, with a 503 the player can retry — no account is opened unchecked.
 */
export async function assertRegistrationNotImpeded(
  services: TenantServices,
  cpf: string,
  locale: Locale,
): Promise<void> {
  let answer: ImpedimentAnswer;
  try {
    answer = await services.impedimentDirectory.check(cpf);
  } catch {
    throw new ApiError('registration.impediment_unavailable', locale, {
      headers: { 'Retry-After': '60' },
    });
  }
  if (answer !== 'not_impeded') {
    throw new ApiError('registration.impeded', locale, {
      params: { reason: t(locale, `impeded_${answer}`) },
      field: 'cpf',
      extra: { impeded: answer },
    });
  }
}

/**
 * Sign-in: asks the directory once per São Paulo day and stores what it says (the reason, or null).
 * A directory that fails does not lock the player out: it is logged, and asked again at the next
 * sign-in. Returns the user as stored.
 */
export async function refreshImpediment(
  services: TenantServices,
  user: UserRow,
  log: FastifyBaseLogger,
): Promise<UserRow> {
  const now = services.clock();
  const today = brazilDateOf(now);
  if (!user.cpf || user.impedimentCheckedOn === today) return user;
  let impediment: Impediment | null;
  try {
    const answer = await services.impedimentDirectory.check(user.cpf);
    impediment = answer === 'not_impeded' ? null : answer;
  } catch (error) {
    log.warn({ err: error, userId: user.id }, 'impediment directory unavailable at sign-in');
    return user;
  }
  const updated = await updateUser(
    services.db,
    user,
    { impediment, impedimentCheckedOn: today },
    now,
  );
  return updated ?? user;
}

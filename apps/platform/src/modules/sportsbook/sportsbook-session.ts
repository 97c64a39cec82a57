import { randomUUID } from 'node:crypto';
import {
  SPORTSBOOK_TOKEN_SECONDS,
  type SportsbookLang,
  type SportsbookSessionResponse,
  type SportsbookTokenClaims,
} from '@vitrine/contract/sportsbook.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { SportsbookKeys } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import type { UserRow } from '../users/user-service.ts';
import { signEs256 } from './es256-jwt.ts';

/** Betby's code for the site's language. */
export const sportsbookLangOf = (locale: Locale): SportsbookLang =>
  locale === 'en' ? 'en' : 'pt-br';

/** The player's name in Betby's back office: the full name (never the phone, which is the login). */
const backOfficeName = (user: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${user.firstName.trim()} ${user.lastName.trim()}`.trim();

/**
 * The token the Betby renderer is initialised with: an ES256 JWT signed with the tenant's operator
 * key, naming the brand (`iss`), the player (`sub`) and how to show prices, good for 15 minutes.
 */
export function issueSportsbookToken({
  tenant,
  user,
  lang,
  keys,
  now,
}: {
  tenant: Tenant;
  user: UserRow;
  lang: SportsbookLang;
  keys: SportsbookKeys;
  now: Date;
}): SportsbookSessionResponse {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: SportsbookTokenClaims = {
    iss: tenant.config.betby.brand_id,
    sub: String(user.id),
    name: backOfficeName(user),
    iat,
    exp: iat + SPORTSBOOK_TOKEN_SECONDS,
    jti: randomUUID(),
    lang,
    currency: 'BRL',
    odds_format: 'decimal',
  };
  return {
    token: signEs256(claims, keys.operatorPrivateKey),
    expires_at: new Date(claims.exp * 1000).toISOString(),
  };
}

import type { APIRequestContext } from '@playwright/test';
import { walletResponseSchema } from '@vitrine/contract/wallet.ts';
import type { Session, Tenant } from './accounts';
import { PLATFORM_ORIGIN, expect } from './fixtures';

// Calls a journey makes to the platform directly, to set up or to check what the page says.

/** The platform's base address for `tenant` (path-based tenancy, as the web server calls it). */
export const api = (tenant: Tenant) => `${PLATFORM_ORIGIN}/t/${tenant.slug}`;

/** The headers of a signed-in call. */
export const bearer = (session: Session) => ({
  authorization: `Bearer ${session.token}`,
  accept: 'application/json',
});

/** The player's wallet as the platform holds it. */
export async function walletOf(request: APIRequestContext, tenant: Tenant, session: Session) {
  const answer = await request.get(`${api(tenant)}/profile/wallet`, { headers: bearer(session) });
  expect(answer.status(), await answer.text()).toBe(200);
  return walletResponseSchema.parse(await answer.json()).wallet;
}

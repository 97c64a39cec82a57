import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { pixChargeResponseSchema } from '@vitrine/contract/payments.ts';
import { walletResponseSchema } from '@vitrine/contract/wallet.ts';
import { z } from 'zod';
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

/**
 * A PIX deposit of `centavos`, paid in the demo bank from the player's own CPF, all through the
 * API: for a journey about what the money is then used for.
 */
export async function depositByApi(
  request: APIRequestContext,
  tenant: Tenant,
  session: Session,
  centavos: number,
) {
  const charge = await request.post(`${api(tenant)}/main-gateway/qrcode-pix`, {
    headers: { ...bearer(session), 'Idempotency-Key': randomUUID() },
    data: { amount: centavos },
  });
  expect(charge.status(), await charge.text()).toBe(200);
  const { qrcode } = pixChargeResponseSchema.parse(await charge.json());
  const paid = await request.post(`${api(tenant)}/demo/bank/pay`, { data: { payload: qrcode } });
  expect(paid.status(), await paid.text()).toBe(200);
}

const roundSchema = z.object({ round_id: z.string(), win: z.number(), balance: z.number() });

/** One real-money round of Tigre da Sorte (the platform's demo slot) played through the API. */
export async function playRoundByApi(
  request: APIRequestContext,
  tenant: Tenant,
  session: Session,
  stake = 100,
) {
  const headers = bearer(session);
  const game = await request.post(`${api(tenant)}/games/get`, {
    headers,
    data: { game_id: 'tigre-da-sorte', provider_code: 'vitrine-originals' },
  });
  const { data } = z.object({ data: z.object({ id: z.number() }) }).parse(await game.json());
  const launch = await request.post(`${api(tenant)}/games/url`, {
    headers,
    data: {
      game_id: data.id,
      provider_code: 'vitrine-originals',
      mode: 'real',
      device: 'desktop',
      lang: 'pt-BR',
    },
  });
  const { gameUrl } = z.object({ gameUrl: z.string() }).parse(await launch.json());
  const spin = await request.post(`${gameUrl}/spin`, { data: { stake } });
  expect(spin.status(), await spin.text()).toBe(200);
  return roundSchema.parse(await spin.json());
}

// Helpers for the casino tests: the whole catalogue through the API, games by code, funding a player.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import {
  type Game,
  gameResponseSchema,
  gamesResponseSchema,
  gameUrlResponseSchema,
} from '@vitrine/contract/games.ts';
import type { Database } from '../db/client.ts';
import { tenants } from '../db/schema/tenants.ts';
import { lockWallet, postEntries } from '../modules/wallet/wallet-service.ts';
import { api } from './accounts.ts';
import { jsonBody } from './test-platform.ts';

/** Every game of a tenant, following `GET casinos/games` page by page (most viewed first). */
export async function wholeCatalogue(app: FastifyInstance, tenant: string): Promise<Game[]> {
  const games: Game[] = [];
  for (let page = 1; ; page += 1) {
    const response = await api(app, tenant).get(`/casinos/games?page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const { games: list } = gamesResponseSchema.parse(jsonBody(response));
    games.push(...list.data);
    if (page >= list.last_page) return games;
  }
}

/**
 * One game by its page address (counts a view). A guest's answer may be a few seconds old
 * (guest-games.ts): read what just changed as a player.
 */
export async function gameByCode(
  app: FastifyInstance,
  tenant: string,
  providerCode: string,
  gameCode: string,
  token?: string,
): Promise<Game> {
  const response = await api(app, tenant).post(
    '/games/get',
    { provider_code: providerCode, game_id: gameCode },
    token,
  );
  expect(response.statusCode, response.body).toBe(200);
  return gameResponseSchema.parse(jsonBody(response)).data;
}

/** `POST games/url`, expecting success: the launch path (no origin) and mode. */
export async function launchGame(
  app: FastifyInstance,
  tenant: string,
  game: Pick<Game, 'id' | 'providercode'>,
  options: { token?: string; mode?: 'real' | 'demo'; lang?: 'pt-BR' | 'en' } = {},
) {
  const response = await api(app, tenant).post(
    '/games/url',
    {
      game_id: game.id,
      provider_code: game.providercode,
      mode: options.mode ?? 'real',
      device: 'desktop',
      lang: options.lang ?? 'pt-BR',
    },
    options.token,
  );
  expect(response.statusCode, response.body).toBe(200);
  const { gameUrl, mode } = gameUrlResponseSchema.parse(jsonBody(response));
  return { path: new URL(gameUrl).pathname, gameUrl, mode };
}

/** A demo slot round's answer. */
export const slotRoundSchema = z.object({
  reels: z.array(z.array(z.string())),
  win: z.number().int().nonnegative(),
  balance: z.number().int().nonnegative(),
  round_id: z.uuid(),
});

/** A spin of the demo slot launched at `path` (what `launchGame` answers). */
export const spinSlot = (
  app: FastifyInstance,
  path: string,
  stake: number,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: `${path}/spin`, payload: { stake }, headers });

/** A deposit straight into the ledger (the payments issue will add the real call). */
export async function fundPlayer(
  db: Database,
  player: { tenantId: number; userId: number },
  amount: number,
) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, player, now);
    await postEntries(tx, wallet, [{ type: 'deposit', amount }], now);
  });
}

/** The database id of a tenant, by slug. */
export async function tenantIdOf(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!row) throw new Error(`no tenant ${slug}`);
  return row.id;
}

import { beforeAll, describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import {
  featuredGamesResponseSchema,
  type Game,
  paytableResponseSchema,
} from '@vitrine/contract/games.ts';
import { and, eq } from 'drizzle-orm';
import { gameProviders } from '../../db/schema/casino.ts';
import { api, signIn } from '../../test/accounts.ts';
import { gameByCode, tenantIdOf, wholeCatalogue } from '../../test/casino.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';

// Issue 35 (Portaria 1.207/2024): every game answer carries its provider's RTP, and the paytable
// can be asked for before and during play.

const platform = testPlatformPerFile();
let catalogue: Game[];
let demoTenantId = 0;
beforeAll(async () => {
  demoTenantId = await tenantIdOf(platform.db, 'demo');
  catalogue = await wholeCatalogue(platform.app, 'demo');
});

const demo = () => api(platform.app, 'demo');
const paytableOf = async (query: string, headers: Record<string, string> = {}) => {
  const response = await demo().get(`/games/paytable?${query}`, undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return paytableResponseSchema.parse(jsonBody(response)).data;
};
/** Points Aurora Gaming at another integration for the length of `run`. */
async function withAuroraIntegration(integration: string, run: () => Promise<void>) {
  const setAurora = (value: string) =>
    platform.db
      .update(gameProviders)
      .set({ integration: value })
      .where(
        and(eq(gameProviders.tenantId, demoTenantId), eq(gameProviders.code, 'aurora-gaming')),
      );
  try {
    await setAurora(integration);
    await run();
  } finally {
    await setAurora('demo-slot');
  }
}

describe('RTP on the game answers', () => {
  it("gives every listed, featured and opened game the demo slot's RTP, 94.77", async () => {
    expect(catalogue.length).toBeGreaterThan(0);
    expect(new Set(catalogue.map((game) => game.rtp))).toEqual(new Set([94.77]));
    const featured = featuredGamesResponseSchema.parse(
      jsonBody(await demo().get('/featured/games')),
    );
    expect(featured.data.every((game) => game.rtp === 94.77)).toBe(true);
    const tigre = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    expect(tigre.rtp).toBe(94.77);
  });

  it('answers null for a game whose integration does not say, or is not served here', async () => {
    await withAuroraIntegration('nenhuma-integracao', async () => {
      const games = await wholeCatalogue(platform.app, 'demo');
      const aurora = games.filter((game) => game.providercode === 'aurora-gaming');
      expect(aurora.length).toBeGreaterThan(0);
      expect(aurora.every((game) => game.rtp === null)).toBe(true);
      const others = games.filter((game) => game.providercode !== 'aurora-gaming');
      expect(others.every((game) => game.rtp === 94.77)).toBe(true);
      const [first] = aurora;
      expect(await paytableOf(`game_id=${first?.id}`)).toBeNull();
    });
  });
});

describe('GET games/paytable', () => {
  it('answers the paytable in the request’s language, or in lang, for a guest or a player', async () => {
    const tigre = await gameByCode(platform.app, 'demo', 'vitrine-originals', 'tigre-da-sorte');
    const portuguese = await paytableOf(`game_id=${tigre.id}`);
    expect(portuguese).toMatchObject({ game_id: tigre.id, rtp: 94.77, lines: 5 });
    expect(portuguese?.symbols[0]).toEqual({ id: 'seven', name: 'Sete', pays: 200 });
    expect(portuguese?.rules[1]).toBe('Pagam 5 linhas: as três fileiras e as duas diagonais.');
    const english = await paytableOf(`game_id=${tigre.id}&lang=en`);
    expect(english?.symbols[0]?.name).toBe('Seven');
    const byHeader = await paytableOf(`game_id=${tigre.id}`, { 'accept-language': 'en' });
    expect(byHeader?.rules).toEqual(english?.rules);
    const { token } = await signIn(platform.app, 'demo');
    const signedIn = await demo().get(`/games/paytable?game_id=${tigre.id}`, token);
    expect(paytableResponseSchema.parse(jsonBody(signedIn)).data).toEqual(portuguese);
  });

  it('answers 404 for an unknown or another tenant’s game, 422 for a malformed id', async () => {
    const unknown = await demo().get('/games/paytable?game_id=999999');
    expect(unknown.statusCode).toBe(404);
    expect(laravelErrorSchema.parse(jsonBody(unknown)).message).toBe('Jogo não encontrado.');
    const [sorteGame] = await wholeCatalogue(platform.app, 'sorte');
    const foreign = await demo().get(`/games/paytable?game_id=${sorteGame?.id}`);
    expect(foreign.statusCode).toBe(404);
    expect((await demo().get('/games/paytable?game_id=abc')).statusCode).toBe(422);
    expect((await demo().get('/games/paytable')).statusCode).toBe(422);
  });
});

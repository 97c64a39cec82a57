import { describe, expect, it } from 'vitest';
import { gameCodeSchema, GAME_TYPES } from '@vitrine/contract/games.ts';
import { ART_COUNT } from './game-art.ts';
import { generateCatalogue, SEED_PROVIDERS } from './casino-catalogue.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';

const slugsOf = (slug: string) =>
  new Set(DEMO_TENANTS.find((tenant) => tenant.slug === slug)?.categories.map((c) => c.slug));

describe('generateCatalogue', () => {
  const catalogue = generateCatalogue('demo:600', 600, slugsOf('demo'));

  it('makes 600 games over at least 12 providers, every type and at least 8 categories', () => {
    expect(catalogue).toHaveLength(600);
    expect(SEED_PROVIDERS.length).toBeGreaterThanOrEqual(12);
    const providers = new Set(catalogue.map((game) => game.providerCode));
    expect(providers.size).toBe(SEED_PROVIDERS.length);
    expect(new Set(catalogue.map((game) => game.type))).toEqual(new Set(GAME_TYPES));
    const categories = new Set(catalogue.flatMap((game) => game.categories));
    expect(categories.size).toBeGreaterThanOrEqual(8);
    for (const slug of categories) expect(slugsOf('demo').has(slug)).toBe(true);
  });

  it('is deterministic: the same seed gives the same catalogue', () => {
    expect(generateCatalogue('demo:600', 600, slugsOf('demo'))).toEqual(catalogue);
    expect(generateCatalogue('sorte:600', 600, slugsOf('sorte'))).not.toEqual(catalogue);
  });

  it('gives unique titles and codes of the contract format, unique per provider', () => {
    const big = generateCatalogue('demo:10000', 10_000, slugsOf('demo'));
    expect(big).toHaveLength(10_000);
    expect(new Set(big.map((game) => game.title)).size).toBe(10_000);
    expect(new Set(big.map((game) => `${game.providerCode}/${game.code}`)).size).toBe(10_000);
    for (const game of big) expect(gameCodeSchema.safeParse(game.code).success).toBe(true);
    expect(Math.max(...big.map((game) => game.art))).toBeLessThan(ART_COUNT);
  });

  it('keeps the fixed games, a few demo-only ones, and features some, never a broken one', () => {
    const byCode = new Map(catalogue.map((game) => [game.code, game]));
    expect(byCode.get('tigre-da-sorte')).toMatchObject({
      title: 'Tigre da Sorte',
      onlyDemo: false,
    });
    expect(byCode.get('fortuna-demo')).toMatchObject({ title: 'Fortuna Demo', onlyDemo: true });
    expect(byCode.get('broken-fortune')?.featuredPosition).toBeNull();
    expect(catalogue.filter((game) => game.onlyDemo).length).toBeGreaterThan(1);
    const featured = catalogue.filter((game) => game.featuredPosition !== null);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(new Set(featured.map((game) => game.featuredPosition)).size).toBe(featured.length);
  });
});

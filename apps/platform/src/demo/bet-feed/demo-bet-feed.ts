import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { games } from '../../db/schema/casino.ts';
import type { Clock } from '../../http/clock.ts';
import type { Realtime } from '../../services/realtime.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { listActiveTenants } from '../../tenancy/tenant-service.ts';
import { assetUrl } from '../../modules/storage/asset-url.ts';
import { type PublicRound, publishRound } from '../../modules/bet-feed/bet-feed-service.ts';

// §4 Bet feed: the simulated feed (every 1.5 s) runs in the reference platform's demo mode only, as
// ordinary BetPlaced events (docs/product/realtime.md "§4 Bet feed"): the web app shows what the
// server sends and invents nothing.

export const DEMO_FEED_INTERVAL_MS = 1500;
/** Games a tenant's feed picks from (its most viewed), and how often that list is read again. */
const FEED_GAMES = 40;
const GAMES_REFRESH_MS = 5 * 60_000;

const FIRST_NAMES = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Lucas',
  'Mariana',
  'Mateus',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
];
const INITIALS = 'ABCDFGLMNPRST';

type Random = () => number;

const between = (random: Random, min: number, max: number) =>
  Math.round(min + random() * (max - min));

/** §9: 60 % of stakes R$ 0,40–150, the rest R$ 500–50 000 (in centavos). */
export function demoStake(random: Random): number {
  return random() < 0.6 ? between(random, 40, 15_000) : between(random, 50_000, 5_000_000);
}

/** About half the rounds lose; the rest pay mostly a little, sometimes a lot. */
export function demoWin(stake: number, random: Random): number {
  if (random() < 0.5) return 0;
  const multiplier = random() < 0.85 ? 0.2 + random() * 2.8 : 3 + random() * 47;
  return Math.round(stake * multiplier);
}

export function demoPlayerName(random: Random): string | null {
  // Some players hide their name, as real ones do.
  if (random() < 0.1) return null;
  const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)] ?? 'Ana';
  const initial = INITIALS.charAt(Math.floor(random() * INITIALS.length)) || 'S';
  return `${first} ${initial}.`;
}

interface FeedGame {
  id: number;
  name: string;
  image: string | null;
}

async function feedGames(db: Database, tenant: Tenant, publicUrl: string): Promise<FeedGame[]> {
  const rows = await db
    .select({ id: games.id, title: games.title, imagePath: games.imageMobilePath })
    .from(games)
    .where(and(eq(games.tenantId, tenant.id), eq(games.maintenance, false)))
    .orderBy(desc(games.views), games.id)
    .limit(FEED_GAMES);
  return rows.map((row) => ({
    id: row.id,
    name: row.title,
    image: assetUrl(publicUrl, tenant.slug, row.imagePath, tenant.config.version),
  }));
}

/**
 * Starts the demo feed: every 1.5 s one settled round per live tenant with games. Returns stop().
 * A tick that has not finished when the next is due is skipped, so a slow database never piles up.
 */
export function startDemoBetFeed({
  db,
  realtime,
  publicUrl,
  clock,
  log,
  random = Math.random,
}: {
  db: Database;
  realtime: Realtime;
  publicUrl: string;
  clock: Clock;
  log: { warn(details: object, message: string): void };
  random?: Random;
}): () => void {
  let catalogue: { at: number; entries: { tenant: Tenant; games: FeedGame[] }[] } | null = null;
  let busy = false;

  const tenantsWithGames = async () => {
    const now = clock().getTime();
    if (!catalogue || now - catalogue.at > GAMES_REFRESH_MS) {
      const tenants = await listActiveTenants(db);
      const entries = await Promise.all(
        tenants.map(async (tenant) => ({ tenant, games: await feedGames(db, tenant, publicUrl) })),
      );
      catalogue = { at: now, entries: entries.filter((entry) => entry.games.length > 0) };
    }
    return catalogue.entries;
  };

  const tick = async () => {
    for (const { tenant, games: list } of await tenantsWithGames()) {
      const game = list[Math.floor(random() * list.length)];
      if (!game) continue;
      const stake = demoStake(random);
      const round: PublicRound = {
        transaction: `demo-${randomUUID()}`,
        game,
        playerName: demoPlayerName(random),
        playerId: null,
        stake,
        win: demoWin(stake, random),
        at: clock(),
      };
      await publishRound(realtime, tenant, round);
    }
  };

  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    tick()
      .catch((error: unknown) => log.warn({ err: error }, 'demo bet feed tick failed'))
      .finally(() => {
        busy = false;
      });
  }, DEMO_FEED_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

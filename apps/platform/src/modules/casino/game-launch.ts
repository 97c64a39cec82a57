import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { gameProviders, games } from '../../db/schema/casino.ts';
import type {
  GameLaunchOutcome,
  GameLaunchRequest,
  GameProviderRegistry,
  LaunchableGame,
} from '../../services/game-provider.ts';

/** A game about to be launched: what the integration needs, and what decides whether it may. */
export interface LaunchTarget extends LaunchableGame {
  onlyDemo: boolean;
  /** The integration its provider is launched through. */
  integration: string;
  /** Its provider, or the game itself, is down for maintenance. */
  maintenance: boolean;
}

/** The tenant's game with this id, with its provider's integration and maintenance; null if none. */
export async function findLaunchTarget(
  db: Database,
  tenantId: number,
  gameId: number,
): Promise<LaunchTarget | null> {
  const [row] = await db
    .select({
      id: games.id,
      code: games.code,
      title: games.title,
      onlyDemo: games.onlyDemo,
      gameMaintenance: games.maintenance,
      providerCode: gameProviders.code,
      integration: gameProviders.integration,
      providerMaintenance: gameProviders.maintenance,
    })
    .from(games)
    .innerJoin(
      gameProviders,
      and(eq(gameProviders.tenantId, games.tenantId), eq(gameProviders.id, games.providerId)),
    )
    .where(and(eq(games.tenantId, tenantId), eq(games.id, gameId)))
    .limit(1);
  if (!row) return null;
  const { gameMaintenance, providerMaintenance, ...target } = row;
  return { ...target, maintenance: gameMaintenance || providerMaintenance };
}

/**
 * Launches through the game's integration. Maintenance is data: a provider or game marked so never
 * reaches its integration; a provider whose integration is not registered here is unavailable.
 */
export async function launchGame(
  providers: GameProviderRegistry,
  target: LaunchTarget,
  request: Omit<GameLaunchRequest, 'game'>,
): Promise<GameLaunchOutcome> {
  if (target.maintenance) return { outcome: 'maintenance' };
  const provider = providers.get(target.integration);
  if (!provider) return { outcome: 'unavailable' };
  const { id, code, providerCode, title } = target;
  return provider.launch({ ...request, game: { id, code, providerCode, title } });
}

import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Mission, MissionGoal } from '@vitrine/contract/missions.ts';
import { channels } from '@vitrine/contract/realtime.ts';
import { missions, playerMissions } from '../../db/schema/rewards.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';
import {
  type CatalogueMission,
  catalogueMissions,
  isRunning,
  presentMission,
  progressOf,
} from './mission-catalogue.ts';
import { noProgress } from './mission-progress.ts';

// After play: the player's open missions are measured again, completed when met, and told on the
// player's channel (docs/design/missions.md "After play"). Always after the money's commit, never
// inside the wallet lock, and never failing the call that triggered it.

/** What just happened, and so which goals it can move. */
export type MissionTrigger =
  | { kind: 'casino_round'; gameId: number }
  | { kind: 'sports_bet' }
  | { kind: 'deposit' }
  | { kind: 'sign_in' }
  | { kind: 'box_opened' };

const GOALS_MOVED: Record<MissionTrigger['kind'], readonly MissionGoal[]> = {
  casino_round: ['wager', 'rounds'],
  sports_bet: ['sports_bet'],
  deposit: ['deposit'],
  sign_in: ['login_days'],
  box_opened: ['open_box'],
};

interface Log {
  warn(details: object, message: string): void;
}

type RefreshServices = Pick<TenantServices, 'db' | 'realtime' | 'clock'>;

const assignedEvent = (mission: Mission) => ({
  id: mission.id,
  name: mission.name,
  description: mission.description,
  mission,
});

/** `MissionAssigned` with the whole mission on the player's own channel. */
export const announceToPlayer = (
  services: Pick<TenantServices, 'realtime'>,
  tenant: Tenant,
  userId: number,
  mission: Mission,
) =>
  services.realtime.publish(
    tenant.slug,
    channels.player(userId),
    'MissionAssigned',
    assignedEvent(mission),
  );

/**
 * A guest-visible running mission, as a guest sees it, on every occupied guest channel of the
 * tenant (listed through the Pusher HTTP API); where the server cannot list channels, on the
 * tenant's public channel instead.
 */
export async function announceToGuests(
  services: Pick<TenantServices, 'realtime' | 'clock'>,
  tenant: Tenant,
  entry: CatalogueMission,
): Promise<number> {
  const now = services.clock();
  if (!entry.mission.guestVisible || !isRunning(entry.mission, now)) return 0;
  const event = assignedEvent(
    presentMission(entry, undefined, noProgress(entry.mission.goalTarget), now),
  );
  const { realtime } = services;
  if (!realtime.occupiedChannels) {
    await realtime.publish(
      tenant.slug,
      channels.public(tenant.config.casino_id),
      'MissionAssigned',
      event,
    );
    return 1;
  }
  const guests = await realtime.occupiedChannels(tenant.slug, 'private-guest.');
  await Promise.all(
    guests.map((channel) => realtime.publish(tenant.slug, channel, 'MissionAssigned', event)),
  );
  return guests.length;
}

/**
 * Measures the player's accepted, unclaimed, uncompleted missions that `trigger` can move, sets
 * `completed_at` on those now met, and tells the player each one's progress. One query when the
 * player has none. Logs a failure instead of throwing: the money it follows is committed.
 */
export async function refreshMissions(
  services: RefreshServices,
  tenant: Tenant,
  player: PlayerRef,
  trigger: MissionTrigger,
  log: Log,
): Promise<void> {
  try {
    await refresh(services, tenant, player, trigger);
  } catch (error) {
    log.warn({ err: error, trigger: trigger.kind }, 'mission progress refresh failed');
  }
}

async function refresh(
  services: RefreshServices,
  tenant: Tenant,
  player: PlayerRef,
  trigger: MissionTrigger,
): Promise<void> {
  const { db } = services;
  const open = await db
    .select({ row: playerMissions, gameId: missions.goalGameId })
    .from(playerMissions)
    .innerJoin(
      missions,
      and(
        eq(missions.tenantId, playerMissions.tenantId),
        eq(missions.id, playerMissions.missionId),
      ),
    )
    .where(
      and(
        eq(playerMissions.tenantId, player.tenantId),
        eq(playerMissions.userId, player.userId),
        isNull(playerMissions.claimedAt),
        isNull(playerMissions.completedAt),
        eq(missions.active, true),
        inArray(missions.goalKind, [...GOALS_MOVED[trigger.kind]]),
      ),
    );
  const moved = open.filter(
    ({ gameId }) => trigger.kind !== 'casino_round' || gameId === null || gameId === trigger.gameId,
  );
  if (moved.length === 0) return;
  const entries = await catalogueMissions(
    db,
    player.tenantId,
    inArray(
      missions.id,
      moved.map(({ row }) => row.missionId),
    ),
  );
  const now = services.clock();
  for (const entry of entries) {
    const found = moved.find(({ row }) => row.missionId === entry.mission.id);
    if (!found) continue;
    let row = found.row;
    const progress = await progressOf(db, player, entry.mission, row);
    if (progress.current >= progress.target) {
      const [completed] = await db
        .update(playerMissions)
        .set({ completedAt: now })
        .where(and(eq(playerMissions.id, row.id), isNull(playerMissions.completedAt)))
        .returning();
      if (completed) row = completed;
    }
    await announceToPlayer(
      services,
      tenant,
      player.userId,
      presentMission(entry, row, progress, now),
    );
  }
}

import { and, asc, eq, inArray, isNull, lte, or, gt, type SQL } from 'drizzle-orm';
import type { BoxSummary } from '@vitrine/contract/boxes.ts';
import type { Mission, MissionStatus } from '@vitrine/contract/missions.ts';
import type { Database } from '../../db/client.ts';
import { gameProviders, games } from '../../db/schema/casino.ts';
import { boxes, missions, playerMissions } from '../../db/schema/rewards.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';
import {
  goalProgress,
  type MissionGoalSpec,
  type MissionProgress,
  noProgress,
  progressWindow,
} from './mission-progress.ts';

// Reading missions: the tenant's catalogue with each mission's game and box, and how a mission
// stands for a player (docs/design/missions.md).

export type MissionRow = typeof missions.$inferSelect;
export type PlayerMissionRow = typeof playerMissions.$inferSelect;

/** A mission with what its goal and reward name. */
export interface CatalogueMission {
  mission: MissionRow;
  game: { id: number; title: string; code: string } | null;
  providerCode: string | null;
  box: BoxSummary | null;
}

export const goalOf = (mission: MissionRow): MissionGoalSpec => ({
  kind: mission.goalKind,
  target: mission.goalTarget,
  gameId: mission.goalGameId,
  provider: mission.goalProvider,
});

/** Started and not ended at `now` (and switched on). */
export const isRunning = (mission: MissionRow, now: Date) =>
  mission.active && mission.startsAt <= now && (mission.endsAt === null || mission.endsAt > now);

/** The running missions of a tenant, as `where` narrows them, oldest first. */
export async function catalogueMissions(
  db: Database,
  tenantId: number,
  where: SQL | undefined,
): Promise<CatalogueMission[]> {
  const rows = await db
    .select({
      mission: missions,
      game: { id: games.id, title: games.title, code: games.code },
      providerCode: gameProviders.code,
      box: {
        id: boxes.id,
        slug: boxes.slug,
        name: boxes.name,
        colour: boxes.colour,
        image: boxes.image,
      },
    })
    .from(missions)
    .leftJoin(games, and(eq(games.tenantId, missions.tenantId), eq(games.id, missions.goalGameId)))
    .leftJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .leftJoin(boxes, and(eq(boxes.tenantId, missions.tenantId), eq(boxes.id, missions.rewardBoxId)))
    .where(and(eq(missions.tenantId, tenantId), eq(missions.active, true), where))
    .orderBy(asc(missions.id));
  return rows;
}

/** Running now: started, not ended. */
export const runningAt = (now: Date) =>
  and(lte(missions.startsAt, now), or(isNull(missions.endsAt), gt(missions.endsAt, now)));

/** The player's rows for these missions, by mission id. */
export async function playerRowsOf(
  db: Database,
  player: PlayerRef,
  missionIds: readonly number[],
): Promise<Map<number, PlayerMissionRow>> {
  if (missionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(playerMissions)
    .where(
      and(
        eq(playerMissions.tenantId, player.tenantId),
        eq(playerMissions.userId, player.userId),
        inArray(playerMissions.missionId, [...missionIds]),
      ),
    );
  return new Map(rows.map((row) => [row.missionId, row]));
}

/** Where the mission stands for the player, from their row and progress. */
export function statusOf(
  mission: MissionRow,
  row: PlayerMissionRow | undefined,
  progress: MissionProgress,
  now: Date,
): MissionStatus {
  const ended = mission.endsAt !== null && mission.endsAt <= now;
  if (!row) return ended ? 'expired' : 'available';
  if (row.claimedAt) return 'claimed';
  if (row.completedAt || progress.current >= progress.target) return 'completed';
  return ended ? 'expired' : 'accepted';
}

/** The §4 Mission as the player (or, with no `row`, a guest) sees it. */
export function presentMission(
  entry: CatalogueMission,
  row: PlayerMissionRow | undefined,
  progress: MissionProgress,
  now: Date,
): Mission {
  const { mission, game, providerCode, box } = entry;
  return {
    id: mission.id,
    name: mission.name,
    description: mission.description,
    goal: {
      kind: mission.goalKind,
      target: mission.goalTarget,
      game:
        game && providerCode
          ? { id: game.id, title: game.title, gamecode: game.code, providercode: providerCode }
          : null,
      provider: mission.goalProvider,
    },
    reward: {
      kind: mission.rewardKind,
      amount: mission.rewardKind === 'box' ? null : mission.rewardAmount,
      box: mission.rewardKind === 'box' && box ? box : null,
    },
    starts_at: mission.startsAt.toISOString(),
    ends_at: mission.endsAt?.toISOString() ?? null,
    status: statusOf(mission, row, progress, now),
    progress,
    accepted_at: row?.acceptedAt.toISOString() ?? null,
    completed_at: row?.completedAt?.toISOString() ?? null,
    claimed_at: row?.claimedAt?.toISOString() ?? null,
  };
}

/** The player's progress on a mission: zero until accepted, the goal met once completed. */
export async function progressOf(
  db: Database,
  player: PlayerRef,
  mission: MissionRow,
  row: PlayerMissionRow | undefined,
): Promise<MissionProgress> {
  if (!row) return noProgress(mission.goalTarget);
  // Completed (or claimed) stays completed: later play, or an ended period, does not undo it.
  if (row.completedAt || row.claimedAt) {
    return { current: mission.goalTarget, target: mission.goalTarget, percentage: 100 };
  }
  return goalProgress(db, player, goalOf(mission), progressWindow(mission, row.acceptedAt));
}

/** Presents missions for a player (each with its progress), or for a guest (`player` null). */
export async function presentFor(
  db: Database,
  player: PlayerRef | null,
  entries: readonly CatalogueMission[],
  now: Date,
): Promise<Mission[]> {
  if (!player) {
    return entries.map((entry) =>
      presentMission(entry, undefined, noProgress(entry.mission.goalTarget), now),
    );
  }
  const rows = await playerRowsOf(
    db,
    player,
    entries.map((entry) => entry.mission.id),
  );
  return Promise.all(
    entries.map(async (entry) => {
      const row = rows.get(entry.mission.id);
      return presentMission(entry, row, await progressOf(db, player, entry.mission, row), now);
    }),
  );
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Mission, MissionGoal, MissionRewardKind } from '@vitrine/contract/missions.ts';
import type { Database } from '../../db/client.ts';
import { games } from '../../db/schema/casino.ts';
import { missions, playerMissions } from '../../db/schema/rewards.ts';
import { ApiError } from '../../http/errors.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { activeBox, type GrantedBox, grantBox } from '../boxes/award-box.ts';
import {
  type LedgerEntry,
  lockWallet,
  type PlayerRef,
  postEntries,
  type WalletRow,
} from '../wallet/wallet-service.ts';
import {
  type CatalogueMission,
  catalogueMissions,
  goalOf,
  isRunning,
  playerRowsOf,
  presentMission,
  type PlayerMissionRow,
  progressOf,
} from './mission-catalogue.ts';
import { goalProgress, noProgress, progressWindow } from './mission-progress.ts';

// Accepting, claiming and creating missions (docs/design/missions.md). The claim pays once: a
// conditional update of `claimed_at` under the player's wallet lock.

/**
 * Whether a tenant may run a mission with this goal and reward: a regulated one may neither reward
 * a deposit (that is a bonus) nor pay cash (docs/product/brazil.md "Bonuses, rewards and loyalty").
 */
export const missionAllowed = (
  isRegulated: boolean,
  goal: MissionGoal,
  reward: MissionRewardKind,
): boolean => !isRegulated || (goal !== 'deposit' && reward !== 'cash');

/** One mission of the tenant (running or not), or `missions.not_found`. */
export async function findMission(
  db: Database,
  tenantId: number,
  missionId: number,
  locale: Locale,
): Promise<CatalogueMission> {
  const [entry] = await catalogueMissions(db, tenantId, eq(missions.id, missionId));
  if (!entry) throw new ApiError('missions.not_found', locale);
  return entry;
}

/**
 * Accepts a running mission for the player: progress counts from now. Accepting again is the
 * same mission; an ended (or not yet started) one is `missions.not_available`.
 */
export async function acceptMission(
  db: Database,
  player: PlayerRef,
  missionId: number,
  now: Date,
  locale: Locale,
): Promise<{ entry: CatalogueMission; row: PlayerMissionRow; created: boolean }> {
  const entry = await findMission(db, player.tenantId, missionId, locale);
  const existing = (await playerRowsOf(db, player, [missionId])).get(missionId);
  if (existing) return { entry, row: existing, created: false };
  if (!isRunning(entry.mission, now)) throw new ApiError('missions.not_available', locale);
  const [inserted] = await db
    .insert(playerMissions)
    .values({ ...player, missionId, acceptedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { entry, row: inserted, created: true };
  // Accepted at the same moment by another call: theirs is the one.
  const row = (await playerRowsOf(db, player, [missionId])).get(missionId);
  if (!row) throw new Error('an accepted mission vanished');
  return { entry, row, created: false };
}

export interface ClaimedMission {
  mission: Mission;
  wallet: WalletRow | null;
  entries: LedgerEntry[];
  box: GrantedBox | null;
}

/**
 * Claims the mission's reward in `tx` (a money transaction): locks the wallet, checks the goal
 * again, sets `claimed_at` once, and pays: loyalty or cash ledger rows, or a box.
 */
export async function claimMission(
  tx: Database,
  tenant: Tenant,
  player: PlayerRef,
  missionId: number,
  now: Date,
  locale: Locale,
): Promise<ClaimedMission> {
  const wallet = await lockWallet(tx, player, now);
  const entry = await findMission(tx, player.tenantId, missionId, locale);
  const { mission } = entry;
  const row = (await playerRowsOf(tx, player, [missionId])).get(missionId);
  if (!row) throw new ApiError('missions.not_completed', locale);
  if (row.claimedAt) throw new ApiError('missions.already_claimed', locale);
  if (!row.completedAt) {
    const window = progressWindow(mission, row.acceptedAt);
    const progress = await goalProgress(tx, player, goalOf(mission), window);
    if (progress.current < progress.target) throw new ApiError('missions.not_completed', locale);
  }
  const [claimed] = await tx
    .update(playerMissions)
    .set({ claimedAt: now, completedAt: sql`coalesce(${playerMissions.completedAt}, ${now})` })
    .where(and(eq(playerMissions.id, row.id), isNull(playerMissions.claimedAt)))
    .returning();
  if (!claimed) throw new ApiError('missions.already_claimed', locale);

  let moved: WalletRow | null = null;
  let entries: LedgerEntry[] = [];
  let box: GrantedBox | null = null;
  if (mission.rewardKind === 'box') {
    if (mission.rewardBoxId === null) throw new Error(`mission ${mission.id} names no box`);
    box = await grantBox(
      tx,
      player,
      { boxId: mission.rewardBoxId, source: 'mission', missionId: mission.id },
      now,
      locale,
    );
  } else {
    // Never cash on a regulated tenant, even from a mission stored before the rule.
    if (!missionAllowed(tenant.config.is_regulated, mission.goalKind, mission.rewardKind)) {
      throw new ApiError('missions.not_allowed', locale);
    }
    const amount = mission.rewardAmount ?? 0;
    entries = [
      {
        type: 'mission_reward',
        amount,
        balance: mission.rewardKind === 'loyalty' ? 'loyalty' : 'cash',
      },
    ];
    moved = await postEntries(tx, wallet, entries, now);
  }
  const progress = { current: mission.goalTarget, target: mission.goalTarget, percentage: 100 };
  return { mission: presentMission(entry, claimed, progress, now), wallet: moved, entries, box };
}

/** What the console gives to create a mission. */
export interface NewMission {
  name: string;
  description: string | null;
  goal: MissionGoal;
  target: number;
  gameId: number | null;
  provider: string | null;
  reward: MissionRewardKind;
  rewardAmount: number | null;
  rewardBoxId: number | null;
  guestVisible: boolean;
  startsAt: Date;
  endsAt: Date | null;
}

/** Creates a mission, refusing what the tenant may not run (`missions.not_allowed`). */
export async function createMission(
  db: Database,
  tenant: Tenant,
  input: NewMission,
  locale: Locale,
): Promise<CatalogueMission> {
  if (!missionAllowed(tenant.config.is_regulated, input.goal, input.reward)) {
    throw new ApiError('missions.not_allowed', locale);
  }
  if (input.reward === 'box') {
    if (input.rewardBoxId === null) throw new ApiError('boxes.not_found', locale);
    await activeBox(db, tenant.id, input.rewardBoxId, locale);
  }
  if (input.gameId !== null) {
    const [game] = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.tenantId, tenant.id), eq(games.id, input.gameId)))
      .limit(1);
    if (!game) throw new ApiError('game.not_found', locale);
  }
  const [created] = await db
    .insert(missions)
    .values({
      tenantId: tenant.id,
      name: input.name,
      description: input.description,
      goalKind: input.goal,
      goalTarget: input.target,
      goalGameId: input.gameId,
      goalProvider: input.provider,
      rewardKind: input.reward,
      rewardAmount: input.reward === 'box' ? null : input.rewardAmount,
      rewardBoxId: input.reward === 'box' ? input.rewardBoxId : null,
      guestVisible: input.guestVisible,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    })
    .returning({ id: missions.id });
  if (!created) throw new Error('the mission was not stored');
  return findMission(db, tenant.id, created.id, locale);
}

/** The mission as `player` sees it (their row, when the caller has it), or as a guest does. */
export async function presentForPlayer(
  db: Database,
  player: PlayerRef | null,
  entry: CatalogueMission,
  now: Date,
  known?: PlayerMissionRow,
): Promise<Mission> {
  if (!player) {
    return presentMission(entry, undefined, noProgress(entry.mission.goalTarget), now);
  }
  const row = known ?? (await playerRowsOf(db, player, [entry.mission.id])).get(entry.mission.id);
  return presentMission(entry, row, await progressOf(db, player, entry.mission, row), now);
}

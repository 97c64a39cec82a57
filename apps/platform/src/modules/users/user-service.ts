import { and, eq } from 'drizzle-orm';
import { type User, userSchema } from '@vitrine/contract/accounts.ts';
import { maskCpf } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { activeBlock } from '../responsible-gaming/blocks-service.ts';
import { limitsRequired } from '../responsible-gaming/gambling-service.ts';
import { cachedLadder } from '../vip/vip-ladder-service.ts';
import { rankLevelFor, type RankRow, vipPointsFor } from './ranks-service.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Database, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Database, tenantId: number, phone: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)))
    .limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, tenantId: number, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase())))
    .limit(1);
  return row ?? null;
}

export async function findUserByCpf(db: Database, tenantId: number, cpf: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.cpf, cpf)))
    .limit(1);
  return row ?? null;
}

/** Updates one user of one tenant and returns the new row (null if it is not there). */
export async function updateUser(
  db: Database,
  user: Pick<UserRow, 'tenantId' | 'id'>,
  changes: Partial<Omit<UserRow, 'id' | 'tenantId' | 'createdAt'>>,
  now: Date,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.tenantId, user.tenantId), eq(users.id, user.id)))
    .returning();
  return row ?? null;
}

/** Which unique column a failed insert or update collided with, if any. */
export function uniqueViolation(error: unknown): 'email' | 'phone' | 'cpf' | 'google' | null {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  const code = cause && typeof cause === 'object' && 'code' in cause ? cause.code : undefined;
  if (code !== '23505') return null;
  const text = cause instanceof Error ? cause.message : String(cause);
  const constraint =
    cause &&
    typeof cause === 'object' &&
    'constraint' in cause &&
    typeof cause.constraint === 'string'
      ? cause.constraint
      : text;
  if (constraint.includes('users_tenant_email')) return 'email';
  if (constraint.includes('users_tenant_phone')) return 'phone';
  if (constraint.includes('users_tenant_cpf')) return 'cpf';
  if (constraint.includes('users_tenant_google')) return 'google';
  return null;
}

export interface UserPresenter {
  (row: UserRow): Promise<User>;
  ranks: readonly RankRow[];
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * Turns user rows of one tenant into the §3 User (the level from the tenant's cached ladder), with
 * the pause in force at `now` (issue 35).
 */
export async function userPresenter(
  db: Database,
  tenant: Tenant,
  publicUrl: string,
  now: Date,
): Promise<UserPresenter> {
  const ladder = await cachedLadder(db, tenant.id);
  const present = async (row: UserRow): Promise<User> => {
    const limitsMissing = await limitsRequired(db, { tenantId: row.tenantId, userId: row.id }, now);
    const level = rankLevelFor(row.totalBet, ladder);
    const block = await activeBlock(db, { tenantId: row.tenantId, userId: row.id }, now);
    const pause = block?.kind === 'pause' ? block : null;
    // Parsed: the answer is exactly the contract's User whatever the row holds.
    return userSchema.parse({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      username: row.phone,
      birth_date: row.birthDate,
      avatar: row.avatarPath ? avatarUrl(publicUrl, tenant.slug, row.avatarPath) : null,
      language: row.language,
      level,
      totalBet: row.totalBet,
      user_likes: row.userLikes,
      vip: { level, points: vipPointsFor(row.totalBet) },
      gender: row.gender,
      marital_status: row.maritalStatus,
      cpf: row.cpf ? maskCpf(row.cpf) : null,
      email_verified_at: iso(row.emailVerifiedAt),
      phone_verified_at: iso(row.phoneVerifiedAt),
      kyc_status: row.kycStatus,
      settings: {
        receive_promotions_email: row.receivePromotionsEmail,
        hide_username: row.hideUsername,
        hide_statistics: row.hideStatistics,
        hide_activity: row.hideActivity,
        hide_played_games: row.hidePlayedGames,
        hide_battle_rewards: row.hideBattleRewards,
        hide_all: row.hideAll,
      },
      hide_metrics: row.hideMetrics,
      created_at: row.createdAt.toISOString(),
      paused: pause !== null,
      paused_until: iso(pause?.endsAt ?? null),
      limits_required: limitsMissing,
    });
  };
  return Object.assign(present, { ranks: ladder });
}

/** Avatars are public (other players see them) under unguessable, never reused names. */
export const avatarUrl = (publicUrl: string, tenantSlug: string, fileName: string) =>
  `${publicUrl}/uploads/${tenantSlug}/avatars/${fileName}`;

/** Whether the player is inside a self-exclusion period at `now`. */
export function isSelfExcluded(row: UserRow, now: Date): boolean {
  // Issue 35: a start without an end is an indefinite self-exclusion.
  if (row.selfExclusionEndAt === null) return row.selfExclusionStartAt !== null;
  return row.selfExclusionEndAt.getTime() > now.getTime();
}

/**
 * How other players see this one in public places (the bet feed, who is online): the first name
 * and the initial of the last (`João S.`), or null when their settings hide their name.
 */
export function publicName(
  row: Pick<UserRow, 'firstName' | 'lastName' | 'hideUsername' | 'hideAll'>,
) {
  if (row.hideUsername || row.hideAll) return null;
  const initial = row.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${row.firstName.trim()} ${initial}.` : row.firstName.trim();
}

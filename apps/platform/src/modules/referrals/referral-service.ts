import { randomInt } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import {
  type AffiliatesResponse,
  REFERRALS_PAGE_SIZE,
  type Referral,
} from '@vitrine/contract/referrals.ts';
import type { Database } from '../../db/client.ts';
import { sqlStateOf } from '../../db/money-transaction.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { users } from '../../db/schema/users.ts';
import { originHost } from '../../tenancy/host.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import {
  type LedgerEntry,
  lockWallet,
  type PlayerRef,
  postEntries,
  type WalletRow,
} from '../wallet/wallet-service.ts';

// Refer a friend (docs/product/vip-and-referrals.md "Refer a friend"; docs/design/vip-referrals-plan.md):
// a player's own code, the attribution of a new account to the player whose code it came with, and
// the reward paid once, on the referred player's first paid deposit.

/** Upper-case letters and digits that cannot be mistaken for one another (no I, L, O, 0, 1). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
/** A clash with another player's code makes another; eight tries are far more than enough. */
const CODE_TRIES = 8;

export function newReferralCode(): string {
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) {
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  }
  return code;
}

const ownUser = ({ tenantId, userId }: PlayerRef) =>
  and(eq(users.tenantId, tenantId), eq(users.id, userId));

/**
 * The player's referral code, made on first use: another code when it clashes with one of the
 * tenant's (the unique index decides), and the code a concurrent first use made when it won.
 */
export async function ensureReferralCode(db: Database, player: PlayerRef): Promise<string> {
  for (let attempt = 0; attempt < CODE_TRIES; attempt += 1) {
    const [current] = await db
      .select({ code: users.referralCode })
      .from(users)
      .where(ownUser(player));
    if (!current) throw new Error('the player has no row');
    if (current.code) return current.code;
    try {
      const [made] = await db
        .update(users)
        .set({ referralCode: newReferralCode() })
        .where(and(ownUser(player), isNull(users.referralCode)))
        .returning({ code: users.referralCode });
      if (made?.code) return made.code;
    } catch (error) {
      if (sqlStateOf(error) !== '23505') throw error;
    }
  }
  throw new Error('no free referral code after several tries');
}

/** §3 `affiliate_regular_user_active`: everyone may refer, or only the operator's affiliates. */
export const mayRefer = (tenant: Tenant, player: { isAffiliate: boolean }) =>
  tenant.config.affiliate_regular_user_active || player.isAffiliate;

/** Where a referral's reward is paid: cash, or the loyalty wallet on a regulated tenant. */
export const referralRewardBalance = (regulated: boolean) =>
  regulated ? ('loyalty' as const) : ('cash' as const);

/**
 * In the transaction that creates the account `userId`: the tenant's player whose code `ref` is
 * (upper-cased) gets the new player as a `registered` referral, when they may refer. An unknown
 * code, a player who may not refer or the player themself attributes nothing; a second
 * attribution of the same player changes nothing. Never refuses the registration.
 */
export async function attributeReferral(
  tx: Database,
  tenant: Tenant,
  userId: number,
  ref: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!ref) return false;
  const [referrer] = await tx
    .select({ id: users.id, isAffiliate: users.isAffiliate })
    .from(users)
    .where(and(eq(users.tenantId, tenant.id), eq(users.referralCode, ref.toUpperCase())))
    .limit(1);
  if (!referrer || referrer.id === userId || !mayRefer(tenant, referrer)) return false;
  const inserted = await tx
    .insert(referrals)
    .values({ tenantId: tenant.id, userId, referrerId: referrer.id, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: referrals.id });
  return inserted.length > 0;
}

/** A referral that qualified in a paid deposit's transaction: what the referrer was paid. */
export interface ReferralQualified {
  referrerId: number;
  reward: number;
  /** The referrer's wallet after the reward, and its row; none when the reward is 0. */
  wallet: WalletRow | null;
  entries: LedgerEntry[];
  /** The referrer's language, for the notification after the commit. */
  language: Locale;
}

/** The tenant's `cpa_value` (centavos) and `is_regulated`, read in the transaction. */
async function referralTerms(tx: Database, tenantId: number) {
  const [row] = await tx
    .select({
      cpa: sql<unknown>`${tenants.config} -> 'cpa_value'`,
      regulated: sql<unknown>`${tenants.config} -> 'is_regulated'`,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  const cpa = row?.cpa;
  return {
    reward: typeof cpa === 'number' && Number.isSafeInteger(cpa) && cpa > 0 ? cpa : 0,
    // As the coupons read it: anything but an explicit false is regulated.
    balance: referralRewardBalance(row?.regulated !== false),
  };
}

/**
 * In a paid deposit's money transaction: the referred player's `registered` referral becomes
 * `qualified` — a conditional update, so of any number of concurrent deposits exactly one sees the
 * row come back — and that one pays the referrer `cpa_value` once, as a `referral` ledger row on
 * cash or, on a regulated tenant, the loyalty wallet. Null when there was nothing to qualify.
 */
export async function qualifyReferral(
  tx: Database,
  referred: PlayerRef,
  now: Date,
): Promise<ReferralQualified | null> {
  const [qualified] = await tx
    .update(referrals)
    .set({ status: 'qualified', qualifiedAt: now })
    .where(
      and(
        eq(referrals.tenantId, referred.tenantId),
        eq(referrals.userId, referred.userId),
        eq(referrals.status, 'registered'),
      ),
    )
    .returning({ id: referrals.id, referrerId: referrals.referrerId });
  if (!qualified) return null;
  const { reward, balance } = await referralTerms(tx, referred.tenantId);
  await tx
    .update(referrals)
    .set({ reward, rewardBalance: balance })
    .where(and(eq(referrals.tenantId, referred.tenantId), eq(referrals.id, qualified.id)));
  const [referrer] = await tx
    .select({ language: users.language })
    .from(users)
    .where(ownUser({ tenantId: referred.tenantId, userId: qualified.referrerId }));
  const language: Locale = referrer?.language === 'en' ? 'en' : 'pt-BR';
  const base = { referrerId: qualified.referrerId, reward, language };
  if (reward === 0) return { ...base, wallet: null, entries: [] };
  const entries: LedgerEntry[] = [{ type: 'referral', amount: reward, balance }];
  const locked = await lockWallet(
    tx,
    { tenantId: referred.tenantId, userId: qualified.referrerId },
    now,
  );
  const wallet = await postEntries(tx, locked, entries, now);
  return { ...base, wallet, entries };
}

/** "Maria Souza" → "Ma*** So***": the first two letters of the first and the last name. */
export function maskReferredName(firstName: string, lastName: string): string {
  const words = [firstName, lastName]
    .join(' ')
    .normalize('NFC')
    .split(/\s+/)
    .filter((word) => word !== '');
  const first = words[0];
  if (first === undefined) return '***';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const start = (word: string) => `${Array.from(word).slice(0, 2).join('')}***`;
  return last === undefined ? start(first) : `${start(first)} ${start(last)}`;
}

/**
 * The tenant's own site address: the calling page's origin when it is one of the tenant's host
 * names (the port and scheme it is served on), else its first host name over https.
 */
export function tenantSiteAddress(tenant: Tenant, origin: string | undefined): string {
  const host = origin ? originHost(origin) : null;
  if (origin && host && tenant.domains.includes(host)) return new URL(origin).origin;
  return `https://${tenant.domains[0] ?? 'localhost'}`;
}

/** §7 `GET /profile/affiliates`: the code, link, terms, totals and page `page` of referrals. */
export async function affiliatesOf(
  db: Database,
  tenant: Tenant,
  player: PlayerRef & { isAffiliate: boolean },
  { page, site }: { page: number; site: string },
): Promise<AffiliatesResponse> {
  const code = await ensureReferralCode(db, player);
  const own = and(eq(referrals.tenantId, player.tenantId), eq(referrals.referrerId, player.userId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: referrals.id,
        status: referrals.status,
        reward: referrals.reward,
        createdAt: referrals.createdAt,
        qualifiedAt: referrals.qualifiedAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(referrals)
      .innerJoin(users, and(eq(users.tenantId, referrals.tenantId), eq(users.id, referrals.userId)))
      .where(own)
      .orderBy(desc(referrals.id))
      .limit(REFERRALS_PAGE_SIZE)
      .offset((page - 1) * REFERRALS_PAGE_SIZE),
    db
      .select({
        total: count(),
        qualified: sql<number>`count(*) filter (where ${referrals.status} = 'qualified')`.mapWith(
          Number,
        ),
        earned: sql<number>`coalesce(sum(${referrals.reward}), 0)`.mapWith(Number),
      })
      .from(referrals)
      .where(own),
  ]);
  const total = totals?.total ?? 0;
  const qualified = totals?.qualified ?? 0;
  const data = rows.map((row): Referral => ({
    id: row.id,
    name: maskReferredName(row.firstName, row.lastName),
    status: row.status,
    earned: row.reward,
    registered_at: row.createdAt.toISOString(),
    qualified_at: row.qualifiedAt?.toISOString() ?? null,
  }));
  return {
    code,
    link: `${site}/?ref=${code}`,
    can_refer: mayRefer(tenant, player),
    reward: tenant.config.cpa_value,
    reward_balance: referralRewardBalance(tenant.config.is_regulated),
    // Everyone who signed up through the link, qualified or not: a friend who deposited has registered too.
    totals: { registered: total, qualified, earned: totals?.earned ?? 0 },
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / REFERRALS_PAGE_SIZE)),
    total,
  };
}

import { and, eq, isNull } from 'drizzle-orm';
import { rankImagePath } from '../../modules/users/ranks-service.ts';
import { hashPassword } from '../../modules/users/password.ts';
import type { Database } from '../client.ts';
import { boxes } from '../schema/rewards.ts';
import { assets, ranks, tenants } from '../schema/tenants.ts';
import { tenantConfigSchema } from '../../tenancy/tenant-config.ts';
import { playerLimits } from '../schema/responsible-gaming.ts';
import { users } from '../schema/users.ts';
import { type BrandArt, rankBadgeSvg, renderWebp } from './brand-images.ts';
import { DEMO_PASSWORD, DEMO_PLAYERS } from './demo-players.ts';

/** §3 Rank: the VIP ladder every demo brand starts with, thresholds in centavos of totalBet. */
export const DEMO_RANK_THRESHOLDS = [
  0, 100_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000, 25_000_000, 50_000_000,
  100_000_000,
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each level's name, benefits (plain text, what the operator really gives: no bonus promised, so
 * that a regulated brand may show them as they are) and reward (issue 38; docs/product/
 * vip-and-referrals.md): loyalty centavos on some levels, and on a brand with boxes a box on some.
 */
export const DEMO_RANK_CONTENT = [
  { pt: 'Bronze I', en: 'Bronze I', benefits: [], loyalty: 0, box: null },
  { pt: 'Bronze II', en: 'Bronze II', benefits: ['levelBox'], loyalty: 0, box: 'brasa' },
  { pt: 'Prata I', en: 'Silver I', benefits: ['loyalty'], loyalty: 1_000, box: null },
  { pt: 'Prata II', en: 'Silver II', benefits: ['levelBox'], loyalty: 0, box: 'oceano' },
  { pt: 'Ouro I', en: 'Gold I', benefits: ['loyalty', 'support'], loyalty: 2_500, box: null },
  { pt: 'Ouro II', en: 'Gold II', benefits: ['levelBox', 'support'], loyalty: 0, box: 'esmeralda' },
  {
    pt: 'Platina I',
    en: 'Platinum I',
    benefits: ['loyalty', 'support'],
    loyalty: 5_000,
    box: null,
  },
  {
    pt: 'Platina II',
    en: 'Platinum II',
    benefits: ['levelBox', 'manager'],
    loyalty: 0,
    box: 'ouro',
  },
  { pt: 'Rubi', en: 'Ruby', benefits: ['loyalty', 'manager'], loyalty: 10_000, box: null },
  {
    pt: 'Diamante',
    en: 'Diamond',
    benefits: ['levelBox', 'loyalty', 'manager'],
    loyalty: 25_000,
    box: 'obsidiana',
  },
] as const;

const RANK_BENEFITS = {
  badge: {
    pt: 'Selo do nível no chat e no perfil',
    en: 'The level’s badge in the chat and profile',
  },
  loyalty: {
    pt: 'Pontos de fidelidade ao subir de nível',
    en: 'Loyalty points on reaching the level',
  },
  levelBox: {
    pt: 'Caixa de recompensa ao subir de nível',
    en: 'A reward box on reaching the level',
  },
  support: { pt: 'Suporte prioritário', en: 'Priority support' },
  manager: { pt: 'Gerente de conta dedicado', en: 'A dedicated account manager' },
} as const;

/**
 * Names, benefits and rewards of the tenant's levels that have none yet (no name): a ladder seeded
 * before issue 38 is filled, a level the operator named is left alone. A reward box only where the
 * brand has boxes (after its catalogue is seeded) and the box is the brand's own.
 */
export async function seedRankContent(db: Database, tenantId: number): Promise<void> {
  const [tenant] = await db
    .select({ config: tenants.config })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!tenant) return;
  const config = tenantConfigSchema.parse(tenant.config);
  const owned = config.hasBoxes
    ? await db
        .select({ id: boxes.id, slug: boxes.slug })
        .from(boxes)
        .where(eq(boxes.tenantId, tenantId))
    : [];
  const boxIds = new Map(owned.map((box) => [box.slug, box.id]));
  for (const [index, content] of DEMO_RANK_CONTENT.entries()) {
    const boxId = content.box === null ? null : (boxIds.get(content.box) ?? null);
    const benefits = [
      'badge' as const,
      ...content.benefits.filter((benefit) => benefit !== 'levelBox' || boxId !== null),
    ];
    await db
      .update(ranks)
      .set({
        name: { pt: content.pt, en: content.en },
        benefits: {
          pt: benefits.map((benefit) => RANK_BENEFITS[benefit].pt),
          en: benefits.map((benefit) => RANK_BENEFITS[benefit].en),
        },
        rewardLoyalty: content.loyalty,
        rewardBoxId: boxId,
      })
      .where(and(eq(ranks.tenantId, tenantId), eq(ranks.level, index + 1), isNull(ranks.name)));
  }
}

/** The ladder and its badges, when the tenant has none yet. */
async function seedRanks(db: Database, tenantId: number, art: BrandArt): Promise<void> {
  const [existing] = await db
    .select({ level: ranks.level })
    .from(ranks)
    .where(eq(ranks.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const badges = await Promise.all(
    DEMO_RANK_THRESHOLDS.map(async (_, index) => ({
      tenantId,
      path: rankImagePath(index + 1),
      contentType: 'image/webp',
      bytes: await renderWebp(rankBadgeSvg(art, index + 1)),
    })),
  );
  await db.transaction(async (tx) => {
    await tx.insert(assets).values(badges).onConflictDoNothing();
    await tx
      .insert(ranks)
      .values(
        DEMO_RANK_THRESHOLDS.map((totalBet, index) => ({
          tenantId,
          level: index + 1,
          totalBet,
          imagePath: rankImagePath(index + 1),
        })),
      )
      .onConflictDoNothing();
  });
}

/**
 * The VIP ladder and the demo players of one tenant, each only when missing (players by phone),
 * so it runs on every start — also for tenants seeded before accounts existed. Returns the phones
 * of the players it created.
 */
export async function seedDemoAccounts(
  db: Database,
  tenantId: number,
  art: BrandArt,
  now: Date,
): Promise<string[]> {
  await seedRanks(db, tenantId, art);
  const created: string[] = [];
  // The demo players share one published password: one scrypt hash (~0.2 s) per brand, not per
  // player, keeps every start, and every test file's platform, quicker.
  let passwordHash: Promise<string> | undefined;
  for (const player of DEMO_PLAYERS) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), eq(users.phone, player.phone)))
      .limit(1);
    if (existing) continue;
    const [row] = await db
      .insert(users)
      .values({
        tenantId,
        firstName: player.firstName,
        lastName: player.lastName,
        email: player.email,
        phone: player.phone,
        cpf: player.cpf,
        passwordHash: await (passwordHash ??= hashPassword(DEMO_PASSWORD)),
        gender: player.gender,
        maritalStatus: player.maritalStatus,
        birthDate: player.birthDate,
        totalBet: player.totalBet,
        // A level reached before the seed is not rewarded again on the next wager (issue 38).
        vipLevelRewarded: Math.max(
          1,
          DEMO_RANK_THRESHOLDS.filter((threshold) => player.totalBet >= threshold).length,
        ),
        kycStatus: player.kycStatus,
        emailVerifiedAt: player.verified ? now : null,
        phoneVerifiedAt: player.verified ? now : null,
        selfExclusionStartAt: player.selfExcludedDays ? now : null,
        selfExclusionEndAt: player.selfExcludedDays
          ? new Date(now.getTime() + player.selfExcludedDays * DAY_MS)
          : null,
        createdAt: now,
        updatedAt: now,
      })
      // A concurrent start may have created the player meanwhile.
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) continue;
    if (player.limits.length > 0) {
      await db.insert(playerLimits).values(
        player.limits.map((limit) => ({
          tenantId,
          userId: row.id,
          ...limit,
          requestedAt: now,
          effectiveAt: now,
        })),
      );
    }
    created.push(player.phone);
  }
  return created;
}

import { and, asc, eq } from 'drizzle-orm';
import type { MissionGoal, MissionRewardKind } from '@vitrine/contract/missions.ts';
import { missionAllowed } from '../../modules/missions/mission-service.ts';
import type { TenantConfig } from '../../tenancy/tenant-config.ts';
import type { Database } from '../client.ts';
import { gameProviders, games } from '../schema/casino.ts';
import { boxes, missions } from '../schema/rewards.ts';
import { ORIGINALS, STABLE_GAMES } from './casino-catalogue.ts';

// The demo brands' missions (docs/design/missions.md "Seeds"): two on the demo slot for every
// brand, one guest-visible, and a third whose reward is a box where the brand has boxes. A
// regulated brand rewards loyalty points; an unregulated one pays cash (docs/product/brazil.md
// "Bonuses, rewards and loyalty"): decided by `is_regulated`, never by the brand's name.

interface SeedMission {
  name: string;
  description: string;
  goal: MissionGoal;
  target: number;
  /** Centavos of loyalty (regulated) or cash (unregulated); the box mission's fallback too. */
  reward: number;
  guestVisible: boolean;
  box?: true;
}

const DEMO_MISSIONS: readonly SeedMission[] = [
  {
    name: 'Aposte R$ 50 no slot de demonstração',
    description: 'Aposte R$ 50,00 no Tigre da Sorte e resgate a recompensa.',
    goal: 'wager',
    target: 5_000,
    reward: 500,
    guestVisible: true,
  },
  {
    name: 'Jogue 20 rodadas',
    description: 'Jogue 20 rodadas do Tigre da Sorte e resgate a recompensa.',
    goal: 'rounds',
    target: 20,
    reward: 300,
    guestVisible: false,
  },
  {
    name: 'Jogue 50 rodadas e ganhe uma caixa',
    description: 'Jogue 50 rodadas do Tigre da Sorte e ganhe uma caixa de prêmios.',
    goal: 'rounds',
    target: 50,
    reward: 1_000,
    guestVisible: false,
    box: true,
  },
];

/**
 * The tenant's demo missions, when it has none. The box mission gives the brand's cheapest active
 * box when the catalogue exists at seed time, else the same amount as loyalty or cash.
 */
export async function seedDemoMissions(
  db: Database,
  tenantId: number,
  config: Pick<TenantConfig, 'is_regulated' | 'hasBoxes'>,
  now: Date,
): Promise<number> {
  const [existing] = await db
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.tenantId, tenantId))
    .limit(1);
  if (existing) return 0;
  const [slot] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(
      and(
        eq(games.tenantId, tenantId),
        eq(games.code, STABLE_GAMES.tigre.code),
        eq(gameProviders.code, ORIGINALS),
      ),
    )
    .limit(1);
  if (!slot) return 0;
  const [box] = config.hasBoxes
    ? await db
        .select({ id: boxes.id })
        .from(boxes)
        .where(and(eq(boxes.tenantId, tenantId), eq(boxes.active, true)))
        .orderBy(asc(boxes.sellValue), asc(boxes.id))
        .limit(1)
    : [];
  const money: MissionRewardKind = config.is_regulated ? 'loyalty' : 'cash';
  const rows = DEMO_MISSIONS.filter((mission) => !mission.box || config.hasBoxes)
    .map((mission) => {
      const reward: MissionRewardKind = mission.box && box ? 'box' : money;
      return { mission, reward };
    })
    .filter(({ mission, reward }) => missionAllowed(config.is_regulated, mission.goal, reward))
    .map(({ mission, reward }) => ({
      tenantId,
      name: mission.name,
      description: mission.description,
      goalKind: mission.goal,
      goalTarget: mission.target,
      goalGameId: slot.id,
      rewardKind: reward,
      rewardAmount: reward === 'box' ? null : mission.reward,
      rewardBoxId: reward === 'box' && box ? box.id : null,
      guestVisible: mission.guestVisible,
      startsAt: now,
      createdAt: now,
    }));
  if (rows.length === 0) return 0;
  await db.insert(missions).values(rows);
  return rows.length;
}

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BOX_COLOURS, BOX_SOURCES, PRIZE_RARITIES } from '@vitrine/contract/boxes.ts';
import { MISSION_GOALS, MISSION_REWARDS } from '@vitrine/contract/missions.ts';
import { games } from './casino.ts';
import { createdAtColumn, timestamptz } from './columns.ts';
import { tenantForeignKey, tenantRowColumns, tenantRowUnique } from './tenants.ts';
import { playerIndex, playerRowColumns, userForeignKey } from './users.ts';

// ——— Boxes, prizes, fair draws and missions (docs/product/rewards.md, docs/design/rewards.md).

/**
 * A tenant's box catalogue. `price` null: a reward only (always so on a regulated tenant, where a
 * box is never bought). The expected value and RTP are computed from the prizes, never stored.
 */
export const boxes = pgTable(
  'boxes',
  {
    ...tenantRowColumns(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    colour: text('colour', { enum: BOX_COLOURS }).notNull(),
    image: text('image'),
    price: bigint('price', { mode: 'number' }),
    sellValue: bigint('sell_value', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantRowUnique('boxes_tenant_id_unique', table),
    uniqueIndex('boxes_tenant_slug_idx').on(table.tenantId, table.slug),
    check('boxes_price_check', sql`${table.price} is null or ${table.price} > 0`),
    check('boxes_sell_value_check', sql`${table.sellValue} >= 0`),
  ],
);

/** A box's prize table, drawn in `position` order; probability = weight ÷ the box's total. */
export const boxPrizes = pgTable(
  'box_prizes',
  {
    ...tenantRowColumns(),
    boxId: integer('box_id').notNull(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    value: bigint('value', { mode: 'number' }).notNull(),
    rarity: text('rarity', { enum: PRIZE_RARITIES }).notNull(),
    weight: integer('weight').notNull(),
  },
  (table) => [
    tenantRowUnique('box_prizes_tenant_id_unique', table),
    tenantForeignKey('box_prizes_box_fk', [table.tenantId, table.boxId], boxes),
    uniqueIndex('box_prizes_box_position_idx').on(table.boxId, table.position),
    check('box_prizes_value_check', sql`${table.value} >= 0`),
    check('box_prizes_weight_check', sql`${table.weight} > 0`),
  ],
);

/**
 * A player's seed pair (docs/product/rewards.md "Checking a draw"). The server seed stays secret
 * until `revealed_at`; one unrevealed row per player. `nonce` is the next draw's.
 */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    ...playerRowColumns(),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: createdAtColumn(),
    revealedAt: timestamptz('revealed_at'),
  },
  (table) => [
    tenantRowUnique('fairness_seeds_tenant_id_unique', table),
    userForeignKey('fairness_seeds_user_fk', table),
    uniqueIndex('fairness_seeds_active_idx')
      .on(table.tenantId, table.userId)
      .where(sql`${table.revealedAt} is null`),
    check('fairness_seeds_nonce_check', sql`${table.nonce} >= 0`),
  ],
);

/** A draw: enough to recompute it (the seed, the nonce, the table's weights at the time). */
export const boxDraws = pgTable(
  'box_draws',
  {
    ...playerRowColumns(),
    seedId: integer('seed_id').notNull(),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    digest: text('digest').notNull(),
    /** `[{ prize_id, weight }]` in draw order. */
    weights: jsonb('weights').$type<{ prize_id: number; weight: number }[]>().notNull(),
    prizeIndex: integer('prize_index').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantRowUnique('box_draws_tenant_id_unique', table),
    userForeignKey('box_draws_user_fk', table),
    tenantForeignKey('box_draws_seed_fk', [table.tenantId, table.seedId], fairnessSeeds),
    // A nonce is used once per seed.
    uniqueIndex('box_draws_seed_nonce_idx').on(table.seedId, table.nonce),
  ],
);

/**
 * A box the player holds. Opening sets `opened_at` and `draw_id`; selling it unopened sets
 * `sold_at`: each happens once (`… where opened_at is null and sold_at is null`).
 */
export const playerBoxes = pgTable(
  'player_boxes',
  {
    ...playerRowColumns(),
    boxId: integer('box_id').notNull(),
    source: text('source', { enum: BOX_SOURCES }).notNull(),
    /** The mission whose reward it is. */
    missionId: integer('mission_id'),
    createdAt: createdAtColumn(),
    openedAt: timestamptz('opened_at'),
    soldAt: timestamptz('sold_at'),
    drawId: integer('draw_id'),
  },
  (table) => [
    tenantRowUnique('player_boxes_tenant_id_unique', table),
    userForeignKey('player_boxes_user_fk', table),
    tenantForeignKey('player_boxes_box_fk', [table.tenantId, table.boxId], boxes),
    tenantForeignKey('player_boxes_draw_fk', [table.tenantId, table.drawId], boxDraws),
    index('player_boxes_unopened_idx')
      .on(table.tenantId, table.userId, table.id)
      .where(sql`${table.openedAt} is null and ${table.soldAt} is null`),
    check('player_boxes_once_check', sql`${table.openedAt} is null or ${table.soldAt} is null`),
  ],
);

/** A prize won: its value at the draw; selling it sets `sold_at` once. */
export const playerPrizes = pgTable(
  'player_prizes',
  {
    ...playerRowColumns(),
    playerBoxId: integer('player_box_id').notNull(),
    prizeId: integer('prize_id').notNull(),
    drawId: integer('draw_id').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    createdAt: createdAtColumn(),
    soldAt: timestamptz('sold_at'),
  },
  (table) => [
    tenantRowUnique('player_prizes_tenant_id_unique', table),
    userForeignKey('player_prizes_user_fk', table),
    tenantForeignKey('player_prizes_box_fk', [table.tenantId, table.playerBoxId], playerBoxes),
    tenantForeignKey('player_prizes_prize_fk', [table.tenantId, table.prizeId], boxPrizes),
    tenantForeignKey('player_prizes_draw_fk', [table.tenantId, table.drawId], boxDraws),
    // A box opens into one prize.
    uniqueIndex('player_prizes_player_box_idx').on(table.playerBoxId),
    playerIndex('player_prizes_player_idx', table),
  ],
);

/**
 * A tenant's missions: a goal tracked from real play, a period and a reward. `reward_amount` is
 * centavos for `loyalty` and `cash`; `reward_box_id` for `box`. No `deposit` goal and no `cash`
 * reward on a regulated tenant (the service refuses them).
 */
export const missions = pgTable(
  'missions',
  {
    ...tenantRowColumns(),
    name: text('name').notNull(),
    description: text('description'),
    goalKind: text('goal_kind', { enum: MISSION_GOALS }).notNull(),
    goalTarget: bigint('goal_target', { mode: 'number' }).notNull(),
    goalGameId: integer('goal_game_id'),
    goalProvider: text('goal_provider'),
    rewardKind: text('reward_kind', { enum: MISSION_REWARDS }).notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'number' }),
    rewardBoxId: integer('reward_box_id'),
    guestVisible: boolean('guest_visible').notNull().default(false),
    startsAt: timestamptz('starts_at').notNull().defaultNow(),
    endsAt: timestamptz('ends_at'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantRowUnique('missions_tenant_id_unique', table),
    tenantForeignKey('missions_game_fk', [table.tenantId, table.goalGameId], games),
    tenantForeignKey('missions_box_fk', [table.tenantId, table.rewardBoxId], boxes),
    check('missions_target_check', sql`${table.goalTarget} > 0`),
    check(
      'missions_reward_check',
      sql`(${table.rewardKind} = 'box' and ${table.rewardBoxId} is not null) or (${table.rewardKind} <> 'box' and ${table.rewardAmount} > 0)`,
    ),
  ],
);

/** A player's accepted mission: claimed once (`… where claimed_at is null`). */
export const playerMissions = pgTable(
  'player_missions',
  {
    ...playerRowColumns(),
    missionId: integer('mission_id').notNull(),
    acceptedAt: timestamptz('accepted_at').notNull(),
    completedAt: timestamptz('completed_at'),
    claimedAt: timestamptz('claimed_at'),
  },
  (table) => [
    userForeignKey('player_missions_user_fk', table),
    tenantForeignKey('player_missions_mission_fk', [table.tenantId, table.missionId], missions),
    uniqueIndex('player_missions_player_mission_idx').on(
      table.tenantId,
      table.userId,
      table.missionId,
    ),
  ],
);

// Boxes, prizes and the provably fair draw (§1, §7 "Boxes and prizes", issue 36;
// docs/product/rewards.md). §7 shows no response shapes: the platform defines them here. On a
// regulated tenant a box is a reward only and a prize's value goes to the loyalty wallet
// (docs/product/brazil.md "Loot boxes").
import { z } from 'zod';
import { CLIENT_SEED_PATTERN } from './box-draw.ts';
import { centavos, isoDateTime } from './scalars.ts';
import { walletSchema } from './wallet.ts';

/** §3 `spineBox`: a box's colour is one of the theme's six. */
export const BOX_COLOURS = ['red', 'blue', 'pink', 'black', 'green', 'yellow'] as const;
export type BoxColour = (typeof BOX_COLOURS)[number];

/** How rare a prize is, from the most to the least common: drives its frame and the confetti. */
export const PRIZE_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type PrizeRarity = (typeof PRIZE_RARITIES)[number];
/** A prize this rare or rarer throws §9's confetti when won. */
export const CONFETTI_RARITIES: readonly PrizeRarity[] = ['rare', 'epic', 'legendary'];

/** Where a player's box came from: bought (unregulated only) or awarded. */
export const BOX_SOURCES = ['purchase', 'console', 'mission', 'vip'] as const;
export type BoxSource = (typeof BOX_SOURCES)[number];

/** Our choice: 20 boxes or prizes to a page, as the histories. */
export const BOXES_PAGE_SIZE = 20;

/** How many prizes the opening reel shows; the won one stops under the marker at `reel_stop`. */
export const REEL_LENGTH = 48;

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().positive().max(100_000).default(1);

export const prizeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image: z.string().nullable().describe('An image address, or null for the rarity’s own art'),
    value: centavos.nonnegative().describe('What selling the prize credits'),
    rarity: z.enum(PRIZE_RARITIES),
    weight: z.number().int().positive().describe('Its share of the draw: weight ÷ total weight'),
    probability: z
      .number()
      .min(0)
      .max(1)
      .describe('weight ÷ the box’s total weight, for display; the draw uses the weights'),
  })
  .meta({ id: 'Prize' });
export type Prize = z.infer<typeof prizeSchema>;

/** A box as a link or a line names it. */
export const boxSummarySchema = z
  .object({
    id: z.number().int(),
    slug: z.string().describe('`/casino/box/{slug}`'),
    name: z.string(),
    colour: z.enum(BOX_COLOURS),
    image: z.string().nullable(),
  })
  .meta({ id: 'BoxSummary' });
export type BoxSummary = z.infer<typeof boxSummarySchema>;

export const boxSchema = boxSummarySchema
  .extend({
    description: z.string().nullable(),
    price: centavos
      .positive()
      .nullable()
      .describe('What buying costs; null when the box is a reward only (always, when regulated)'),
    for_sale: z.boolean().describe('`POST /boxes/buy` takes it: a price, on an unregulated tenant'),
    sell_value: centavos.nonnegative().describe('What selling the box unopened credits'),
    expected_value: centavos
      .nonnegative()
      .describe('Σ value × weight ÷ total weight, rounded to the nearest centavo'),
    rtp: z
      .number()
      .nonnegative()
      .nullable()
      .describe(
        'Return to player in %: expected value ÷ price × 100, 2 decimals; null without a price',
      ),
    prizes: z.array(prizeSchema).describe('The prize table, in draw order'),
  })
  .meta({ id: 'Box' });
export type Box = z.infer<typeof boxSchema>;

/** `GET /boxes/all` (guest or player): the tenant's active boxes, cheapest first. */
export const boxCatalogueSchema = z
  .object({ data: z.array(boxSchema) })
  .meta({ id: 'BoxCatalogue' });
export type BoxCatalogue = z.infer<typeof boxCatalogueSchema>;

/** `GET /boxes/get/{id}/prizes`: `{id}` is the box's numeric id or its slug. */
export const boxRefParams = z.object({
  id: z
    .string()
    .regex(/^(?:\d{1,10}|[a-z0-9]+(?:-[a-z0-9]+)*)$/)
    .max(80),
});
export const boxPrizesResponseSchema = z
  .object({ box: boxSchema, prizes: z.array(prizeSchema) })
  .meta({ id: 'BoxPrizes' });
export type BoxPrizesResponse = z.infer<typeof boxPrizesResponseSchema>;

// ─── Fairness ─────────────────────────────────────────────────────────────────────────────────────

/** The seed pair the next draw uses: the server seed is shown only by its hash until rotated. */
export const activeSeedSchema = z
  .object({
    server_seed_hash: z.string().describe('SHA-256 of the server seed’s text, hex'),
    client_seed: z.string(),
    nonce: z.number().int().nonnegative().describe('The nonce of the next draw'),
  })
  .meta({ id: 'ActiveSeed' });
export type ActiveSeed = z.infer<typeof activeSeedSchema>;

export const revealedSeedSchema = z
  .object({
    id: z.number().int(),
    server_seed: z.string(),
    server_seed_hash: z.string(),
    client_seed: z.string().describe('The client seed of the last draw made with it'),
    draws: z.number().int().nonnegative().describe('Nonces 0 … draws − 1 were used'),
    revealed_at: isoDateTime,
  })
  .meta({ id: 'RevealedSeed' });
export type RevealedSeed = z.infer<typeof revealedSeedSchema>;

/** `GET /boxes/fairness` (signed in). */
export const fairnessResponseSchema = z
  .object({
    active: activeSeedSchema,
    revealed: z.array(revealedSeedSchema).describe('Newest first, at most 20'),
  })
  .meta({ id: 'Fairness' });
export type FairnessResponse = z.infer<typeof fairnessResponseSchema>;

/** `POST /boxes/fairness/client-seed`: the seed the next draws sign with. */
export const clientSeedChangeSchema = z
  .object({ client_seed: z.string().regex(CLIENT_SEED_PATTERN) })
  .meta({ id: 'ClientSeedChange' });
export const clientSeedChangeResponseSchema = z
  .object({ active: activeSeedSchema })
  .meta({ id: 'ClientSeedChanged' });

/** `POST /boxes/fairness/rotate`: reveals the server seed in use and commits to a new one. */
export const seedRotationResponseSchema = z
  .object({ revealed: revealedSeedSchema, active: activeSeedSchema })
  .meta({ id: 'SeedRotation' });
export type SeedRotationResponse = z.infer<typeof seedRotationResponseSchema>;

/** Everything needed to recompute one draw (docs/product/rewards.md "Checking a draw"). */
export const drawProofSchema = z
  .object({
    id: z.number().int(),
    server_seed_hash: z.string(),
    server_seed: z.string().nullable().describe('Null until the seed is rotated'),
    client_seed: z.string(),
    nonce: z.number().int().nonnegative(),
    digest: z.string().describe('HMAC-SHA256(server seed, "client seed:nonce"), hex'),
    weights: z
      .array(z.object({ prize_id: z.number().int(), weight: z.number().int().positive() }))
      .describe('The prize table at the draw, in draw order'),
    prize_index: z.number().int().nonnegative(),
    created_at: isoDateTime,
  })
  .meta({ id: 'DrawProof' });
export type DrawProof = z.infer<typeof drawProofSchema>;

// ─── The player's boxes and prizes ────────────────────────────────────────────────────────────────

export const playerBoxSchema = z
  .object({
    id: z.number().int().describe('The player’s box: `box_id` of open and `id` of sell'),
    box: boxSummarySchema,
    source: z.enum(BOX_SOURCES),
    sell_value: centavos.nonnegative(),
    created_at: isoDateTime,
  })
  .meta({ id: 'PlayerBox' });
export type PlayerBox = z.infer<typeof playerBoxSchema>;

const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      data: z.array(item),
      current_page: z.number().int().positive(),
      last_page: z.number().int().positive(),
      total: z.number().int().nonnegative(),
    })
    .meta({ id });

/** `GET /boxes/user/get` and `GET /prizes/user` (signed in): `page`. */
export const boxesPageQuerySchema = z.object({ page }).meta({ id: 'BoxesPageQuery' });

/** `GET /boxes/user/get`: the player's unopened, unsold boxes, newest first. */
export const playerBoxPageSchema = pageOf(playerBoxSchema, 'PlayerBoxPage');
export type PlayerBoxPage = z.infer<typeof playerBoxPageSchema>;

export const playerPrizeSchema = z
  .object({
    id: z.number().int().describe('`id` of `POST /prizes/sell`'),
    prize: prizeSchema.pick({ id: true, name: true, image: true, rarity: true }),
    value: centavos.nonnegative().describe('Its value at the draw'),
    box: boxSummarySchema,
    draw: drawProofSchema,
    won_at: isoDateTime,
    sold_at: isoDateTime.nullable(),
  })
  .meta({ id: 'PlayerPrize' });
export type PlayerPrize = z.infer<typeof playerPrizeSchema>;

/** `GET /prizes/user`: every prize won, kept or sold, newest first. */
export const playerPrizePageSchema = pageOf(playerPrizeSchema, 'PlayerPrizePage');
export type PlayerPrizePage = z.infer<typeof playerPrizePageSchema>;

// ─── Calls that move boxes and money (idempotent: `Idempotency-Key`) ──────────────────────────────

/** `POST /boxes/buy`: a catalogue box, paid from the cash balance (unregulated tenants only). */
export const boxBuyRequestSchema = z.object({ box_id: positiveId }).meta({ id: 'BoxBuyRequest' });
export const boxBuyResponseSchema = z
  .object({ user_box: playerBoxSchema, wallet: walletSchema })
  .meta({ id: 'BoxBought' });
export type BoxBuyResponse = z.infer<typeof boxBuyResponseSchema>;

/** `POST /boxes/open`: `box_id` is the player's box (`PlayerBox.id`, `user_box` of the event). */
export const boxOpenRequestSchema = z.object({ box_id: positiveId }).meta({ id: 'BoxOpenRequest' });
export const boxOpenResponseSchema = z
  .object({
    prize: playerPrizeSchema,
    reel: z
      .array(prizeSchema.pick({ id: true, name: true, image: true, rarity: true, value: true }))
      .length(REEL_LENGTH)
      .describe('The strip to animate; the server decided the prize'),
    reel_stop: z.number().int().nonnegative().describe('The index in `reel` of the won prize'),
  })
  .meta({ id: 'BoxOpened' });
export type BoxOpenResponse = z.infer<typeof boxOpenResponseSchema>;

/** `POST /boxes/sell`: an unopened box back at its sell value; `POST /prizes/sell` a prize. */
export const sellRequestSchema = z.object({ id: positiveId }).meta({ id: 'SellRequest' });
export const boxSellResponseSchema = z
  .object({ sold: z.object({ id: z.number().int(), value: centavos }), wallet: walletSchema })
  .meta({ id: 'BoxSold' });
export const prizeSellResponseSchema = z
  .object({ prize: playerPrizeSchema, wallet: walletSchema })
  .meta({ id: 'PrizeSold' });
export type PrizeSellResponse = z.infer<typeof prizeSellResponseSchema>;

// ─── Demo console ─────────────────────────────────────────────────────────────────────────────────

/** `POST /demo/console/boxes/award`: gives a box to one player (by e-mail or phone). */
export const demoBoxAwardSchema = z
  .object({
    player: z.string().trim().min(1).max(254).describe('The player’s e-mail or phone'),
    box_id: positiveId,
  })
  .meta({ id: 'DemoBoxAward' });
export const demoBoxAwardResponseSchema = z
  .object({ message: z.string(), user_box: playerBoxSchema })
  .meta({ id: 'DemoBoxAwarded' });

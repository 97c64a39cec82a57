import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Box, BoxSummary, Prize } from '@vitrine/contract/boxes.ts';
import type { Database } from '../../db/client.ts';
import { boxes, boxPrizes } from '../../db/schema/rewards.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import type { BoxRow } from './award-box.ts';

// The box catalogue (docs/design/boxes.md "Catalogue"): the expected value and the RTP are computed
// from the prize table in whole numbers, never stored.

export type PrizeRow = typeof boxPrizes.$inferSelect;

/** `a ÷ b` rounded to the nearest whole number, halves up; both positive or zero. */
const roundedQuotient = (a: bigint, b: bigint): bigint => (2n * a + b) / (2n * b);

/** Σ value × weight and Σ weight of a prize table. */
function tableSums(prizes: readonly Pick<PrizeRow, 'value' | 'weight'>[]) {
  let weighted = 0n;
  let total = 0n;
  for (const item of prizes) {
    weighted += BigInt(item.value) * BigInt(item.weight);
    total += BigInt(item.weight);
  }
  return { weighted, total };
}

/** Σ value × weight ÷ Σ weight, rounded to the nearest centavo. */
export function expectedValueOf(prizes: readonly Pick<PrizeRow, 'value' | 'weight'>[]): number {
  const { weighted, total } = tableSums(prizes);
  return total === 0n ? 0 : Number(roundedQuotient(weighted, total));
}

/**
 * The RTP in % with 2 decimals: the exact expected value ÷ price × 100, rounded once at the end
 * (the rounded centavo would move it by up to 0.5 ÷ price).
 */
export function rtpOf(
  prizes: readonly Pick<PrizeRow, 'value' | 'weight'>[],
  price: number | null,
): number | null {
  if (price === null || price <= 0) return null;
  const { weighted, total } = tableSums(prizes);
  if (total === 0n) return 0;
  return Number(roundedQuotient(weighted * 10_000n, total * BigInt(price))) / 100;
}

export function presentPrize(row: PrizeRow, total: number): Prize {
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    value: row.value,
    rarity: row.rarity,
    weight: row.weight,
    probability: total > 0 ? row.weight / total : 0,
  };
}

export const presentBoxSummary = (box: BoxRow): BoxSummary => ({
  id: box.id,
  slug: box.slug,
  name: box.name,
  colour: box.colour,
  image: box.image,
});

/** Whether `POST /boxes/buy` takes the box: a price, on an unregulated tenant. */
export const isForSale = (tenant: Tenant, box: BoxRow) =>
  !tenant.config.is_regulated && box.price !== null;

export function presentBox(tenant: Tenant, box: BoxRow, prizes: readonly PrizeRow[]): Box {
  const total = prizes.reduce((sum, item) => sum + item.weight, 0);
  const forSale = isForSale(tenant, box);
  // A regulated tenant never sells a box, whatever an operator left in `price`.
  const price = forSale ? box.price : null;
  return {
    ...presentBoxSummary(box),
    description: box.description,
    price,
    for_sale: forSale,
    sell_value: box.sellValue,
    expected_value: expectedValueOf(prizes),
    rtp: rtpOf(prizes, price),
    prizes: prizes.map((item) => presentPrize(item, total)),
  };
}

/** The prize table of each box, in draw order. */
export async function prizeTables(
  db: Database,
  tenantId: number,
  boxIds: readonly number[],
): Promise<Map<number, PrizeRow[]>> {
  const tables = new Map<number, PrizeRow[]>(boxIds.map((id) => [id, []]));
  if (boxIds.length === 0) return tables;
  const rows = await db
    .select()
    .from(boxPrizes)
    .where(and(eq(boxPrizes.tenantId, tenantId), inArray(boxPrizes.boxId, [...boxIds])))
    .orderBy(asc(boxPrizes.boxId), asc(boxPrizes.position));
  for (const row of rows) tables.get(row.boxId)?.push(row);
  return tables;
}

/** `GET /boxes/all`: the tenant's active boxes, cheapest first (a reward-only box by its sale value). */
export async function boxCatalogue(db: Database, tenant: Tenant): Promise<Box[]> {
  const rows = await db
    .select()
    .from(boxes)
    .where(and(eq(boxes.tenantId, tenant.id), eq(boxes.active, true)))
    .orderBy(asc(boxes.price), asc(boxes.sellValue), asc(boxes.id));
  const tables = await prizeTables(
    db,
    tenant.id,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentBox(tenant, row, tables.get(row.id) ?? []));
}

/** One active box of the tenant by its id or slug, or null. */
export async function findBox(db: Database, tenantId: number, ref: string): Promise<BoxRow | null> {
  const byId = /^\d+$/.test(ref);
  // An id past the int4 column's range names no box (and must not reach the database).
  if (byId && Number(ref) > 2_147_483_647) return null;
  const [row] = await db
    .select()
    .from(boxes)
    .where(
      and(
        eq(boxes.tenantId, tenantId),
        eq(boxes.active, true),
        byId ? eq(boxes.id, Number(ref)) : eq(boxes.slug, ref),
      ),
    )
    .limit(1);
  return row ?? null;
}

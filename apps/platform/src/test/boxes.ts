import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  boxCatalogueSchema,
  boxOpenResponseSchema,
  demoBoxAwardResponseSchema,
} from '@vitrine/contract/boxes.ts';
import type { Database } from '../db/client.ts';
import { seedBoxCatalogue } from '../db/seed/box-catalogue-seed.ts';
import { tenants } from '../db/schema/tenants.ts';
import { api } from './accounts.ts';
import { tenantIdOf } from './casino.ts';
import { jsonBody } from './test-platform.ts';

// Boxes in tests (issue 36): an unregulated brand with a catalogue, a box given by the console,
// and the player's calls.

/**
 * Makes `slug` an unregulated brand with boxes (as aurora is), and seeds its catalogue with prices.
 * Only for a test file's own platform.
 */
export async function unregulatedWithBoxes(db: Database, slug: string): Promise<number> {
  const tenantId = await tenantIdOf(db, slug);
  const [row] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  await db
    .update(tenants)
    .set({ config: { ...(row?.config as object), is_regulated: false, hasBoxes: true } })
    .where(eq(tenants.id, tenantId));
  await seedBoxCatalogue(db, tenantId);
  return tenantId;
}

/** The tenant's catalogue, as a guest sees it. */
export async function catalogueOf(app: FastifyInstance, tenant: string) {
  const response = await api(app, tenant).get('/boxes/all');
  if (response.statusCode !== 200) throw new Error(response.body);
  return boxCatalogueSchema.parse(jsonBody(response)).data;
}

/** The console gives the player (by e-mail) the tenant's box `boxId`: their box's id. */
export async function awardBox(
  app: FastifyInstance,
  tenant: string,
  email: string,
  boxId: number,
): Promise<number> {
  const response = await api(app, tenant).post('/demo/console/boxes/award', {
    player: email,
    box_id: boxId,
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return demoBoxAwardResponseSchema.parse(jsonBody(response)).user_box.id;
}

export const idempotencyKey = (key: string) => ({ 'idempotency-key': key });

/** Opens the player's box; the answer as it came. */
export const openBoxCall = (
  app: FastifyInstance,
  tenant: string,
  token: string,
  id: number,
  key?: string,
) => api(app, tenant).post('/boxes/open', { box_id: id }, token, key ? idempotencyKey(key) : {});

/** Opens the player's box and answers the parsed opening. */
export async function openBox(app: FastifyInstance, tenant: string, token: string, id: number) {
  const response = await openBoxCall(app, tenant, token, id);
  if (response.statusCode !== 200) throw new Error(response.body);
  return boxOpenResponseSchema.parse(jsonBody(response));
}

import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { outboxQuerySchema } from '@vitrine/contract/accounts.ts';
import { normalizePhone } from '@vitrine/contract/validation/rules.ts';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/users.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

const OUTBOX_PAGE = 50;

/** The address as codes are sent to it: e-mails lower-cased, phones in E.164. */
const normalizeAddress = (to: string) =>
  to.includes('@') ? to.trim().toLowerCase() : (normalizePhone(to) ?? to.trim());

/**
 * `GET /demo/outbox?to=` (demo mode only): the e-mails and SMS "sent" to an address, newest first,
 * so a demo can be driven without a real inbox or phone.
 */
export const outboxRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  app.get('/demo/outbox', async (request, reply) => {
    const { to } = parseInput(outboxQuerySchema, request.query, requestLocale(request));
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.tenantId, currentTenant(request).id),
          eq(outboxMessages.destination, normalizeAddress(to)),
        ),
      )
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(OUTBOX_PAGE);
    reply.header('Cache-Control', 'no-store');
    return {
      data: rows.map((row) => ({
        channel: row.channel,
        to: row.destination,
        subject: row.subject,
        body: row.body,
        code: row.code,
        created_at: row.createdAt.toISOString(),
      })),
    };
  });
};

import type { FastifyPluginAsync } from 'fastify';
import {
  type Block,
  type BlocksResponse,
  type HistoryEntry,
  type HistoryResponse,
  type PauseResponse,
  pauseRequestShapeOf,
} from '@vitrine/contract/responsible-gaming.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { requireUser } from '../accounts/session.ts';
import {
  activeBlock,
  blockHistory,
  type BlockRow,
  pause,
  PauseDateNotAhead,
  pauseEnd,
} from './blocks-service.ts';
import { limitHistory } from './limits-service.ts';

/** The most lines `GET /responsible-gaming/history` answers. */
const HISTORY_LINES = 100;

export const presentBlock = (row: BlockRow): Block => ({
  id: row.id,
  kind: row.kind,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** A player's pauses and self-exclusions, a pause, and the history of every change (issue 35). */
export const blocksRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  app.get('/responsible-gaming/blocks', async (request): Promise<BlocksResponse> => {
    const { user } = await requireUser(services, request);
    const player = { tenantId: user.tenantId, userId: user.id };
    const active = await activeBlock(db, player, clock());
    return {
      active: active && presentBlock(active),
      history: (await blockHistory(db, player)).map(presentBlock),
    };
  });

  app.post(
    '/responsible-gaming/pause',
    { config: { idempotency: 'answer' } },
    async (request): Promise<PauseResponse> => {
      const locale = requestLocale(request);
      const { user } = await requireUser(services, request);
      const body = bodyOf(request);
      const asked = parseInput(pauseRequestShapeOf(body), body, locale);
      const now = clock();
      let end: Date;
      try {
        end = pauseEnd(asked, now);
      } catch (error) {
        if (error instanceof PauseDateNotAhead) {
          throw new ApiError('pause.date_not_ahead', locale, { field: 'until' });
        }
        throw error;
      }
      const block = await pause(db, { tenantId: user.tenantId, userId: user.id }, end, now);
      return { block: presentBlock(block) };
    },
  );

  app.get('/responsible-gaming/history', async (request): Promise<HistoryResponse> => {
    const { user } = await requireUser(services, request);
    const player = { tenantId: user.tenantId, userId: user.id };
    const limits = (await limitHistory(db, player, HISTORY_LINES)).map(
      (row): { at: Date; id: number; entry: HistoryEntry } => ({
        at: row.requestedAt,
        id: row.id,
        entry: {
          type: 'limit',
          kind: row.kind,
          period: row.period,
          amount: row.amount,
          requested_at: row.requestedAt.toISOString(),
          effective_at: row.effectiveAt.toISOString(),
          cancelled_at: row.cancelledAt?.toISOString() ?? null,
        },
      }),
    );
    const blocks = (await blockHistory(db, player, HISTORY_LINES)).map(
      (row): { at: Date; id: number; entry: HistoryEntry } => ({
        at: row.createdAt,
        id: row.id,
        entry: {
          type: row.kind,
          starts_at: row.startsAt.toISOString(),
          ends_at: row.endsAt?.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
        },
      }),
    );
    const newestFirst = [...limits, ...blocks].sort(
      (a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id,
    );
    return { data: newestFirst.slice(0, HISTORY_LINES).map((line) => line.entry) };
  });
};

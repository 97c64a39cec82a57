import { and, asc, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { users } from '../../db/schema/users.ts';
import { brazilDateOf } from '../../http/brazil-calendar.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { listActiveTenants } from '../../tenancy/tenant-service.ts';
import {
  closeDueImpededAccounts,
  type ImpedimentServices,
  recordImpedimentAnswer,
} from './impediment-service.ts';

// IN SPA/MF 31/2025: the whole base is asked again every 15 days (docs/design/responsible-gaming.md
// "The impediment directory"). A player who signs in is asked daily, so the sweep mostly finds those
// who have not come back.

/** A player is asked again once their last answer is this many days old. */
export const IMPEDIMENT_RECHECK_DAYS = 15;

const DAY_MS = 24 * 60 * 60 * 1000;

export type SweepServices = ImpedimentServices & Pick<TenantServices, 'impedimentDirectory'>;

export interface SweepReport {
  /** Players the directory answered for. */
  asked: number;
  /** Of them, newly impeded. */
  impeded: number;
  /** Of them, an impediment the directory no longer reports. */
  cleared: number;
  /** Players whose question failed: still due, asked at the next sweep. */
  failed: number;
  /** Impeded accounts closed, their three days over. */
  closed: number;
}

type Claimed = { id: number; cpf: string };

/**
 * Claims up to `limit` due players of one tenant by marking them asked today, in one statement:
 * rows another sweep holds are skipped (`FOR UPDATE SKIP LOCKED`) and a claimed row is no longer
 * due, so two sweeps at once never ask the same CPF. READ COMMITTED (docs/decisions/026-money-moves-once.md):
 * under REPEATABLE READ a row another sweep has just claimed is a serialization failure, not a skip.
 */
async function claimDuePlayers(
  db: Database,
  tenantId: number,
  now: Date,
  limit: number,
): Promise<Claimed[]> {
  const dueOn = brazilDateOf(new Date(now.getTime() - IMPEDIMENT_RECHECK_DAYS * DAY_MS));
  const claimed = await moneyTransaction(db, async (tx) => {
    const due = tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.tenantId, tenantId),
          isNotNull(users.cpf),
          isNull(users.closedAt),
          or(isNull(users.impedimentCheckedOn), lte(users.impedimentCheckedOn, dueOn)),
        ),
      )
      .orderBy(asc(users.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return tx
      .update(users)
      .set({ impedimentCheckedOn: brazilDateOf(now), updatedAt: now })
      .where(and(eq(users.tenantId, tenantId), inArray(users.id, due)))
      .returning({ id: users.id, cpf: users.cpf });
  });
  return claimed.flatMap(({ id, cpf }) => (cpf ? [{ id, cpf }] : []));
}

/** A claim whose question failed is given back: due again (never asked), unless changed since. */
async function releaseClaim(db: Database, tenantId: number, userId: number, now: Date) {
  await moneyTransaction(db, (tx) =>
    tx
      .update(users)
      .set({ impedimentCheckedOn: null })
      .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), eq(users.updatedAt, now))),
  );
}

/**
 * Asks the directory about every due player of `tenant`, `batchSize` at a time, then closes the
 * impeded accounts whose three days are over. The first failure ends this tenant's turn: the
 * directory is likely down, and the rest stay due for the next sweep.
 */
export async function sweepTenantImpediments(
  services: SweepServices,
  tenant: Tenant,
  log: Pick<FastifyBaseLogger, 'warn'>,
  { batchSize = 100 }: { batchSize?: number } = {},
): Promise<SweepReport> {
  const report: SweepReport = { asked: 0, impeded: 0, cleared: 0, failed: 0, closed: 0 };
  const now = services.clock();
  let failing = false;
  while (!failing) {
    const batch = await claimDuePlayers(services.db, tenant.id, now, batchSize);
    if (batch.length === 0) break;
    for (const player of batch) {
      if (failing) {
        await releaseClaim(services.db, tenant.id, player.id, now);
        continue;
      }
      try {
        const before = await services.db
          .select({ impediment: users.impediment })
          .from(users)
          .where(and(eq(users.tenantId, tenant.id), eq(users.id, player.id)));
        const answer = await services.impedimentDirectory.check(player.cpf);
        const row = await recordImpedimentAnswer(services, tenant, player.id, answer, 'sweep', log);
        report.asked += 1;
        const was = before[0]?.impediment ?? null;
        if (row?.impediment && !was) report.impeded += 1;
        if (!row?.impediment && was) report.cleared += 1;
      } catch (error) {
        log.warn({ err: error, userId: player.id }, 'impediment directory unavailable in sweep');
        report.failed += 1;
        failing = true;
        await releaseClaim(services.db, tenant.id, player.id, now);
      }
    }
  }
  report.closed = await closeDueImpededAccounts(services.db, tenant.id, now, 'sweep');
  return report;
}

/** The sweep over every live tenant, each asked with its own players only. */
export async function sweepImpediments(
  services: SweepServices,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: { batchSize?: number } = {},
): Promise<SweepReport> {
  const total: SweepReport = { asked: 0, impeded: 0, cleared: 0, failed: 0, closed: 0 };
  for (const tenant of await listActiveTenants(services.db)) {
    const report = await sweepTenantImpediments(services, tenant, log, options);
    for (const key of Object.keys(total) as (keyof SweepReport)[]) total[key] += report[key];
  }
  return total;
}

/**
 * Runs the sweep every `intervalMs` (it only asks the players who are due, so a short interval
 * costs little); a sweep still running skips the next turn. Returns the stop function.
 */
export function startImpedimentSweep({
  services,
  intervalMs,
  log,
}: {
  services: SweepServices;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'warn' | 'info' | 'error'>;
}): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    sweepImpediments(services, log)
      .then((report) => {
        if (report.asked + report.failed + report.closed > 0) log.info(report, 'impediment sweep');
      })
      .catch((error: unknown) => log.error({ err: error }, 'impediment sweep failed'))
      .finally(() => {
        busy = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

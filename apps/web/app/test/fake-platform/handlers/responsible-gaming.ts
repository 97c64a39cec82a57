import type { LimitStatus } from '@vitrine/contract/responsible-gaming.ts';
import type { FakeHandlers } from '../platform';
import { unauthenticated } from '../reply';
import { holdsBearer } from './session';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

function later(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString();
}

/** A new (kind, period) limit: nothing used yet, resetting at the next São Paulo midnight. */
function freshLimit(kind: LimitStatus['kind'], period: LimitStatus['period']): LimitStatus {
  return {
    kind,
    period,
    amount: null,
    used: 0,
    left: null,
    resets_at: '2026-03-02T03:00:00Z',
    pending: null,
  };
}

/**
 * Issue 35's page as the reference platform answers it: a stricter limit applies at once, a looser
 * one (or a removal) waits for the cooling-off; a pause or self-exclusion starts now.
 */
export const responsibleGamingHandlers: FakeHandlers = {
  'GET /responsible-gaming/limits': (call, db) =>
    holdsBearer(call) ? db.limits : unauthenticated(),
  'GET /responsible-gaming/blocks': (call, db) =>
    holdsBearer(call) ? db.blocks : unauthenticated(),
  'GET /responsible-gaming/history': (call, db) =>
    holdsBearer(call) ? { data: db.rgHistory } : unauthenticated(),
  'GET /responsible-gaming/session': (call, db) =>
    holdsBearer(call) ? db.sessionSummary : unauthenticated(),
  'POST /responsible-gaming/limits': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const { kind, period, amount } = call.body;
    const index = db.limits.limits.findIndex(
      (limit) => limit.kind === kind && limit.period === period,
    );
    const current = db.limits.limits[index] ?? freshLimit(kind, period);
    const stricter = amount !== null && (current.amount === null || amount <= current.amount);
    const effectiveAt = stricter
      ? db.rgNow
      : later(db.rgNow, db.limits.cooling_off_minutes * MINUTE_MS);
    const next: LimitStatus = stricter
      ? {
          ...current,
          amount,
          left: Math.max(0, (amount ?? 0) - current.used),
          pending: null,
        }
      : { ...current, pending: { amount, effective_at: effectiveAt } };
    if (index >= 0) db.limits.limits[index] = next;
    else db.limits.limits.push(next);
    db.rgHistory.unshift({
      type: 'limit',
      kind,
      period,
      amount,
      requested_at: db.rgNow,
      effective_at: effectiveAt,
      cancelled_at: null,
    });
    return { immediate: stricter, effective_at: effectiveAt };
  },
  'POST /responsible-gaming/pause': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const endsAt =
      'days' in call.body
        ? later(db.rgNow, call.body.days * DAY_MS)
        : `${call.body.until}T23:59:59-03:00`;
    const block = {
      id: db.blocks.history.length + 1,
      kind: 'pause' as const,
      starts_at: db.rgNow,
      ends_at: new Date(endsAt).toISOString(),
      created_at: db.rgNow,
    };
    db.blocks = { active: block, history: [block, ...db.blocks.history] };
    db.rgHistory.unshift({
      type: 'pause',
      starts_at: block.starts_at,
      ends_at: block.ends_at,
      created_at: block.created_at,
    });
    return { block };
  },
  'POST /profile/self-exclusion': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    return { start_at: db.rgNow, end_at: later(db.rgNow, 30 * DAY_MS) };
  },
};

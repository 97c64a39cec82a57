import { HISTORY_PAGE_SIZE } from '@vitrine/contract/wallet.ts';
import type { FakeHandlers } from '../platform';
import { laravelError, unauthenticated } from '../reply';
import { holdsBearer } from './session';

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Partial<Record<string, number>> = { '7d': 7, '30d': 30, '90d': 90 };
// São Paulo is UTC−3 all year (no DST since 2019): its midnight is 03:00 UTC.
const BRAZIL_OFFSET_MS = -3 * 60 * 60 * 1000;

/** Where a `TransactionPeriod` starts, as the platform counts it; null for everything. */
function periodStart(period: string | null, now: number): number | null {
  if (period === 'today') {
    const local = now + BRAZIL_OFFSET_MS;
    return local - (local % DAY_MS) - BRAZIL_OFFSET_MS;
  }
  const days = period === null ? undefined : PERIOD_DAYS[period];
  return days === undefined ? null : now - days * DAY_MS;
}

function pageOf<T>(rows: readonly T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1) return null;
  return {
    data: rows.slice((page - 1) * HISTORY_PAGE_SIZE, page * HISTORY_PAGE_SIZE),
    current_page: page,
    last_page: Math.max(1, Math.ceil(rows.length / HISTORY_PAGE_SIZE)),
    total: rows.length,
  };
}

const invalidPage = () => laravelError(422, 'O campo page é inválido.', { page: ['inválido'] });

/**
 * The wallet histories: the db's ledger rows (by type and period), casino bets and sportsbook bets,
 * 20 a page.
 */
export const walletHandlers: FakeHandlers = {
  'GET /wallet/transactions': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const type = call.query.get('type');
    const since = periodStart(call.query.get('period'), Date.now());
    const rows = db.transactions.filter(
      (row) =>
        (!type || row.type === type) && (since === null || Date.parse(row.created_at) >= since),
    );
    return pageOf(rows, call.query) ?? invalidPage();
  },
  'GET /wallet/bets': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    return pageOf(db.casinoBets, call.query) ?? invalidPage();
  },
  'GET /wallet/sports-bets': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    return pageOf(db.sportsBets, call.query) ?? invalidPage();
  },
};

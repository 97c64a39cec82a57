import { BOXES_PAGE_SIZE } from '@vitrine/contract/boxes.ts';
import type { FakeHandlers } from '../platform';
import { laravelError, unauthenticated } from '../reply';
import { holdsBearer } from './session';

function pageOf<T>(rows: readonly T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? '1');
  if (!Number.isInteger(page) || page < 1) return null;
  return {
    data: rows.slice((page - 1) * BOXES_PAGE_SIZE, page * BOXES_PAGE_SIZE),
    current_page: page,
    last_page: Math.max(1, Math.ceil(rows.length / BOXES_PAGE_SIZE)),
    total: rows.length,
  };
}

const invalidPage = () => laravelError(422, 'O campo page é inválido.', { page: ['inválido'] });
const notFound = () => laravelError(404, 'Caixa não encontrada.');

/**
 * Issue 36: the catalogue (`db.boxes`), the player's boxes and prizes, the seeds and the loyalty
 * wallet. Buying and selling move `db.wallet` (cash); opening answers `db.nextOpening`.
 */
export const boxHandlers: FakeHandlers = {
  'GET /boxes/all': (_, db) => ({ data: db.boxes }),
  'GET /boxes/get/:id/prizes': (call, db) => {
    const ref = call.params.id ?? '';
    const box = db.boxes.find((each) => each.slug === ref || String(each.id) === ref);
    return box ? { box, prizes: box.prizes } : notFound();
  },
  'GET /boxes/user/get': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    return pageOf(db.playerBoxes, call.query) ?? invalidPage();
  },
  'GET /prizes/user': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    return pageOf(db.playerPrizes, call.query) ?? invalidPage();
  },
  'POST /boxes/buy': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const box = db.boxes.find((each) => each.id === Number(call.body.box_id));
    if (!box) return notFound();
    if (!box.for_sale || box.price === null) {
      return laravelError(403, 'Esta caixa é somente recompensa.');
    }
    if (db.wallet.balance < box.price) return laravelError(422, 'Saldo insuficiente.');
    const userBox = {
      id: 900 + db.playerBoxes.length,
      box: { id: box.id, slug: box.slug, name: box.name, colour: box.colour, image: box.image },
      source: 'purchase' as const,
      sell_value: box.sell_value,
      created_at: '2026-03-01T12:00:00Z',
    };
    db.playerBoxes = [userBox, ...db.playerBoxes];
    db.wallet = {
      ...db.wallet,
      balance: db.wallet.balance - box.price,
      balance_withdrawal: Math.max(0, db.wallet.balance_withdrawal - box.price),
    };
    return { user_box: userBox, wallet: db.wallet };
  },
  'POST /boxes/open': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const id = Number(call.body.box_id);
    const owned = db.playerBoxes.some((each) => each.id === id);
    if (!owned || !db.nextOpening) return notFound();
    db.playerBoxes = db.playerBoxes.filter((each) => each.id !== id);
    db.playerPrizes = [db.nextOpening.prize, ...db.playerPrizes];
    return db.nextOpening;
  },
  'POST /boxes/sell': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const box = db.playerBoxes.find((each) => each.id === Number(call.body.id));
    if (!box) return notFound();
    db.playerBoxes = db.playerBoxes.filter((each) => each !== box);
    db.wallet = { ...db.wallet, balance: db.wallet.balance + box.sell_value };
    return { sold: { id: box.id, value: box.sell_value }, wallet: db.wallet };
  },
  'POST /prizes/sell': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const prize = db.playerPrizes.find((each) => each.id === Number(call.body.id));
    if (!prize) return laravelError(404, 'Prêmio não encontrado.');
    if (prize.sold_at !== null) return laravelError(409, 'Este prêmio já foi vendido.');
    const sold = { ...prize, sold_at: '2026-03-02T12:00:00Z' };
    db.playerPrizes = db.playerPrizes.map((each) => (each === prize ? sold : each));
    db.wallet = { ...db.wallet, balance: db.wallet.balance + prize.value };
    return { prize: sold, wallet: db.wallet };
  },
  'GET /boxes/fairness': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    return db.fairness;
  },
  'POST /boxes/fairness/client-seed': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const active = { ...db.fairness.active, client_seed: call.body.client_seed };
    db.fairness = { ...db.fairness, active };
    return { active };
  },
  'POST /boxes/fairness/rotate': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const revealed = {
      id: db.fairness.revealed.length + 1,
      server_seed: 'c'.repeat(64),
      server_seed_hash: db.fairness.active.server_seed_hash,
      client_seed: db.fairness.active.client_seed,
      draws: db.fairness.active.nonce,
      revealed_at: '2026-03-02T12:00:00Z',
    };
    const active = { ...db.fairness.active, server_seed_hash: 'd'.repeat(64), nonce: 0 };
    db.fairness = { active, revealed: [revealed, ...db.fairness.revealed] };
    return { revealed, active };
  },
  'POST /wallet/loyalty/cashout': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const amount = Number(call.body.amount);
    const loyalty = db.wallet.loyalty_balance ?? 0;
    if (amount > loyalty) return laravelError(422, 'Saldo de fidelidade insuficiente.');
    db.wallet = {
      ...db.wallet,
      balance: db.wallet.balance + amount,
      balance_withdrawal: db.wallet.balance_withdrawal + amount,
      loyalty_balance: loyalty - amount,
    };
    return { wallet: db.wallet };
  },
};

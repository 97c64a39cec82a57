import type { Wallet } from '@vitrine/contract/wallet.ts';
import {
  WITHDRAWAL_STATUS,
  WITHDRAWALS_PAGE_SIZE,
  type PixKeyType,
  type WithdrawMethod,
} from '@vitrine/contract/withdrawals.ts';
import type { FakeDb } from '../db';
import type { FakeHandlers } from '../platform';
import { laravelError, unauthenticated } from '../reply';
import { pixRefusal } from './payments';
import { holdsBearer } from './session';

const NOW = '2026-03-01T12:00:00Z';

/** A key as the platform shows it: masked but recognisable (`***.456.789-**`, `a***@x.com`). */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
      return `***.${key.slice(3, 6)}.${key.slice(6, 9)}-**`;
    case 'email': {
      const [user = '', domain = ''] = key.split('@');
      return `${user.charAt(0)}***@${domain}`;
    }
    case 'phone':
      return `+55 ** *****-${key.slice(-4)}`;
    case 'random':
      return `${key.slice(0, 4)}****-****-****-****-********${key.slice(-4)}`;
  }
}

/** A PIX key of the db's player (Ana's CPF, `123.456.789-09`, by default). */
export function testWithdrawMethod(overrides: Partial<WithdrawMethod> = {}): WithdrawMethod {
  return {
    id: 1,
    type: 'cpf',
    key: maskPixKey('cpf', '12345678909'),
    selected: true,
    created_at: NOW,
    ...overrides,
  };
}

function keysAnswer(db: FakeDb, method: WithdrawMethod) {
  const methods = [...db.withdrawMethods].sort((a, b) => Number(b.selected) - Number(a.selected));
  return { status: true as const, method, methods };
}

function select(db: FakeDb, id: number): WithdrawMethod | null {
  const chosen = db.withdrawMethods.find((method) => method.id === id);
  if (!chosen) return null;
  db.withdrawMethods = db.withdrawMethods.map((method) => ({
    ...method,
    selected: method.id === id,
  }));
  return db.withdrawMethods.find((method) => method.id === id) ?? null;
}

function withdrawalAnswer(db: FakeDb, id: number) {
  const withdrawal = db.withdrawals.find((each) => each.id === id);
  if (!withdrawal) throw new Error(`no withdrawal ${id}`);
  return {
    status: true as const,
    withdrawal,
    balance: db.wallet.balance,
    balance_withdrawal: db.wallet.balance_withdrawal,
    ...(db.wallet.sequence === undefined ? {} : { sequence: db.wallet.sequence }),
  };
}

/** The wallet after one ledger movement of `amount`, numbered as the platform does when it does. */
function moved(db: FakeDb, amount: number): Wallet {
  const { sequence } = db.wallet;
  return {
    ...db.wallet,
    balance: db.wallet.balance + amount,
    balance_withdrawal: db.wallet.balance_withdrawal + amount,
    ...(sequence === undefined ? {} : { sequence: sequence + 1 }),
  };
}

/**
 * §7 withdrawals of the db's player: keys in `db.withdrawMethods`, withdrawals in `db.withdrawals`.
 * A request reserves the amount from both balances; a cancel of a pending one returns it (each a
 * movement: the wallet's `sequence`, when it has one, counts it and the answer carries it). The
 * platform's own checks the web repeats (range, gates) are not repeated here: a test that wants a
 * refusal replaces the handler.
 */
export const withdrawalHandlers: FakeHandlers = {
  'GET /wallet/withdraw/methods': (call, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    return {
      methods: [...db.withdrawMethods].sort((a, b) => Number(b.selected) - Number(a.selected)),
    };
  },
  'POST /wallet/withdraw/method': ({ body, ...call }, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const chosen = select(db, body.id);
    return chosen ? keysAnswer(db, chosen) : laravelError(404, 'Chave PIX não encontrada.');
  },
  'POST /address/create': ({ body, ...call }, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const own = db.player.cpf?.replace(/\D/g, '') ?? '';
    if (body.type === 'cpf' && !body.key.replace(/\D/g, '').includes(own)) {
      return pixRefusal('A chave PIX precisa ser do seu próprio CPF.');
    }
    const id = Math.max(0, ...db.withdrawMethods.map((method) => method.id)) + 1;
    db.withdrawMethods.push({
      id,
      type: body.type,
      key: maskPixKey(body.type, body.key),
      selected: false,
      created_at: NOW,
    });
    const created = select(db, id);
    return created ? keysAnswer(db, created) : laravelError(500, 'Server Error');
  },
  'POST /wallet/withdraw/request': ({ body, ...call }, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const method =
      db.withdrawMethods.find((each) => each.id === body.method_id) ??
      db.withdrawMethods.find((each) => each.selected);
    if (!method) return pixRefusal('Cadastre uma chave PIX antes de sacar.');
    if (body.amount > db.wallet.balance_withdrawal) return pixRefusal('Saldo insuficiente.');
    const id = Math.max(0, ...db.withdrawals.map((each) => each.id)) + 1;
    db.wallet = moved(db, -body.amount);
    db.withdrawals.unshift({
      id,
      amount: body.amount,
      status: WITHDRAWAL_STATUS.pending,
      method: { id: method.id, type: method.type, key: method.key },
      created_at: NOW,
      updated_at: NOW,
    });
    return withdrawalAnswer(db, id);
  },
  'POST /main-gateway/user-cancel-withdrawal': ({ body, ...call }, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const withdrawal = db.withdrawals.find((each) => each.id === body.id);
    if (!withdrawal) return laravelError(404, 'Saque não encontrado.');
    if (withdrawal.status !== WITHDRAWAL_STATUS.pending) {
      return pixRefusal('Este saque não pode mais ser cancelado.');
    }
    withdrawal.status = WITHDRAWAL_STATUS.cancelled;
    db.wallet = moved(db, withdrawal.amount);
    return withdrawalAnswer(db, withdrawal.id);
  },
  'GET /wallet/withdrawals': ({ query, ...call }, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
    const lastPage = Math.max(1, Math.ceil(db.withdrawals.length / WITHDRAWALS_PAGE_SIZE));
    const start = (page - 1) * WITHDRAWALS_PAGE_SIZE;
    return {
      data: db.withdrawals.slice(start, start + WITHDRAWALS_PAGE_SIZE),
      current_page: page,
      last_page: lastPage,
      total: db.withdrawals.length,
    };
  },
};

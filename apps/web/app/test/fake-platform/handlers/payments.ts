import type { FakeHandlers } from '../platform';
import { laravelError, reply, unauthenticated } from '../reply';
import { holdsBearer } from './session';

/** A BR Code shaped payload for the fake charge (its CRC is not checked by the web). */
export function fakePixPayload(txid: string, amount: number): string {
  return `00020101021226360014br.gov.bcb.pix0114vitrine.test5204000053039865406${(amount / 100).toFixed(2)}5802BR62290525${txid}6304ABCD`;
}

/** §7 Wallet and payments: PIX charges of the db's player, paid by changing `db.pixCharges`. */
export const paymentHandlers: FakeHandlers = {
  'POST /main-gateway/qrcode-pix': ({ body, ...call }, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const txid = `FAKE${String(db.pixCharges.length + 1).padStart(21, '0')}`;
    const charge = {
      transaction_id: txid,
      qrcode: fakePixPayload(txid, body.amount),
      amount: body.amount,
      status: 'waiting_payment' as const,
    };
    db.pixCharges.push(charge);
    const created = new Date();
    return {
      status: true,
      transaction_id: charge.transaction_id,
      qrcode: charge.qrcode,
      amount: charge.amount,
      created_at: created.toISOString(),
      expires_at: new Date(created.getTime() + 5 * 60_000).toISOString(),
    };
  },
  'POST /main-gateway/consult-status-transaction': ({ body, ...call }, db) => {
    if (!holdsBearer(call)) return unauthenticated();
    const charge = db.pixCharges.find((each) => each.transaction_id === body.transaction_id);
    if (!charge) return laravelError(404, 'Transação não encontrada.');
    const paid = charge.status === 'paid';
    return {
      status: charge.status,
      paid,
      amount: charge.amount,
      ...(paid ? { balance: db.wallet.balance } : {}),
      ...(paid && db.wallet.sequence !== undefined ? { sequence: db.wallet.sequence } : {}),
    };
  },
};

/** A refusal as the platform answers it (§8 "PIX call"): `status: false` and the message. */
export const pixRefusal = (message: string) => reply(422, { status: false, message });

import type { User } from '@vitrine/contract/user.ts';

// §7 "Other", §9: what a deposit tells the tenant's tag manager. The page pushes what this returns
// onto `window.dataLayer`; with no `gtmId` there is no tag manager, so nothing is pushed.

/** §9: the first-deposit event fires while `deposit_count` is 1 or less. */
export const FIRST_DEPOSIT_MAX_COUNT = 1;

export type DepositMoment = 'generated' | 'paid';

export interface DepositDataLayerEvent {
  event: 'AddToCart' | 'purchase' | 'first_deposit';
  /** Reais, two decimals: 5050 centavos → 50.5. */
  value: number;
  currency: 'BRL';
  transaction_id: string | null;
  /** §7: the events carry the player's id, name, e-mail, phone and birth date. */
  user_id: number;
  name: string;
  email: string;
  phone: string | null;
  birth_date: string | null;
}

/** Centavos as the number of reais analytics expects, rounded to the centavo. */
export function reaisValue(centavos: number): number {
  return Math.round(centavos) / 100;
}

/**
 * The events to push for a moment of a deposit: `AddToCart` when the PIX is generated; `purchase`
 * when it is paid, with `first_deposit` beside it while `deposit_count` ≤ 1 — read before or after
 * this deposit was counted, either way it is the player's first.
 */
export function depositDataLayerEvents(input: {
  moment: DepositMoment;
  gtmId: string | null;
  charge: { amount: number; transactionId: string | null };
  depositCount: number;
  player: Pick<User, 'id' | 'name' | 'email' | 'username' | 'birth_date'>;
}): DepositDataLayerEvent[] {
  if (!input.gtmId?.trim()) return [];
  const payload = {
    value: reaisValue(input.charge.amount),
    currency: 'BRL' as const,
    transaction_id: input.charge.transactionId,
    user_id: input.player.id,
    name: input.player.name,
    email: input.player.email,
    phone: input.player.username,
    birth_date: input.player.birth_date,
  };
  if (input.moment === 'generated') return [{ event: 'AddToCart', ...payload }];
  const events: DepositDataLayerEvent[] = [{ event: 'purchase', ...payload }];
  if (input.depositCount <= FIRST_DEPOSIT_MAX_COUNT)
    events.push({ event: 'first_deposit', ...payload });
  return events;
}

import type { WithdrawMethod } from '@vitrine/contract/withdrawals.ts';
import type { TFunction } from 'i18next';

/** "CPF ***.456.789-**", "E-mail a***@x.com": a key as the player recognises it (masked). */
export function pixKeyLabel(t: TFunction<'wallet'>, method: Pick<WithdrawMethod, 'type' | 'key'>) {
  return `${t(`pixKey.type.${method.type}`)} · ${method.key}`;
}

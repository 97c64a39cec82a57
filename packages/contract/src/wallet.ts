// The wallet (§3 "User" wallet, §7 `GET profile/wallet`, docs/design/casino-api.md). Light: only zod,
// so the header's balance does not load the account form schemas.
import { z } from 'zod';
import { centavos, isoDateTime } from './user.ts';

export const walletSchema = z
  .object({
    balance: centavos.describe('Sum of the player’s ledger rows'),
    balance_withdrawal: centavos.describe('The part of the balance that can be withdrawn'),
    bonus_balance: centavos,
    deposit_count: z.number().int().nonnegative(),
    currency: z.literal('BRL'),
  })
  .meta({ id: 'Wallet' });
export type Wallet = z.infer<typeof walletSchema>;

/** `GET profile/wallet` (signed in). */
export const walletResponseSchema = z
  .object({ wallet: walletSchema })
  .meta({ id: 'WalletResponse' });

export const TRANSACTION_TYPES = [
  'deposit',
  'withdraw',
  'bonus',
  'rollover',
  'win',
  'bet',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const transactionSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(TRANSACTION_TYPES),
    amount: centavos.describe('Signed: a bet or withdrawal is negative'),
    created_at: isoDateTime,
  })
  .meta({ id: 'Transaction' });

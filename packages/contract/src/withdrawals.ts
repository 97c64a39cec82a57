// Withdrawals to the player's own PIX keys (§3 "Withdraw method"; §4 "Withdrawal status numbers";
// §5 "Withdrawal"; §7 Wallet and payments; docs/design/payments-api.md "Withdrawals"). Light: only
// zod, so the wallet page loads nothing else.
import { z } from 'zod';
import { idNumberSchema } from './ids.ts';
import { centavos, isoDateTime, movementSequence } from './scalars.ts';

/** §4 "Withdrawal status numbers", in order: index = the number the API sends. */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'approved',
  'cancelled',
  'invalid_pix_key',
  'processing',
  'under_analysis',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The numbers by name: `WITHDRAWAL_STATUS.pending` is 0 … `under_analysis` is 5. */
export const WITHDRAWAL_STATUS = Object.fromEntries(
  WITHDRAWAL_STATUSES.map((name, code) => [name, code]),
) as { readonly [name in WithdrawalStatus]: number };

/**
 * The statuses whose money has gone back to the player: a cancellation (by the player or the
 * operator) and an invalid key "being released" (§4). Each returns the reserved amount with its own
 * ledger row, once.
 */
export const WITHDRAWAL_RETURNING_STATUSES = ['cancelled', 'invalid_pix_key'] as const;

export const withdrawalStatusCodeSchema = z
  .number()
  .int()
  .min(0)
  .max(WITHDRAWAL_STATUSES.length - 1)
  .describe(
    '0 Pending, 1 Approved, 2 Cancelled, 3 Invalid PIX key, 4 Processing, 5 Under analysis',
  );

/** The four kinds of PIX key (DICT): CPF, e-mail, phone and random (EVP). */
export const PIX_KEY_TYPES = ['cpf', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** §3 "Withdraw method": one of the player's PIX keys. */
export const withdrawMethodSchema = z
  .object({
    id: z.number().int(),
    type: z.enum(PIX_KEY_TYPES),
    key: z
      .string()
      .describe(
        'Masked for display: CPF ***.456.789-**, e-mail j***@x.com, phone +55 ** *****-4321',
      ),
    selected: z.boolean().describe('The key withdrawals go to unless another is named'),
    created_at: isoDateTime,
  })
  .meta({ id: 'WithdrawMethod' });
export type WithdrawMethod = z.infer<typeof withdrawMethodSchema>;

/** `GET wallet/withdraw/methods` (signed in): the player's keys, the selected one first. */
export const withdrawMethodsResponseSchema = z
  .object({ methods: z.array(withdrawMethodSchema) })
  .meta({ id: 'WithdrawMethodsResponse' });

/**
 * `POST address/create` (signed in): registers a PIX key. The key must belong to the player's own
 * CPF (Portaria SPA/MF 615/2024): a CPF key must be the player's CPF; the demo PSP's DICT lookup
 * decides for the others. A new key becomes the selected one.
 */
export const createPixKeyRequestSchema = z
  .object({
    type: z.enum(PIX_KEY_TYPES),
    key: z.string().max(100).describe('CPF digits or formatted, e-mail, phone (+55…) or UUID'),
  })
  .meta({ id: 'CreatePixKeyRequest' });
export type CreatePixKeyRequest = z.infer<typeof createPixKeyRequestSchema>;

/** `POST wallet/withdraw/method` (signed in): selects the key withdrawals go to. */
export const selectWithdrawMethodRequestSchema = z
  .object({ id: idNumberSchema })
  .meta({ id: 'SelectWithdrawMethodRequest' });

/** The answer of both: the key, and every key as it now stands. */
export const withdrawMethodResponseSchema = z
  .object({
    status: z.literal(true),
    method: withdrawMethodSchema,
    methods: z.array(withdrawMethodSchema),
  })
  .meta({ id: 'WithdrawMethodResponse' });
export type WithdrawMethodResponse = z.infer<typeof withdrawMethodResponseSchema>;

/** A withdrawal as the player sees it. */
export const withdrawalSchema = z
  .object({
    id: z.number().int(),
    amount: centavos.positive(),
    status: withdrawalStatusCodeSchema,
    method: withdrawMethodSchema.pick({ id: true, type: true, key: true }),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * `POST wallet/withdraw/request` (signed in; honours `Idempotency-Key`): reserves `amount` at once
 * with a `withdraw` ledger row. `amount` within the tenant's `min_withdrawal`–`max_withdrawal` and
 * at most `balance_withdrawal`; e-mail and phone verified, and documents approved when the tenant
 * requires KYC (§5).
 */
export const withdrawalRequestSchema = z
  .object({
    amount: centavos.positive().max(2_147_483_647),
    method_id: idNumberSchema.optional().describe('The key to pay; absent = the selected key'),
    forfeit_bonus: z
      .boolean()
      .optional()
      .describe(
        'Our extension (issue 37): the player confirmed that withdrawing gives up the active bonus; without it a player with one is answered 409 `bonuses.withdrawal_forfeits`',
      ),
  })
  .meta({ id: 'WithdrawalRequest' });
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

/** The answer of a request or a cancellation: the withdrawal and the balances after it. */
export const withdrawalResponseSchema = z
  .object({
    status: z.literal(true),
    withdrawal: withdrawalSchema,
    balance: centavos.describe('Below zero after a sportsbook rollback of a win already spent'),
    balance_withdrawal: centavos.nonnegative(),
    sequence: movementSequence
      .optional()
      .describe(
        'Our extension: the ledger movement these balances follow (as on Wallet and BalanceUpdated)',
      ),
  })
  .meta({ id: 'WithdrawalResponse' });
export type WithdrawalResponse = z.infer<typeof withdrawalResponseSchema>;

/** `POST /main-gateway/user-cancel-withdrawal` (signed in): only a pending (0) withdrawal. */
export const cancelWithdrawalRequestSchema = z
  .object({ id: idNumberSchema })
  .meta({ id: 'CancelWithdrawalRequest' });

/** Our extension: `GET /wallet/withdrawals?page=` (signed in), the wallet page's list, newest first. */
export const withdrawalsQuerySchema = z
  .object({ page: z.coerce.number().int().positive().max(100_000).default(1) })
  .meta({ id: 'WithdrawalsQuery' });
export const withdrawalPageSchema = z
  .object({
    data: z.array(withdrawalSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'WithdrawalPage' });
export type WithdrawalPage = z.infer<typeof withdrawalPageSchema>;

/** Our choice (the spec names no size): 20 withdrawals to a page, like the transactions. */
export const WITHDRAWALS_PAGE_SIZE = 20;

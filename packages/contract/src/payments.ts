// PIX deposits (§3 "PIX payment", "Payment event"; §4 "PIX deposit", "Payment statuses";
// §7 "Wallet and payments"; docs/design/payments-api.md). Light: only zod, so the deposit modal loads nothing else.
import { z } from 'zod';
import { centavos, isoDateTime, movementSequence } from './scalars.ts';

/** §4 "Payment statuses" of a PIX charge; `expired` once its 5 minutes have passed unpaid. */
export const PIX_CHARGE_STATUSES = [
  'waiting_payment',
  'paid',
  'refused',
  'refunded',
  'chargebacked',
  'expired',
] as const;
export type PixChargeStatus = (typeof PIX_CHARGE_STATUSES)[number];

/** §9: a PIX code is good for 5 minutes. */
export const PIX_EXPIRY_SECONDS = 5 * 60;

/** A charge's id: the txid of its BR Code (up to 25 letters and digits). */
export const pixTransactionIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9]{1,25}$/)
  .describe('The txid of the charge’s BR Code');

/** `POST /main-gateway/qrcode-pix` (signed in). */
export const pixChargeRequestSchema = z
  .object({
    amount: centavos
      .positive()
      .max(2_147_483_647)
      .describe('Centavos, within the tenant’s min_deposit–max_deposit'),
    coupon: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((value) => (value ? value.toUpperCase() : undefined))
      .describe(
        'Our extension (issue 37): a deposit coupon, checked as `POST /bonuses/check-coupon` does; empty is ignored (§5)',
      ),
  })
  .meta({ id: 'PixChargeRequest' });
export type PixChargeRequest = z.infer<typeof pixChargeRequestSchema>;

/** §3 "PIX payment": the request's fields come back with the charge; the web adds `show`. */
export const pixChargeResponseSchema = z
  .object({
    status: z.literal(true),
    transaction_id: pixTransactionIdSchema,
    qrcode: z.string().describe('The BR Code ("copia e cola") payload, CRC included'),
    amount: centavos.positive(),
    expires_at: isoDateTime.describe('5 minutes after created_at'),
    created_at: isoDateTime,
    coupon: z.string().optional().describe('Our extension: the coupon applied, when one was'),
    coupon_bonus: centavos
      .nonnegative()
      .optional()
      .describe('Our extension: what the coupon adds to the bonus balance once this PIX is paid'),
    demo_bank_url: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe('Demo mode only: the demo bank’s page with this charge’s code, to pay it'),
  })
  .meta({ id: 'PixChargeResponse' });
export type PixChargeResponse = z.infer<typeof pixChargeResponseSchema>;

/** A refused payment call: `status: false` with the message the web shows (§8 "PIX call"). */
export const paymentRefusalSchema = z
  .object({
    status: z.literal(false),
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'PaymentRefusal' });

/** `POST /main-gateway/consult-status-transaction` (signed in). */
export const pixStatusRequestSchema = z
  .object({ transaction_id: pixTransactionIdSchema })
  .meta({ id: 'PixStatusRequest' });

export const pixStatusResponseSchema = z
  .object({
    status: z.enum(PIX_CHARGE_STATUSES),
    paid: z.boolean(),
    amount: centavos.positive(),
    balance: centavos.optional().describe('The player’s balance, once the charge is paid'),
    sequence: movementSequence
      .optional()
      .describe('Our extension: the ledger movement that balance follows, once the charge is paid'),
  })
  .meta({ id: 'PixStatusResponse' });
export type PixStatusResponse = z.infer<typeof pixStatusResponseSchema>;

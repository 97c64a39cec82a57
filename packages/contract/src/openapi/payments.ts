import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import {
  pixChargeRequestSchema,
  pixChargeResponseSchema,
  pixStatusRequestSchema,
  pixStatusResponseSchema,
  pixTransactionIdSchema,
} from '../payments.ts';
import {
  errorResponse,
  html,
  json,
  ok,
  refusal,
  selfExcludedOrIdle,
  signedIn,
  unauthenticated,
} from './responses.ts';

// The demo bank's own calls: made by its page (same origin as the platform), not by the web app,
// so their schemas live here rather than in payments.ts.
const demoBankQuerySchema = z.object({
  code: z.string().max(512).optional().describe('A copia-e-cola code to show before paying'),
});
const demoBankPaymentSchema = z
  .object({
    payload: z.string().max(512).describe('The copia-e-cola code'),
    payer_cpf: z
      .string()
      .max(20)
      .optional()
      .describe('The paying account’s CPF; absent = the player’s own'),
  })
  .meta({ id: 'DemoBankPayment' });
const demoBankReceiptSchema = z
  .object({
    status: z.enum(['paid', 'refunded']),
    transaction_id: pixTransactionIdSchema,
    amount: z.number().int().positive(),
    message: z.string(),
  })
  .meta({ id: 'DemoBankReceipt' });

/** §7 Wallet and payments: PIX deposits (docs/design/payments-api.md), and demo mode's bank. */
export const paymentsPaths = {
  '/main-gateway/qrcode-pix': {
    post: {
      summary: 'A PIX charge of the amount: its BR Code, good for 5 minutes',
      security: signedIn,
      requestBody: json(pixChargeRequestSchema),
      responses: {
        '200': ok(pixChargeResponseSchema),
        '401': unauthenticated,
        '403': selfExcludedOrIdle,
        '422': refusal(
          'The amount is outside min_deposit–max_deposit, or the player has no CPF; the coupon is malformed, not started, ended, out of uses, or above the amount (`bonuses.coupon_min_deposit`)',
        ),
        '404': refusal('Unknown coupon (`bonuses.coupon_not_found`)'),
        '409': refusal(
          'The coupon was used by this player, or the player has an active bonus (`bonuses.coupon_used`, `bonuses.active_bonus`)',
        ),
      },
    },
  },
  '/main-gateway/consult-status-transaction': {
    post: {
      summary: 'Where one of the player’s PIX charges stands',
      security: signedIn,
      requestBody: json(pixStatusRequestSchema),
      responses: {
        '200': ok(pixStatusResponseSchema),
        '401': unauthenticated,
        '404': refusal('No charge of this player has that id'),
        '422': refusal('Validation failed'),
      },
    },
  },
  '/demo/bank': {
    get: {
      summary: 'Demo mode: a bank page that pays a copia-e-cola code (HTML)',
      requestParams: { query: demoBankQuerySchema },
      responses: { '200': html('The bank, with the code’s amount and payee when one is given') },
    },
  },
  '/demo/bank/pay': {
    post: {
      summary:
        'Demo mode: pays a charge once; from a CPF other than the player’s it is refunded (Portaria SPA/MF 615/2024)',
      requestBody: json(demoBankPaymentSchema),
      responses: {
        '200': ok(demoBankReceiptSchema),
        '404': errorResponse('No charge of this tenant has the code’s txid'),
        '409': errorResponse('The charge was already paid, refunded or refused'),
        '410': errorResponse('The charge expired'),
        '422': errorResponse(
          'Not a valid PIX code, not the code its charge issued, or an invalid CPF',
        ),
      },
    },
  },
} satisfies ZodOpenApiPathsObject;

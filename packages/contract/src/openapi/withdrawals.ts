import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import {
  cancelWithdrawalRequestSchema,
  createPixKeyRequestSchema,
  selectWithdrawMethodRequestSchema,
  withdrawalPageSchema,
  withdrawalRequestSchema,
  withdrawalResponseSchema,
  withdrawalSchema,
  withdrawalsQuerySchema,
  withdrawMethodResponseSchema,
  withdrawMethodsResponseSchema,
} from '../withdrawals.ts';
import {
  errorResponse,
  html,
  idParams,
  json,
  ok,
  refusal,
  selfExcluded,
  selfExcludedOrIdle,
  signedIn,
  unauthenticated,
} from './responses.ts';

// The demo console's own calls: made by its page (same origin as the platform), not by the web
// app, so their schemas live here rather than in withdrawals.ts.
const demoConsoleQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(100_000).optional().describe('50 to a page'),
});
const demoConsoleMoveSchema = z
  .object({
    status: z
      .number()
      .int()
      .min(1)
      .max(5)
      .describe('1 Approved, 2 Cancelled, 3 Invalid PIX key, 4 Processing, 5 Under analysis'),
  })
  .meta({ id: 'DemoConsoleWithdrawalMove' });
const demoConsoleMovedSchema = z
  .object({
    status: z.literal(true),
    message: z.string(),
    withdrawal: withdrawalSchema,
    returned: z.boolean().describe('This move gave the reserved amount back to the player'),
  })
  .meta({ id: 'DemoConsoleWithdrawalMoved' });

/**
 * §7 Wallet and payments: PIX keys and withdrawals (docs/design/payments-api.md "Withdrawals"),
 * and demo mode's operator console.
 */
export const withdrawalsPaths = {
  '/wallet/withdraw/methods': {
    get: {
      summary: 'The player’s PIX keys, masked, the selected one first',
      security: signedIn,
      responses: { '200': ok(withdrawMethodsResponseSchema), '401': unauthenticated },
    },
  },
  '/address/create': {
    post: {
      summary:
        'Registers a PIX key of the player’s own CPF (Portaria SPA/MF 615/2024) and selects it; the same key again is the same key',
      security: signedIn,
      requestBody: json(createPixKeyRequestSchema),
      responses: {
        '200': ok(withdrawMethodResponseSchema),
        '401': unauthenticated,
        '403': selfExcluded,
        '422': refusal(
          'An invalid key for its type, a key not in the player’s CPF, a player without a CPF, or too many keys',
        ),
      },
    },
  },
  '/wallet/withdraw/method': {
    post: {
      summary: 'Selects the key withdrawals go to',
      security: signedIn,
      requestBody: json(selectWithdrawMethodRequestSchema),
      responses: {
        '200': ok(withdrawMethodResponseSchema),
        '401': unauthenticated,
        '403': selfExcluded,
        '404': refusal('The player has no key with that id'),
        '422': refusal('Validation failed'),
      },
    },
  },
  '/wallet/withdraw/request': {
    post: {
      summary: 'Requests a withdrawal: the amount is reserved at once (a withdraw ledger row)',
      security: signedIn,
      requestBody: json(withdrawalRequestSchema),
      responses: {
        '200': ok(withdrawalResponseSchema),
        '401': unauthenticated,
        '403': selfExcludedOrIdle,
        '404': refusal('method_id names no key of the player'),
        '409': refusal(
          'An active bonus and no `forfeit_bonus: true` (`bonuses.withdrawal_forfeits`; `bonus_balance` says what would be lost)',
        ),
        '422': refusal(
          'E-mail or phone not verified, documents not approved (KYC tenants), the amount outside min_withdrawal–max_withdrawal or above balance_withdrawal, or no PIX key',
        ),
      },
    },
  },
  '/main-gateway/user-cancel-withdrawal': {
    post: {
      summary: 'Cancels a pending withdrawal of the player; the amount returns (once)',
      security: signedIn,
      requestBody: json(cancelWithdrawalRequestSchema),
      responses: {
        '200': ok(withdrawalResponseSchema),
        '401': unauthenticated,
        '403': selfExcluded,
        '404': refusal('No withdrawal of this player has that id'),
        '409': refusal('The withdrawal is no longer pending'),
        '422': refusal('Validation failed'),
      },
    },
  },
  '/wallet/withdrawals': {
    get: {
      summary: 'The player’s withdrawals, newest first, 20 to a page',
      security: signedIn,
      requestParams: { query: withdrawalsQuerySchema },
      responses: {
        '200': ok(withdrawalPageSchema),
        '401': unauthenticated,
        '422': errorResponse('Validation failed'),
      },
    },
  },
  '/demo/console': {
    get: {
      summary:
        'Demo mode: the operator console (HTML): the tenant’s withdrawals and their moves, notifications, the chat’s moderation',
      requestParams: { query: demoConsoleQuerySchema },
      responses: {
        '200': html('The console'),
        '422': errorResponse('Validation failed'),
      },
    },
  },
  '/demo/console/withdrawals/{id}/status': {
    post: {
      summary:
        'Demo mode: moves a withdrawal that is not closed; cancelled and invalid key return the amount once',
      requestParams: idParams,
      requestBody: json(demoConsoleMoveSchema),
      responses: {
        '200': ok(demoConsoleMovedSchema),
        '404': errorResponse('No withdrawal of this tenant has that id'),
        '409': errorResponse('The withdrawal is closed (approved, cancelled or invalid key)'),
        '422': errorResponse('Validation failed'),
      },
    },
  },
} satisfies ZodOpenApiPathsObject;

import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import {
  betbyEmptyAnswerSchema,
  betbyEnvelopeSchema,
  betbyErrorSchema,
  betbyPingAnswerSchema,
  betbyTransactionAnswerSchema,
  sportsbookSessionRequestSchema,
  sportsbookSessionResponseSchema,
} from '../sportsbook.ts';
import {
  standInBetListResponseSchema,
  standInBetRequestSchema,
  standInBetResponseSchema,
  standInFixturesQuerySchema,
  standInFixturesResponseSchema,
  standInSettleParamsSchema,
  standInSettleRequestSchema,
  standInSettleResponseSchema,
} from '../sportsbook-stand-in.ts';
import {
  errorResponse,
  json,
  ok,
  selfExcluded,
  selfExcludedOrIdle,
  signedIn,
  unauthenticated,
} from './responses.ts';

const standInNotFound = errorResponse(
  'Not demo mode, or the tenant has no Betby sportsbook (`betby.active` false)',
);

const betbyError = (description: string) => ({
  description,
  content: { 'application/json': { schema: betbyErrorSchema } },
});

/** Every callback refuses a JWT it cannot trust, and a call it cannot act on, the same way. */
const callbackRefusals = {
  '400': betbyError(
    'Betby’s error: 2004 Bad request (data not understood, a replay that does not match, a bet already ended), 2003 Parent transaction not found, 1006 Player not found, 1005 Player blocked, 2002 Invalid currency, 2001 Not enough money',
  ),
  '403': betbyError(
    '2005 Invalid JWT token: not signed by the tenant’s Betby key with its algorithm (ES256 for a P-256 key, RS256 for an RSA key), naming another brand (`aud`, `operator_brand_id`), expired, or issued in the future',
  ),
};

const callback = (summary: string, answer: Parameters<typeof ok>[0]) => ({
  post: {
    summary,
    description:
      'Called by Betby, not by the web app. The body is `{ payload }`, a JWT Betby signed (ES256 or RS256, as the tenant’s Betby key is) whose claims are `iat`, `exp` (optional), `jti`, `aud` (the brand_id; optional) and `payload`, the call’s data (docs/design/sportsbook-api.md). Amounts are centavos. Idempotent by Betby’s transaction id.',
    requestBody: json(betbyEnvelopeSchema),
    responses: { '200': ok(answer), ...callbackRefusals },
  },
});

/**
 * The sportsbook (docs/design/sportsbook-api.md): the player's Betby token, our extension of §7, and
 * the Betby wallet callbacks the tenant's API answers.
 */
export const sportsbookPaths = {
  '/sportsbook/session': {
    post: {
      summary:
        'Our extension: the player’s token for the Betby renderer (ES256 JWT, 15 minutes); ask again to refresh it',
      security: signedIn,
      requestBody: json(sportsbookSessionRequestSchema),
      responses: {
        '200': ok(sportsbookSessionResponseSchema),
        '401': unauthenticated,
        '403': selfExcludedOrIdle,
        '404': errorResponse('The tenant has no Betby sportsbook (`betby.active` false)'),
        '422': errorResponse('Validation failed'),
        '503': errorResponse('No sportsbook key is configured for the tenant'),
      },
    },
  },
  '/sportsbook/betby/ping': {
    get: {
      summary: 'Betby checks the wallet is there: a plain GET, unsigned',
      responses: {
        '200': ok(betbyPingAnswerSchema),
        '404': betbyError('The tenant has no Betby sportsbook (`betby.active` false)'),
      },
    },
    ...callback(
      'Betby checks the wallet is there (signed, as the other callbacks)',
      betbyPingAnswerSchema,
    ),
  },
  '/sportsbook/betby/bet/make': callback(
    'A bet: the stake is debited (a `bet` ledger row), or refused with 2001 when above the balance',
    betbyTransactionAnswerSchema,
  ),
  '/sportsbook/betby/bet/commit': callback('Betby accepted the bet made', betbyEmptyAnswerSchema),
  '/sportsbook/betby/bet/settlement': callback(
    'The bet’s final status, for the record (money moves by win, lost and refund)',
    betbyEmptyAnswerSchema,
  ),
  '/sportsbook/betby/bet/win': callback(
    'The bet won: the amount is credited (a `win` ledger row)',
    betbyTransactionAnswerSchema,
  ),
  '/sportsbook/betby/bet/lost': callback(
    'The bet lost: no money moves',
    betbyTransactionAnswerSchema,
  ),
  '/sportsbook/betby/bet/refund': callback(
    'The bet is void: the stake comes back (a `bet` ledger row of +stake)',
    betbyTransactionAnswerSchema,
  ),
  '/sportsbook/betby/bet/discard': callback(
    'Betby could not accept a bet made: the stake comes back; a bet discarded before it arrived is refused when it does',
    betbyEmptyAnswerSchema,
  ),
  '/sportsbook/betby/bet/rollback': callback(
    'Undoes one win, lost or refund of a bet, once (2001 when the money is no longer there)',
    betbyTransactionAnswerSchema,
  ),
  '/sportsbook/demo/bt-renderer.min.js': {
    get: {
      summary:
        'Demo mode: the Betby stand-in’s renderer script — `window.BTRenderer` with Betby’s API (initialize, updateOptions, kill, the promo widget)',
      responses: {
        '200': {
          description: 'Plain JavaScript; it calls the fixtures and bets below, next to itself',
          content: { 'text/javascript': { schema: z.string() } },
        },
        '404': standInNotFound,
      },
    },
  },
  '/sportsbook/demo/fixtures': {
    get: {
      summary: 'Demo mode: the stand-in’s seeded matches and decimal odds',
      requestParams: { query: standInFixturesQuerySchema },
      responses: {
        '200': ok(standInFixturesResponseSchema),
        '404': standInNotFound,
        '422': errorResponse('Validation failed'),
      },
    },
  },
  '/sportsbook/demo/bets': {
    get: {
      summary:
        'Demo mode: the player’s sportsbook bets, the newest first (at most 50) — the stand-in’s “Minhas apostas”',
      description:
        'Authorization: Bearer <the player’s sportsbook token> (`POST /sportsbook/session`), not the site’s session token. Only this tenant’s and this player’s bets.',
      security: signedIn,
      responses: {
        '200': ok(standInBetListResponseSchema),
        '401': errorResponse(
          'No sportsbook token, or one this tenant did not sign or that expired',
        ),
        '404': standInNotFound,
      },
    },
    post: {
      summary:
        'Demo mode: the stand-in places a bet (what Betby’s servers do live) — priced from the fixtures, then bet/make and bet/commit on the wallet',
      description:
        'Authorization: Bearer <the player’s sportsbook token> (`POST /sportsbook/session`), not the site’s session token.',
      security: signedIn,
      requestBody: json(standInBetRequestSchema),
      responses: {
        '200': ok(standInBetResponseSchema),
        '401': errorResponse(
          'No sportsbook token, or one this tenant did not sign or that expired',
        ),
        '403': selfExcluded,
        '404': standInNotFound,
        '422': errorResponse(
          'Validation failed; `stake`: Saldo insuficiente para esta aposta.; `selections`: unknown or not a single / multiple',
        ),
        '503': errorResponse('The tenant has Betby’s real keys: no stand-in'),
      },
    },
  },
  '/sportsbook/demo/bets/{id}/settle': {
    post: {
      summary:
        'Demo mode: settles one of the player’s open bets — win, lost or refund, then bet/settlement',
      security: signedIn,
      requestParams: { path: standInSettleParamsSchema },
      requestBody: json(standInSettleRequestSchema),
      responses: {
        '200': ok(standInSettleResponseSchema),
        '401': errorResponse('No valid sportsbook token'),
        '404': errorResponse('No open bet of this player has that id (or no Betby sportsbook)'),
        '409': errorResponse('The bet was already settled'),
        '422': errorResponse('Validation failed'),
        '503': errorResponse('The tenant has Betby’s real keys: no stand-in'),
      },
    },
  },
} satisfies ZodOpenApiPathsObject;

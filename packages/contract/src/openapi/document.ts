import { createDocument } from 'zod-openapi';
import { z } from 'zod';
import { healthSchema, laravelErrorSchema } from '../errors.ts';
import { contentQuerySchema } from '../locale.ts';
import { siteConfigQuerySchema, siteConfigSchema } from '../site-config.ts';
import {
  bannersResponseSchema,
  categoriesResponseSchema,
  pageResponseSchema,
  pageSlugSchema,
} from '../content.ts';
import {
  authResponseSchema,
  avatarUploadFormSchema,
  codeSentResponseSchema,
  documentResponseSchema,
  documentReviewRequestSchema,
  documentsStatusResponseSchema,
  documentUploadFormSchema,
  googleLoginRequestSchema,
  languageResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  passwordChangeRequestSchema,
  profileResponseSchema,
  profileShowRequestSchema,
  profileShowResponseSchema,
  recoverPasswordRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  selfExcludedSchema,
  selfExclusionRequestSchema,
  selfExclusionResponseSchema,
  toggleHideMetricsRequestSchema,
  updateAccountRequestSchema,
  updateLanguageRequestSchema,
  updateNameRequestSchema,
  updateSettingsRequestSchema,
  userResponseSchema,
  validateCpfRequestSchema,
  validateCpfResponseSchema,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
  verifyEmailRequestSchema,
  verifyPhoneRequestSchema,
  vipResponseSchema,
} from '../accounts.ts';
import {
  favoriteGamesResponseSchema,
  favoriteRequestSchema,
  favoriteResponseSchema,
  featuredGamesQuerySchema,
  featuredGamesResponseSchema,
  gameFilterQuerySchema,
  gameResponseSchema,
  gamesResponseSchema,
  gameUrlRequestSchema,
  gameUrlResponseSchema,
  getGameRequestSchema,
  homeGamesQuerySchema,
  homeGamesResponseSchema,
  likeRequestSchema,
  likeResponseSchema,
  pageQuerySchema,
  providersQuerySchema,
  providersResponseSchema,
  recentGamesResponseSchema,
  relatedGamesRequestSchema,
  relatedGamesResponseSchema,
} from '../games.ts';
import { walletResponseSchema } from '../wallet.ts';

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: laravelErrorSchema } },
});
const ok = (schema: z.ZodType, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});
const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
const form = (schema: z.ZodType) => ({ content: { 'multipart/form-data': { schema } } });
const noContent = (description: string) => ({ description });
const signedIn = [{ bearer: [] }];
const invalid = errorResponse('Validation failed: messages keyed by field, in the Accept-Language');
const unauthenticated = errorResponse('No valid bearer token of this tenant');
const selfExcluded = {
  description: 'The player is self-excluded',
  content: { 'application/json': { schema: selfExcludedSchema } },
};
const tooMany = errorResponse('Too many attempts; see Retry-After');
const idParams = { path: z.object({ id: z.string().regex(/^\d+$/) }) };

/** §7 Auth, Profile and Documents (docs/design/accounts-api.md). */
const accountPaths = {
  '/auth/login': {
    post: {
      summary: 'Sign in with phone and password (plus CPF or e-mail where the tenant asks)',
      requestBody: json(loginRequestSchema),
      responses: {
        '200': ok(authResponseSchema),
        '403': selfExcluded,
        '422': errorResponse('Wrong credentials (errors.username) or invalid fields'),
        '429': errorResponse('5 failures for this phone in 15 minutes; see Retry-After'),
      },
    },
  },
  '/auth/google': {
    post: {
      summary: 'Sign in (or up) with a Google ID token',
      requestBody: json(googleLoginRequestSchema),
      responses: { '200': ok(authResponseSchema), '403': selfExcluded, '422': invalid },
    },
  },
  '/auth/register': {
    post: {
      summary: 'Create an account with a code sent by verify-email or verify-phone',
      requestBody: json(registerRequestSchema),
      responses: {
        '201': ok(authResponseSchema, 'Created and signed in'),
        '422': errorResponse('Taken phone, e-mail or CPF; wrong or expired code; refused captcha'),
        '429': tooMany,
      },
    },
  },
  '/auth/me': {
    get: {
      summary: 'The signed-in player',
      security: signedIn,
      responses: { '200': ok(userResponseSchema), '401': unauthenticated, '403': selfExcluded },
    },
  },
  '/auth/logout': {
    get: {
      summary: 'Revoke the bearer token',
      security: signedIn,
      responses: { '204': noContent('Revoked'), '401': unauthenticated },
    },
  },
  '/auth/update': {
    post: {
      summary: 'Change the e-mail or phone (a changed one becomes unverified)',
      security: signedIn,
      requestBody: json(updateAccountRequestSchema),
      responses: { '200': ok(userResponseSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/auth/verify-email': {
    post: {
      summary: 'Send a 6-digit code by e-mail (valid 10 minutes)',
      requestBody: json(verifyEmailRequestSchema),
      responses: { '202': ok(codeSentResponseSchema, 'Sent'), '422': invalid, '429': tooMany },
    },
  },
  '/auth/verify-phone': {
    post: {
      summary: 'Send a 6-digit code by SMS (valid 10 minutes)',
      requestBody: json(verifyPhoneRequestSchema),
      responses: { '202': ok(codeSentResponseSchema, 'Sent'), '422': invalid, '429': tooMany },
    },
  },
  '/auth/verify-code': {
    post: {
      summary: 'Check a code; purpose verify also marks the contact verified',
      requestBody: json(verifyCodeRequestSchema),
      responses: {
        '200': ok(verifyCodeResponseSchema),
        '422': errorResponse('Wrong or expired code (errors.code)'),
        '429': errorResponse('5 wrong tries: the code is burnt'),
      },
    },
  },
  '/auth/recover-password': {
    post: {
      summary: 'Send a recovery code (same answer whether or not an account exists)',
      requestBody: json(recoverPasswordRequestSchema),
      responses: { '202': ok(codeSentResponseSchema, 'Sent'), '422': invalid, '429': tooMany },
    },
  },
  '/auth/reset-password': {
    post: {
      summary: 'Set a new password with a recovery code; every token is revoked',
      requestBody: json(resetPasswordRequestSchema),
      responses: { '200': ok(messageResponseSchema), '422': invalid, '429': tooMany },
    },
  },
  '/auth/request-password-change': {
    post: {
      summary: 'Change the password with the current one; other sessions end',
      security: signedIn,
      requestBody: json(passwordChangeRequestSchema),
      responses: { '200': ok(messageResponseSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/validate/validate-cpf': {
    post: {
      summary: 'Check a CPF and whether it is still free in this tenant',
      requestBody: json(validateCpfRequestSchema),
      responses: { '200': ok(validateCpfResponseSchema), '422': errorResponse('CPF inválido') },
    },
  },
  '/profile': {
    get: {
      summary: 'The player, the wallet and the first page of transactions',
      security: signedIn,
      responses: { '200': ok(profileResponseSchema), '401': unauthenticated },
    },
  },
  '/profile/show': {
    post: {
      summary: "A player's public profile, without what their settings hide",
      requestBody: json(profileShowRequestSchema),
      responses: { '200': ok(profileShowResponseSchema), '404': errorResponse('No such player') },
    },
  },
  '/profile/toggle-hide-metrics': {
    post: {
      summary: 'Hide or show level, VIP and statistics to others',
      security: signedIn,
      requestBody: json(toggleHideMetricsRequestSchema),
      responses: { '200': ok(userResponseSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/profile/vip': {
    get: {
      summary: 'VIP standing: level, points, current and next rank, the ladder',
      security: signedIn,
      responses: { '200': ok(vipResponseSchema), '401': unauthenticated },
    },
  },
  '/profile/uploadAvatar': {
    post: {
      summary: 'Upload an avatar (checked by content, at most 2 MB)',
      security: signedIn,
      requestBody: form(avatarUploadFormSchema),
      responses: { '200': ok(userResponseSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/profile/updateName': {
    post: {
      summary: 'Change the full name',
      security: signedIn,
      requestBody: json(updateNameRequestSchema),
      responses: { '200': ok(userResponseSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/profile/updateLanguage': {
    post: {
      summary: 'Change the language',
      security: signedIn,
      requestBody: json(updateLanguageRequestSchema),
      responses: { '200': ok(userResponseSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/profile/getLanguage': {
    get: {
      summary: "The player's language (a guest's from Accept-Language)",
      responses: { '200': ok(languageResponseSchema) },
    },
  },
  '/profile/update-settings': {
    post: {
      summary: 'Change profile settings and the birth date',
      security: signedIn,
      requestBody: json(updateSettingsRequestSchema),
      responses: { '200': ok(userResponseSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/profile/self-exclusion': {
    post: {
      summary: 'Self-exclude for a period; every token is revoked',
      security: signedIn,
      requestBody: json(selfExclusionRequestSchema),
      responses: { '200': ok(selfExclusionResponseSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/profile/self-exclusion/remove': {
    post: {
      summary: 'Lift a self-exclusion whose period is over',
      security: signedIn,
      responses: {
        '204': noContent('Lifted'),
        '401': unauthenticated,
        '422': errorResponse('The period is not over'),
      },
    },
  },
  '/documents/upload': {
    post: {
      summary: 'Upload a KYC document (checked by content, at most 5 MB)',
      security: signedIn,
      requestBody: form(documentUploadFormSchema),
      responses: {
        '201': ok(documentResponseSchema, 'Stored'),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
  '/documents/status': {
    get: {
      summary: "The player's documents and KYC status",
      security: signedIn,
      responses: { '200': ok(documentsStatusResponseSchema), '401': unauthenticated },
    },
  },
  '/documents/cancel/{id}': {
    post: {
      summary: 'Cancel a pending document',
      security: signedIn,
      requestParams: idParams,
      responses: {
        '200': ok(documentResponseSchema),
        '404': errorResponse('Not a document of this player'),
        '422': errorResponse('No longer pending'),
      },
    },
  },
  '/demo/documents/{id}/approve': {
    post: {
      summary: 'Demo mode: approve a pending document',
      requestParams: idParams,
      requestBody: json(documentReviewRequestSchema),
      responses: { '200': ok(documentResponseSchema), '422': errorResponse('No longer pending') },
    },
  },
  '/demo/documents/{id}/reject': {
    post: {
      summary: 'Demo mode: reject a pending document, with a reason',
      requestParams: idParams,
      requestBody: json(documentReviewRequestSchema),
      responses: { '200': ok(documentResponseSchema), '422': errorResponse('No longer pending') },
    },
  },
  '/demo/outbox': {
    get: {
      summary: 'Demo mode: the e-mails and SMS sent to an address, newest first',
      requestParams: { query: outboxQuerySchema },
      responses: { '200': ok(outboxResponseSchema) },
    },
  },
};

const gameIdParams = { path: z.object({ gameId: z.string().regex(/^\d+$/) }) };
const launchParams = {
  path: z.object({ token: z.string().describe('The launch token of gameUrl') }),
};

// The demo slot's own round call: made by the slot page (same origin as the platform), not by the
// web app, so its schemas live here rather than in games.ts.
const slotSpinRequestSchema = z
  .object({
    stake: z.number().int().describe('Centavos, one of 20, 50, 100, 200, 500, 1000, 2000, 5000'),
  })
  .meta({ id: 'SlotSpinRequest' });
const slotSpinResponseSchema = z
  .object({
    reels: z
      .array(z.array(z.string()).length(3))
      .length(3)
      .describe(
        'reels[reel][row]: symbol ids (cherry, lemon, orange, grapes, bell, star, diamond, seven)',
      ),
    win: z.number().int().nonnegative().describe('Centavos won this round'),
    balance: z
      .number()
      .int()
      .nonnegative()
      .describe('Balance after the round (demo credits in demo mode)'),
    round_id: z.uuid().describe('Shared by the round’s bet and win ledger rows'),
  })
  .meta({ id: 'SlotSpinResponse' });

/** §7 Games and the wallet (docs/design/casino-api.md). */
const casinoPaths = {
  '/casinos/games': {
    get: {
      summary: 'A page of 24 games matching the filter',
      requestParams: { query: gameFilterQuerySchema },
      responses: { '200': ok(gamesResponseSchema), '422': invalid },
    },
  },
  '/featured/home-games': {
    get: {
      summary: 'Home sections: one per category with games, 4 categories a page, most viewed first',
      requestParams: { query: homeGamesQuerySchema },
      responses: { '200': ok(homeGamesResponseSchema), '422': invalid },
    },
  },
  '/featured/games': {
    get: {
      summary: "The operator's featured games",
      requestParams: { query: featuredGamesQuerySchema },
      responses: { '200': ok(featuredGamesResponseSchema), '422': invalid },
    },
  },
  '/games/recent': {
    get: {
      summary: "The player's games, last played first",
      security: signedIn,
      requestParams: { query: pageQuerySchema },
      responses: { '200': ok(recentGamesResponseSchema), '401': unauthenticated },
    },
  },
  '/profile/favorites': {
    get: {
      summary: "The player's favourite games, newest first",
      security: signedIn,
      requestParams: { query: pageQuerySchema },
      responses: { '200': ok(favoriteGamesResponseSchema), '401': unauthenticated },
    },
  },
  '/games/get': {
    post: {
      summary: 'One game by its page address; counts a view',
      requestBody: json(getGameRequestSchema),
      responses: {
        '200': ok(gameResponseSchema),
        '404': errorResponse('No such game'),
        '422': invalid,
      },
    },
  },
  '/games/getRelated': {
    post: {
      summary: 'Games sharing a category or the provider',
      requestBody: json(relatedGamesRequestSchema),
      responses: {
        '200': ok(relatedGamesResponseSchema),
        '404': errorResponse('No such game'),
        '422': invalid,
      },
    },
  },
  '/games/url': {
    post: {
      summary: 'Launch URL of a game (the demo slot); a signed-in launch is a recent play',
      requestBody: json(gameUrlRequestSchema),
      responses: {
        '200': ok(gameUrlResponseSchema),
        '401': errorResponse('A guest asked for a game that is not demo-only'),
        '404': errorResponse('No such game of this provider'),
        '503': errorResponse('The provider cannot launch the game (maintenance)'),
      },
    },
  },
  '/games/favorite/{gameId}': {
    post: {
      summary: 'Add or remove a favourite (idempotent)',
      security: signedIn,
      requestParams: gameIdParams,
      requestBody: json(favoriteRequestSchema),
      responses: {
        '200': ok(favoriteResponseSchema),
        '401': unauthenticated,
        '404': errorResponse('No such game'),
        '422': invalid,
      },
    },
  },
  '/games/like/{gameId}': {
    post: {
      summary: 'Set the like to its final state (idempotent)',
      security: signedIn,
      requestParams: gameIdParams,
      requestBody: json(likeRequestSchema),
      responses: {
        '200': ok(likeResponseSchema),
        '401': unauthenticated,
        '404': errorResponse('No such game'),
        '422': invalid,
      },
    },
  },
  '/games/providers': {
    get: {
      summary: 'Providers with games matching the filter, by name',
      requestParams: { query: providersQuerySchema },
      responses: { '200': ok(providersResponseSchema), '422': invalid },
    },
  },
  '/profile/wallet': {
    get: {
      summary: "The player's balances, from the ledger",
      security: signedIn,
      responses: { '200': ok(walletResponseSchema), '401': unauthenticated },
    },
  },
  '/demo/slot/{token}': {
    get: {
      summary: 'The demo slot page behind a gameUrl (HTML, for an iframe)',
      requestParams: launchParams,
      responses: {
        '200': { description: 'The slot', content: { 'text/html': { schema: z.string() } } },
        '404': {
          description: 'Unknown or expired launch',
          content: { 'text/html': { schema: z.string() } },
        },
      },
    },
  },
  '/demo/slot/{token}/spin': {
    post: {
      summary: 'One round of the demo slot, in one database transaction',
      requestParams: launchParams,
      requestBody: json(slotSpinRequestSchema),
      responses: {
        '200': ok(slotSpinResponseSchema),
        '401': errorResponse('Unknown or expired launch'),
        '403': selfExcluded,
        '422': errorResponse('Saldo insuficiente para esta aposta. — or a stake not on offer'),
      },
    },
  },
};

/** The OpenAPI 3.1 document of every call the contract covers, built from the zod schemas. */
export function buildOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Vitrine tenant API',
      version: '0.1.0',
      description:
        'The calls the Vitrine front end makes (product spec §7). Every tenant serves them under its own `apiLink`; the registry answers `/api/site-config`.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        guest: { type: 'apiKey', in: 'header', name: 'Guest-ID' },
      },
    },
    paths: {
      '/health': { get: { summary: 'Liveness', responses: { '200': ok(healthSchema) } } },
      '/api/site-config': {
        get: {
          summary: 'Tenant registry: the theme for a host name',
          requestParams: { query: siteConfigQuerySchema },
          responses: {
            '200': ok(siteConfigSchema),
            '404': errorResponse('No tenant serves this domain'),
          },
        },
      },
      '/site-config': {
        get: { summary: "The tenant's settings", responses: { '200': ok(siteConfigSchema) } },
      },
      '/categories': {
        get: {
          summary: 'Game categories',
          requestParams: { query: contentQuerySchema },
          responses: { '200': ok(categoriesResponseSchema) },
        },
      },
      '/settings/banners': {
        get: {
          summary: 'Home banners',
          requestParams: { query: contentQuerySchema },
          responses: { '200': ok(bannersResponseSchema) },
        },
      },
      '/pages/{slug}': {
        get: {
          summary: 'A content page (terms, privacy, … or any operator page)',
          requestParams: { path: z.object({ slug: pageSlugSchema }), query: contentQuerySchema },
          responses: { '200': ok(pageResponseSchema), '404': errorResponse('No such page') },
        },
      },
      ...accountPaths,
      ...casinoPaths,
    },
  });
}

import type {
  authResponseSchema,
  codeSentResponseSchema,
  documentResponseSchema,
  documentsStatusResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  passwordChangeRequestSchema,
  profileResponseSchema,
  profileShowRequestSchema,
  profileShowResponseSchema,
  registerRequestSchema,
  toggleHideMetricsRequestSchema,
  updateSettingsRequestSchema,
  validateCpfRequestSchema,
  validateCpfResponseSchema,
  verifyCodeRequestSchema,
  verifyCodeResponseSchema,
  verifyEmailRequestSchema,
  verifyPhoneRequestSchema,
  vipResponseSchema,
} from '@vitrine/contract/accounts.ts';
import type {
  favoriteRequestSchema,
  favoriteResponseSchema,
  gamesResponseSchema,
  gameUrlRequestSchema,
  gameUrlResponseSchema,
  likeRequestSchema,
  likeResponseSchema,
  recentGamesResponseSchema,
  relatedGamesRequestSchema,
  relatedGamesResponseSchema,
} from '@vitrine/contract/games.ts';
import type { userResponseSchema } from '@vitrine/contract/user.ts';
import type { walletResponseSchema } from '@vitrine/contract/wallet.ts';
import type { z } from 'zod';

type Wire<Schema extends z.ZodType> = z.input<Schema>;

/**
 * The tenant API calls the web app makes (packages/contract, §7), keyed `METHOD /path` with `:name`
 * for a path parameter: what the client sends and what a 2xx answer carries. The fake platform's
 * handlers are typed from this, so a handler that answers the wrong shape does not compile.
 * Multipart uploads carry a FormData.
 */
export interface Endpoints {
  'POST /auth/login': {
    body: Wire<typeof loginRequestSchema>;
    response: Wire<typeof authResponseSchema>;
  };
  'POST /auth/register': {
    body: Wire<typeof registerRequestSchema>;
    response: Wire<typeof authResponseSchema>;
  };
  'GET /auth/me': { body: null; response: Wire<typeof userResponseSchema> };
  'GET /auth/logout': { body: null; response: null };
  'POST /auth/verify-email': {
    body: Wire<typeof verifyEmailRequestSchema>;
    response: Wire<typeof codeSentResponseSchema>;
  };
  'POST /auth/verify-phone': {
    body: Wire<typeof verifyPhoneRequestSchema>;
    response: Wire<typeof codeSentResponseSchema>;
  };
  'POST /auth/verify-code': {
    body: Wire<typeof verifyCodeRequestSchema>;
    response: Wire<typeof verifyCodeResponseSchema>;
  };
  'POST /auth/request-password-change': {
    body: Wire<typeof passwordChangeRequestSchema>;
    response: Wire<typeof messageResponseSchema>;
  };
  'POST /validate/validate-cpf': {
    body: Wire<typeof validateCpfRequestSchema>;
    response: Wire<typeof validateCpfResponseSchema>;
  };
  'GET /profile': { body: null; response: Wire<typeof profileResponseSchema> };
  'GET /profile/wallet': { body: null; response: Wire<typeof walletResponseSchema> };
  'GET /profile/vip': { body: null; response: Wire<typeof vipResponseSchema> };
  'POST /profile/show': {
    body: Wire<typeof profileShowRequestSchema>;
    response: Wire<typeof profileShowResponseSchema>;
  };
  'POST /profile/update-settings': {
    body: Wire<typeof updateSettingsRequestSchema>;
    response: Wire<typeof userResponseSchema>;
  };
  'POST /profile/toggle-hide-metrics': {
    body: Wire<typeof toggleHideMetricsRequestSchema>;
    response: Wire<typeof userResponseSchema>;
  };
  'POST /profile/uploadAvatar': { body: FormData; response: Wire<typeof userResponseSchema> };
  'GET /documents/status': {
    body: null;
    response: Wire<typeof documentsStatusResponseSchema>;
  };
  'POST /documents/upload': { body: FormData; response: Wire<typeof documentResponseSchema> };
  'POST /documents/cancel/:id': { body: null; response: Wire<typeof documentResponseSchema> };
  'GET /casinos/games': { body: null; response: Wire<typeof gamesResponseSchema> };
  'GET /games/recent': { body: null; response: Wire<typeof recentGamesResponseSchema> };
  'POST /games/getRelated': {
    body: Wire<typeof relatedGamesRequestSchema>;
    response: Wire<typeof relatedGamesResponseSchema>;
  };
  'POST /games/url': {
    body: Wire<typeof gameUrlRequestSchema>;
    response: Wire<typeof gameUrlResponseSchema>;
  };
  'POST /games/favorite/:gameId': {
    body: Wire<typeof favoriteRequestSchema>;
    response: Wire<typeof favoriteResponseSchema>;
  };
  'POST /games/like/:gameId': {
    body: Wire<typeof likeRequestSchema>;
    response: Wire<typeof likeResponseSchema>;
  };
}

export type EndpointKey = keyof Endpoints;
export type RequestBody<Key extends EndpointKey> = Endpoints[Key]['body'];
export type ResponseBody<Key extends EndpointKey> = Endpoints[Key]['response'];

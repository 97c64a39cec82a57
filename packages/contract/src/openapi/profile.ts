import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  avatarUploadFormSchema,
  languageResponseSchema,
  profileResponseSchema,
  profileShowRequestSchema,
  profileShowResponseSchema,
  selfExclusionRequestSchema,
  selfExclusionResponseSchema,
  toggleHideMetricsRequestSchema,
  updateLanguageRequestSchema,
  updateNameRequestSchema,
  updateSettingsRequestSchema,
  vipResponseSchema,
} from '../accounts.ts';
import {
  errorResponse,
  form,
  invalid,
  json,
  noContent,
  ok,
  playerChange,
  signedIn,
  unauthenticated,
} from './responses.ts';

/** §7 Profile, VIP and self-exclusion (docs/design/accounts-api.md). */
export const profilePaths = {
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
  '/profile/toggle-hide-metrics': playerChange(
    'Hide or show level, VIP and statistics to others',
    json(toggleHideMetricsRequestSchema),
  ),
  '/profile/vip': {
    get: {
      summary: 'VIP standing: level, points, current and next rank, the ladder',
      security: signedIn,
      responses: { '200': ok(vipResponseSchema), '401': unauthenticated },
    },
  },
  '/profile/uploadAvatar': playerChange(
    'Upload an avatar (checked by content, at most 2 MB)',
    form(avatarUploadFormSchema),
  ),
  '/profile/updateName': playerChange('Change the full name', json(updateNameRequestSchema)),
  '/profile/updateLanguage': playerChange('Change the language', json(updateLanguageRequestSchema)),
  '/profile/getLanguage': {
    get: {
      summary: "The player's language (a guest's from Accept-Language)",
      responses: { '200': ok(languageResponseSchema) },
    },
  },
  '/profile/update-settings': playerChange(
    'Change profile settings and the birth date',
    json(updateSettingsRequestSchema),
  ),
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
} satisfies ZodOpenApiPathsObject;

import { z } from 'zod';
import { selfExcludedSchema, userResponseSchema } from '../accounts.ts';
import { laravelErrorSchema } from '../errors.ts';
import { paymentRefusalSchema } from '../payments.ts';
import { sessionIdleSchema } from '../responsible-gaming.ts';

// What every operation file shares: bodies, the §8 error responses and the security requirement.

/** An error answered in the Laravel shape `{ message, errors? }` (§8). */
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: laravelErrorSchema } },
});
export const ok = (schema: z.ZodType, description = 'OK') => ({
  description,
  content: { 'application/json': { schema } },
});
/** A refused payment call: the Laravel error with `status: false` (§8 "PIX call"). */
export const refusal = (description: string) => ({
  description,
  content: { 'application/json': { schema: paymentRefusalSchema } },
});
/** A page the platform renders itself (the demo slot, bank, console and sports page). */
export const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});
export const json = (schema: z.ZodType) => ({ content: { 'application/json': { schema } } });
export const form = (schema: z.ZodType) => ({ content: { 'multipart/form-data': { schema } } });
export const noContent = (description: string) => ({ description });

/** The call needs `Authorization: Bearer` of a player of this tenant. */
export const signedIn = [{ bearer: [] }];

export const invalid = errorResponse(
  'Validation failed: messages keyed by field, in the Accept-Language',
);
export const unauthenticated = errorResponse('No valid bearer token of this tenant');
export const selfExcluded = {
  description: 'The player is self-excluded',
  content: { 'application/json': { schema: selfExcludedSchema } },
};
export const tooMany = errorResponse('Too many attempts; see Retry-After');

/** A numeric id in the path, e.g. `/documents/cancel/{id}`. */
export const idParams = { path: z.object({ id: z.string().regex(/^\d+$/) }) };

/** A signed-in player changes something of theirs and gets the player back (§7 Profile). */
export const playerChange = (
  summary: string,
  requestBody: ReturnType<typeof json> | ReturnType<typeof form>,
) => ({
  post: {
    summary,
    security: signedIn,
    requestBody,
    responses: { '200': ok(userResponseSchema), '401': unauthenticated, '422': invalid },
  },
});

/** A money call's 403: a self-excluded player, or a session idle past the tenant's minutes. */
export const selfExcludedOrIdle = {
  description: 'The player is self-excluded, or the session is idle (`session.idle`)',
  content: {
    'application/json': { schema: z.union([selfExcludedSchema, sessionIdleSchema]) },
  },
};

import { userSchema } from '@vitrine/contract/user.ts';
import { z } from 'zod';

/**
 * The part of the user the shell needs everywhere (header, menus, gates). Kept in the `auth_state`
 * cookie too, so it must stay small; the full profile comes from `GET /profile`.
 */
export const sessionUserSchema = userSchema
  .pick({
    id: true,
    name: true,
    first_name: true,
    last_name: true,
    email: true,
    username: true,
    avatar: true,
    language: true,
    level: true,
    vip: true,
    email_verified_at: true,
    phone_verified_at: true,
    // Issue 35: the prompt for the loss and time limits a player must have.
    limits_required: true,
  })
  .extend({
    // §3 user_likes: the casino's liked set. Kept in storage and the cache, never in the cookie (it can
    // grow past a cookie's size), so a server render knows no likes and the browser adds them.
    user_likes: userSchema.shape.user_likes.optional(),
    // Issue 35: a pause in force, for the header's "Em pausa até…" (optional until the platform's
    // user carries it).
    paused: z.boolean().optional(),
    paused_until: z.iso.datetime({ offset: true }).nullable().optional(),
  });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** §3 Auth response (login, Google, register), keeping only the session's part of the user. */
export const sessionAuthResponseSchema = z.object({
  data: sessionUserSchema,
  token: z.string().min(1),
});

export const sessionTokenSchema = z.string().min(1).max(4096);

/** What the server can tell from the cookies of a request (never the token itself). */
export interface ServerSession {
  user: SessionUser;
}

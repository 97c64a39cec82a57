import { z } from 'zod';

/**
 * The part of the user the shell needs everywhere (header, menus, gates). Kept in the `auth_state`
 * cookie too, so it must stay small; the full profile comes from `GET /profile`.
 */
export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  language: z.string(),
  level: z.number().int(),
  vip: z.object({ level: z.number().int(), points: z.number() }),
  email_verified_at: z.string().nullable(),
  phone_verified_at: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionTokenSchema = z.string().min(1).max(4096);

/** What the server can tell from the cookies of a request (never the token itself). */
export interface ServerSession {
  user: SessionUser;
}

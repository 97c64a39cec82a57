// Broadcasting auth (§7): what pusher-js sends to authorise a private channel or sign a user in,
// and what it gets back. Its own module: the browser parses the answers as it connects, long
// before (and often without) any event's schema.
import { z } from 'zod';

/** `POST /broadcasting/auth`, form- or JSON-encoded as pusher-js sends it. */
export const broadcastingAuthRequestSchema = z
  .object({
    socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'invalid socket id'),
    channel_name: z.string().min(1).max(200),
  })
  .meta({ id: 'BroadcastingAuthRequest' });

export const broadcastingAuthResponseSchema = z
  .object({
    auth: z.string().describe('"{key}:{HMAC-SHA256 hex}" over socket_id:channel[:channel_data]'),
    channel_data: z
      .string()
      .optional()
      .describe('Presence channels: JSON {user_id, user_info}, signed with the channel'),
  })
  .meta({ id: 'BroadcastingAuthResponse' });

/** `POST /broadcasting/user-auth`: pusher-js's user sign-in. */
export const broadcastingUserAuthRequestSchema = z
  .object({ socket_id: broadcastingAuthRequestSchema.shape.socket_id })
  .meta({ id: 'BroadcastingUserAuthRequest' });

export const broadcastingUserAuthResponseSchema = z
  .object({
    auth: z.string().describe('"{key}:{HMAC-SHA256 hex}" over socket_id::user::user_data'),
    user_data: z.string().describe('JSON {id, user_info}'),
  })
  .meta({ id: 'BroadcastingUserAuthResponse' });

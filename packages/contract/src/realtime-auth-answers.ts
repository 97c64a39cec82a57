// The broadcasting auth's answers (§7), read without zod. The browser reads them as its socket
// connects, on every first visit, and zod's own start-up there was a long task on a phone
// (docs/decisions/023). They are the shapes realtime-auth.ts's schemas describe, which the platform
// answers with and the OpenAPI document publishes; realtime-auth-answers.test.ts holds the two
// together over the same answers.
import type { z } from 'zod';
import type {
  broadcastingAuthResponseSchema,
  broadcastingUserAuthResponseSchema,
} from './realtime-auth.ts';
import { isObjectLike } from './json-shapes.ts';

export type BroadcastingAuthAnswer = z.output<typeof broadcastingAuthResponseSchema>;
export type BroadcastingUserAuthAnswer = z.output<typeof broadcastingUserAuthResponseSchema>;

/** `POST /broadcasting/auth`'s answer, its known fields only; null when it is not one. */
export function readBroadcastingAuthAnswer(value: unknown): BroadcastingAuthAnswer | null {
  if (!isObjectLike(value) || typeof value.auth !== 'string') return null;
  const { auth, channel_data: channelData } = value;
  if (channelData === undefined) return { auth };
  return typeof channelData === 'string' ? { auth, channel_data: channelData } : null;
}

/** `POST /broadcasting/user-auth`'s answer, its known fields only; null when it is not one. */
export function readBroadcastingUserAuthAnswer(value: unknown): BroadcastingUserAuthAnswer | null {
  if (!isObjectLike(value)) return null;
  const { auth, user_data: userData } = value;
  return typeof auth === 'string' && typeof userData === 'string'
    ? { auth, user_data: userData }
    : null;
}

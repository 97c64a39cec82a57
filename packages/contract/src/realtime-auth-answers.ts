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

export type BroadcastingAuthAnswer = z.output<typeof broadcastingAuthResponseSchema>;
export type BroadcastingUserAuthAnswer = z.output<typeof broadcastingUserAuthResponseSchema>;

function fieldsOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** `POST /broadcasting/auth`'s answer, its known fields only; null when it is not one. */
export function readBroadcastingAuthAnswer(value: unknown): BroadcastingAuthAnswer | null {
  const fields = fieldsOf(value);
  if (!fields || typeof fields.auth !== 'string') return null;
  const channelData = fields.channel_data;
  if (channelData === undefined) return { auth: fields.auth };
  return typeof channelData === 'string' ? { auth: fields.auth, channel_data: channelData } : null;
}

/** `POST /broadcasting/user-auth`'s answer, its known fields only; null when it is not one. */
export function readBroadcastingUserAuthAnswer(value: unknown): BroadcastingUserAuthAnswer | null {
  const fields = fieldsOf(value);
  if (!fields || typeof fields.auth !== 'string' || typeof fields.user_data !== 'string') {
    return null;
  }
  return { auth: fields.auth, user_data: fields.user_data };
}

// §3 "Notification" itself, in a module of its own: the realtime events (realtime.ts) carry it, and
// a page that follows them builds it without the lists', the push subscription's and the demo
// console's schemas (notifications.ts, which re-exports all of this).
import { z } from 'zod';
import { isoDateTime } from './scalars.ts';
import { isWebAddress } from './web-address.ts';

/**
 * §3 `type`: `platform` is a global notification (every player of the tenant), anything else is
 * personal. `chat` is a personal notification about the chat: clicking it opens the chat panel.
 */
export const NOTIFICATION_TYPES = ['platform', 'personal', 'chat'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Where a notification lives: the list keys of the response, and `{type}` of mark-all-read. */
export const NOTIFICATION_KINDS = ['user_notifications', 'global_notifications'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const kindOfNotificationType = (type: NotificationType): NotificationKind =>
  type === 'platform' ? 'global_notifications' : 'user_notifications';

/**
 * Our limits on what an operator writes (the spec names none): room for a long announcement (10 KB
 * of emoji is 5 120 UTF-16 units); a push message carries only its first characters.
 */
export const NOTIFICATION_NAME_MAX = 120;
export const NOTIFICATION_MESSAGE_MAX = 10_000;

/** An image or link address a notification may carry: http(s) only. */
export const webAddressSchema = z
  .string()
  .max(2048)
  .refine(isWebAddress, 'validation.url')
  .describe('An http(s) address; never javascript:, data:, blob: or vbscript:');

/**
 * §3 "Notification" as the platform sends it, in the list and live (`NotificationSent`). The
 * display fields of §3 are the web app's: title = `name`, description = `message`, date and time
 * from `created_at`, `viewed` kept locally. Every text is plain text, never HTML.
 */
export const notificationSchema = z
  .object({
    id: z.number().int().positive().describe('Unique within the tenant, personal and global alike'),
    type: z.enum(NOTIFICATION_TYPES),
    read: z.boolean().describe('Read by this player (a global one: by this player, not by all)'),
    read_at: isoDateTime.nullable(),
    name: z.string().describe('The title, plain text'),
    message: z.string().describe('The description, plain text'),
    img: webAddressSchema.nullable().describe('An image shown with it'),
    user_box: z
      .number()
      .int()
      .positive()
      .nullable()
      .describe('A box of the player the notification links to (the boxes issue)'),
    created_at: isoDateTime,
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

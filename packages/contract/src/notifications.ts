// Notifications and web push (§3 "Notification", "Push subscription"; §4 "Notification"; §7
// `GET /notifications`, `POST /notifications/{id}/read`, `POST /notifications/{type}/mark-all-read`,
// `POST subscription`; §9 "Notifications and push"; docs/design/notifications-chat.md). Light:
// only zod, so the bell does not load the account form schemas.
import { z } from 'zod';
import {
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGE_MAX,
  NOTIFICATION_NAME_MAX,
  NOTIFICATION_TYPES,
  notificationSchema,
  webAddressSchema,
} from './notification-schema.ts';
import { isoDateTime } from './scalars.ts';
import { isWebAddress } from './web-address.ts';

export * from './notification-schema.ts';

/** §9 "Lists and chat": notification page size 10. */
export const NOTIFICATION_PAGE_SIZE = 10;

/** `GET /notifications` (signed in): one page of each kind, 10 to a page. */
export const notificationsQuerySchema = z
  .object({
    page: z.coerce.number().int().positive().max(100_000).default(1),
    per_page: z.coerce
      .number()
      .int()
      .positive()
      .max(50)
      .default(NOTIFICATION_PAGE_SIZE)
      .describe('§9: 10'),
  })
  .meta({ id: 'NotificationsQuery' });
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

/** One kind's page, newest first (§4 "Paged lists": advance until `last_page`). */
export const notificationPageSchema = z
  .object({
    data: z.array(notificationSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive().describe('At least 1, even for an empty list'),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** §3: the unread counters, one per kind (the bell shows their sum). */
export const unreadCountSchema = z
  .object({
    user_notifications: z.number().int().nonnegative(),
    global_notifications: z.number().int().nonnegative(),
  })
  .meta({ id: 'NotificationUnreadCount' });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationsResponseSchema = z
  .object({
    user_notifications: notificationPageSchema,
    global_notifications: notificationPageSchema,
    unread_count: unreadCountSchema,
  })
  .meta({ id: 'NotificationsResponse' });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** `POST /notifications/{id}/read`. */
export const notificationIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number)
    .describe('The notification id'),
});

/**
 * §4: the read flag and timestamp are set and the matching counter is decreased. Reading one
 * already read changes nothing (its first `read_at` stays).
 */
export const readNotificationResponseSchema = z
  .object({ notification: notificationSchema, unread_count: unreadCountSchema })
  .meta({ id: 'ReadNotificationResponse' });
export type ReadNotificationResponse = z.infer<typeof readNotificationResponseSchema>;

/** `POST /notifications/{type}/mark-all-read`: `{type}` is the kind whose counter is zeroed. */
export const markAllReadParamsSchema = z.object({
  type: z
    .enum(NOTIFICATION_KINDS)
    .describe('user_notifications (personal) or global_notifications (type platform)'),
});

export const markAllReadResponseSchema = z
  .object({
    unread_count: unreadCountSchema,
    marked: z.number().int().nonnegative().describe('How many were unread and are now read'),
  })
  .meta({ id: 'MarkAllReadResponse' });
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;

// ─── Web push (§3 "Push subscription", §7 `POST subscription`, §8 "Push") ──────────────────────

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'validation.regex')
    .refine((value) => decodedLength(value) === bytes, 'validation.regex');

/** How many bytes a base64url text decodes to (padding optional). */
function decodedLength(value: string): number {
  const body = value.replace(/=+$/, '');
  return Math.floor((body.length * 3) / 4);
}

/**
 * `POST subscription` (signed in): `PushSubscription.toJSON()` as the browser gives it. The same
 * endpoint again is the same subscription (its keys are replaced); 201 when it is new, 200 when it
 * was known.
 */
export const pushSubscriptionRequestSchema = z
  .object({
    endpoint: z
      .string()
      .max(2048)
      .refine(isWebAddress, 'validation.url')
      .describe('The push service URL (https; the platform takes http only in demo mode)'),
    expirationTime: z
      .number()
      .int()
      .nonnegative()
      // The end of year 9999: any later is no date at all.
      .max(253_402_300_799_999)
      .nullable()
      .optional()
      .describe('When the push service will end it, ms since 1970; null: not known'),
    keys: z.object({
      p256dh: base64url(65).describe("The browser's P-256 public key, uncompressed, base64url"),
      auth: base64url(16).describe('The 16-byte authentication secret, base64url'),
    }),
  })
  .meta({ id: 'PushSubscriptionRequest' });
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushSubscriptionResponseSchema = z
  .object({
    subscription: z.object({
      id: z.number().int().positive(),
      endpoint: z.string(),
      created_at: isoDateTime,
    }),
  })
  .meta({ id: 'PushSubscriptionResponse' });
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponseSchema>;

/** What a push message carries (at most 4 KB encrypted): texts cut to these many characters. */
export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 400;

/**
 * The decrypted payload of a push message, for the service worker's `showNotification(title,
 * { body, icon, image, tag, data })`. Plain text; `url` is a path of the site to open on click.
 */
export const webPushPayloadSchema = z
  .object({
    title: z.string().max(PUSH_TITLE_MAX).describe("The notification's name, cut"),
    body: z.string().max(PUSH_BODY_MAX).describe("The notification's message, cut"),
    icon: z.string().nullable().describe("The tenant's 192 px icon"),
    image: z.string().nullable(),
    tag: z.string().describe('notification-{id}: a second push of the same one replaces it'),
    url: z.string().startsWith('/').describe('Where a click goes: `/`, the panel opens from there'),
    notification: z.object({
      id: z.number().int().positive(),
      type: z.enum(NOTIFICATION_TYPES),
      user_box: z.number().int().positive().nullable(),
    }),
  })
  .meta({ id: 'WebPushPayload' });
export type WebPushPayload = z.infer<typeof webPushPayloadSchema>;

// ─── Demo mode's operator console (`{apiLink}/demo/console`) ───────────────────────────────────

/** Text from the console's form: its fields arrive as strings, an empty one meaning "none". */
const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * `POST /demo/console/notifications`: to one player (by e-mail or phone) or, with no player, to
 * every player of the tenant (a global notification, type `platform`).
 */
export const demoConsoleNotificationSchema = z
  .object({
    player: optionalField(z.string().trim().min(1).max(254)).describe(
      "One player's e-mail or phone; absent or empty: every player (global)",
    ),
    type: optionalField(z.enum(['personal', 'chat'])).describe(
      'A personal notification’s type (default personal); a global one is always platform',
    ),
    name: z.string().trim().min(1).max(NOTIFICATION_NAME_MAX),
    message: z.string().trim().min(1).max(NOTIFICATION_MESSAGE_MAX),
    img: optionalField(webAddressSchema),
    user_box: optionalField(z.coerce.number().int().positive().max(2_147_483_647)),
  })
  .meta({ id: 'DemoConsoleNotification' });
export type DemoConsoleNotification = z.infer<typeof demoConsoleNotificationSchema>;

export const demoConsoleNotificationSentSchema = z
  .object({
    message: z.string(),
    notification: notificationSchema,
    push: z.object({
      sent: z.number().int().nonnegative().describe('Push messages the push services accepted'),
      removed: z
        .number()
        .int()
        .nonnegative()
        .describe('Subscriptions the push service said are gone (404/410), now removed'),
      failed: z.number().int().nonnegative(),
    }),
  })
  .meta({ id: 'DemoConsoleNotificationSent' });

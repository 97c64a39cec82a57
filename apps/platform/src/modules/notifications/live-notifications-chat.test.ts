import { describe, expect, it } from 'vitest';
import { type ChatMessage, sendChatMessageResponseSchema } from '@vitrine/contract/chat.ts';
import type { Notification } from '@vitrine/contract/notifications.ts';
import {
  channels,
  messageSentEventSchema,
  notificationSentEventSchema,
  wireEventName,
} from '@vitrine/contract/realtime.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { consoleNotify } from '../../test/notifications.ts';
import { browserForTest, subscribedOrRefused } from '../../test/realtime.ts';
import { jsonBody, livePlatformPerFile } from '../../test/test-platform.ts';

// NotificationSent and MessageSent as browsers receive them: pusher-js on the platform's own
// server, private channels authorised over real HTTP (docs/design/notifications-chat.md).

const platform = livePlatformPerFile('n'.repeat(40));
const GUEST = { 'guest-id': 'guest-0123456789abcdef0123456789abcdef' };

const connect = (headers: Record<string, string>) =>
  browserForTest(platform.origin, 'demo', headers);

describe('NotificationSent', () => {
  it('reaches a player on their own channel, and a global one everyone on the public channel', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const own = await subscribedOrRefused(
      connect({ authorization: `Bearer ${player.token}` }),
      channels.player(player.data.id),
    );
    const everyone = await subscribedOrRefused(connect(GUEST), channels.public('vitrine-demo'));
    const personal: Notification[] = [];
    const global: Notification[] = [];
    own.bind(wireEventName('NotificationSent'), (payload: unknown) =>
      personal.push(notificationSentEventSchema.parse(payload)),
    );
    everyone.bind(wireEventName('NotificationSent'), (payload: unknown) =>
      global.push(notificationSentEventSchema.parse(payload)),
    );

    const sent = await consoleNotify(platform.app, 'demo', {
      player: player.form.email,
      name: '<b>Só seu</b>',
    });
    const broadcast = await consoleNotify(platform.app, 'demo', { name: 'Para todos' });
    await expect.poll(() => personal.length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => global.length, { timeout: 15_000 }).toBe(1);
    expect(personal[0]).toEqual(sent.notification);
    expect(personal[0]).toMatchObject({ name: '<b>Só seu</b>', read: false, read_at: null });
    expect(global[0]).toEqual(broadcast.notification);
    expect(global[0]?.type).toBe('platform');
  });
});

describe('MessageSent', () => {
  it('reaches everyone on the chat channel, a guest too, and again when a message is pinned', async () => {
    const author = await registerPlayer(platform.app, 'demo');
    const chat = await subscribedOrRefused(connect(GUEST), channels.chat('vitrine-demo'));
    const messages: ChatMessage[] = [];
    chat.bind(wireEventName('MessageSent'), (payload: unknown) =>
      messages.push(messageSentEventSchema.parse(payload).message),
    );

    const response = await api(platform.app, 'demo').post(
      '/chat/messages',
      { text: 'Olá, <script>alert(1)</script>!' },
      author.token,
    );
    expect(response.statusCode, response.body).toBe(201);
    const { message } = sendChatMessageResponseSchema.parse(jsonBody(response));
    await expect.poll(() => messages.length, { timeout: 15_000 }).toBe(1);
    expect(messages[0]).toEqual(message);
    expect(messages[0]).toMatchObject({
      type: 'normal',
      text: 'Olá, <script>alert(1)</script>!',
      user: { id: author.data.id, name: 'Carla M.' },
    });

    const pin = await api(platform.app, 'demo').post(
      `/demo/console/chat/messages/${message.id}/pin`,
      { minutes: 60 },
    );
    expect(pin.statusCode, pin.body).toBe(200);
    await expect.poll(() => messages.length, { timeout: 15_000 }).toBe(2);
    expect(messages[1]).toMatchObject({ id: message.id, type: 'pinned' });
    expect(messages[1]?.pinned_until).not.toBeNull();
  });
});

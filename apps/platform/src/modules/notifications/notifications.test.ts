import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import {
  markAllReadResponseSchema,
  notificationsResponseSchema,
  readNotificationResponseSchema,
} from '@vitrine/contract/notifications.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { expectShape } from '../../test/contract-shape.ts';
import { consoleNotify, notificationsOf } from '../../test/notifications.ts';
import { jsonBody, manualClock, testPlatformPerFile } from '../../test/test-platform.ts';

const clock = manualClock();
const platform = testPlatformPerFile({ clock });

const readOne = (tenant: string, id: number, token: string) =>
  api(platform.app, tenant).post(`/notifications/${id}/read`, undefined, token);

describe('GET /notifications', () => {
  it('pages a player’s own notifications by 10, newest first, with the unread counters', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    for (let index = 1; index <= 12; index += 1) {
      await consoleNotify(platform.app, 'demo', {
        player: player.form.email,
        name: `Aviso ${index}`,
      });
      clock.advance(1);
    }
    const response = await api(platform.app, 'demo').get('/notifications', player.token);
    const first = expectShape(response, 200, notificationsResponseSchema);
    expect(first.user_notifications.data.map((n) => n.name)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Aviso ${12 - index}`),
    );
    expect(first.user_notifications).toMatchObject({ current_page: 1, last_page: 2, total: 12 });
    expect(first.unread_count.user_notifications).toBe(12);
    expect(first.user_notifications.data.every((n) => !n.read && n.read_at === null)).toBe(true);
    expect(first.user_notifications.data[0]).toMatchObject({ type: 'personal', img: null });

    const second = await notificationsOf(platform.app, 'demo', player.token, '?page=2');
    expect(second.user_notifications.data.map((n) => n.name)).toEqual(['Aviso 2', 'Aviso 1']);
    expect(second.user_notifications.current_page).toBe(2);
  });

  it('shows the tenant’s global notifications to every player, and nobody else’s', async () => {
    const ana = await registerPlayer(platform.app, 'demo');
    const bia = await registerPlayer(platform.app, 'demo');
    const before = await notificationsOf(platform.app, 'demo', ana.token);
    const { notification } = await consoleNotify(platform.app, 'demo', { name: 'Para todos' });
    expect(notification.type).toBe('platform');
    await consoleNotify(platform.app, 'demo', { player: bia.form.email, name: 'Só da Bia' });

    const after = await notificationsOf(platform.app, 'demo', ana.token);
    expect(after.global_notifications.data[0]?.name).toBe('Para todos');
    expect(after.global_notifications.total).toBe(before.global_notifications.total + 1);
    expect(after.unread_count.global_notifications).toBe(
      before.unread_count.global_notifications + 1,
    );
    expect(after.user_notifications.data).toEqual([]);
    expect(after.unread_count.user_notifications).toBe(0);
    const bias = await notificationsOf(platform.app, 'demo', bia.token);
    expect(bias.user_notifications.data.map((n) => n.name)).toEqual(['Só da Bia']);
  });

  it('keeps each tenant’s notifications to its own players', async () => {
    const { notification } = await consoleNotify(platform.app, 'demo', { name: 'Só na demo' });
    const sorte = await registerPlayer(platform.app, 'sorte');
    const list = await notificationsOf(platform.app, 'sorte', sorte.token);
    expect(list.global_notifications.data.map((n) => n.id)).not.toContain(notification.id);
    expect(list.global_notifications.data.map((n) => n.name)).not.toContain('Só na demo');
    // Nor can they read it: another tenant's id is not theirs.
    expect((await readOne('sorte', notification.id, sorte.token)).statusCode).toBe(404);
    // A demo token means nothing to the sorte API.
    const demo = await registerPlayer(platform.app, 'demo');
    expect((await api(platform.app, 'sorte').get('/notifications', demo.token)).statusCode).toBe(
      401,
    );
  });

  it('answers 401 to a guest and 422 to a page that is not one', async () => {
    expect((await api(platform.app, 'demo').get('/notifications')).statusCode).toBe(401);
    const { token } = await registerPlayer(platform.app, 'demo');
    for (const query of ['?page=0', '?page=abc', '?per_page=51', '?per_page=0']) {
      const response = await api(platform.app, 'demo').get(`/notifications${query}`, token);
      expect(response.statusCode, query).toBe(422);
    }
  });

  it('keeps the XSS corpus as the operator wrote it, as plain text', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const name = '<img src=x onerror=alert(1)>';
    const message = '<script>alert(1)</script><a href="javascript:alert(1)">x</a>\u202e';
    await consoleNotify(platform.app, 'demo', { player: player.form.email, name, message });
    const list = await notificationsOf(platform.app, 'demo', player.token);
    expect(list.user_notifications.data[0]).toMatchObject({ name, message });
  });
});

describe('POST /notifications/{id}/read', () => {
  it('sets the read flag and time once and lowers the matching counter', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const sent = await consoleNotify(platform.app, 'demo', { player: player.form.email });
    await consoleNotify(platform.app, 'demo', { player: player.form.email });
    const before = await notificationsOf(platform.app, 'demo', player.token);
    expect(before.unread_count.user_notifications).toBe(2);

    const readAt = clock();
    const read = expectShape(
      await readOne('demo', sent.notification.id, player.token),
      200,
      readNotificationResponseSchema,
    );
    expect(read.notification).toMatchObject({
      id: sent.notification.id,
      read: true,
      read_at: readAt.toISOString(),
    });
    expect(read.unread_count).toEqual({
      user_notifications: 1,
      global_notifications: before.unread_count.global_notifications,
    });

    clock.advance(60);
    const again = readNotificationResponseSchema.parse(
      jsonBody(await readOne('demo', sent.notification.id, player.token)),
    );
    expect(again.notification.read_at).toBe(readAt.toISOString());
    expect(again.unread_count.user_notifications).toBe(1);
    const list = await notificationsOf(platform.app, 'demo', player.token);
    expect(list.user_notifications.data.find((n) => n.id === sent.notification.id)).toMatchObject({
      read: true,
      read_at: readAt.toISOString(),
    });
  });

  it('reads a global notification for this player only', async () => {
    const ana = await registerPlayer(platform.app, 'demo');
    const bia = await registerPlayer(platform.app, 'demo');
    const { notification } = await consoleNotify(platform.app, 'demo', { name: 'Geral' });
    const biaBefore = await notificationsOf(platform.app, 'demo', bia.token);
    const read = readNotificationResponseSchema.parse(
      jsonBody(await readOne('demo', notification.id, ana.token)),
    );
    expect(read.notification.read).toBe(true);
    const biaAfter = await notificationsOf(platform.app, 'demo', bia.token);
    expect(biaAfter.unread_count).toEqual(biaBefore.unread_count);
    expect(biaAfter.global_notifications.data.find((n) => n.id === notification.id)?.read).toBe(
      false,
    );
  });

  it('answers 404 for another player’s notification, one that does not exist, and a bad id', async () => {
    const owner = await registerPlayer(platform.app, 'demo');
    const other = await registerPlayer(platform.app, 'demo');
    const { notification } = await consoleNotify(platform.app, 'demo', {
      player: owner.form.email,
    });
    const refused = await readOne('demo', notification.id, other.token);
    expect(refused.statusCode).toBe(404);
    expect(laravelErrorSchema.parse(jsonBody(refused)).message).toBe('Notificação não encontrada.');
    expect((await readOne('demo', 999_999_999, other.token)).statusCode).toBe(404);
    const bad = await api(platform.app, 'demo').post(
      '/notifications/abc/read',
      undefined,
      owner.token,
    );
    expect(bad.statusCode).toBe(404);
    // The owner's stays unread.
    const list = await notificationsOf(platform.app, 'demo', owner.token);
    expect(list.unread_count.user_notifications).toBe(1);
  });
});

describe('POST /notifications/{type}/mark-all-read', () => {
  it('zeroes the counter of that kind only', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    await consoleNotify(platform.app, 'demo', { player: player.form.email });
    await consoleNotify(platform.app, 'demo', { player: player.form.email, type: 'chat' });
    await consoleNotify(platform.app, 'demo', { name: 'Geral' });
    const before = await notificationsOf(platform.app, 'demo', player.token);
    expect(before.unread_count.user_notifications).toBe(2);
    expect(before.unread_count.global_notifications).toBeGreaterThan(0);

    const marked = expectShape(
      await api(platform.app, 'demo').post(
        '/notifications/user_notifications/mark-all-read',
        undefined,
        player.token,
      ),
      200,
      markAllReadResponseSchema,
    );
    expect(marked).toEqual({
      unread_count: {
        user_notifications: 0,
        global_notifications: before.unread_count.global_notifications,
      },
      marked: 2,
    });

    const globals = markAllReadResponseSchema.parse(
      jsonBody(
        await api(platform.app, 'demo').post(
          '/notifications/global_notifications/mark-all-read',
          undefined,
          player.token,
        ),
      ),
    );
    expect(globals.unread_count).toEqual({ user_notifications: 0, global_notifications: 0 });
    expect(globals.marked).toBe(before.unread_count.global_notifications);
    const list = await notificationsOf(platform.app, 'demo', player.token);
    expect(list.global_notifications.data.every((n) => n.read)).toBe(true);
    // A new one after it is unread again.
    await consoleNotify(platform.app, 'demo', { player: player.form.email });
    expect((await notificationsOf(platform.app, 'demo', player.token)).unread_count).toEqual({
      user_notifications: 1,
      global_notifications: 0,
    });
  });

  it('answers 422 for a kind that is not one', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const response = await api(platform.app, 'demo').post(
      '/notifications/platform/mark-all-read',
      undefined,
      token,
    );
    expect(response.statusCode).toBe(422);
  });
});

describe('POST /demo/console/notifications', () => {
  it('answers 404 for a player the tenant does not have, and 422 for an unsafe image', async () => {
    const sorte = await registerPlayer(platform.app, 'sorte');
    const elsewhere = await api(platform.app, 'demo').post('/demo/console/notifications', {
      player: sorte.form.email,
      name: 'Oi',
      message: 'Oi',
    });
    expect(elsewhere.statusCode).toBe(404);
    for (const img of ['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>']) {
      const unsafe = await api(platform.app, 'demo').post('/demo/console/notifications', {
        name: 'Oi',
        message: 'Oi',
        img,
      });
      expect(unsafe.statusCode, img).toBe(422);
    }
  });

  it('takes the console form’s fields as strings, empty ones meaning none', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const response = await api(platform.app, 'demo').post('/demo/console/notifications', {
      player: player.data.username ?? '',
      type: 'chat',
      name: 'Chat aberto',
      message: 'Venha conversar',
      img: '',
      user_box: '12',
    });
    expect(response.statusCode, response.body).toBe(201);
    const list = await notificationsOf(platform.app, 'demo', player.token);
    expect(list.user_notifications.data[0]).toMatchObject({
      type: 'chat',
      img: null,
      user_box: 12,
    });
  });
});

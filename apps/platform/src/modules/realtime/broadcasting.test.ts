import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  broadcastingAuthResponseSchema,
  broadcastingUserAuthResponseSchema,
  channels,
} from '@vitrine/contract/realtime.ts';
import { siteConfigSchema } from '@vitrine/contract/site-config.ts';
import { users } from '../../db/schema/users.ts';
import { builtInAppSecret } from '../../realtime/realtime-deployment.ts';
import { api, registerPlayer, signIn } from '../../test/accounts.ts';
import { fieldErrorsOf, jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';

const REALTIME_SECRET = 'r'.repeat(48);
const platform = testPlatformPerFile({ realtime: { kind: 'built-in', secret: REALTIME_SECRET } });

const SOCKET = '1234.5678';
const GUEST = 'guest-0123456789abcdef0123456789abcdef';

/** What the built-in server expects: each tenant's secret derived from REALTIME_SECRET. */
function expectedAuth(tenant: string, subject: string) {
  const appSecret = builtInAppSecret(REALTIME_SECRET, tenant);
  return `${tenant}:${createHmac('sha256', appSecret).update(subject).digest('hex')}`;
}

const authorise = (
  tenant: string,
  channel: string,
  headers: { token?: string; guestId?: string } = {},
) =>
  api(platform.app, tenant).post(
    '/broadcasting/auth',
    { socket_id: SOCKET, channel_name: channel },
    headers.token,
    headers.guestId ? { 'guest-id': headers.guestId } : {},
  );

describe('POST /broadcasting/auth', () => {
  it("signs a player's own private channel, over socket_id:channel", async () => {
    const { data, token } = await signIn(platform.app, 'demo');
    const channel = channels.player(data.id);
    const response = await authorise('demo', channel, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(broadcastingAuthResponseSchema.parse(jsonBody(response))).toEqual({
      auth: expectedAuth('demo', `${SOCKET}:${channel}`),
    });
  });

  it("refuses another player's channel, and a guest asking for a player's", async () => {
    const { data, token } = await signIn(platform.app, 'demo');
    const other = await registerPlayer(platform.app, 'demo');
    expect((await authorise('demo', channels.player(other.data.id), { token })).statusCode).toBe(
      403,
    );
    const asGuest = await authorise('demo', channels.player(data.id), { guestId: GUEST });
    expect(asGuest.statusCode).toBe(403);
    expect(jsonBody(asGuest)).toEqual({ message: 'Você não tem acesso a este canal.' });
  });

  it("signs a guest's own channel by its Guest-ID, and nobody else's", async () => {
    const own = await authorise('demo', channels.guest(GUEST), { guestId: GUEST });
    expect(own.statusCode, own.body).toBe(200);
    expect(broadcastingAuthResponseSchema.parse(jsonBody(own)).auth).toBe(
      expectedAuth('demo', `${SOCKET}:${channels.guest(GUEST)}`),
    );
    const otherGuest = 'guest-ffffffffffffffffffffffffffffffff';
    expect(
      (await authorise('demo', channels.guest(otherGuest), { guestId: GUEST })).statusCode,
    ).toBe(403);
    expect((await authorise('demo', channels.guest(GUEST))).statusCode).toBe(403);
    const { token } = await signIn(platform.app, 'demo');
    expect(
      (await authorise('demo', channels.guest(GUEST), { token, guestId: GUEST })).statusCode,
    ).toBe(403);
  });

  it("puts a signed-in player on their tenant's presence channel with what others may see", async () => {
    const { data, token } = await signIn(platform.app, 'demo');
    const channel = channels.presence('vitrine-demo');
    const response = await authorise('demo', channel, { token });
    expect(response.statusCode, response.body).toBe(200);
    const body = broadcastingAuthResponseSchema.parse(jsonBody(response));
    expect(JSON.parse(body.channel_data ?? '')).toEqual({
      user_id: String(data.id),
      user_info: { name: expect.stringMatching(/^\S+ [A-Z]\.$/), avatar: data.avatar },
    });
    expect(body.auth).toBe(expectedAuth('demo', `${SOCKET}:${channel}:${body.channel_data}`));
    // Another tenant's casino is not this one's.
    expect((await authorise('demo', channels.presence('sorte-grande'), { token })).statusCode).toBe(
      403,
    );
  });

  it('lets a guest on the presence channel under its own guest id, with nothing to show', async () => {
    const channel = channels.presence('vitrine-demo');
    const response = await authorise('demo', channel, { guestId: GUEST });
    expect(response.statusCode, response.body).toBe(200);
    const body = broadcastingAuthResponseSchema.parse(jsonBody(response));
    expect(JSON.parse(body.channel_data ?? '')).toEqual({
      user_id: GUEST,
      user_info: { name: null, avatar: null },
    });
    expect(body.auth).toBe(expectedAuth('demo', `${SOCKET}:${channel}:${body.channel_data}`));
    // Not another tenant's casino, not without a guest id, and never a player's id as a guest's.
    expect(
      (await authorise('demo', channels.presence('sorte-grande'), { guestId: GUEST })).statusCode,
    ).toBe(403);
    expect((await authorise('demo', channel)).statusCode).toBe(403);
    expect((await authorise('demo', channel, { guestId: '42' })).statusCode).toBe(403);
  });

  it('hides the name of a player who hides it', async () => {
    const { data, token } = await registerPlayer(platform.app, 'demo');
    await platform.db.update(users).set({ hideUsername: true }).where(eq(users.id, data.id));
    const response = await authorise('demo', channels.presence('vitrine-demo'), { token });
    const body = broadcastingAuthResponseSchema.parse(jsonBody(response));
    expect(JSON.parse(body.channel_data ?? '').user_info.name).toBeNull();
  });

  it("keeps tenants apart: another tenant's token is a 401 and its channels are not signed", async () => {
    const sorte = await signIn(platform.app, 'sorte');
    expect(
      (await authorise('demo', channels.player(sorte.data.id), { token: sorte.token })).statusCode,
    ).toBe(401);
    expect(
      (await authorise('sorte', channels.presence('vitrine-demo'), { token: sorte.token }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses public and unknown channels: there is nothing to authorise', async () => {
    const { token } = await signIn(platform.app, 'demo');
    for (const channel of [
      channels.public('vitrine-demo'),
      'private-universal.abc',
      'private-encrypted-universal.1',
      'private-other.1',
    ]) {
      expect((await authorise('demo', channel, { token })).statusCode, channel).toBe(403);
    }
  });

  it('reads the form pusher-js posts by default, and answers a malformed socket id with a 422', async () => {
    const { data, token } = await signIn(platform.app, 'demo');
    const channel = channels.player(data.id);
    const form = await api(platform.app, 'demo').raw('POST', '/broadcasting/auth', {
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ socket_id: SOCKET, channel_name: channel }).toString(),
    });
    expect(form.statusCode, form.body).toBe(200);
    const bad = await api(platform.app, 'demo').post(
      '/broadcasting/auth',
      { socket_id: 'abc', channel_name: channel },
      token,
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(fieldErrorsOf(bad))).toEqual(['socket_id']);
  });
});

describe('POST /broadcasting/user-auth', () => {
  it('signs a player in over socket_id::user::user_data', async () => {
    const { data, token } = await signIn(platform.app, 'demo');
    const response = await api(platform.app, 'demo').post(
      '/broadcasting/user-auth',
      { socket_id: SOCKET },
      token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = broadcastingUserAuthResponseSchema.parse(jsonBody(response));
    expect(JSON.parse(body.user_data)).toMatchObject({ id: String(data.id) });
    expect(body.auth).toBe(expectedAuth('demo', `${SOCKET}::user::${body.user_data}`));
  });

  it('refuses guests', async () => {
    const response = await api(platform.app, 'demo').post(
      '/broadcasting/user-auth',
      { socket_id: SOCKET },
      undefined,
      { 'guest-id': GUEST },
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("a theme's realtime settings", () => {
  it('point the browser at the platform itself, one app per tenant', async () => {
    const response = await api(platform.app, 'demo').get('/site-config');
    expect(siteConfigSchema.parse(jsonBody(response)).realtime).toEqual({
      key: 'demo',
      cluster: 'eu',
      wsHost: 'localhost',
      wsPort: 8787,
      wssPort: 8787,
      forceTLS: false,
    });
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registerBodyParsers } from '../http/body-parsers.ts';
import { registerErrorHandling } from '../http/error-handler.ts';
import { registerMalformedInputGuard } from '../http/malformed-input.ts';
import {
  nextEvent,
  type RealtimeHarness,
  realtimeApps,
  startRealtime,
  subscribed,
} from '../test/realtime.ts';
import type { RealtimeApp } from './realtime-apps.ts';

/** How far the HTTP API's clock is from the SDK's (which signs with Date.now()). */
let apiClockSkew = 0;
let harness: RealtimeHarness;

beforeAll(async () => {
  harness = await startRealtime({ apiNow: () => Date.now() + apiClockSkew });
});
afterEach(async () => {
  apiClockSkew = 0;
  await harness.disconnectClients();
});
afterAll(() => harness.close());

const eventsPath = `/apps/${realtimeApps.sorte.id}/events`;

/** A request signed by the SDK, whose body on the wire may differ from the one it signed. */
function signedRequest(
  target: RealtimeHarness,
  method: string,
  path: string,
  options: { body?: string; sentBody?: string; params?: Record<string, string> } = {},
) {
  const query = target.sdk().createSignedQueryString({
    method,
    path,
    body: options.body,
    params: options.params,
  });
  const body = options.sentBody ?? options.body;
  return fetch(`http://127.0.0.1:${target.port}${path}?${query}`, {
    method,
    body,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

const postEvent = (body: string) => signedRequest(harness, 'POST', eventsPath, { body });

describe('publishing', () => {
  it('answers a trigger with {} and, asked for info, the channel attributes', async () => {
    await subscribed(harness.client(), 'odds');
    const plain = await harness.sdk().trigger('odds', 'odds-changed', { home: 1.9 });
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual({});
    const withInfo = await harness
      .sdk()
      .trigger('odds', 'odds-changed', {}, { info: 'subscription_count' });
    expect(await withInfo.json()).toEqual({ channels: { odds: { subscription_count: 1 } } });
  });

  it('answers triggerBatch with {}', async () => {
    const response = await harness.sdk().triggerBatch([
      { channel: 'a', name: 'one', data: {} },
      { channel: 'b', name: 'two', data: {} },
    ]);
    expect(await response.json()).toEqual({});
  });

  it('takes data up to 10 KB and refuses more with 413', async () => {
    const sdk = harness.sdk();
    expect((await sdk.trigger('big', 'e', 'x'.repeat(10_240))).status).toBe(200);
    await expect(sdk.trigger('big', 'e', 'x'.repeat(10_241))).rejects.toMatchObject({
      status: 413,
    });
    await expect(
      sdk.triggerBatch([{ channel: 'big', name: 'e', data: 'x'.repeat(10_241) }]),
    ).rejects.toMatchObject({ status: 413 });
  });

  it.each([
    ['a body that is not JSON', 'not json'],
    ['JSON that is not an object', '[]'],
    ['no channel', JSON.stringify({ name: 'e', data: '{}' })],
    [
      'both channel and channels',
      JSON.stringify({ name: 'e', data: '', channel: 'a', channels: ['b'] }),
    ],
    ['data that is not a string', JSON.stringify({ name: 'e', data: { a: 1 }, channel: 'a' })],
    [
      'an event name over 200 characters',
      JSON.stringify({ name: 'e'.repeat(201), data: '', channel: 'a' }),
    ],
    [
      '101 channels',
      JSON.stringify({
        name: 'e',
        data: '',
        channels: Array.from({ length: 101 }, (_, i) => `c${i}`),
      }),
    ],
    ['an invalid channel name', JSON.stringify({ name: 'e', data: '', channel: 'no spaces' })],
    [
      'an invalid socket_id',
      JSON.stringify({ name: 'e', data: '', channel: 'a', socket_id: 'abc' }),
    ],
  ])('refuses %s with 400', async (_case, body) => {
    const response = await postEvent(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses a batch of more than 10 events with 400', async () => {
    const batch = Array.from({ length: 11 }, (_, i) => ({ channel: 'a', name: `e${i}`, data: '' }));
    await expect(harness.sdk().triggerBatch(batch)).rejects.toMatchObject({ status: 400 });
  });
});

describe('queries', () => {
  it('lists occupied channels by prefix, with user counts for presence channels', async () => {
    const member = { user_id: '5', user_info: {} };
    await subscribed(harness.client({ member }), 'presence-room.a');
    await subscribed(harness.client(), 'public-room.b');
    const sdk = harness.sdk();

    const presence = await sdk.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
    });
    expect(await presence.json()).toEqual({ channels: { 'presence-room.a': { user_count: 1 } } });
    const all = await (await sdk.get({ path: '/channels' })).json();
    expect(all).toEqual({ channels: { 'presence-room.a': {}, 'public-room.b': {} } });
    await expect(
      sdk.get({ path: '/channels', params: { info: 'user_count' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('describes one channel, occupied or not', async () => {
    await subscribed(harness.client({ member: { user_id: '5', user_info: {} } }), 'presence-one');
    const sdk = harness.sdk();
    expect(await (await sdk.get({ path: '/channels/presence-one' })).json()).toEqual({
      occupied: true,
      subscription_count: 1,
      user_count: 1,
    });
    expect(await (await sdk.get({ path: '/channels/empty' })).json()).toEqual({
      occupied: false,
      subscription_count: 0,
    });
  });

  it('lists the users of presence channels only', async () => {
    await subscribed(harness.client({ member: { user_id: '5', user_info: {} } }), 'presence-two');
    const sdk = harness.sdk();
    const users = await (await sdk.get({ path: '/channels/presence-two/users' })).json();
    expect(users).toEqual({ users: [{ id: '5' }] });
    await expect(sdk.get({ path: '/channels/public-two/users' })).rejects.toMatchObject({
      status: 400,
    });
  });
});

describe('authentication', () => {
  const withSecret = (secret: string): RealtimeApp => ({ ...realtimeApps.sorte, secret });

  it('answers another secret, or another app’s key and secret, with 401', async () => {
    await expect(harness.sdk(withSecret('guess')).trigger('a', 'e', {})).rejects.toMatchObject({
      status: 401,
    });
    const betAsSorte = { ...realtimeApps.bet, id: realtimeApps.sorte.id };
    await expect(harness.sdk(betAsSorte).get({ path: '/channels' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it('answers an unknown app with 404', async () => {
    const unknown = { ...realtimeApps.sorte, id: '999' };
    await expect(harness.sdk(unknown).trigger('a', 'e', {})).rejects.toMatchObject({ status: 404 });
  });

  it('answers a timestamp 700 s away with 401', async () => {
    apiClockSkew = 700_000;
    await expect(harness.sdk().trigger('a', 'e', {})).rejects.toMatchObject({ status: 401 });
    apiClockSkew = -700_000;
    await expect(harness.sdk().get({ path: '/channels' })).rejects.toMatchObject({ status: 401 });
  });

  it('answers a body that is not the one signed with 401', async () => {
    const signed = JSON.stringify({ name: 'e', data: '{}', channel: 'a' });
    const sent = JSON.stringify({ name: 'e', data: '{"amount":1000000}', channel: 'a' });
    const response = await signedRequest(harness, 'POST', eventsPath, {
      body: signed,
      sentBody: sent,
    });
    expect(response.status).toBe(401);
  });
});

describe('inside the platform’s HTTP stack', () => {
  let platform: RealtimeHarness;
  beforeAll(async () => {
    platform = await startRealtime({
      prepare: (http) => {
        registerErrorHandling(http);
        registerBodyParsers(http);
        registerMalformedInputGuard(http);
      },
    });
  });
  afterAll(() => platform.close());

  it('lets the SDK publish and query through the malformed-input guard', async () => {
    const channel = await subscribed(platform.client(), 'guarded');
    const heard = nextEvent(channel, 'note');
    // Escaped in the JSON text, a NUL is no malformed input; it reaches the subscriber as sent.
    await platform.sdk().trigger('guarded', 'note', { text: 'a\u0000b' });
    expect((await heard).data).toEqual({ text: 'a\u0000b' });
    const channels = await (await platform.sdk().get({ path: '/channels' })).json();
    expect(channels).toEqual({ channels: { guarded: {} } });
  });

  it('still answers bad input itself, never with a 500', async () => {
    const path = `/apps/${realtimeApps.sorte.id}/events`;
    const invalid = await signedRequest(platform, 'POST', path, { body: 'not json' });
    expect(invalid.status).toBe(400);
    const unsigned = await fetch(`http://127.0.0.1:${platform.port}${path}`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.status).toBe(401);
  });
});

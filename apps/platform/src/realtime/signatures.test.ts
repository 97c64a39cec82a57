import Pusher from 'pusher';
import { describe, expect, it } from 'vitest';
import {
  channelAuthSignature,
  userAuthSignature,
  verifyApiRequest,
  verifyChannelAuth,
  verifyUserAuth,
} from './signatures.ts';

const app = { id: '101', key: 'key-sorte', secret: 'secret-sorte' };
const otherApp = { id: '202', key: 'key-bet', secret: 'secret-bet' };
const sdk = new Pusher({ appId: app.id, key: app.key, secret: app.secret, host: '127.0.0.1' });
const socketId = '123.456';

/** The query string the official SDK would send, as Fastify hands it to a route. */
function signedQuery(options: { method: string; path: string; body?: string; params?: object }) {
  return Object.fromEntries(new URLSearchParams(sdk.createSignedQueryString(options)));
}

describe('socket signatures', () => {
  it('signs a private channel exactly as the pusher SDK does', () => {
    const { auth } = sdk.authorizeChannel(socketId, 'private-wallet.7');
    expect(channelAuthSignature(app, socketId, 'private-wallet.7')).toBe(auth);
    expect(verifyChannelAuth(app, auth, socketId, 'private-wallet.7')).toBe(true);
  });

  it('signs a presence channel over its channel_data', () => {
    const member = { user_id: '7', user_info: { name: 'Ana' } };
    const { auth, channel_data } = sdk.authorizeChannel(socketId, 'presence-lobby', member);
    expect(channelAuthSignature(app, socketId, 'presence-lobby', channel_data)).toBe(auth);
    expect(verifyChannelAuth(app, auth, socketId, 'presence-lobby', channel_data)).toBe(true);
    expect(verifyChannelAuth(app, auth, socketId, 'presence-lobby', '{"user_id":"8"}')).toBe(false);
  });

  it('refuses another socket, channel, app or a truncated signature', () => {
    const auth = channelAuthSignature(app, socketId, 'private-a');
    expect(verifyChannelAuth(app, auth, '123.457', 'private-a')).toBe(false);
    expect(verifyChannelAuth(app, auth, socketId, 'private-b')).toBe(false);
    expect(verifyChannelAuth(otherApp, auth, socketId, 'private-a')).toBe(false);
    expect(verifyChannelAuth(app, auth.slice(0, -1), socketId, 'private-a')).toBe(false);
    expect(verifyChannelAuth(app, '', socketId, 'private-a')).toBe(false);
  });

  it('signs a user sign-in exactly as the pusher SDK does', () => {
    const { auth, user_data } = sdk.authenticateUser(socketId, { id: '7', name: 'Ana' });
    expect(userAuthSignature(app, socketId, user_data)).toBe(auth);
    expect(verifyUserAuth(app, auth, socketId, user_data)).toBe(true);
    expect(verifyUserAuth(app, auth, socketId, '{"id":"8"}')).toBe(false);
  });
});

describe('HTTP API request signatures', () => {
  const path = '/apps/101/events';
  const body = JSON.stringify({ name: 'bet-placed', channels: ['public'], data: '{}' });

  it('accepts a request signed by the pusher SDK, with and without a body', () => {
    const withBody = signedQuery({ method: 'POST', path, body });
    expect(
      verifyApiRequest({
        app,
        method: 'POST',
        path,
        query: withBody,
        rawBody: body,
        now: Date.now(),
      }),
    ).toEqual({ ok: true });
    const channelsPath = '/apps/101/channels';
    const params = { filter_by_prefix: 'presence-', info: 'user_count' };
    const query = signedQuery({ method: 'GET', path: channelsPath, params });
    expect(
      verifyApiRequest({
        app,
        method: 'GET',
        path: channelsPath,
        query,
        rawBody: '',
        now: Date.now(),
      }),
    ).toEqual({ ok: true });
  });

  it('refuses another secret, path, method or parameter', () => {
    const query = signedQuery({ method: 'POST', path, body });
    const request = { app, method: 'POST', path, query, rawBody: body, now: Date.now() };
    expect(verifyApiRequest({ ...request, app: { ...app, secret: 'guessed' } })).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(verifyApiRequest({ ...request, path: '/apps/101/batch_events' })).toMatchObject({
      status: 401,
    });
    expect(verifyApiRequest({ ...request, method: 'PUT' })).toMatchObject({ status: 401 });
    expect(verifyApiRequest({ ...request, query: { ...query, info: 'x' } })).toMatchObject({
      status: 401,
    });
  });

  it('refuses a timestamp more than 600 s away, either way', () => {
    const query = signedQuery({ method: 'POST', path, body });
    const request = { app, method: 'POST', path, query, rawBody: body };
    expect(verifyApiRequest({ ...request, now: Date.now() + 590_000 })).toEqual({ ok: true });
    expect(verifyApiRequest({ ...request, now: Date.now() + 700_000 })).toMatchObject({
      status: 401,
      message: expect.stringContaining('Timestamp'),
    });
    expect(verifyApiRequest({ ...request, now: Date.now() - 700_000 })).toMatchObject({
      status: 401,
    });
  });

  it('requires body_md5 to be the md5 of the raw body', () => {
    const query = signedQuery({ method: 'POST', path, body });
    const request = { app, method: 'POST', path, query, now: Date.now() };
    expect(verifyApiRequest({ ...request, rawBody: `${body} ` })).toMatchObject({
      status: 401,
      message: expect.stringContaining('body_md5'),
    });
    const unsigned = signedQuery({ method: 'POST', path });
    expect(verifyApiRequest({ ...request, query: unsigned, rawBody: body })).toMatchObject({
      status: 401,
    });
  });

  it('answers 400 to a repeated parameter or an unknown auth_version, 401 to missing ones', () => {
    const query = signedQuery({ method: 'GET', path: '/apps/101/channels' });
    const request = {
      app,
      method: 'GET',
      path: '/apps/101/channels',
      rawBody: '',
      now: Date.now(),
    };
    expect(verifyApiRequest({ ...request, query: { ...query, info: ['a', 'b'] } })).toMatchObject({
      status: 400,
    });
    expect(
      verifyApiRequest({ ...request, query: { ...query, auth_version: '2.0' } }),
    ).toMatchObject({ status: 400 });
    expect(verifyApiRequest({ ...request, query: {} })).toMatchObject({ status: 401 });
    expect(
      verifyApiRequest({ ...request, query: { ...query, auth_timestamp: 'yesterday' } }),
    ).toMatchObject({ status: 401 });
  });
});

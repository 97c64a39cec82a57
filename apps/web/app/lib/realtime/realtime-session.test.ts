import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeRealtime } from '~/test/fake-realtime';
import {
  PLAYER_CHANNELS_DELAY_MS,
  PUBLIC_CHANNEL_CHECK_MS,
  RealtimeSession,
} from './realtime-session';
import type { RealtimeViewer } from './realtime-types';

const GUEST_ID = 'guest-0123456789abcdef';
const guest: RealtimeViewer = { userId: null, token: null, guestId: GUEST_ID };
const ana: RealtimeViewer = { userId: 1, token: 'token-of-ana', guestId: null };
const restoring: RealtimeViewer = { userId: 1, token: null, guestId: null };

const PLAYER_CHANNELS = ['private-universal.1', 'presence-universal-public.casa', 'chat.casa'];

function startSession() {
  const realtime = createFakeRealtime();
  const onEvent = vi.fn();
  const onReconnected = vi.fn();
  const onPlayerJoined = vi.fn();
  const onError = vi.fn();
  const session = new RealtimeSession({
    casinoId: 'casa',
    connect: realtime.connect,
    onEvent,
    onReconnected,
    onPlayerJoined,
    onError,
  });
  return { realtime, session, onEvent, onReconnected, onPlayerJoined, onError };
}

describe('the realtime session (§4 "Session", §6)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins a guest to the public channel and their own guest channel at once', () => {
    const { realtime, session } = startSession();
    session.update(guest);
    expect(realtime.connections).toHaveLength(1);
    expect(realtime.current?.joins).toEqual(['universal-public.casa', `private-guest.${GUEST_ID}`]);
    vi.advanceTimersByTime(5_000);
    expect(realtime.current?.joins).toHaveLength(2);
    expect(realtime.current?.signIns).toBe(0);
  });

  it('joins a guest to the chat and presence channels while a chat panel wants it, and again after a reconnection', () => {
    const { realtime, session } = startSession();
    session.update(guest);
    expect(realtime.current?.isJoined('chat.casa')).toBe(false);
    session.wantChat(true);
    expect(realtime.current?.joins).toEqual([
      'universal-public.casa',
      `private-guest.${GUEST_ID}`,
      'chat.casa',
      'presence-universal-public.casa',
    ]);
    session.update(ana);
    expect(realtime.current?.joins).toEqual(['universal-public.casa', 'chat.casa']);
  });

  it('connects nothing while the session is still being restored', () => {
    const { realtime, session } = startSession();
    session.update(restoring);
    expect(realtime.connections).toHaveLength(0);
  });

  it('reconnects on sign-in, and joins the player’s channels about 1 s later', () => {
    const { realtime, session } = startSession();
    session.update(guest);
    const guestConnection = realtime.current;

    session.update(ana);
    expect(guestConnection?.disconnected).toBe(true);
    expect(realtime.connections).toHaveLength(2);
    const playerConnection = realtime.current;
    expect(playerConnection?.joins).toEqual(['universal-public.casa']);

    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS - 1);
    expect(playerConnection?.joins).toEqual(['universal-public.casa']);
    vi.advanceTimersByTime(1);
    expect(playerConnection?.joins).toEqual(['universal-public.casa', ...PLAYER_CHANNELS]);
    expect(playerConnection?.signIns).toBe(1);
  });

  it('never joins the guest channel as a player', () => {
    const { realtime, session } = startSession();
    session.update(ana);
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS);
    expect(realtime.current?.joins.some((name) => name.startsWith('private-guest.'))).toBe(false);
  });

  it('ensures the public channel 500 ms after a sign-in, joining it again when it was lost', () => {
    const { realtime, session } = startSession();
    session.update(ana);
    const connection = realtime.current;
    connection?.drop('universal-public.casa');
    vi.advanceTimersByTime(PUBLIC_CHANNEL_CHECK_MS - 1);
    expect(connection?.joins).toEqual(['universal-public.casa']);
    vi.advanceTimersByTime(1);
    expect(connection?.joins).toEqual(['universal-public.casa', 'universal-public.casa']);
    expect(connection?.isJoined('universal-public.casa')).toBe(true);
  });

  it('leaves a public channel that is still joined alone at the 500 ms check', () => {
    const { realtime, session } = startSession();
    session.update(ana);
    vi.advanceTimersByTime(PUBLIC_CHANNEL_CHECK_MS);
    expect(realtime.current?.joins).toEqual(['universal-public.casa']);
  });

  it('rebuilds the connection whenever the token changes, and only then', () => {
    const { realtime, session } = startSession();
    session.update(ana);
    session.update({ ...ana });
    expect(realtime.connections).toHaveLength(1);

    session.update({ ...ana, token: 'a-new-token' });
    expect(realtime.connections).toHaveLength(2);
    expect(realtime.connections[0]?.disconnected).toBe(true);
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS);
    expect(realtime.current?.joins).toEqual(['universal-public.casa', ...PLAYER_CHANNELS]);
  });

  it('cancels the previous player’s schedule when the token changes before it ran', () => {
    const { realtime, session } = startSession();
    session.update(ana);
    const first = realtime.current;
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS / 2);
    session.update({ ...guest });
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS * 2);
    expect(first?.joins).toEqual(['universal-public.casa']);
    expect(realtime.current?.joins).toEqual(['universal-public.casa', `private-guest.${GUEST_ID}`]);
  });

  it('becomes a guest again on sign-out', () => {
    const { realtime, session } = startSession();
    session.update(ana);
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS);
    session.update({ userId: null, token: null, guestId: null });
    expect(realtime.connections[0]?.disconnected).toBe(true);
    expect(realtime.connections).toHaveLength(1);
    session.update(guest);
    expect(realtime.current?.joins).toEqual(['universal-public.casa', `private-guest.${GUEST_ID}`]);
  });

  it('joins the player’s channels once the user is known when the token came first', () => {
    const { realtime, session } = startSession();
    session.update({ userId: null, token: 'token-of-ana', guestId: null });
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS);
    expect(realtime.current?.joins).toEqual(['universal-public.casa']);
    session.update(ana);
    expect(realtime.connections).toHaveLength(1);
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS);
    expect(realtime.current?.joins).toEqual(['universal-public.casa', ...PLAYER_CHANNELS]);
  });

  it('hands on events of joined channels by role', () => {
    const { realtime, session, onEvent } = startSession();
    session.update(ana);
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS);
    realtime.current?.emit('universal-public.casa', 'BetPlaced', { any: 'payload' });
    realtime.current?.emit('private-universal.1', 'BalanceUpdated', { balance: 1 });
    expect(onEvent.mock.calls).toEqual([
      ['public', 'BetPlaced', { any: 'payload' }],
      ['player', 'BalanceUpdated', { balance: 1 }],
    ]);
  });

  it('tells when the socket comes back after a drop, not when it first connects', () => {
    const { realtime, session, onReconnected } = startSession();
    session.update(guest);
    const connection = realtime.current;
    connection?.setState('connecting');
    connection?.setState('connected');
    expect(onReconnected).not.toHaveBeenCalled();
    connection?.setState('unavailable');
    connection?.setState('connecting');
    connection?.setState('connected');
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('tells when the player’s own channel is first joined on a socket, and on a new socket again', () => {
    const { realtime, session, onPlayerJoined } = startSession();
    session.update(ana);
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS);
    const first = realtime.current;
    first?.confirm('universal-public.casa');
    expect(onPlayerJoined).not.toHaveBeenCalled();
    first?.confirm('private-universal.1');
    // pusher-js subscribing again after a reconnect: the reconnection tells that.
    first?.confirm('private-universal.1');
    expect(onPlayerJoined).toHaveBeenCalledTimes(1);
    session.update({ ...ana, token: 'new-token-of-ana' });
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS);
    first?.confirm('private-universal.1');
    realtime.current?.confirm('private-universal.1');
    expect(onPlayerJoined).toHaveBeenCalledTimes(2);
  });

  it('does not count the new connection of a new token as a reconnection', () => {
    const { realtime, session, onReconnected } = startSession();
    session.update(guest);
    realtime.current?.setState('connected');
    session.update(ana);
    realtime.current?.setState('connected');
    expect(onReconnected).not.toHaveBeenCalled();
  });

  it('reports a refused channel with its status, and goes on', () => {
    const { realtime, session, onError, onEvent } = startSession();
    session.update(ana);
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS);
    realtime.current?.refuse('private-universal.1', 403);
    expect(onError).toHaveBeenCalledWith({
      kind: 'subscription',
      channel: 'private-universal.1',
      status: 403,
    });
    realtime.current?.emit('universal-public.casa', 'BetPlaced', {});
    expect(onEvent).toHaveBeenCalledTimes(1);
  });

  it('reports a connector that throws (§8: no client library) instead of throwing', () => {
    const onError = vi.fn();
    const session = new RealtimeSession({
      casinoId: 'casa',
      connect: () => {
        throw new Error('Pusher client not found');
      },
      onEvent: vi.fn(),
      onReconnected: vi.fn(),
      onError,
    });
    expect(() => session.update(guest)).not.toThrow();
    expect(onError).toHaveBeenCalledWith({ kind: 'unavailable', cause: expect.any(Error) });
  });

  it('leaves everything when stopped, and ignores what comes later', () => {
    const { realtime, session } = startSession();
    session.update(ana);
    session.stop();
    vi.advanceTimersByTime(PLAYER_CHANNELS_DELAY_MS);
    expect(realtime.current?.disconnected).toBe(true);
    expect(realtime.current?.joins).toEqual(['universal-public.casa']);
    session.update(guest);
    expect(realtime.connections).toHaveLength(1);
  });
});

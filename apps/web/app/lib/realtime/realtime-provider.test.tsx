import type { BetPlacedEvent } from '@vitrine/contract/realtime.ts';
import { act, screen } from '@testing-library/react';
import { type ComponentProps, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeRealtime } from '~/test/fake-realtime';
import { TEST_REALTIME_SETTINGS, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { FIRST_PAINT_TIMEOUT_MS } from '../after-first-paint';
import { useApiClient } from '../api-client-context';
import { RealtimeProvider, useRealtimeEvent, useRealtimeReconnected } from './realtime-provider';
import { PLAYER_CHANNELS_DELAY_MS } from './realtime-session';
import type { RealtimeError } from './realtime-types';

// Without a connector of its own, the provider loads Laravel Echo: here that load fails (§8).
vi.mock('./echo-connection', () => ({
  loadEchoConnector: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
}));

const BET: BetPlacedEvent = {
  type: 'bet',
  transaction: 'round-1',
  game: { id: 7, name: 'Fortune Tiger', image: null },
  user: { name: 'João S.' },
  amount: 1_000,
  date: '2026-11-24T12:00:00Z',
};

/** Lists the bets it hears on the public channel, and counts reconnections. */
function BetLog() {
  const [bets, setBets] = useState<string[]>([]);
  const [reconnections, setReconnections] = useState(0);
  useRealtimeEvent('public', 'BetPlaced', (bet) =>
    setBets((previous) => [...previous, `${bet.transaction}:${bet.amount}`]),
  );
  useRealtimeReconnected(() => setReconnections((count) => count + 1));
  return (
    <>
      <p>bets {bets.join(',') || 'none'}</p>
      <p>reconnections {reconnections}</p>
    </>
  );
}

/** A guest's BetLog under a provider of its own, to hear its errors (the app's reports them). */
function GuestBetLog({
  connect,
  onError,
}: Pick<ComponentProps<typeof RealtimeProvider>, 'connect' | 'onError'>) {
  return (
    <RealtimeProvider
      settings={TEST_REALTIME_SETTINGS}
      casinoId="test"
      userId={null}
      token={null}
      guestId="guest-0123456789abcdef"
      apiClient={useApiClient()}
      connect={connect}
      onError={onError}
    >
      <BetLog />
    </RealtimeProvider>
  );
}

describe('RealtimeProvider', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    vi.useRealTimers();
  });

  it('connects after the first paint, never while rendering', async () => {
    const { realtime } = renderApp(<BetLog />, { live: true });
    expect(realtime.connections).toHaveLength(0);
    const connection = await realtime.connected();
    expect(connection.joins).toContain('universal-public.test');
  });

  it('connects nothing when the tenant has no realtime server', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { realtime } = renderApp(<BetLog />);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_PAINT_TIMEOUT_MS + PLAYER_CHANNELS_DELAY_MS));
    // Had the provider started loading the realtime code, it would have arrived by now.
    await act(() => import('./start-realtime'));
    expect(realtime.connections).toHaveLength(0);
  });

  it('hands a listener each event, parsed with the contract', async () => {
    const { realtime } = renderApp(<BetLog />, { live: true });
    const connection = await realtime.connected();
    act(() => connection.emit('universal-public.test', 'BetPlaced', BET));
    // The first event waits for the events' schemas, built when it arrives.
    expect(await screen.findByText('bets round-1:1000')).toBeTruthy();
  });

  it('drops and reports an event that does not match the contract', async () => {
    const { realtime } = renderApp(<BetLog />, { live: true });
    const connection = await realtime.connected();
    act(() => {
      connection.emit('universal-public.test', 'BetPlaced', { ...BET, amount: '10,00' });
      connection.emit('universal-public.test', 'BetPlaced', { ...BET, transaction: 'round-2' });
    });
    expect(await screen.findByText('bets round-2:1000')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BetPlaced'), {
      kind: 'invalid-event',
      channel: 'public',
      event: 'BetPlaced',
    });
  });

  it('tells listeners when the socket comes back after a drop', async () => {
    const { realtime } = renderApp(<BetLog />, { live: true });
    const connection = await realtime.connected();
    act(() => {
      connection.setState('connected');
      connection.setState('unavailable');
      connection.setState('connected');
    });
    expect(screen.getByText('reconnections 1')).toBeTruthy();
  });

  it('joins the signed-in player’s channels about a second after connecting', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { realtime } = renderApp(<BetLog />, { live: true, player: testUser() });
    const connection = await realtime.connected();
    expect(connection.joins).toEqual(['universal-public.test']);
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
    expect(connection.joins).toEqual([
      'universal-public.test',
      'private-universal.1',
      'presence-universal-public.test',
      'chat.test',
    ]);
  });

  it('reports a refused channel with its status, and the page goes on', async () => {
    const onError = vi.fn<(error: RealtimeError) => void>();
    const fake = createFakeRealtime();
    renderApp(<GuestBetLog connect={fake.connect} onError={onError} />);
    const connection = await fake.connected();
    act(() => connection.refuse('private-guest.guest-0123456789abcdef', 403));
    expect(onError).toHaveBeenCalledWith({
      kind: 'subscription',
      channel: 'private-guest.guest-0123456789abcdef',
      status: 403,
    });
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('private-guest.guest-0123456789abcdef refused (status 403)'),
      expect.anything(),
    );
    expect(screen.getByText('bets none')).toBeTruthy();
  });

  it('reports a client library that cannot load, and the page goes on without it', async () => {
    const onError = vi.fn<(error: RealtimeError) => void>();
    renderApp(<GuestBetLog onError={onError} />);
    await vi.waitFor(() =>
      expect(onError).toHaveBeenCalledWith({ kind: 'unavailable', cause: expect.any(Error) }),
    );
    expect(screen.getByText('bets none')).toBeTruthy();
  });
});

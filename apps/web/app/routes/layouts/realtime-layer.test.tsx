import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionActions } from '~/core/session/session-context';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
import { STORAGE_KEYS } from '~/lib/storage';
import { walletKeys } from '~/features/wallet/api/wallet-keys';
import { createFakeRealtime, type FakeRealtime } from '~/test/fake-realtime';
import { ana, TEST_GUEST_ID, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { RealtimeLayer } from './realtime-layer';

/** Ana signs in, as the login form does when the API accepts her password. */
function SignIn() {
  const { completeSignIn } = useSessionActions();
  return (
    <button type="button" onClick={() => completeSignIn({ token: 'token-of-ana', user: ana })}>
      entrar
    </button>
  );
}

function renderLayer() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.setItem(STORAGE_KEYS.guestId, JSON.stringify(TEST_GUEST_ID));
  const server = createFakeRealtime();
  const view = renderApp(
    <RealtimeLayer connect={server.connect}>
      <SignIn />
    </RealtimeLayer>,
    { live: true },
  );
  return { server, queryClient: view.queryClient };
}

async function signInAna(server: FakeRealtime) {
  await server.connected();
  fireEvent.click(screen.getByRole('button', { name: 'entrar' }));
  const connection = await server.connected();
  await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
  return connection;
}

describe('RealtimeLayer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects a guest to the public channel and their own, by the id the API knows them by', async () => {
    const { server } = renderLayer();
    const connection = await server.connected();
    expect(connection.joins).toEqual(['universal-public.test', `private-guest.${TEST_GUEST_ID}`]);
  });

  it('reconnects when the guest signs in, and joins the player’s channels a second later', async () => {
    const { server } = renderLayer();
    const asGuest = await server.connected();
    fireEvent.click(screen.getByRole('button', { name: 'entrar' }));
    expect(asGuest.disconnected).toBe(true);
    const asPlayer = await server.connected();
    expect(asPlayer.joins).toEqual(['universal-public.test']);
    await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
    expect(asPlayer.joins).toEqual([
      'universal-public.test',
      'private-universal.1',
      'presence-universal-public.test',
      'chat.test',
    ]);
  });

  it('keeps the signed-in player’s wallet in step with their channel', async () => {
    const { server, queryClient } = renderLayer();
    const connection = await signInAna(server);
    queryClient.setQueryData(walletKeys.balance(), testWallet({ balance: 10_000 }));
    act(() =>
      connection.emit('private-universal.1', 'BalanceUpdated', {
        balance: 12_000,
        balance_withdrawal: 7_000,
        bonus_balance: 0,
        amount: 2_000,
        reason: 'win',
      }),
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(walletKeys.balance())).toMatchObject({ balance: 12_000 }),
    );
  });
});

import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
import type { FakeConnection } from '~/test/fake-realtime';
import { testUser, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { walletKeys } from '../api/wallet-keys';
import { HeaderBalance } from '../components/header-balance';
import { useSyncWalletChannel } from './use-sync-wallet-channel';

const PLAYER_CHANNEL = 'private-universal.1';

/** The header's balance with the wallet following the player's channel, as the layout has them. */
function LiveHeaderBalance() {
  useSyncWalletChannel();
  return <HeaderBalance enabled locale="pt-BR" />;
}

const shown = (amount: RegExp) =>
  screen.findByText(
    (_, element) => element?.tagName === 'P' && amount.test(element.textContent ?? ''),
  );

/** A bet of R$ 10,00, numbered `sequence`, after which the player has `balance`. */
const balanceUpdated = (connection: FakeConnection, balance: number, sequence: number) =>
  connection.emit(PLAYER_CHANNEL, 'BalanceUpdated', {
    balance,
    balance_withdrawal: balance,
    bonus_balance: 0,
    amount: -1_000,
    reason: 'bet',
    sequence,
  });

async function renderSignedIn(
  wallet: Wallet = testWallet({ balance: 10_000, balance_withdrawal: 5_000, deposit_count: 3 }),
) {
  // Time runs, and the second before the player's channel is joined can be skipped.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderApp(<LiveHeaderBalance />, { live: true, player: testUser(), db: { wallet } });
  await shown(/R\$\s100,00/);
  const connection = await view.realtime.connected();
  // §4: the player's channel is joined about a second after the sign-in.
  await act(() => vi.advanceTimersByTimeAsync(PLAYER_CHANNELS_DELAY_MS));
  expect(connection.joined.has(PLAYER_CHANNEL)).toBe(true);
  return { ...view, connection };
}

describe('useSyncWalletChannel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves the header’s balance on a BalanceUpdated, without asking the API', async () => {
    const { connection, platform, queryClient } = await renderSignedIn();
    act(() =>
      connection.emit(PLAYER_CHANNEL, 'BalanceUpdated', {
        balance: 7_550,
        balance_withdrawal: 2_550,
        bonus_balance: 300,
        amount: -2_450,
        reason: 'bet',
      }),
    );
    expect(await shown(/R\$\s75,50/)).toBeTruthy();
    expect(platform.callsTo('GET /profile/wallet')).toHaveLength(1);
    expect(queryClient.getQueryData(walletKeys.balance())).toEqual(
      testWallet({
        balance: 7_550,
        balance_withdrawal: 2_550,
        bonus_balance: 300,
        deposit_count: 3,
      }),
    );
  });

  it('keeps the newest movement when two arrive out of order', async () => {
    const { connection } = await renderSignedIn();
    // A sportsbook stake committed second, published first; then the spin committed before it.
    act(() => balanceUpdated(connection, 8_000, 12));
    expect(await shown(/R\$\s80,00/)).toBeTruthy();
    act(() => balanceUpdated(connection, 9_000, 11));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(await shown(/R\$\s80,00/)).toBeTruthy();
    expect(screen.queryByText(/R\$\s90,00/)).toBeNull();
  });

  it('lets a fetch on its way bring the balance when an older event arrives meanwhile', async () => {
    const { connection, platform, queryClient } = await renderSignedIn(
      testWallet({ balance: 10_000, sequence: 6 }),
    );
    // A round ended: the wallet is fetched again, and its answer takes a while.
    const fetched = platform.hold('GET /profile/wallet');
    platform.db.wallet = testWallet({ balance: 4_200, sequence: 8 });
    act(() => void queryClient.invalidateQueries({ queryKey: walletKeys.balance() }));
    await vi.waitFor(() => expect(platform.callsTo('GET /profile/wallet')).toHaveLength(2));
    // Movement 5 is heard of late: older than what is shown, it changes nothing.
    act(() => balanceUpdated(connection, 9_000, 5));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(await shown(/R\$\s100,00/)).toBeTruthy();
    fetched.release();
    expect(await shown(/R\$\s42,00/)).toBeTruthy();
    expect(queryClient.getQueryData(walletKeys.balance())).toMatchObject({ sequence: 8 });
  });

  it('keeps a newer event over a fetch that started before its movement', async () => {
    const { connection, platform, queryClient } = await renderSignedIn(
      testWallet({ balance: 10_000, sequence: 6 }),
    );
    const fetched = platform.hold('GET /profile/wallet');
    act(() => void queryClient.invalidateQueries({ queryKey: walletKeys.balance() }));
    await vi.waitFor(() => expect(platform.callsTo('GET /profile/wallet')).toHaveLength(2));
    // Movement 7 commits after the fetch read the wallet at 6.
    act(() => balanceUpdated(connection, 8_000, 7));
    expect(await shown(/R\$\s80,00/)).toBeTruthy();
    fetched.release();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(await shown(/R\$\s80,00/)).toBeTruthy();
  });

  it('leaves the balance alone when the event does not match the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { connection, queryClient } = await renderSignedIn();
    act(() => connection.emit(PLAYER_CHANNEL, 'BalanceUpdated', { balance: 'R$ 1,00' }));
    expect(queryClient.getQueryData(walletKeys.balance())).toMatchObject({ balance: 10_000 });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('fetches the wallet again when the socket comes back after a drop', async () => {
    const { connection, platform } = await renderSignedIn();
    platform.db.wallet = testWallet({ balance: 4_200 });
    act(() => {
      connection.setState('connected');
      connection.setState('unavailable');
      connection.setState('connected');
    });
    expect(await shown(/R\$\s42,00/)).toBeTruthy();
    expect(platform.callsTo('GET /profile/wallet')).toHaveLength(2);
  });

  it('fetches the wallet again once its channel is first joined: a movement before it was heard by nobody', async () => {
    const { connection, platform } = await renderSignedIn();
    // Paid between the page's wallet and the subscription: its BalanceUpdated went nowhere.
    platform.db.wallet = testWallet({ balance: 4_200 });
    act(() => connection.confirm(PLAYER_CHANNEL));
    expect(await shown(/R\$\s42,00/)).toBeTruthy();
    // The same channel confirmed again (pusher-js resubscribing after a reconnect) is not news.
    act(() => connection.confirm(PLAYER_CHANNEL));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(platform.callsTo('GET /profile/wallet')).toHaveLength(2);
  });
});

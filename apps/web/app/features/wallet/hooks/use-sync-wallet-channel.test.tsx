import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_CHANNELS_DELAY_MS } from '~/lib/realtime/realtime-session';
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

async function renderSignedIn() {
  // Time runs, and the second before the player's channel is joined can be skipped.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderApp(<LiveHeaderBalance />, {
    live: true,
    player: testUser(),
    db: { wallet: testWallet({ balance: 10_000, balance_withdrawal: 5_000, deposit_count: 3 }) },
  });
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
    const balanceUpdated = (balance: number, sequence: number) =>
      connection.emit(PLAYER_CHANNEL, 'BalanceUpdated', {
        balance,
        balance_withdrawal: balance,
        bonus_balance: 0,
        amount: -1_000,
        reason: 'bet',
        sequence,
      });
    // A sportsbook stake committed second, published first; then the spin committed before it.
    act(() => balanceUpdated(8_000, 12));
    expect(await shown(/R\$\s80,00/)).toBeTruthy();
    act(() => balanceUpdated(9_000, 11));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(await shown(/R\$\s80,00/)).toBeTruthy();
    expect(screen.queryByText(/R\$\s90,00/)).toBeNull();
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
});

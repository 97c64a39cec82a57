import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HeaderBalance } from '~/features/wallet/components/header-balance';
import { testUser, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { useSportsbookBetRefresh } from './use-sportsbook-bet-refresh';

/** The header's balance, and a widget that reports its bet slip. */
function SportsbookWithHeader() {
  const betSlipChanged = useSportsbookBetRefresh();
  return (
    <>
      <HeaderBalance enabled locale="pt-BR" />
      <button type="button" onClick={() => betSlipChanged({ selections: 0 })}>
        bet placed
      </button>
    </>
  );
}

function renderWithBalance(live: boolean) {
  const view = renderApp(<SportsbookWithHeader />, {
    live,
    player: testUser(),
    db: { wallet: testWallet({ balance: 100_000 }) },
  });
  const betPlaced = async () => {
    view.platform.db.wallet = testWallet({ balance: 99_000 });
    await userEvent.click(screen.getByRole('button', { name: 'bet placed' }));
  };
  return { ...view, betPlaced, walletCalls: () => view.platform.callsTo('GET /profile/wallet') };
}

describe('useSportsbookBetRefresh', () => {
  it('fetches the balance again after a bet when there is no realtime server', async () => {
    const { betPlaced, walletCalls } = renderWithBalance(false);
    expect(await screen.findByText('R$ 1.000,00')).toBeTruthy();
    await betPlaced();
    expect(await screen.findByText('R$ 990,00')).toBeTruthy();
    expect(walletCalls()).toHaveLength(2);
  });

  it('leaves it to the socket while it is connected (BalanceUpdated brings the balance)', async () => {
    const { betPlaced, walletCalls, realtime } = renderWithBalance(true);
    expect(await screen.findByText('R$ 1.000,00')).toBeTruthy();
    const connection = await realtime.connected();
    act(() => connection.setState('connected'));
    await betPlaced();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(walletCalls()).toHaveLength(1);
    expect(screen.getByText('R$ 1.000,00')).toBeTruthy();
  });
});

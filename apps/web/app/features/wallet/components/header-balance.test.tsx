import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '~/test/fake-platform/platform';
import { serverError } from '~/test/fake-platform/reply';
import { testUser, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { HeaderBalance } from './header-balance';

const withBalance = (balance: number) => ({ wallet: testWallet({ balance }) });

/** The header before and after the session's token reaches the API client. */
function HeaderAtStartUp() {
  const [ready, setReady] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setReady(true)}>
        token restored
      </button>
      <HeaderBalance enabled={ready} locale="pt-BR" />
    </>
  );
}

describe('HeaderBalance', () => {
  it('shows the balance in reais, named "Saldo" for screen readers', async () => {
    renderApp(<HeaderBalance enabled locale="pt-BR" />, {
      player: testUser(),
      db: withBalance(100_000),
    });
    const amount = await screen.findByText(/R\$\s1\.000,00/);
    expect(amount.textContent?.replace(/\s/g, ' ')).toBe('Saldo: R$ 1.000,00');
  });

  it('formats for the page’s language', async () => {
    renderApp(<HeaderBalance enabled locale="en" />, {
      player: testUser(),
      db: withBalance(123_456),
      locale: 'en',
    });
    const amount = await screen.findByText(/R\$1,234\.56/);
    expect(amount.textContent).toBe('Balance: R$1,234.56');
  });

  it('keeps its place with a skeleton until the API client holds the token, then loads', async () => {
    let release: () => void = () => undefined;
    const platform = createFakePlatform({
      db: withBalance(2_050),
      handlers: {
        'GET /profile/wallet': (_call, db) =>
          new Promise((resolve) => {
            release = () => resolve({ wallet: db.wallet });
          }),
      },
    });
    renderApp(<HeaderAtStartUp />, { player: testUser(), platform });
    expect(screen.getByText('Carregando saldo')).toBeTruthy();
    expect(platform.calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'token restored' }));
    await waitFor(() => expect(platform.callsTo('GET /profile/wallet')).toHaveLength(1));
    expect(screen.getByText('Carregando saldo')).toBeTruthy();
    await act(async () => release());
    expect((await screen.findByText(/R\$\s20,50/)).textContent?.replace(/\s/g, ' ')).toBe(
      'Saldo: R$ 20,50',
    );
    expect(screen.queryByText('Carregando saldo')).toBeNull();
  });

  it('says the balance is unavailable when the wallet cannot load', async () => {
    renderApp(<HeaderBalance enabled locale="pt-BR" />, {
      player: testUser(),
      handlers: { 'GET /profile/wallet': () => serverError() },
    });
    expect(await screen.findByText('Saldo indisponível no momento')).toBeTruthy();
  });

  it('adds the bonus balance as a second line only while it is above zero', async () => {
    const { platform, queryClient } = renderApp(<HeaderBalance enabled locale="pt-BR" />, {
      player: testUser(),
      db: { wallet: testWallet({ balance: 14_000, bonus_balance: 4_000 }) },
    });
    const bonus = await screen.findByText(/^\+ R\$\s40,00 bônus$/);
    expect(bonus.closest('p')?.textContent?.replace(/\s/g, ' ')).toBe(
      'Saldo: R$ 140,00Saldo de bônus: + R$ 40,00 bônus',
    );
    platform.db.wallet = testWallet({ balance: 10_000, bonus_balance: 0 });
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(screen.queryByText(/bônus/)).toBeNull());
    expect(screen.getByText(/R\$\s100,00/)).toBeTruthy();
  });
});

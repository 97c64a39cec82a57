import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/app-harness';
import { fakeApi, json } from '~/test/fake-api';
import { HeaderBalance } from './header-balance';

function walletAnswer(balance: number) {
  return json({
    wallet: {
      balance,
      balance_withdrawal: balance,
      bonus_balance: 0,
      deposit_count: 1,
      currency: 'BRL',
    },
  });
}

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
    const api = fakeApi({ 'GET /t/demo/profile/wallet': () => walletAnswer(100_000) });
    renderApp(<HeaderBalance enabled locale="pt-BR" />, { fetch: api.fetch });
    const amount = await screen.findByText(/R\$\s1\.000,00/);
    expect(amount.textContent?.replace(/\s/g, ' ')).toBe('Saldo: R$ 1.000,00');
  });

  it('formats for the page’s language', async () => {
    const api = fakeApi({ 'GET /t/demo/profile/wallet': () => walletAnswer(123_456) });
    renderApp(<HeaderBalance enabled locale="en" />, { fetch: api.fetch, locale: 'en' });
    const amount = await screen.findByText(/R\$1,234\.56/);
    expect(amount.textContent).toBe('Balance: R$1,234.56');
  });

  it('keeps its place with a skeleton until the API client holds the token, then loads', async () => {
    let release: (response: Response) => void = () => undefined;
    const api = fakeApi({
      'GET /t/demo/profile/wallet': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    renderApp(<HeaderAtStartUp />, { fetch: api.fetch });
    expect(screen.getByText('Carregando saldo')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'token restored' }));
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.getByText('Carregando saldo')).toBeTruthy();
    await act(async () => release(walletAnswer(2_050)));
    expect((await screen.findByText(/R\$\s20,50/)).textContent?.replace(/\s/g, ' ')).toBe(
      'Saldo: R$ 20,50',
    );
    expect(screen.queryByText('Carregando saldo')).toBeNull();
  });

  it('says the balance is unavailable when the wallet cannot load', async () => {
    const api = fakeApi({ 'GET /t/demo/profile/wallet': () => json({ message: 'x' }, 500) });
    renderApp(<HeaderBalance enabled locale="pt-BR" />, { fetch: api.fetch });
    expect(await screen.findByText('Saldo indisponível no momento')).toBeTruthy();
  });
});

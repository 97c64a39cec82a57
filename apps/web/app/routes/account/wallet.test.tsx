import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Withdrawal } from '@vitrine/contract/withdrawals.ts';
import { describe, expect, it } from 'vitest';
import { HeaderBalance } from '~/features/wallet/components/header-balance';
import type { Locale } from '~/core/i18n/config';
import { testWithdrawMethod } from '~/test/fake-platform/handlers/withdrawals';
import { heldAnswer, laravelError, serverError } from '~/test/fake-platform/reply';
import { testCashback, testCashbackEntry } from '~/test/bonus-fixtures';
import { testUser, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { DepositLayer } from '../layouts/deposit-layer';
import WalletPage from './wallet';

const method = testWithdrawMethod();

function withdrawal(id: number, status: number, amount = 3_000): Withdrawal {
  return {
    id,
    amount,
    status,
    method: { id: method.id, type: method.type, key: method.key },
    created_at: `2026-03-0${Math.min(9, id)}T12:00:00Z`,
    updated_at: `2026-03-0${Math.min(9, id)}T12:00:00Z`,
  };
}

function renderWallet(options: Parameters<typeof renderApp>[1] = {}) {
  const locale: Locale = options.locale ?? 'pt-BR';
  const view = renderApp(
    <>
      <HeaderBalance enabled locale={locale} />
      <WalletPage />
      <DepositLayer locale={locale} />
    </>,
    {
      player: testUser(),
      path: locale === 'en' ? '/en/account/wallet' : '/account/wallet',
      ...options,
      db: { withdrawMethods: [method], ...options.db },
    },
  );
  return { ...view, user: userEvent.setup() };
}

const headerBalance = () =>
  screen.getByText((_, node) => node?.tagName === 'P' && /^Saldo: /.test(node.textContent ?? ''));

describe('/account/wallet', () => {
  it('shows the balance and the withdrawable balance', async () => {
    renderWallet();
    expect(screen.getByRole('heading', { level: 1, name: 'Carteira' })).toBeTruthy();
    const balances = screen.getByRole('region', { name: 'Seus saldos' });
    expect(await within(balances).findByText('R$ 100,00')).toBeTruthy();
    expect(within(balances).getByText('Saldo sacável').nextSibling?.textContent).toMatch(
      /^R\$\s50,00$/,
    );
  });

  it('links every movement of the wallet', () => {
    renderWallet();
    expect(
      screen.getByRole('link', { name: 'Ver todas as movimentações' }).getAttribute('href'),
    ).toBe('/user/edit/transaction');
  });

  it('opens the deposit dialog from "Depositar"', async () => {
    const { user } = renderWallet();
    await user.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(await screen.findByRole('dialog', { name: 'Depositar via PIX' })).toBeTruthy();
  });

  it('opens the withdraw flow from "Sacar"', async () => {
    const { user } = renderWallet();
    await user.click(screen.getByRole('button', { name: 'Sacar' }));
    expect(await screen.findByRole('dialog', { name: 'Sacar via PIX' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Valor do saque' })).toBeTruthy();
  });

  it('reads the §5 gates from the profile as it is when "Sacar" is pressed', async () => {
    const { user, platform } = renderWallet({
      db: { player: testUser({ kyc_status: 'pending' }) },
    });
    await user.click(screen.getByRole('button', { name: 'Sacar' }));
    expect(await screen.findByText(/Seus documentos estão em análise/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    // The operator approves the documents meanwhile.
    platform.db.player = testUser({ kyc_status: 'approved' });
    await user.click(screen.getByRole('button', { name: 'Sacar' }));
    expect(await screen.findByRole('textbox', { name: 'Valor do saque' })).toBeTruthy();
  });

  it('says when the profile the gates need could not be loaded, and tries again', async () => {
    const { user, platform } = renderWallet({ handlers: { 'GET /profile': () => serverError() } });
    await user.click(screen.getByRole('button', { name: 'Sacar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sacar via PIX' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Não foi possível carregar os dados da sua conta.',
    );
    platform.on('GET /profile', (_, db) => ({
      data: db.player,
      wallet: db.wallet,
      transactions: { data: [], current_page: 1, last_page: 1, total: 0 },
    }));
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('textbox', { name: 'Valor do saque' })).toBeTruthy();
  });

  it('lists the withdrawals with the six §4 labels; only a pending one can be cancelled', async () => {
    renderWallet({
      db: { withdrawals: [0, 1, 2, 3, 4, 5].map((status) => withdrawal(status + 1, status)) },
    });
    const list = await within(screen.getByRole('region', { name: 'Seus saques' })).findByRole(
      'list',
    );
    const rows = within(list).getAllByRole('listitem');
    const labels = [
      'Pendente',
      'Aprovado',
      'Cancelado',
      'Chave PIX inválida (em liberação)',
      'Processando',
      'Em análise',
    ];
    expect(rows).toHaveLength(6);
    for (const [index, label] of labels.entries()) {
      expect(within(rows[index]!).getByText(label)).toBeTruthy();
    }
    expect(within(list).getAllByRole('button', { name: /^Cancelar/ })).toHaveLength(1);
    expect(
      within(rows[0]!).getByRole('button', { name: /^Cancelar o saque de R\$\s30,00/ }),
    ).toBeTruthy();
  });

  it('holds the list’s place while it loads, then says when there is none', async () => {
    const held = heldAnswer<{ data: []; current_page: 1; last_page: 1; total: 0 }>();
    renderWallet({ handlers: { 'GET /wallet/withdrawals': () => held.answer } });
    expect(await screen.findByText('Carregando seus saques…')).toBeTruthy();
    held.release({ data: [], current_page: 1, last_page: 1, total: 0 });
    expect(await screen.findByText('Você ainda não fez nenhum saque.')).toBeTruthy();
  });

  it('says when the list failed and tries again', async () => {
    const { user, platform } = renderWallet({
      handlers: { 'GET /wallet/withdrawals': () => serverError() },
    });
    expect(await screen.findByText('Não foi possível carregar seus saques.')).toBeTruthy();
    platform.on('GET /wallet/withdrawals', () => ({
      data: [withdrawal(1, 1)],
      current_page: 1,
      last_page: 1,
      total: 1,
    }));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Aprovado')).toBeTruthy();
  });

  it('pages the list until the last page', async () => {
    const many = Array.from({ length: 25 }, (_, index) => withdrawal(index + 1, 1));
    const { user, platform } = renderWallet({ db: { withdrawals: many } });
    await waitFor(() => expect(screen.getAllByText('Aprovado')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(screen.getAllByText('Aprovado')).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(
      platform.callsTo('GET /wallet/withdrawals').map((call) => call.query.get('page')),
    ).toEqual(['1', '2']);
  });

  it('cancels a pending withdrawal after "Repensando Decisões" and the balance comes back', async () => {
    const { user, platform } = renderWallet({
      db: {
        wallet: testWallet({ balance: 7_000, balance_withdrawal: 2_000 }),
        withdrawals: [withdrawal(1, 0)],
      },
    });
    await waitFor(() => expect(headerBalance().textContent).toMatch(/R\$\s70,00/));
    await user.click(await screen.findByRole('button', { name: /^Cancelar o saque/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Repensando Decisões' });
    await user.click(within(dialog).getByRole('button', { name: 'Sim, cancelar saque' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('Cancelado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Cancelar o saque/ })).toBeNull();
    await waitFor(() => expect(headerBalance().textContent).toMatch(/R\$\s100,00/));
    const [cancel] = platform.callsTo('POST /main-gateway/user-cancel-withdrawal');
    expect(cancel?.body).toEqual({ id: 1 });
    expect(cancel?.headers.get('Idempotency-Key')).toBeTruthy();
    // The button that opened the question is gone: focus goes to the list's heading.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Seus saques' }));
  });

  it('keeps the withdrawal when the player goes back', async () => {
    const { user, platform } = renderWallet({ db: { withdrawals: [withdrawal(1, 0)] } });
    const open = await screen.findByRole('button', { name: /^Cancelar o saque/ });
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(open);
    expect(platform.callsTo('POST /main-gateway/user-cancel-withdrawal')).toHaveLength(0);
  });

  it('shows why a cancel failed in the question: §8’s message for a server error', async () => {
    const { user } = renderWallet({
      db: { withdrawals: [withdrawal(1, 0)] },
      handlers: {
        'POST /main-gateway/user-cancel-withdrawal': () => serverError(),
      },
    });
    await user.click(await screen.findByRole('button', { name: /^Cancelar o saque/ }));
    await user.click(await screen.findByRole('button', { name: 'Sim, cancelar saque' }));
    const dialog = screen.getByRole('alertdialog');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Ocorreu um erro do nosso lado. Tente novamente mais tarde.',
    );
  });

  it('speaks English under /en', async () => {
    renderWallet({ locale: 'en', db: { withdrawals: [withdrawal(1, 0)] } });
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /^Cancel the withdrawal of R\$30\.00/ }),
    ).toBeTruthy();
  });
});

// Issue 36: the loyalty wallet beside cash (docs/product/brazil.md "Bonuses, rewards and loyalty").
describe('/account/wallet: the loyalty balance', () => {
  it('shows it beside cash and cashes it out into the balance: the header follows', async () => {
    const { user, platform } = renderWallet({
      db: { wallet: testWallet({ loyalty_balance: 2_500 }) },
    });
    const balances = screen.getByRole('region', { name: 'Seus saldos' });
    expect(
      (await within(balances).findByText('Saldo de fidelidade')).nextSibling?.textContent,
    ).toMatch(/^R\$\s25,00/);
    await user.click(within(balances).getByRole('button', { name: 'Resgatar para o saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resgatar saldo de fidelidade' });
    const amount = within(dialog).getByRole('textbox', { name: 'Valor do resgate' });
    // The whole balance unless the player types less.
    expect((amount as HTMLInputElement).value).toBe('25,00');
    await user.clear(amount);
    await user.type(amount, '10,00');
    await user.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    expect(await screen.findByText('R$ 10,00 resgatados para o seu saldo.')).toBeTruthy();
    const [call] = platform.callsTo('POST /wallet/loyalty/cashout');
    expect(call?.body).toEqual({ amount: 1_000 });
    expect(call?.headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(headerBalance().textContent).toMatch(/R\$\s110,00/));
    expect(within(balances).getByText('Saldo de fidelidade').nextSibling?.textContent).toMatch(
      /^R\$\s15,00/,
    );
  });

  it('refuses more than the loyalty balance before asking', async () => {
    const { user, platform } = renderWallet({
      db: { wallet: testWallet({ loyalty_balance: 2_500 }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Resgatar para o saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resgatar saldo de fidelidade' });
    const amount = within(dialog).getByRole('textbox', { name: 'Valor do resgate' });
    await user.clear(amount);
    await user.type(amount, '30,00');
    await user.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Informe um valor entre R$ 0,01 e R$ 25,00.')).toBeTruthy();
    expect(platform.callsTo('POST /wallet/loyalty/cashout')).toHaveLength(0);
  });

  it('shows the platform’s refusal in the dialog', async () => {
    const { user } = renderWallet({
      db: { wallet: testWallet({ loyalty_balance: 2_500 }) },
      handlers: {
        'POST /wallet/loyalty/cashout': () =>
          laravelError(422, 'Saldo de fidelidade insuficiente.'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Resgatar para o saldo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resgatar saldo de fidelidade' });
    await user.click(within(dialog).getByRole('button', { name: 'Resgatar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Saldo de fidelidade insuficiente.',
    );
  });

  it('is left out on a brand without boxes while it is empty', async () => {
    renderWallet({ tenant: { hasBoxes: false } });
    const balances = screen.getByRole('region', { name: 'Seus saldos' });
    expect(await within(balances).findByText('R$ 100,00')).toBeTruthy();
    expect(within(balances).queryByText('Saldo de fidelidade')).toBeNull();
  });

  it('speaks English under /en', async () => {
    renderWallet({ locale: 'en', db: { wallet: testWallet({ loyalty_balance: 2_500 }) } });
    expect(await screen.findByText('Loyalty balance')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cash out to balance' })).toBeTruthy();
  });
});

describe('/account/wallet: the bonus and the cashback (issue 37)', () => {
  it('shows the bonus balance apart, with a link to /bonus, only while there is one', async () => {
    renderWallet({
      db: {
        wallet: testWallet({ balance: 14_000, balance_withdrawal: 10_000, bonus_balance: 4_000 }),
      },
    });
    const balances = screen.getByRole('region', { name: 'Seus saldos' });
    const bonus = await within(balances).findByText('Saldo de bônus');
    expect(bonus.nextSibling?.textContent).toMatch(/^R\$\s40,00/);
    expect(within(balances).getByText('Saldo sacável').nextSibling?.textContent).toMatch(
      /^R\$\s100,00$/,
    );
    expect(
      within(balances).getByRole('link', { name: 'Ver bônus e rollover' }).getAttribute('href'),
    ).toBe('/bonus');
  });

  it('shows no bonus balance at zero', async () => {
    renderWallet();
    const balances = screen.getByRole('region', { name: 'Seus saldos' });
    await within(balances).findByText('R$ 100,00');
    expect(within(balances).queryByText('Saldo de bônus')).toBeNull();
  });

  it('shows the cashback card when the brand has cashback', async () => {
    renderWallet({
      handlers: {
        'GET /bonuses/cashback': () =>
          testCashback([testCashbackEntry({ next_unlock_at: '2020-01-01T00:00:00Z' })]),
      },
    });
    expect(await screen.findByRole('button', { name: 'Resgatar cashback' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cashback' })).toBeTruthy();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakePlatform } from '~/test/fake-platform/platform';
import { serverError } from '~/test/fake-platform/reply';
import { makeTransaction, makeTransactions, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { TransactionHistory } from './transaction-history';

const PATH = '/user/edit/transaction';

function renderHistory(options: Parameters<typeof renderApp>[1] = {}) {
  const locale = options.locale ?? 'pt-BR';
  return renderApp(<TransactionHistory enabled intl={locale === 'en' ? 'en' : 'pt-BR'} />, {
    player: testUser(),
    path: PATH,
    ...options,
  });
}

const rows = (name = 'Transações') =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('TransactionHistory', () => {
  it('lists the transactions newest first, signed in reais with their date and time', async () => {
    const deposit = makeTransaction(1, {
      type: 'deposit',
      amount: 5_000,
      created_at: '2026-06-01T12:30:00.000Z',
    });
    const withdrawal = makeTransaction(2, { type: 'withdraw', amount: -1_050 });
    renderHistory({ db: { transactions: [deposit, withdrawal] } });
    await screen.findByRole('list', { name: 'Transações' });
    const [first, second] = rows();
    expect(first?.textContent).toContain('Depósito');
    expect(first?.textContent?.replace(/\s/g, ' ')).toContain('Entrada +R$ 50,00');
    expect(
      within(first!)
        .getByText(/01\/06\/2026/)
        .getAttribute('datetime'),
    ).toBe(deposit.created_at);
    expect(second?.textContent?.replace(/\s/g, ' ')).toContain('Saída -R$ 10,50');
    expect(second?.textContent).toContain('Saque');
  });

  it('asks again by type and by period, and keeps the filters in the URL', async () => {
    const user = userEvent.setup();
    const { platform, location } = renderHistory({ db: { transactions: makeTransactions(3) } });
    await screen.findByRole('list', { name: 'Transações' });
    expect(platform.callsTo('GET /wallet/transactions')[0]?.query.toString()).toBe('page=1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Saque');
    await waitFor(() => expect(location()).toBe(`${PATH}?type=withdraw`));
    await screen.findByText('Nenhuma transação por aqui');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'Últimos 7 dias');
    await waitFor(() => expect(location()).toBe(`${PATH}?type=withdraw&period=7d`));
    await waitFor(() =>
      expect(platform.callsTo('GET /wallet/transactions').at(-1)?.query.toString()).toBe(
        'page=1&type=withdraw&period=7d',
      ),
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tipo' }), 'Todos os tipos');
    await waitFor(() => expect(location()).toBe(`${PATH}?period=7d`));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('starts from the filters in the URL', async () => {
    const { platform } = renderHistory({ path: `${PATH}?type=bet&period=today` });
    await screen.findByText('Nenhuma transação por aqui');
    expect(platform.callsTo('GET /wallet/transactions')[0]?.query.toString()).toBe(
      'page=1&type=bet&period=today',
    );
    expect(screen.getByRole('combobox', { name: 'Tipo' })).toHaveProperty('value', 'bet');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveProperty('value', 'today');
  });

  it('pages on until last_page, then says the list has ended', async () => {
    const user = userEvent.setup();
    const { platform } = renderHistory({ db: { transactions: makeTransactions(45) } });
    await screen.findByRole('list', { name: 'Transações' });
    expect(rows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(rows()).toHaveLength(40));
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    await waitFor(() => expect(rows()).toHaveLength(45));
    expect(screen.getByText('Você chegou ao fim da lista.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(
      platform.callsTo('GET /wallet/transactions').map((call) => call.query.get('page')),
    ).toEqual(['1', '2', '3']);
  });

  it('says "Failed to fetch transactions" and tries again on request', async () => {
    const user = userEvent.setup();
    const platform = createFakePlatform({
      db: { player: testUser(), transactions: makeTransactions(2) },
      handlers: { 'GET /wallet/transactions': () => serverError() },
    });
    renderHistory({ platform });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch transactions');
    platform.on('GET /wallet/transactions', (_call, db) => ({
      data: db.transactions,
      current_page: 1,
      last_page: 1,
      total: db.transactions.length,
    }));
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('keeps the loaded rows when a next page fails, and retries it', async () => {
    const user = userEvent.setup();
    const { platform } = renderHistory({ db: { transactions: makeTransactions(25) } });
    await screen.findByRole('list', { name: 'Transações' });
    platform.on('GET /wallet/transactions', () => serverError());
    await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch transactions');
    expect(rows()).toHaveLength(20);
  });

  it('holds the rows’ place with skeletons while the first page loads', () => {
    renderHistory({ db: { transactions: makeTransactions(2) } });
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
  });

  it('speaks English under /en', async () => {
    renderHistory({
      locale: 'en',
      path: `/en${PATH}`,
      db: { transactions: [makeTransaction(1, { type: 'win', amount: 123_456 })] },
    });
    await screen.findByRole('list', { name: 'Transactions' });
    const [win] = rows('Transactions');
    expect(win?.textContent?.replace(/\s/g, ' ')).toContain('Credit +R$1,234.56');
    expect(win?.textContent).toContain('Win');
    expect(screen.getByRole('combobox', { name: 'Period' })).toBeTruthy();
  });
});

// Issue 36: the ledger rows of boxes, prizes, the loyalty wallet and missions.
describe('TransactionHistory: boxes, prizes, loyalty and missions', () => {
  const rowsOfIssue36 = [
    makeTransaction(1, { type: 'box_purchase', amount: -1_000 }),
    makeTransaction(2, { type: 'box_sale', amount: 500 }),
    makeTransaction(3, { type: 'prize_sale', amount: 1_000, balance: 'loyalty' }),
    makeTransaction(4, { type: 'loyalty_cashout', amount: -1_000, balance: 'loyalty' }),
    makeTransaction(5, { type: 'loyalty_cashout', amount: 1_000, balance: 'cash' }),
    makeTransaction(6, { type: 'mission_reward', amount: 200 }),
  ];

  it('labels each new type, and a loyalty row’s balance', async () => {
    renderHistory({ db: { transactions: rowsOfIssue36 } });
    await screen.findByRole('list', { name: 'Transações' });
    const texts = rows().map((row) => row.textContent ?? '');
    expect(texts[0]).toContain('Compra de caixa');
    expect(texts[1]).toContain('Venda de caixa');
    expect(texts[2]).toContain('Venda de prêmio');
    expect(texts[2]).toContain('Saldo: Fidelidade');
    expect(texts[3]).toContain('Resgate de fidelidade');
    expect(texts[3]).toContain('Fidelidade');
    // The cash side of a cash-out is plain cash: no balance said.
    expect(texts[4]).not.toContain('Saldo:');
    expect(texts[5]).toContain('Recompensa de missão');
  });

  it('filters by the new types', async () => {
    renderHistory({ db: { transactions: rowsOfIssue36 } });
    const type = screen.getByRole('combobox', { name: 'Tipo' });
    const options = within(type)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining([
        'Compra de caixa',
        'Venda de caixa',
        'Venda de prêmio',
        'Resgate de fidelidade',
        'Recompensa de missão',
      ]),
    );
  });

  it('speaks English under /en', async () => {
    renderHistory({ locale: 'en', path: `/en${PATH}`, db: { transactions: rowsOfIssue36 } });
    await screen.findByRole('list', { name: 'Transactions' });
    const texts = rows('Transactions').map((row) => row.textContent ?? '');
    expect(texts[2]).toContain('Prize sale');
    expect(texts[2]).toContain('Balance: Loyalty');
    expect(texts[3]).toContain('Loyalty cash-out');
  });
});

// Issue 37: a bonus leaves the bonus balance on expiry or forfeit; cashback is paid in.
describe('TransactionHistory: bonuses and cashback', () => {
  const rowsOfIssue37 = [
    makeTransaction(1, { type: 'bonus_expiry', amount: -2_000, balance: 'bonus' }),
    makeTransaction(2, { type: 'bonus_forfeit', amount: -4_000, balance: 'bonus' }),
    makeTransaction(3, { type: 'cashback', amount: 1_000 }),
  ];

  it('labels each new type, in the list and the filter', async () => {
    renderHistory({ db: { transactions: rowsOfIssue37 } });
    await screen.findByRole('list', { name: 'Transações' });
    const texts = rows().map((row) => row.textContent ?? '');
    expect(texts[0]).toContain('Bônus expirado');
    expect(texts[1]).toContain('Bônus cancelado');
    expect(texts[2]).toContain('Cashback');
    const options = within(screen.getByRole('combobox', { name: 'Tipo' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(
      expect.arrayContaining(['Bônus expirado', 'Bônus cancelado', 'Cashback']),
    );
  });

  it('speaks English under /en', async () => {
    renderHistory({ locale: 'en', path: `/en${PATH}`, db: { transactions: rowsOfIssue37 } });
    await screen.findByRole('list', { name: 'Transactions' });
    const texts = rows('Transactions').map((row) => row.textContent ?? '');
    expect(texts[0]).toContain('Bonus expired');
    expect(texts[1]).toContain('Bonus forfeited');
    expect(texts[2]).toContain('Cashback');
  });
});

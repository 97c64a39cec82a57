import { slot, spin } from '../demo-slot';
import { expect, expectNoAxeViolations, expectNoHorizontalScroll, test, visit } from '../fixtures';
import { depositByPix } from './demo-bank';

const TIGRE = '/casino/vitrine-originals/tigre-da-sorte';

test.describe('wallet histories', () => {
  test('the deposit shows on /user/edit/transaction, and a real-money spin on history-casino', async ({
    page,
    signedInPlayer,
  }) => {
    expect(signedInPlayer.cpf).toBeTruthy();
    await visit(page, '/');
    await expect(page.getByRole('banner').getByText(/R\$\s0,00/)).toBeVisible();
    await depositByPix(page, '50');

    await visit(page, '/user/edit/transaction');
    await expect(page).toHaveTitle(/^Carteira/);
    const nav = page.getByRole('navigation', { name: 'Seções da conta' });
    await expect(nav.getByRole('link', { name: 'Transações' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const transactions = page.getByRole('list', { name: 'Transações' });
    const deposit = transactions.getByRole('listitem').first();
    await expect(deposit).toContainText('Depósito');
    await expect(deposit).toContainText(/\+R\$\s50,00/);
    await expectNoAxeViolations(page, 'transactions, one deposit');

    // Only bets: none yet. The filter is in the URL.
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Aposta' });
    await expect(page).toHaveURL(/\/user\/edit\/transaction\?type=bet$/);
    await expect(page.getByText('Nenhuma transação por aqui')).toBeVisible();
    await page.getByRole('combobox', { name: 'Tipo' }).selectOption({ label: 'Depósito' });
    await page.getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Hoje' });
    await expect(page).toHaveURL(/\?type=deposit&period=today$/);
    await expect(transactions.getByRole('listitem')).toHaveCount(1);

    await visit(page, '/user/edit/history-casino');
    await expect(page.getByText('Nenhuma aposta ainda')).toBeVisible();
    await expectNoAxeViolations(page, 'casino history, empty');

    // One real-money round, then its stake (and any win) are in the casino history.
    await visit(page, TIGRE);
    const game = slot(page);
    await expect(game.getByText('Jogo com saldo real')).toBeVisible();
    await spin(game);

    await visit(page, '/user/edit/history-casino');
    const table = page.getByRole('table', { name: 'Apostas no cassino' });
    const stake = table.getByRole('row').filter({ hasText: 'Aposta' }).first();
    await expect(stake).toContainText('Tigre da Sorte');
    await expect(stake.getByRole('link', { name: 'Jogar Tigre da Sorte' })).toHaveAttribute(
      'href',
      TIGRE,
    );
    await expectNoAxeViolations(page, 'casino history, one round');

    // On a phone the table stacks into cards and nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(stake).toContainText('Tigre da Sorte');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'casino history at 360 px');

    await visit(page, '/en/user/edit/transaction');
    await expect(
      page.getByRole('list', { name: 'Transactions' }).getByRole('listitem').first(),
    ).toContainText(/Bet|Win/);
    await expectNoAxeViolations(page, 'transactions in English');
  });

  test('a guest is sent to the login from the histories', async ({ page }) => {
    await page.goto('/user/edit/history-casino');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fedit%2Fhistory-casino$/);
  });
});

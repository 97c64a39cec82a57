import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '~/core/i18n/config';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { testWithdrawMethod, withdrawalHandlers } from '~/test/fake-platform/handlers/withdrawals';
import { reply } from '~/test/fake-platform/reply';
import { expectNoAxeViolations } from '~/test/axe';
import { testTheme, testUser, testWallet } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { WithdrawDialog } from './withdraw-dialog';

const requestWithdrawal = withdrawalHandlers['POST /wallet/withdraw/request']!;

/** The platform's answer while a bonus is active and the withdrawal does not give it up. */
const forfeitFirst: FakeHandlers['POST /wallet/withdraw/request'] = (call, db) =>
  call.body.forfeit_bonus
    ? requestWithdrawal(call, db)
    : reply(409, {
        message: 'Sacar agora cancela o seu bônus ativo.',
        code: 'bonuses.withdrawal_forfeits',
        bonus_balance: 4_000,
      });

function renderWithdraw(locale: Locale = 'pt-BR') {
  const view = renderApp(
    <WithdrawDialog
      onClose={vi.fn()}
      settings={testTheme()}
      player={testUser()}
      onRetryPlayer={vi.fn()}
      locale={locale}
    />,
    {
      player: testUser(),
      locale,
      db: {
        withdrawMethods: [testWithdrawMethod()],
        wallet: testWallet({ balance: 14_000, balance_withdrawal: 10_000, bonus_balance: 4_000 }),
      },
      handlers: { 'POST /wallet/withdraw/request': forfeitFirst },
    },
  );
  return { ...view, user: userEvent.setup() };
}

const bodies = (platform: ReturnType<typeof renderApp>['platform']) =>
  platform.callsTo('POST /wallet/withdraw/request').map((call) => ({
    body: call.body,
    key: call.headers.get('Idempotency-Key'),
  }));

async function typeAmount(user: ReturnType<typeof userEvent.setup>, amount: string, name: string) {
  const field = await screen.findByRole('textbox', { name });
  await user.type(field, amount);
}

describe('WithdrawDialog: a withdrawal that gives up the active bonus', () => {
  it('asks first, then repeats the same withdrawal with forfeit_bonus and a new key', async () => {
    const { user, platform } = renderWithdraw();
    await typeAmount(user, '30', 'Valor do saque');
    await user.click(screen.getByRole('button', { name: 'Solicitar saque' }));
    const question = await screen.findByRole('region', { name: 'Sacar agora cancela seu bônus' });
    const text = question.textContent?.replace(/\s/g, ' ');
    expect(text).toContain(
      'Sacar agora cancela seu bônus ativo: você perderá R$ 40,00 do saldo de bônus. Esta ação não pode ser desfeita.',
    );
    expect(text).toContain('R$ 30,00');
    // The dialog itself: Radix hides the page behind it (and its focus guards) from axe's view.
    await expectNoAxeViolations(screen.getByRole('dialog'));
    const refused = bodies(platform);
    expect(refused[0]?.body).toEqual({ amount: 3_000, method_id: 1 });

    await user.click(screen.getByRole('button', { name: 'Sacar e cancelar o bônus' }));
    expect(await screen.findByText('Saque solicitado!')).toBeTruthy();
    const confirmed = bodies(platform).at(-1);
    expect(confirmed?.body).toEqual({ amount: 3_000, method_id: 1, forfeit_bonus: true });
    expect(confirmed?.key).toBeTruthy();
    expect(confirmed?.key).not.toBe(refused[0]?.key);
  });

  it('keeps the amount as typed when the player keeps the bonus', async () => {
    const { user, platform } = renderWithdraw();
    await typeAmount(user, '30', 'Valor do saque');
    await user.click(screen.getByRole('button', { name: 'Solicitar saque' }));
    await user.click(await screen.findByRole('button', { name: 'Manter o bônus' }));
    const field = await screen.findByRole('textbox', { name: 'Valor do saque' });
    expect(field.getAttribute('value')).toBe('30');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(bodies(platform).every((call) => call.body?.forfeit_bonus === undefined)).toBe(true);
  });

  it('speaks English under /en', async () => {
    const { user } = renderWithdraw('en');
    await typeAmount(user, '30', 'Withdrawal amount');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Withdrawing now cancels your bonus' }),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Withdraw and cancel the bonus' })).toBeTruthy();
  });
});

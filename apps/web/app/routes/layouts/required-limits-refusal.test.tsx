import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RequiredLimitsHost } from '~/features/accounts/components/required-limits-host';
import { DepositDialog } from '~/features/wallet/components/deposit-dialog';
import { useApiClient } from '~/lib/api-client-context';
import type { FakeDb } from '~/test/fake-platform/db';
import { paymentHandlers } from '~/test/fake-platform/handlers/payments';
import type { FakeHandler } from '~/test/fake-platform/platform';
import { reply } from '~/test/fake-platform/reply';
import { testTheme, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';

// jsdom draws no canvas (deposit-confetti.test.ts tests the celebration).
vi.mock('canvas-confetti', () => ({ default: { create: () => () => null } }));

const REFUSAL = 'Defina um limite de perdas e um limite de tempo antes de jogar ou depositar.';
const createCharge = paymentHandlers['POST /main-gateway/qrcode-pix'];

/** Portaria 2.579/2025 as the platform applies it: a loss and a time limit in force. */
function hasRequiredLimits(db: FakeDb): boolean {
  const set = (kind: 'loss' | 'time') =>
    db.limits.limits.some((limit) => limit.kind === kind && limit.amount !== null);
  return set('loss') && set('time');
}

/** The PIX call answers `player.limits_required` until the player has set both limits. */
const refusedWithoutLimits: FakeHandler<'POST /main-gateway/qrcode-pix'> = (call, db) => {
  if (!createCharge) throw new Error('the fake platform makes PIX charges');
  return hasRequiredLimits(db)
    ? createCharge(call, db)
    : reply(403, { message: REFUSAL, code: 'player.limits_required', limits_required: true });
};

function renderRefusedDeposit() {
  const player = testUser({ limits_required: true });
  return renderApp(
    <>
      <DepositDialog
        open
        onClose={() => undefined}
        settings={testTheme()}
        player={player}
        locale="pt-BR"
      />
      <RequiredLimitsHost />
    </>,
    { player, handlers: { 'POST /main-gateway/qrcode-pix': refusedWithoutLimits } },
  );
}

/** A money call made from the page itself, outside any dialog (a game's launch, a bet). */
function PageMoneyCall() {
  const client = useApiClient();
  const send = () =>
    client.post('/main-gateway/qrcode-pix', { body: { amount: 5_000 } }).catch(() => undefined);
  return (
    <button type="button" onClick={() => void send()}>
      Jogar
    </button>
  );
}

async function askForPix(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
}

// The dialog's code loads the first time it is asked for.
const saveLimits = () =>
  screen.findByRole('button', { name: 'Salvar limites' }, { timeout: 5_000 });

describe('a deposit refused for missing limits (Portaria 2.579/2025)', { timeout: 20_000 }, () => {
  it('opens the limits dialog over the deposit, the amount kept, and lets the player retry', async () => {
    const user = userEvent.setup();
    const { platform } = renderRefusedDeposit();
    const field = await screen.findByRole('textbox', { name: 'Valor do depósito' });
    await user.clear(field);
    await user.type(field, '50');
    // The sign-in prompt waits behind the deposit the player opened.
    expect(screen.queryByRole('button', { name: 'Salvar limites' })).toBeNull();

    await askForPix(user);
    const save = await saveLimits();
    // The deposit beneath is hidden from assistive technology while the limits are asked.
    const beneath = { hidden: true };
    expect(screen.getByRole('alert', beneath).textContent).toBe(REFUSAL);
    const amount = screen.getByRole('textbox', { name: 'Valor do depósito', ...beneath });
    expect(amount.getAttribute('value')).toBe('50');

    await user.click(screen.getByRole('radio', { name: /^R\$\s500$/ }));
    await user.click(screen.getByRole('radio', { name: 'Mês' }));
    await user.click(screen.getByRole('radio', { name: '1 h por dia' }));
    await user.click(save);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Salvar limites' })).toBeNull(),
    );
    expect(platform.callsTo('POST /responsible-gaming/limits').map((call) => call.body)).toEqual([
      { kind: 'loss', period: 'month', amount: 50_000 },
      { kind: 'time', period: 'day', amount: 60 },
    ]);

    const kept = screen.getByRole('textbox', { name: 'Valor do depósito' });
    expect(kept.getAttribute('value')).toBe('50');
    await askForPix(user);
    expect(await screen.findByRole('img', { name: 'QR Code PIX' })).toBeTruthy();
    const [, retried] = platform.callsTo('POST /main-gateway/qrcode-pix');
    expect(retried?.body).toEqual({ amount: 5_000 });
  });

  it('opens the dialog again at every refusal after the player dismissed it', async () => {
    const user = userEvent.setup();
    const { platform } = renderRefusedDeposit();
    await user.type(await screen.findByRole('textbox', { name: 'Valor do depósito' }), '20');
    await askForPix(user);
    await saveLimits();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Salvar limites' })).toBeNull(),
    );

    await askForPix(user);
    expect(await saveLimits()).toBeTruthy();
    expect(platform.callsTo('POST /main-gateway/qrcode-pix')).toHaveLength(2);
    expect(platform.callsTo('POST /responsible-gaming/limits')).toHaveLength(0);
  });

  it('asks again after the sign-in prompt was dismissed, when a call from the page is refused', async () => {
    const user = userEvent.setup();
    const player = testUser({ limits_required: true });
    const { platform } = renderApp(
      <>
        <PageMoneyCall />
        <RequiredLimitsHost />
      </>,
      { player, handlers: { 'POST /main-gateway/qrcode-pix': refusedWithoutLimits } },
    );
    // The prompt of the sign-in, dismissed.
    await saveLimits();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Salvar limites' })).toBeNull(),
    );

    await user.click(screen.getByRole('button', { name: 'Jogar' }));
    const save = await saveLimits();
    expect(platform.callsTo('POST /main-gateway/qrcode-pix')).toHaveLength(1);
    await user.click(screen.getByRole('radio', { name: /^R\$\s500$/ }));
    await user.click(screen.getByRole('radio', { name: 'Mês' }));
    await user.click(screen.getByRole('radio', { name: '1 h por dia' }));
    await user.click(save);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Salvar limites' })).toBeNull(),
    );
    expect(platform.callsTo('POST /responsible-gaming/limits')).toHaveLength(2);
  });
});

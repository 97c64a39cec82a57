import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DepositDialog } from '~/features/wallet/components/deposit-dialog';
import { paymentHandlers } from '~/test/fake-platform/handlers/payments';
import type { FakeHandler } from '~/test/fake-platform/platform';
import { invalid, reply } from '~/test/fake-platform/reply';
import { testTheme, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { PasswordConfirmationHost } from '~/features/accounts/components/password-confirmation-host';

// jsdom draws no canvas (deposit-confetti.test.ts tests the celebration).
vi.mock('canvas-confetti', () => ({ default: { create: () => () => null } }));

const IDLE_MESSAGE = 'Por segurança, confirme sua senha para continuar.';
const createCharge = paymentHandlers['POST /main-gateway/qrcode-pix'];

// The fake platforms whose player confirmed the password.
const confirmedOn = new WeakSet<object>();

/** The PIX call answers `session.idle` until the player confirms their password. */
const idleUntilConfirmed: FakeHandler<'POST /main-gateway/qrcode-pix'> = (call, db) => {
  if (!createCharge) throw new Error('the fake platform makes PIX charges');
  return confirmedOn.has(db)
    ? createCharge(call, db)
    : reply(403, { message: IDLE_MESSAGE, code: 'session.idle', status: false });
};

function renderIdleDeposit() {
  const view = renderApp(
    <>
      <DepositDialog
        open
        onClose={() => undefined}
        settings={testTheme()}
        player={testUser()}
        locale="pt-BR"
      />
      <PasswordConfirmationHost />
    </>,
    {
      player: testUser(),
      handlers: {
        'POST /main-gateway/qrcode-pix': idleUntilConfirmed,
        'POST /auth/confirm-password': ({ body }, db) => {
          if (body.password !== db.password) return invalid({ password: 'Senha incorreta.' });
          confirmedOn.add(db);
          return { message: 'Sessão confirmada.' };
        },
      },
    },
  );
  return view;
}

async function askForPix(user: ReturnType<typeof userEvent.setup>) {
  const field = await screen.findByRole('textbox', { name: 'Valor do depósito' });
  await user.clear(field);
  await user.type(field, '50');
  await user.click(screen.getByRole('button', { name: 'Gerar PIX' }));
}

// The dialog's code loads the first time it is asked for.
const passwordDialog = () =>
  screen.findByRole('dialog', { name: 'Confirme sua senha' }, { timeout: 5_000 });

describe('the password confirmation of an idle session', { timeout: 20_000 }, () => {
  it('asks for the password over the deposit and sends the same call again', async () => {
    const user = userEvent.setup();
    const { platform } = renderIdleDeposit();
    await askForPix(user);
    const dialog = await passwordDialog();
    expect(dialog.textContent).toContain(IDLE_MESSAGE);

    await user.type(screen.getByLabelText('Senha'), 'errada');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    const password = screen.getByLabelText('Senha');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Senha incorreta.')).toBeTruthy();

    await user.clear(password);
    await user.type(password, platform.db.password);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('img', { name: 'QR Code PIX' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirme sua senha' })).toBeNull();
    const [refused, retried] = platform.callsTo('POST /main-gateway/qrcode-pix');
    expect(retried?.body).toEqual({ amount: 5_000 });
    expect(retried?.headers.get('Idempotency-Key')).toBe(refused?.headers.get('Idempotency-Key'));
  });

  it('lets the call fail with the platform’s message when cancelled, the amount kept', async () => {
    const user = userEvent.setup();
    const { platform } = renderIdleDeposit();
    await askForPix(user);
    await passwordDialog();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(IDLE_MESSAGE);
    const field = await screen.findByRole('textbox', { name: 'Valor do depósito' });
    expect(field.getAttribute('value')).toBe('50');
    expect(platform.callsTo('POST /main-gateway/qrcode-pix')).toHaveLength(1);
    expect(platform.callsTo('POST /auth/confirm-password')).toHaveLength(0);
  });
});

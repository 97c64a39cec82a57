import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { useAuthModal } from './use-auth-modal';
import { DEPOSIT_OVERLAY, useDepositRequest } from './use-deposit-request';

function DepositProbe() {
  const requestDeposit = useDepositRequest();
  const { isOpen, close } = useOpenedOverlay(DEPOSIT_OVERLAY);
  const authModal = useAuthModal();
  return (
    <>
      <button type="button" onClick={() => requestDeposit()}>
        Depositar
      </button>
      <button type="button" onClick={close}>
        Fechar
      </button>
      <p data-testid="state">
        {isOpen ? 'deposit' : 'no deposit'} {authModal.open ? authModal.mode : 'no auth'}
      </p>
    </>
  );
}

describe('useDepositRequest', () => {
  it('opens the deposit through the overlay stack for a player, and closes it there', async () => {
    renderApp(<DepositProbe />, { player: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(screen.getByTestId('state').textContent).toBe('deposit no auth');
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.getByTestId('state').textContent).toBe('no deposit no auth');
  });

  it('sends a guest to register and opens no deposit', async () => {
    renderApp(<DepositProbe />);
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    });
    expect(screen.getByTestId('state').textContent).toBe('no deposit register');
  });
});

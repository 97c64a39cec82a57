import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import { DEPOSIT_OVERLAY } from '~/core/session/hooks/use-deposit-request';
import { DepositCta } from './deposit-cta';

function ModalProbe() {
  const modal = useAuthModal();
  const depositOpen = useOpenedOverlay(DEPOSIT_OVERLAY).isOpen;
  return <p data-testid="modal">{modal.open ? modal.mode : depositOpen ? 'deposit' : 'closed'}</p>;
}

describe('DepositCta', () => {
  it('sends a guest who wants to deposit to register', async () => {
    renderApp(
      <>
        <DepositCta />
        <ModalProbe />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(screen.getByTestId('modal').textContent).toBe('register');
  });

  it('opens the deposit for a signed-in player', async () => {
    renderApp(
      <>
        <DepositCta />
        <ModalProbe />
      </>,
      { player: testUser() },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(screen.getByTestId('modal').textContent).toBe('deposit');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { useSessionState } from '../session-context';
import { GuestDepositCta } from './guest-deposit-cta';

function ModalProbe() {
  const modal = useSessionState((state) => state.authModal);
  return <p data-testid="modal">{modal.open ? modal.mode : 'closed'}</p>;
}

describe('GuestDepositCta', () => {
  it('sends a guest who wants to deposit to register', async () => {
    renderApp(
      <>
        <GuestDepositCta />
        <ModalProbe />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(screen.getByTestId('modal').textContent).toBe('register');
  });

  it('is not offered to a signed-in player', () => {
    renderApp(<GuestDepositCta />, { player: testUser() });
    expect(screen.queryByRole('button', { name: 'Depositar' })).toBeNull();
  });
});

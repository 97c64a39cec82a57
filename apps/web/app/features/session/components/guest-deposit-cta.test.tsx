import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/app-harness';
import { fakeApi } from '~/test/fake-api';
import { ana } from '~/test/session-fixtures';
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
      { fetch: fakeApi({}).fetch },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(screen.getByTestId('modal').textContent).toBe('register');
  });

  it('is not offered to a signed-in player', () => {
    renderApp(<GuestDepositCta />, { fetch: fakeApi({}).fetch, serverSession: { user: ana } });
    expect(screen.queryByRole('button', { name: 'Depositar' })).toBeNull();
  });
});

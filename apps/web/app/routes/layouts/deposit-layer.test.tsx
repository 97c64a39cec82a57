import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { DepositLayer, HeaderDepositButton } from './deposit-layer';

function Header() {
  return (
    <>
      <HeaderDepositButton />
      <DepositLayer locale="pt-BR" />
    </>
  );
}

describe('DepositLayer', () => {
  it('opens the deposit dialog from the header’s Depositar for a signed-in player', async () => {
    renderApp(<Header />, { player: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(await screen.findByRole('dialog', { name: 'Depositar via PIX' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes it when the player signs out, so the next sign-in does not find it open', async () => {
    const { session } = renderApp(<Header />, { player: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Depositar' }));
    expect(await screen.findByRole('dialog', { name: 'Depositar via PIX' })).toBeTruthy();
    act(() => session().getState().becameGuest());
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => session().getState().signedIn('token'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

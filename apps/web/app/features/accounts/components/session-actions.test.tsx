import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serverError } from '~/test/fake-platform/reply';
import { ana, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useSessionActions } from '~/core/session/session-context';
import { SessionActions } from './session-actions';

const links = {
  loginHref: '/login',
  registerHref: '/register',
  profileHref: '/user',
  walletHref: '/account/wallet',
  editHref: '/user/edit',
  responsibleGamingHref: '/responsible-gambling',
  missionsHref: '/account/missions',
};

function ModalProbe() {
  const modal = useAuthModal();
  return <p data-testid="modal">{modal.open ? modal.mode : 'closed'}</p>;
}

function SignInButton() {
  const { completeSignIn } = useSessionActions();
  return (
    <button type="button" onClick={() => completeSignIn({ token: 'tok', user: ana })}>
      simulate sign-in
    </button>
  );
}

describe('SessionActions', () => {
  it('opens the login and register modes in place for a guest', async () => {
    renderApp(
      <>
        <SessionActions {...links} />
        <ModalProbe />
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Cadastrar' }));
    expect(screen.getByTestId('modal').textContent).toBe('register');
  });

  it('shows the account menu once signed in, and signing out always clears the session', async () => {
    const { platform } = renderApp(
      <>
        <SessionActions {...links} />
        <SignInButton />
      </>,
      { handlers: { 'GET /auth/logout': () => serverError() } },
    );
    await userEvent.click(screen.getByRole('button', { name: 'simulate sign-in' }));
    const menuButton = await screen.findByRole('button', { name: 'Menu da conta de Ana' });
    await userEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Meu perfil' }).getAttribute('href')).toBe('/user');
    expect(screen.getByRole('link', { name: 'Carteira' }).getAttribute('href')).toBe(
      '/account/wallet',
    );
    expect(screen.getByRole('link', { name: 'Jogo Responsável' }).getAttribute('href')).toBe(
      '/responsible-gambling',
    );
    expect(
      screen.getByText('Proibido para menores de 18 anos. Jogue com responsabilidade.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    // The server call failed, and the player is signed out all the same (§4).
    await waitFor(() => expect(screen.getByRole('link', { name: 'Entrar' })).toBeTruthy());
    expect(localStorage.getItem('auth')).toBeNull();
    expect(platform.callsTo('GET /auth/logout')).toHaveLength(1);
  });

  it('renders signed in from the first paint when the server saw the session cookies', () => {
    renderApp(<SessionActions {...links} />, { player: testUser() });
    expect(screen.getByRole('button', { name: 'Menu da conta de Ana' })).toBeTruthy();
  });

  it('lists the missions in the account menu (issue 36)', async () => {
    renderApp(<SessionActions {...links} />, { player: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Menu da conta de Ana' }));
    expect(screen.getByRole('link', { name: 'Missões' }).getAttribute('href')).toBe(
      '/account/missions',
    );
  });

  it('leads to "Indique um amigo" from the account menu (issue 38)', async () => {
    renderApp(<SessionActions {...links} refersHref="/refers" />, { player: testUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Menu da conta de Ana' }));
    expect(screen.getByRole('link', { name: 'Indique um amigo' }).getAttribute('href')).toBe(
      '/refers',
    );
  });
});

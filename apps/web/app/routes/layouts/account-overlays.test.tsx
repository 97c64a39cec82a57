import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '~/components/ui/dialog';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useSessionState } from '~/core/session/session-context';
import { renderApp } from '~/test/render-app';
import { AccountOverlays } from './account-overlays';

const GATE = 'Você tem 18 anos ou mais?';

/** What /register does on arrival: asks for the registration dialog at once. */
function RegisterLink() {
  const { openModal: openAuthModal } = useAuthModal();
  useEffect(() => void openAuthModal('register'), [openAuthModal]);
  return null;
}

/** The start-up check has run and found a guest (the session bootstrap's part). */
function CheckedGuest() {
  const markChecked = useSessionState((state) => state.markChecked);
  useEffect(() => markChecked(), [markChecked]);
  return null;
}

/** A panel the player opens with a tap (the language panel's part). */
function PlayerPanel() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir painel
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Painel" closeLabel="fechar painel">
        <p>painel</p>
      </Dialog>
    </>
  );
}

function renderOverlays(page: React.ReactNode) {
  return renderApp(
    <>
      {page}
      <AccountOverlays locale="pt-BR" />
    </>,
  );
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the overlays of a first visit', () => {
  it('asks the 18+ question before the dialog the URL asked for, then opens that dialog', async () => {
    renderOverlays(<RegisterLink />);
    const gate = await screen.findByRole('dialog', { name: GATE });
    expect(screen.queryByRole('dialog', { name: 'Criar conta' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sim, tenho 18 anos ou mais' }));
    expect(await screen.findByRole('dialog', { name: 'Criar conta' })).toBeTruthy();
    expect(gate.isConnected).toBe(false);
    expect(localStorage.getItem('ageVerified')).toBe('true');
  });

  it('asks nothing of a returning visitor and lets the URL dialog open at once', async () => {
    localStorage.setItem('ageVerified', 'true');
    sessionStorage.setItem('registerPromptShown', 'true');
    renderOverlays(<RegisterLink />);
    expect(await screen.findByRole('dialog', { name: 'Criar conta' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: GATE })).toBeNull();
  });

  it('keeps the registration prompt behind a panel the player opened', async () => {
    localStorage.setItem('ageVerified', 'true');
    renderOverlays(
      <>
        <CheckedGuest />
        <PlayerPanel />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'abrir painel' }));
    await screen.findByRole('dialog', { name: 'Painel' });
    // The prompt's time comes (about 2 s) while the panel is open: it waits, asked for.
    await waitFor(() => expect(sessionStorage.getItem('registerPromptShown')).toBe('true'), {
      timeout: 4000,
    });
    expect(screen.queryByRole('dialog', { name: 'Criar conta' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'fechar painel' }));
    expect(await screen.findByRole('dialog', { name: 'Criar conta' })).toBeTruthy();
  });
});

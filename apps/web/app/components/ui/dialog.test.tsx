import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import type { OverlayPriority } from '../overlays/overlay-stack';
import { Dialog } from './dialog';

function Opener({
  name,
  priority,
  initiallyOpen = false,
  children,
}: {
  name: string;
  priority?: OverlayPriority;
  initiallyOpen?: boolean;
  children?: React.ReactNode;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir {name}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={name}
        closeLabel={`fechar ${name}`}
        priority={priority}
      >
        <p>conteúdo {name}</p>
        {children}
      </Dialog>
    </>
  );
}

describe('Dialog in the overlay stack', () => {
  it('shows one modal at a time: a prompt waits until the dialog the player opened closes', async () => {
    renderApp(
      <>
        <Opener name="idioma" initiallyOpen />
        <Opener name="oferta" priority="prompt" initiallyOpen />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'idioma' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'oferta' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'fechar idioma' }));
    expect(await screen.findByRole('dialog', { name: 'oferta' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'idioma' })).toBeNull();
  });

  it('gives the turn to the gate even when it asks last, and back after', async () => {
    function Gate() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            perguntar idade
          </button>
          <Dialog
            open={open}
            onOpenChange={() => {}}
            title="18+"
            priority="gate"
            dismissible={false}
          >
            <button type="button" onClick={() => setOpen(false)}>
              sim
            </button>
          </Dialog>
        </>
      );
    }
    renderApp(
      <>
        <Opener name="entrar" initiallyOpen />
        <Gate />
      </>,
    );
    await screen.findByRole('dialog', { name: 'entrar' });
    // Behind a modal the page is inert for pointers, but a test can still reach the button.
    act(() => screen.getByRole('button', { name: 'perguntar idade', hidden: true }).click());
    expect(await screen.findByRole('dialog', { name: '18+' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'entrar' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog', { name: '18+' }), { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: '18+' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'sim' }));
    expect(await screen.findByRole('dialog', { name: 'entrar' })).toBeTruthy();
  });

  it('opens a confirmation inside its dialog on top of it: Escape closes only the top one', async () => {
    function WithConfirmation() {
      const [confirming, setConfirming] = useState(false);
      return (
        <Opener name="registro" initiallyOpen>
          <button type="button" onClick={() => setConfirming(true)}>
            cancelar
          </button>
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            role="alertdialog"
            title="Tem certeza?"
          >
            <p>pergunta</p>
          </Dialog>
        </Opener>
      );
    }
    renderApp(
      <>
        <WithConfirmation />
        <Opener name="oferta" priority="prompt" initiallyOpen />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'cancelar' }));
    const question = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    // The parent stays open beneath, hidden from screen readers while the question is asked.
    const parent = screen.getByText('conteúdo registro').closest('[role="dialog"]');
    expect(parent?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('conteúdo oferta')).toBeNull();

    fireEvent.keyDown(question, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'registro' })).toBeTruthy();
  });

  it('returns focus to what opened it', async () => {
    renderApp(
      <>
        <Opener name="perfil" />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'abrir perfil' });
    opener.focus();
    fireEvent.click(opener);
    const close = await screen.findByRole('button', { name: 'fechar perfil' });
    await waitFor(() => expect(document.activeElement).toBe(close));
    fireEvent.click(close);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('moves focus in after the frame that shows it, not while inserting it (a forced layout)', async () => {
    let frame: FrameRequestCallback | null = null;
    const requestFrame = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => ((frame = callback), 1));
    try {
      render(
        <Dialog
          open
          onOpenChange={() => {}}
          title="pergunta"
          initialFocus={(content) => content.querySelector('input[name="second"]')}
        >
          <input name="first" aria-label="primeiro" />
          <input name="second" aria-label="segundo" defaultValue="texto" />
        </Dialog>,
      );
      // Inserted and its effects run (render() acts), but focus has not moved yet.
      expect(screen.getByRole('dialog', { name: 'pergunta' })).toBeTruthy();
      expect(document.activeElement).toBe(document.body);

      await act(async () => {
        frame?.(performance.now());
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'segundo' }));
    } finally {
      requestFrame.mockRestore();
    }
  });

  it('focuses the first control, not a link nor a disabled button, when none is named', async () => {
    render(
      <Dialog open onOpenChange={() => {}} title="escolha">
        <a href="/termos">termos</a>
        <button type="button" disabled>
          desligado
        </button>
        <button type="button">primeiro</button>
      </Dialog>,
    );
    const first = await screen.findByRole('button', { name: 'primeiro' });
    await waitFor(() => expect(document.activeElement).toBe(first));
  });

  it('without a stack (a component on its own) shows a dialog when it is open', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog open onOpenChange={onOpenChange} title="sozinho">
        <p>texto</p>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'sozinho' })).toBeTruthy();
  });
});

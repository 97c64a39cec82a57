import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '~/test/render-app';
import AgeVerificationModal from './age-verification-modal';

function renderGate(onConfirm = vi.fn()) {
  renderApp(
    <>
      <p>página por trás</p>
      <div aria-live="polite">avisos</div>
      <AgeVerificationModal onConfirm={onConfirm} responsibleGamingHref="/responsible-gaming" />
    </>,
  );
  return onConfirm;
}

describe('AgeVerificationModal', () => {
  it('opens as a modal dialog named by its question, focus on the answer', async () => {
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Você tem 18 anos ou mais?' });
    // Modal: the page behind is hidden from screen readers while it is asked.
    expect(screen.getByText('página por trás').closest('[aria-hidden="true"]')).not.toBeNull();
    // As Radix's dialogs do: a live region behind (the toasts) is still heard.
    expect(screen.getByText('avisos').closest('[aria-hidden="true"]')).toBeNull();
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/proibido para menores de 18 anos/);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Sim, tenho 18 anos ou mais' }),
      ),
    );
  });

  it('records the answer when the visitor confirms', async () => {
    const onConfirm = renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, tenho 18 anos ou mais' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed: Escape and a tap outside are refused', async () => {
    renderGate();
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.pointerDown(document.body);
    expect(screen.getByRole('dialog', { name: 'Você tem 18 anos ou mais?' })).toBe(dialog);
    expect(dialog.isConnected).toBe(true);
  });

  it('keeps the keyboard inside: Tab wraps, and focus sent behind it comes back', async () => {
    renderApp(
      <>
        <button type="button">atrás</button>
        <AgeVerificationModal onConfirm={vi.fn()} responsibleGamingHref="/responsible-gaming" />
      </>,
    );
    const yes = await screen.findByRole('button', { name: 'Sim, tenho 18 anos ou mais' });
    const no = screen.getByRole('button', { name: 'Não' });
    await waitFor(() => expect(document.activeElement).toBe(yes));
    no.focus();
    expect(fireEvent.keyDown(no, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(yes);
    expect(fireEvent.keyDown(yes, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(no);
    // Between the first and the last control the browser moves focus itself.
    yes.focus();
    expect(fireEvent.keyDown(yes, { key: 'Tab' })).toBe(true);
    screen.getByText('atrás').focus();
    expect(document.activeElement).toBe(yes);
  });

  it('answers "no" with the way to responsible gaming, still blocking', async () => {
    renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'Não' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/precisa ter 18 anos/);
    expect(
      screen.getByRole('link', { name: 'Jogue com responsabilidade' }).getAttribute('href'),
    ).toBe('/responsible-gaming');
    expect(screen.getByRole('dialog', { name: 'Você tem 18 anos ou mais?' })).toBeTruthy();
  });
});

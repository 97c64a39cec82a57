import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '~/i18n/create-i18n';
import responsibleGaming from '~/i18n/locales/pt-BR/responsible-gaming.json';
import AgeVerificationModal from './age-verification-modal';

beforeAll(() => {
  // happy-dom's dialog: make showModal/close behave like the browser's (open flag + close event).
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __patched?: boolean };
  if (proto.__patched) return;
  proto.__patched = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

function renderGate(onConfirm = vi.fn()) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <AgeVerificationModal onConfirm={onConfirm} responsibleGamingHref="/responsible-gaming" />
      ),
    },
  ]);
  const i18n = createI18n('pt-BR', { 'pt-BR': { 'responsible-gaming': responsibleGaming } });
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
  return onConfirm;
}

describe('AgeVerificationModal', () => {
  it('opens as a modal dialog named by its question', async () => {
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Você tem 18 anos ou mais?' });
    expect(dialog.hasAttribute('open')).toBe(true);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toMatch(/proibido para menores de 18 anos/);
  });

  it('records the answer when the visitor confirms', async () => {
    const onConfirm = renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'Sim, tenho 18 anos ou mais' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed: Escape is refused and a forced close opens it again', async () => {
    renderGate();
    const dialog = (await screen.findByRole('dialog')) as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    dialog.close();
    expect(dialog.hasAttribute('open')).toBe(true);
  });

  it('answers "no" with the way to responsible gaming, still blocking', async () => {
    renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'Não' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/precisa ter 18 anos/);
    expect(
      screen.getByRole('link', { name: 'Jogue com responsabilidade' }).getAttribute('href'),
    ).toBe('/responsible-gaming');
    expect(screen.getByRole('dialog').hasAttribute('open')).toBe(true);
  });
});

import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/i18n/create-i18n';
import errors from '~/i18n/locales/pt-BR/errors.json';
import { useHttpErrorStore } from '~/lib/http/http-error-store';
import { HttpErrorToasts } from './http-error-toasts';

function renderToasts() {
  const i18n = createI18n('pt-BR', { 'pt-BR': { errors } });
  return render(
    <I18nextProvider i18n={i18n}>
      <HttpErrorToasts />
      <Toaster />
    </I18nextProvider>,
  );
}

describe('HttpErrorToasts', () => {
  it('shows the Portuguese message for a status key', async () => {
    renderToasts();
    act(() => useHttpErrorStore.getState().report({ kind: 'key', key: 'error_messages.429' }));
    expect(
      await screen.findByText('Muitas solicitações. Aguarde um momento e tente novamente.'),
    ).toBeTruthy();
    expect(useHttpErrorStore.getState().current).toBeNull();
  });

  it('falls back to the generic message for a status without its own text', async () => {
    renderToasts();
    act(() => useHttpErrorStore.getState().report({ kind: 'key', key: 'error_messages.418' }));
    expect(await screen.findByText('Ops! Algo deu errado. Tente novamente.')).toBeTruthy();
  });

  it("shows the server's own messages", async () => {
    renderToasts();
    act(() =>
      useHttpErrorStore.getState().report({ kind: 'messages', messages: ['CPF inválido'] }),
    );
    expect(await screen.findByText('CPF inválido')).toBeTruthy();
  });
});

import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHttpErrorStore } from '~/lib/http/http-error-store';
import { renderApp } from '~/test/render-app';

// renderApp shows the app's toasts, HttpErrorToasts among them: nothing else to render.
const renderToasts = () => renderApp(null);

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

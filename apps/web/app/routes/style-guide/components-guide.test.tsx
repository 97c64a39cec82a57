import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { ComponentsGuide } from './components-guide';

// §8's words for a 503, as the app's global error toast shows them.
const SERVICE_UNAVAILABLE = 'Serviço temporariamente indisponível.';

describe('the components page of the style guide', () => {
  it('lists its sections in a table of contents that leads to each of them', () => {
    renderApp(<ComponentsGuide locale="pt-BR" />, { path: '/NewComponents' });
    const contents = screen.getByRole('navigation', { name: 'Nesta página' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Botões',
      'Campos e erros',
      'Diálogos e painéis',
      'Avisos',
      'Cartões',
      'Carregando',
      'Selos',
      'Vazio e erro',
    ]);
    for (const link of links) {
      const target = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(target)?.tagName, target).toBe('SECTION');
    }
  });

  it('shows the real buttons in their states: disabled, and busy while sending', () => {
    renderApp(<ComponentsGuide locale="pt-BR" />, { path: '/NewComponents' });
    const buttons = screen.getByRole('region', { name: 'Botões' });
    expect(
      within(buttons)
        .getByRole('button', { name: 'Principal · Desativado' })
        .hasAttribute('disabled'),
    ).toBe(true);
    const sending = within(buttons).getByRole('button', { name: 'Enviando...' });
    expect(sending.getAttribute('aria-busy')).toBe('true');
  });

  it("shows each field's §5 error from the first paint, tied to its field", () => {
    renderApp(<ComponentsGuide locale="pt-BR" />, { path: '/NewComponents' });
    const fields = screen.getByRole('region', { name: 'Campos e erros' });
    const email = within(fields).getByRole('textbox', { name: 'E-mail' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const errorId = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toMatch(/e-mail/i);
    expect(within(fields).getByLabelText('Senha').getAttribute('aria-invalid')).toBe('true');
    expect(within(fields).getByText('Este campo é obrigatório.')).toBeTruthy();
  });

  it("clears a field's error once it is right, and shows the server's refusal when all are", async () => {
    renderApp(<ComponentsGuide locale="en" />, { locale: 'en', path: '/en/NewComponents' });
    const fields = screen.getByRole('region', { name: 'Fields and errors' });
    fireEvent.change(within(fields).getByRole('textbox', { name: 'Mobile number' }), {
      target: { value: '11999990001' },
    });
    fireEvent.change(within(fields).getByLabelText('Password'), { target: { value: 'senha123' } });
    fireEvent.change(within(fields).getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.click(within(fields).getByRole('radio', { name: 'Female' }));
    fireEvent.click(within(fields).getByRole('button', { name: 'Check' }));
    expect((await within(fields).findByRole('alert')).textContent).toBe(
      'The fields are fine; this is the notice shown when the server refuses a form.',
    );
    expect(
      within(fields).queryByRole('textbox', { name: 'E-mail' })?.getAttribute('aria-invalid'),
    ).toBeNull();
  });

  it('opens a dialog through the real Dialog, and Escape closes it back to its button', async () => {
    renderApp(<ComponentsGuide locale="pt-BR" />, { path: '/NewComponents' });
    const opener = screen.getByRole('button', { name: 'Abrir painel lateral' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Painel lateral' });
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('asks before an irreversible action in an alert dialog', async () => {
    renderApp(<ComponentsGuide locale="pt-BR" />, { path: '/NewComponents' });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir confirmação' }));
    const question = await screen.findByRole('alertdialog', { name: 'Tem certeza?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Confirmado.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('raises toasts as the app does, a server error in its §8 words', async () => {
    renderApp(<ComponentsGuide locale="pt-BR" />, { path: '/NewComponents' });
    fireEvent.click(screen.getByRole('button', { name: 'Aviso de sucesso' }));
    expect(await screen.findByText('Dados salvos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Erro do servidor' }));
    expect(await screen.findByText(SERVICE_UNAVAILABLE)).toBeTruthy();
  });

  it('shows a game card, the badges, an empty list and a failed one with its retry', () => {
    renderApp(<ComponentsGuide locale="pt-BR" />, { path: '/NewComponents' });
    expect(screen.getAllByRole('link', { name: /Jogo de exemplo/ }).length).toBe(2);
    const badges = screen.getByRole('region', { name: 'Selos' });
    expect(within(badges).getByText('Em análise')).toBeTruthy();
    const states = screen.getByRole('region', { name: 'Vazio e erro' });
    expect(within(states).getByRole('status').textContent).toContain('Nada por aqui ainda');
    expect(within(within(states).getByRole('alert')).getByRole('button')).toBeTruthy();
  });
});

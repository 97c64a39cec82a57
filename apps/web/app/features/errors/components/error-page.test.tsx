import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { ErrorPage } from './error-page';

function renderErrorPage(
  status: number,
  options: Parameters<typeof renderApp>[1] = {},
  sections = { betbyActive: true, hasSports: true },
) {
  return renderApp(
    <ErrorPage
      status={status}
      isCrawler={false}
      logo={<span>logo</span>}
      siteTitle="Casa Teste"
      sections={sections}
    />,
    options,
  );
}

describe('ErrorPage', () => {
  it('shows the 404 copy, the buttons and the technical details with a reference', async () => {
    renderErrorPage(404, { path: '/nao-existe' });
    expect(screen.getByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeTruthy();
    expect(
      screen.getByText('Não conseguimos encontrar a página que você estava procurando.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeTruthy();
    const reference = await screen.findByText(/^ERR-404-\d{6}$/);
    expect(reference).toBeTruthy();
  });

  it('shows the unauthorised copy for 401', () => {
    renderErrorPage(401);
    expect(screen.getByRole('heading', { level: 1, name: 'Não autorizado' })).toBeTruthy();
    expect(screen.getByText('Você não tem autorização para acessar esta página.')).toBeTruthy();
  });

  it('shows the generic copy for any other status', () => {
    renderErrorPage(503);
    expect(screen.getByRole('heading', { level: 1, name: 'Ops... Algo deu errado' })).toBeTruthy();
    expect(
      screen.getByText('Algo não saiu como esperado. Nosso time já foi notificado!'),
    ).toBeTruthy();
  });

  it('lists the sportsbook when the provider is active, sports otherwise', () => {
    renderErrorPage(404);
    const nav = screen.getByRole('navigation', { name: 'Seções do site' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Início', 'Cassino', 'Apostas esportivas', 'Bônus']);
  });

  it('lists sports when only the sports feature is on', () => {
    renderErrorPage(404, {}, { betbyActive: false, hasSports: true });
    const nav = screen.getByRole('navigation', { name: 'Seções do site' });
    expect(within(nav).getByRole('link', { name: 'Esportes' }).getAttribute('href')).toBe(
      '/sports',
    );
  });

  it('speaks English and links under /en on English pages', () => {
    renderErrorPage(404, { locale: 'en', path: '/en/missing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/en');
    expect(screen.getByRole('link', { name: 'Casino' }).getAttribute('href')).toBe('/en/casino');
  });

  it('goes home from "Página anterior" when there is no page to go back to', async () => {
    renderErrorPage(404, { path: '/nao-existe', routes: ['/'] });
    await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(await screen.findByText('page /')).toBeTruthy();
  });

  it('gives crawlers only the status', () => {
    renderApp(
      <ErrorPage
        status={404}
        isCrawler
        logo={null}
        siteTitle="Casa Teste"
        sections={{ betbyActive: false, hasSports: false }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Erro 404' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

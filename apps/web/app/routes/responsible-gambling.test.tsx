import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { ResponsibleGambling } from './responsible-gambling';

const CENTRAL = 'https://www.gov.br/autoexclusaoapostas';

function renderRoute(options: Parameters<typeof renderApp>[1] = {}) {
  const locale = options.locale ?? 'pt-BR';
  const path = locale === 'en' ? '/en/responsible-gambling' : '/responsible-gambling';
  return renderApp(<ResponsibleGambling locale={locale} />, {
    path,
    routes: ['/', '/login', '/en', '/en/login'],
    ...options,
  });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('/responsible-gambling for a guest', () => {
  it('offers the sign-in, and keeps the warning signs and the central self-exclusion open', async () => {
    const { platform, location, authModal } = renderRoute();
    expect(screen.getByRole('heading', { level: 1, name: 'Jogo Responsável' })).toBeTruthy();
    const central = within(region('Autoexclusão em todas as casas')).getByRole('link', {
      name: 'Acessar a plataforma central de autoexclusão',
    });
    expect(central.getAttribute('href')).toBe(CENTRAL);
    const signs = screen.getByRole('region', { name: 'Sinais de alerta' });
    expect(signs.id).toBe('sinais');
    expect(within(signs).getAllByRole('listitem').length).toBeGreaterThan(0);
    // The tools stay behind the sign-in, and nothing asks the platform for them.
    expect(screen.queryByRole('region', { name: 'Seus limites' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Fazer uma pausa' })).toBeNull();
    expect(location()).toBe('/responsible-gambling');
    expect(platform.callsTo('GET /responsible-gaming/limits')).toHaveLength(0);

    await userEvent
      .setup()
      .click(
        within(region('Entre para usar as ferramentas')).getByRole('button', { name: 'Entrar' }),
      );
    expect(authModal()).toMatchObject({
      open: true,
      mode: 'login',
      redirectTo: '/responsible-gambling',
    });
  });

  it('speaks English under /en, and signs in back to the English page', async () => {
    const { authModal } = renderRoute({ locale: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Warning signs' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(authModal()).toMatchObject({ redirectTo: '/en/responsible-gambling' });
  });
});

describe('/responsible-gambling for a player', () => {
  it('shows every tool, without the guest’s sign-in offer', async () => {
    renderRoute({ player: testUser() });
    expect(await screen.findByRole('region', { name: 'Seus limites' })).toBeTruthy();
    expect(region('Fazer uma pausa')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Entre para usar as ferramentas' })).toBeNull();
  });
});

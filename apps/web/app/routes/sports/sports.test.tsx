import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { laravelError } from '~/test/fake-platform/reply';
import { TEST_API_LINK, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { ProviderSports } from './sports';

const SPORTS_URL = `${TEST_API_LINK}/demo/sports?lang=pt-BR`;

function renderSports(handlers: FakeHandlers, guest = false) {
  return renderApp(<ProviderSports locale="pt-BR" />, {
    player: guest ? undefined : testUser(),
    handlers,
    path: '/sports',
  });
}

describe("the provider's sports page", () => {
  it('holds the frame with a loading state, then shows the launched page', async () => {
    let release: () => void = () => undefined;
    const answer = new Promise<{ gameUrl: string }>((resolve) => {
      release = () => resolve({ gameUrl: SPORTS_URL });
    });
    const { platform } = renderSports({ 'POST /games/launch/sport': () => answer });
    expect(await screen.findByText('Carregando os esportes…')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Esportes' })).toBeTruthy();

    await act(async () => release());
    const frame = await screen.findByTitle('Esportes');
    expect(frame.getAttribute('src')).toBe(SPORTS_URL);
    expect(platform.callsTo('POST /games/launch/sport')[0]?.body).toEqual({ lang: 'pt-BR' });
  });

  it('launches for a guest too: it shows prices, and asks no sign-in', async () => {
    renderSports({ 'POST /games/launch/sport': () => ({ gameUrl: SPORTS_URL }) }, true);
    expect((await screen.findByTitle('Esportes')).getAttribute('src')).toBe(SPORTS_URL);
    expect(screen.queryByRole('link', { name: 'Entrar' })).toBeNull();
  });

  it('shows the maintenance state when the launch fails, and retries', async () => {
    let fail = true;
    const { platform } = renderSports({
      'POST /games/launch/sport': () =>
        fail ? laravelError(503, 'indisponível') : { gameUrl: SPORTS_URL },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Esportes em manutenção');
    expect(screen.getByRole('link', { name: 'Ir para o cassino' }).getAttribute('href')).toBe(
      '/casino',
    );

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findByTitle('Esportes')).getAttribute('src')).toBe(SPORTS_URL);
    // The failed launch and the HTTP client's one retry of a POST on a 503, then the player's retry.
    expect(platform.callsTo('POST /games/launch/sport')).toHaveLength(3);
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeDb } from '~/test/fake-platform/db';
import { serverError } from '~/test/fake-platform/reply';
import { testUser, testVip, topVip } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { VipCard } from './vip-card';

function renderVip(vip: FakeDb['vip'], locale: 'pt-BR' | 'en' = 'pt-BR') {
  return renderApp(<VipCard />, {
    locale,
    player: testUser(),
    db: { vip },
  });
}

describe('VIP card', () => {
  it('shows the level and the progress to the next one (§4 Rank progress)', async () => {
    // 25 % of the way from R$ 1.000 to R$ 5.000.
    renderVip(testVip({ totalBet: 200_000 }));
    const bar = await screen.findByRole('progressbar', { name: 'Progresso até o nível 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Nível 2')).toBeTruthy();
    expect(screen.getByText('Faltam R$ 3.000,00 em apostas para o nível 3.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Emblema do nível 2' })).toBeTruthy();
  });

  it('shows a full ladder at the top level, in English too', async () => {
    renderVip(topVip, 'en');
    expect(await screen.findByText("You've reached the highest level.")).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('offers to try again when the level cannot be loaded', async () => {
    renderApp(<VipCard />, {
      player: testUser(),
      handlers: { 'GET /profile/vip': () => serverError() },
    });
    expect(await screen.findByText('Não foi possível carregar o seu nível VIP.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });
});

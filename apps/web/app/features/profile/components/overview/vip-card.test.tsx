import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeDb } from '~/test/fake-platform/db';
import { serverError } from '~/test/fake-platform/reply';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { VipCard } from './vip-card';

const rank = (level: number, totalBet: number) => ({
  level,
  totalBet,
  image: `http://storage.test/ranks/${level}.webp`,
});

function renderVip(vip: FakeDb['vip'], locale: 'pt-BR' | 'en' = 'pt-BR') {
  return renderApp(<VipCard />, {
    locale,
    player: testUser(),
    db: { vip },
  });
}

describe('VIP card', () => {
  it('shows the level and the progress to the next one (§4 Rank progress)', async () => {
    renderVip({
      level: 2,
      points: 1500,
      totalBet: 200_000,
      current: rank(2, 100_000),
      next: rank(3, 500_000),
      ranks: [rank(1, 0), rank(2, 100_000), rank(3, 500_000)],
    });
    const bar = await screen.findByRole('progressbar', { name: 'Progresso até o nível 3' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Nível 2')).toBeTruthy();
    expect(screen.getByText('Faltam R$ 3.000,00 em apostas para o nível 3.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Emblema do nível 2' })).toBeTruthy();
  });

  it('shows a full ladder at the top level, in English too', async () => {
    renderVip(
      {
        level: 5,
        points: 9000,
        totalBet: 9_000_000,
        current: rank(5, 5_000_000),
        next: null,
        ranks: [],
      },
      'en',
    );
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

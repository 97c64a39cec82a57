import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FakeDb } from '~/test/fake-platform/db';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { HeaderVip } from './header-vip';

const rank = (level: number, totalBet: number) => ({
  level,
  totalBet,
  image: `http://storage.test/ranks/${level}.webp`,
});

function renderHeaderVip(vip?: FakeDb['vip'], locale: 'pt-BR' | 'en' = 'pt-BR', enabled = true) {
  return renderApp(<HeaderVip enabled={enabled} profileHref="/user" />, {
    locale,
    player: testUser(),
    db: { vip },
  });
}

describe('HeaderVip', () => {
  it('names the level and the rounded progress to the next one (§4 Rank progress)', async () => {
    renderHeaderVip({
      level: 2,
      points: 1500,
      // 35.4 % of the way from R$ 1.000 to R$ 2.000.
      totalBet: 135_400,
      current: rank(2, 100_000),
      next: rank(3, 200_000),
      ranks: [],
    });
    const link = await screen.findByRole('link', {
      name: 'Nível VIP 2, 35% para o próximo nível',
    });
    expect(link.getAttribute('href')).toBe('/user');
    expect(link.textContent).toContain('VIP 2');
    expect(link.querySelector('img')?.getAttribute('src')).toBe('http://storage.test/ranks/2.webp');
    expect(link.querySelector<HTMLElement>('.bg-brand')?.style.width).toBe('35%');
  });

  it('clamps a total past the next threshold to 100%', async () => {
    renderHeaderVip({
      level: 2,
      points: 1500,
      totalBet: 900_000,
      current: rank(2, 100_000),
      next: rank(3, 200_000),
      ranks: [],
    });
    expect(
      await screen.findByRole('link', { name: 'Nível VIP 2, 100% para o próximo nível' }),
    ).toBeTruthy();
  });

  it('says the top level is reached, in English too', async () => {
    renderHeaderVip(
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
    expect(await screen.findByRole('link', { name: 'VIP 5, top level' })).toBeTruthy();
  });

  it('waits for the token before asking, keeping its place', () => {
    const { platform } = renderHeaderVip(undefined, 'pt-BR', false);
    expect(screen.getByText('Carregando nível VIP')).toBeTruthy();
    expect(platform.calls).toHaveLength(0);
  });
});

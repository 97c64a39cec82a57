import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FakeDb } from '~/test/fake-platform/db';
import { testUser, testVip, topVip, vipRank } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { HeaderVip } from './header-vip';

function renderHeaderVip(
  vip?: FakeDb['vip'],
  locale: 'pt-BR' | 'en' = 'pt-BR',
  enabled = true,
  onOpen = () => {},
) {
  return renderApp(<HeaderVip enabled={enabled} onOpen={onOpen} />, {
    locale,
    player: testUser(),
    db: { vip },
  });
}

describe('HeaderVip', () => {
  it('names the level and the rounded progress to the next one (§4 Rank progress)', async () => {
    // 35.4 % of the way from R$ 1.000 to R$ 2.000.
    const onOpen = vi.fn();
    renderHeaderVip(
      testVip({ totalBet: 135_400, next: vipRank(3, 200_000) }),
      'pt-BR',
      true,
      onOpen,
    );
    const badge = await screen.findByRole('button', {
      name: 'Nível VIP 2, 35% para o próximo nível',
    });
    expect(badge.getAttribute('aria-haspopup')).toBe('dialog');
    expect(badge.textContent).toContain('VIP 2');
    expect(badge.querySelector('img')?.getAttribute('src')).toBe(
      'http://storage.test/ranks/2.webp',
    );
    expect(badge.querySelector<HTMLElement>('.bg-brand')?.style.width).toBe('35%');
    // Issue 38: the badge opens the rank-list modal.
    await userEvent.click(badge);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('clamps a total past the next threshold to 100%', async () => {
    renderHeaderVip(testVip({ totalBet: 900_000, next: vipRank(3, 200_000) }));
    expect(
      await screen.findByRole('button', { name: 'Nível VIP 2, 100% para o próximo nível' }),
    ).toBeTruthy();
  });

  it('says the top level is reached, in English too', async () => {
    renderHeaderVip(topVip, 'en');
    expect(await screen.findByRole('button', { name: 'VIP 5, top level' })).toBeTruthy();
  });

  it('waits for the token before asking, keeping its place', () => {
    const { platform } = renderHeaderVip(undefined, 'pt-BR', false);
    expect(screen.getByText('Carregando nível VIP')).toBeTruthy();
    expect(platform.calls).toHaveLength(0);
  });
});

import '@vitrine/contract/games.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { laravelError } from '~/test/fake-platform/reply';
import { makeGame, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { GameCard } from './game-card';

const GAME = makeGame(7, {
  title: 'Tigre da Sorte',
  providercode: 'vitrine-originals',
  gamecode: 'tigre-da-sorte',
});

describe('GameCard', () => {
  it('shows the RTP in the page language (issue 35)', () => {
    const { unmount } = renderApp(<GameCard game={{ ...GAME, rtp: 94.77 }} localePrefix="" />);
    expect(screen.getByRole('link', { name: /Tigre da Sorte/ }).textContent).toContain(
      'RTP 94,77 %',
    );
    unmount();
    renderApp(<GameCard game={{ ...GAME, rtp: 96.5 }} localePrefix="/en" />, { locale: 'en' });
    expect(screen.getByRole('link', { name: /Tigre da Sorte/ }).textContent).toContain(
      'RTP 96.50%',
    );
  });

  it('keeps the RTP line when the provider states none, so cards stay the same height', () => {
    renderApp(<GameCard game={{ ...GAME, rtp: null }} localePrefix="" />);
    const link = screen.getByRole('link', { name: /Tigre da Sorte/ });
    expect(link.textContent).not.toContain('RTP');
    const lines = link.querySelectorAll(':scope > span');
    expect(lines).toHaveLength(3);
    expect(lines[2]?.className).toContain('h-4');
  });

  it('links to the game page in the page language', () => {
    renderApp(<GameCard game={GAME} localePrefix="/en" />, { locale: 'en' });
    expect(screen.getByRole('link', { name: /Tigre da Sorte/ }).getAttribute('href')).toBe(
      '/en/casino/vitrine-originals/tigre-da-sorte',
    );
  });

  it('asks a guest to sign in instead of adding a favourite', () => {
    const { authModal, platform } = renderApp(<GameCard game={GAME} localePrefix="" />);
    fireEvent.click(screen.getByRole('button', { name: 'Favoritar Tigre da Sorte' }));
    expect(authModal()).toMatchObject({ open: true, mode: 'login' });
    expect(platform.calls).toHaveLength(0);
  });

  it('marks a favourite at once and keeps the state the server holds', async () => {
    const { platform } = renderApp(<GameCard game={GAME} localePrefix="" />, {
      player: testUser(),
    });
    const star = screen.getByRole('button', { name: 'Favoritar Tigre da Sorte' });
    expect(star.querySelector('.icon-mask-star')).not.toBeNull();
    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    // The star is drawn filled (app.css), and stays hidden from assistive technology.
    expect(star.querySelector('.icon-mask-star-filled')?.getAttribute('aria-hidden')).toBe('true');
    expect(star.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(platform.callsTo('POST /games/favorite/:gameId')).toHaveLength(1));
    const [favorite] = platform.callsTo('POST /games/favorite/:gameId');
    expect(favorite?.params).toEqual({ gameId: '7' });
    expect(favorite?.body).toEqual({ gameId: 7, action: 'add' });
    await waitFor(() => expect(star.getAttribute('aria-busy')).toBeNull());
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back when the server refuses the favourite', async () => {
    renderApp(<GameCard game={GAME} localePrefix="" />, {
      player: testUser(),
      handlers: { 'POST /games/favorite/:gameId': () => laravelError(422, 'Erro') },
    });
    const star = screen.getByRole('button', { name: 'Favoritar Tigre da Sorte' });
    fireEvent.click(star);
    // Marked at once, then back once the refusal arrives.
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
  });

  it('shows the liked state from the player’s liked games', () => {
    renderApp(<GameCard game={GAME} localePrefix="" />, {
      player: testUser({ user_likes: [7] }),
    });
    const like = screen.getByRole('button', { name: /Curtir Tigre da Sorte/ });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(like.querySelector('.icon-mask-heart-filled')).not.toBeNull();
  });
});

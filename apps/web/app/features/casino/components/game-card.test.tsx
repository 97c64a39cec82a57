import '@vitrine/contract/games.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { casinoSession, makeGame, renderCasino } from '~/test/casino-harness';
import { fakeApi, json } from '~/test/fake-api';
import { GameCard } from './game-card';

const GAME = makeGame(7, {
  title: 'Tigre da Sorte',
  providercode: 'vitrine-originals',
  gamecode: 'tigre-da-sorte',
});

describe('GameCard', () => {
  it('links to the game page in the page language', () => {
    renderCasino(<GameCard game={GAME} localePrefix="/en" />, {
      fetch: fakeApi({}).fetch,
      locale: 'en',
    });
    expect(screen.getByRole('link', { name: /Tigre da Sorte/ }).getAttribute('href')).toBe(
      '/en/casino/vitrine-originals/tigre-da-sorte',
    );
  });

  it('asks a guest to sign in instead of adding a favourite', () => {
    const session = casinoSession();
    const api = fakeApi({});
    renderCasino(<GameCard game={GAME} localePrefix="" />, { fetch: api.fetch, session });
    fireEvent.click(screen.getByRole('button', { name: 'Favoritar Tigre da Sorte' }));
    expect(session.requestSignIn).toHaveBeenCalledTimes(1);
    expect(api.calls).toHaveLength(0);
  });

  it('marks a favourite at once and keeps the state the server holds', async () => {
    const api = fakeApi({
      'POST /t/demo/games/favorite/7': () => json({ game_id: 7, hasFavorite: true }),
    });
    renderCasino(<GameCard game={GAME} localePrefix="" />, {
      fetch: api.fetch,
      session: casinoSession({ viewer: 'user-1', signedIn: true, userLikes: [] }),
    });
    const star = screen.getByRole('button', { name: 'Favoritar Tigre da Sorte' });
    fireEvent.click(star);
    expect(star.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ gameId: 7, action: 'add' });
    await waitFor(() => expect(star.getAttribute('aria-busy')).toBeNull());
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });

  it('goes back when the server refuses the favourite', async () => {
    const api = fakeApi({
      'POST /t/demo/games/favorite/7': () => json({ message: 'Erro' }, 422),
    });
    renderCasino(<GameCard game={GAME} localePrefix="" />, {
      fetch: api.fetch,
      session: casinoSession({ viewer: 'user-1', signedIn: true, userLikes: [] }),
    });
    const star = screen.getByRole('button', { name: 'Favoritar Tigre da Sorte' });
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
  });

  it('shows the liked state from the player’s liked games', () => {
    renderCasino(<GameCard game={GAME} localePrefix="" />, {
      fetch: fakeApi({}).fetch,
      session: casinoSession({ viewer: 'user-1', signedIn: true, userLikes: [7] }),
    });
    expect(
      screen.getByRole('button', { name: /Curtir Tigre da Sorte/ }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '~/core/session/api/session-keys';
import { useSessionStoreApi } from '~/core/session/session-context';
import { makeGames, sessionUserOf, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { LastGameOffer } from './last-game-offer';

/** The layout's offer, with the session's two ways of becoming signed in at hand. */
function Page() {
  const store = useSessionStoreApi();
  // As the session does: the API client finds the token in storage.
  const holdToken = () => localStorage.setItem('auth', 'token');
  return (
    <>
      <button type="button" onClick={() => store.getState().markChecked()}>
        checked as guest
      </button>
      <button
        type="button"
        onClick={() => {
          holdToken();
          store.getState().signedIn('token');
        }}
      >
        sign in
      </button>
      <button
        type="button"
        onClick={() => {
          holdToken();
          store.getState().restoring('token');
        }}
      >
        restore
      </button>
      <LastGameOffer locale="pt-BR" />
    </>
  );
}

function renderOffer(total = 3) {
  // A guest at first: the cache already holds the player the buttons below sign in, as the
  // sign-in and the start-up check leave it.
  const { platform, queryClient } = renderApp(<Page />, {
    db: { recentGames: makeGames(total) },
  });
  act(() => {
    queryClient.setQueryData(sessionKeys.me(), sessionUserOf(testUser({ user_likes: [] })));
  });
  return platform;
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('the last game played offer', () => {
  it('offers the last played game once a guest signs in, and Not now closes it', async () => {
    renderOffer();
    click('checked as guest');
    click('sign in');
    const dialog = await screen.findByRole('dialog', { name: 'Continuar jogando Jogo 1?' });
    expect(screen.getByRole('link', { name: 'Continuar' }).getAttribute('href')).toBe(
      '/casino/aurora-gaming/jogo-1',
    );
    expect(dialog).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says nothing to a player whose session was restored at load', async () => {
    const platform = renderOffer();
    click('restore');
    click('sign in');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(platform.callsTo('GET /games/recent')).toHaveLength(0);
  });

  it('says nothing to a player who has not played yet', async () => {
    const platform = renderOffer(0);
    click('checked as guest');
    click('sign in');
    await waitFor(() => expect(platform.callsTo('GET /games/recent')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

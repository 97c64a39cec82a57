import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStoreApi } from '~/features/session/session-context';
import { casinoSession, gamePage, renderCasino } from '~/test/casino-harness';
import { fakeApi, json } from '~/test/fake-api';
import { LastGameOffer } from './last-game-offer';

/** The layout's offer, with the session's two ways of becoming signed in at hand. */
function Page() {
  const store = useSessionStoreApi();
  return (
    <>
      <button type="button" onClick={() => store.getState().markChecked()}>
        checked as guest
      </button>
      <button type="button" onClick={() => store.getState().signedIn('token')}>
        sign in
      </button>
      <button type="button" onClick={() => store.getState().restoring('token')}>
        restore
      </button>
      <LastGameOffer locale="pt-BR" />
    </>
  );
}

function renderOffer(total = 3) {
  const api = fakeApi({ 'GET /t/demo/games/recent': () => json({ games: gamePage(1, total) }) });
  renderCasino(<Page />, {
    fetch: api.fetch,
    session: casinoSession({ viewer: 'user-1', signedIn: true }),
  });
  return api;
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
    const api = renderOffer();
    click('restore');
    click('sign in');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((call) => call.path === '/t/demo/games/recent')).toBe(false);
  });

  it('says nothing to a player who has not played yet', async () => {
    const api = renderOffer(0);
    click('checked as guest');
    click('sign in');
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/t/demo/games/recent')).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

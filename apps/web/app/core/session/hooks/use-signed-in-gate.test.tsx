import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSessionStoreApi } from '~/core/session/session-context';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { usePlayerSession } from './use-player-session';
import { useSignedInGate } from './use-signed-in-gate';

/** A profile page, with the start-up check's two outcomes at hand. */
function ProfileProbe() {
  const store = useSessionStoreApi();
  useSignedInGate();
  const { ready } = usePlayerSession();
  return (
    <>
      <p>{ready ? 'ready' : 'waiting'}</p>
      <button type="button" onClick={() => store.getState().markChecked()}>
        checked as guest
      </button>
      <button type="button" onClick={() => store.getState().restoring('token')}>
        token restored
      </button>
    </>
  );
}

function renderAt(path: string, signedIn: boolean) {
  return renderApp(<ProfileProbe />, {
    path,
    routes: ['/login', '/en/login'],
    player: signedIn ? testUser() : undefined,
    tokenRestored: false,
  });
}

describe('the profile area on the client', () => {
  it('waits for the start-up check, then sends a guest to the login and back', () => {
    const { location } = renderAt('/en/user/edit/verification?x=1', false);
    expect(screen.getByText('waiting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'checked as guest' }));
    expect(screen.getByText('page /en/login')).toBeTruthy();
    expect(location()).toBe('/en/login?redirect=%2Fen%2Fuser%2Fedit%2Fverification%3Fx%3D1');
  });

  it('lets the pages load once the token is known', () => {
    renderAt('/user', true);
    expect(screen.getByText('waiting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'token restored' }));
    expect(screen.getByText('ready')).toBeTruthy();
  });
});

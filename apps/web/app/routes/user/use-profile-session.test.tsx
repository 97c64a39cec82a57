import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider, useSessionStoreApi } from '~/features/session/session-context';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createHttpClient } from '~/lib/http/http-client';
import { createQueryClient } from '~/lib/query-client';
import { testUser } from '~/test/users';
import { useProfileSessionBridge } from './use-profile-session';

/** A profile page, with the start-up check's two outcomes at hand. */
function ProfileProbe() {
  const store = useSessionStoreApi();
  const { ready } = useProfileSessionBridge();
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

function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

function renderAt(path: string, signedIn: boolean) {
  const client = createHttpClient({
    baseUrl: 'http://api.test',
    fetch: () => Promise.reject(new Error('offline')),
    getAuthToken: () => null,
    getGuestId: () => null,
    getLmcp: () => null,
  });
  const Stub = createRoutesStub([
    { path: '/user/*', Component: ProfileProbe },
    { path: '/en/user/*', Component: ProfileProbe },
    { path: '/login', Component: LoginProbe },
    { path: '/en/login', Component: LoginProbe },
  ]);
  const user = testUser();
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ApiClientProvider client={client}>
        <SessionProvider
          serverSession={signedIn ? { user: { ...user, username: '+5511999990001' } } : null}
        >
          <Stub initialEntries={[path]} />
        </SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

describe('the profile area on the client', () => {
  it('waits for the start-up check, then sends a guest to the login and back', () => {
    renderAt('/en/user/edit/verification?x=1', false);
    expect(screen.getByText('waiting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'checked as guest' }));
    expect(
      screen.getByText('/en/login?redirect=%2Fen%2Fuser%2Fedit%2Fverification%3Fx%3D1'),
    ).toBeTruthy();
  });

  it('lets the pages load once the token is known', () => {
    renderAt('/user', true);
    expect(screen.getByText('waiting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'token restored' }));
    expect(screen.getByText('ready')).toBeTruthy();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { laravelError, unauthenticated } from '~/test/fake-platform/reply';
import { ana, testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import { useSessionState } from '../session-context';
import { useCurrentUser } from './use-current-user';
import { useSessionBootstrap } from './use-session-bootstrap';

function Probe() {
  useSessionBootstrap();
  const status = useSessionState((state) => state.status);
  const checked = useSessionState((state) => state.checked);
  const user = useCurrentUser();
  return <p data-testid="probe" data-checked={checked}>{`${status}:${user?.name ?? 'nobody'}`}</p>;
}

const probe = () => screen.getByTestId('probe').textContent;

function clearCookies() {
  for (const name of ['auth_client', 'auth_state']) document.cookie = `${name}=; Max-Age=0; path=/`;
}

describe('session at start-up (§4)', () => {
  afterEach(clearCookies);

  it('a visitor without a token is a guest with a generated guest id', async () => {
    const { platform } = renderApp(<Probe />);
    await waitFor(() => expect(localStorage.getItem('guest_id')).toMatch(/^guest-/));
    expect(probe()).toBe('guest:nobody');
    expect(platform.calls).toHaveLength(0);
  });

  it('uses a stored user at once and confirms it with /auth/me', async () => {
    localStorage.setItem('auth', 'tok-1');
    localStorage.setItem('user', JSON.stringify(ana));
    const { platform } = renderApp(<Probe />, {
      db: { player: testUser({ name: 'Ana S. Souza' }) },
    });
    await waitFor(() => expect(probe()).toBe('signed-in:Ana S. Souza'));
    expect(platform.callsTo('GET /auth/me')[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('checks a token without a stored user against the server', async () => {
    localStorage.setItem('auth', 'tok-2');
    renderApp(<Probe />);
    await waitFor(() => expect(probe()).toBe('signed-in:Ana Souza'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').id).toBe(ana.id);
  });

  it('a 401 from the check clears token, user and their entries: a guest again', async () => {
    localStorage.setItem('auth', 'revoked');
    localStorage.setItem('user', JSON.stringify(ana));
    renderApp(<Probe />, { handlers: { 'GET /auth/me': () => unauthenticated() } });
    await waitFor(() => expect(probe()).toBe('guest:nobody'));
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(document.cookie).not.toContain('auth_client=revoked');
  });

  it('restores from the auth_client and auth_state cookies when both exist', async () => {
    document.cookie = 'auth_client=tok-cookie; path=/';
    document.cookie = `auth_state=${encodeURIComponent(JSON.stringify(ana))}; path=/`;
    const { platform } = renderApp(<Probe />);
    await waitFor(() => expect(probe()).toBe('signed-in:Ana Souza'));
    expect(localStorage.getItem('auth')).toBe('tok-cookie');
    expect(platform.callsTo('GET /auth/me')[0]?.headers.get('Authorization')).toBe(
      'Bearer tok-cookie',
    );
  });

  it('keeps the session when the check fails for another reason (offline)', async () => {
    localStorage.setItem('auth', 'tok-3');
    localStorage.setItem('user', JSON.stringify(ana));
    const { platform } = renderApp(<Probe />, {
      handlers: { 'GET /auth/me': () => laravelError(503, 'down') },
    });
    // The check is over (answered 503), and the stored session stands.
    await waitFor(() => expect(screen.getByTestId('probe').dataset.checked).toBe('true'));
    expect(platform.callsTo('GET /auth/me').length).toBeGreaterThan(0);
    expect(probe()).toBe('signed-in:Ana Souza');
    expect(localStorage.getItem('auth')).toBe('tok-3');
  });
});

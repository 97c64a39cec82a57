import { describe, expect, it } from 'vitest';
import { requireSessionCookie } from './require-session.server';

function gate(path: string, cookie: string | null = null): Response | null {
  const url = new URL(`http://demo.localhost${path}`);
  try {
    requireSessionCookie(cookie, url);
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe('requireSessionCookie', () => {
  it('sends a guest to the login with the page to come back to', () => {
    const response = gate('/user/edit/access-data');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('Location')).toBe('/login?redirect=%2Fuser%2Fedit%2Faccess-data');
  });

  it('keeps the language and the query string', () => {
    expect(gate('/en/user?tab=1')?.headers.get('Location')).toBe(
      '/en/login?redirect=%2Fen%2Fuser%3Ftab%3D1',
    );
  });

  it('lets a request with the token cookie through', () => {
    expect(gate('/user', 'auth_client=abc; other=1')).toBeNull();
  });
});

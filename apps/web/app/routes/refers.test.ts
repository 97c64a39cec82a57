import { describe, expect, it } from 'vitest';
import { AUTH_COOKIES } from '~/lib/storage';
import { loader } from './refers';

function load(path: string, cookie?: string) {
  const url = new URL(`http://demo.localhost${path}`);
  // The loader reads only the Cookie header (a test environment's Request may drop it).
  const request = {
    headers: { get: (name: string) => (name === 'cookie' ? (cookie ?? null) : null) },
  };
  return loader({ request, url, params: {}, context: {} } as never);
}

describe('/refers (§2 "Authenticated routes")', () => {
  it('sends a guest to the login, which brings them back here', async () => {
    await expect(load('/refers')).rejects.toMatchObject({ status: 302 });
    const refused = await load('/en/refers').catch((response: unknown) => response);
    expect(refused).toBeInstanceOf(Response);
    const location = refused instanceof Response ? refused.headers.get('location') : null;
    expect(location).toBe('/en/login?redirect=%2Fen%2Frefers');
  });

  it('opens for a player, with the page’s messages in their language', async () => {
    const data = await load('/en/refers', `${AUTH_COOKIES.token}=token-of-ana`);
    expect(data.locale).toBe('en');
    expect(data.messages).toMatchObject({ page: { title: 'Refer a friend' } });
  });
});

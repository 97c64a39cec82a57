import { describe, expect, it } from 'vitest';
import { testPlatformPerFile } from '../test/test-platform.ts';

const platform = testPlatformPerFile();

const preflight = (url: string, origin: string) =>
  platform.app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,guest-id,lmcp',
    },
  });

const getFrom = (url: string, origin: string) =>
  platform.app.inject({ method: 'GET', url, headers: { origin } });

describe('CORS on the tenant API', () => {
  it("allows the tenant's own host name, on any port", async () => {
    const response = await preflight('/t/sorte/categories', 'http://sorte.localhost:3000');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://sorte.localhost:3000');
    expect(response.headers['vary']).toContain('Origin');
  });

  it("refuses another tenant's host name", async () => {
    const response = await preflight('/t/demo/categories', 'http://sorte.localhost:3000');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const get = await getFrom('/t/demo/categories', 'http://sorte.localhost:3000');
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a look-alike host that only starts with a tenant domain', async () => {
    const response = await getFrom('/t/demo/categories', 'http://localhost.evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows the headers the web client sends (§7) and exposes the ones it reads', async () => {
    const response = await preflight('/t/demo/pages/terms', 'http://localhost:3000');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    for (const header of [
      'authorization',
      'guest-id',
      'lmcp',
      'idempotency-key',
      'content-type',
      'accept',
      'x-socket-id',
      'x-activity',
    ]) {
      expect(allowed).toContain(header);
    }
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-expose-headers'])).toContain('Retry-After');
  });

  it('lets an allowed origin read error bodies too', async () => {
    const response = await getFrom('/t/demo/pages/nao-existe', 'http://127.0.0.1:3000');
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
  });

  it('answers a preflight for an unknown tenant with 404', async () => {
    const response = await preflight('/t/nenhuma/categories', 'http://localhost:3000');
    expect(response.statusCode).toBe(404);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

import { RouterContextProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { loader } from './site-config';

const refreshTenant = vi.hoisted(() => vi.fn());
vi.mock('~/core/tenant/server/resolve-tenant.server', () => ({ refreshTenant }));

function get(query: string, language = 'pt-BR') {
  const url = new URL(`http://localhost:3000/api/site-config?${query}`);
  const request = new Request(url, { headers: { 'accept-language': language } });
  return loader({
    request,
    url,
    params: {},
    pattern: '/api/site-config',
    context: new RouterContextProvider(),
  });
}

async function errorsOf(response: Response) {
  return laravelErrorSchema.parse(await response.json()).errors;
}

describe('GET /api/site-config with hostile query text', () => {
  beforeEach(() => refreshTenant.mockReset());

  it('answers a NUL byte in domain with a 422 naming domain, without asking the registry', async () => {
    const response = await get('domain=%00&t=1');
    expect(response.status).toBe(422);
    expect(await errorsOf(response)).toEqual({
      domain: ['O campo domain contém caracteres não permitidos.'],
    });
    expect(refreshTenant).not.toHaveBeenCalled();
  });

  it('names the cache buster too, in English when asked', async () => {
    const response = await get('domain=localhost&t=1%002', 'en');
    expect(response.status).toBe(422);
    expect(await errorsOf(response)).toEqual({
      t: ['The t field contains characters that are not allowed.'],
    });
  });

  it('says a missing domain is required', async () => {
    const response = await get('t=1', 'en');
    expect(await errorsOf(response)).toEqual({ domain: ['This field is required.'] });
  });

  it('answers a missing or 10 KB domain with a 422 on domain, not a 503', async () => {
    for (const query of ['t=1', `domain=${'a'.repeat(10_240)}`]) {
      const response = await get(query);
      expect(response.status, query).toBe(422);
      expect(Object.keys((await errorsOf(response)) ?? {}), query).toEqual(['domain']);
    }
    expect(refreshTenant).not.toHaveBeenCalled();
  });

  it('still asks the registry for a well-formed domain', async () => {
    refreshTenant.mockResolvedValue({ status: 'not-found' });
    const response = await get('domain=outra.localhost&t=1');
    expect(response.status).toBe(404);
    expect(refreshTenant).toHaveBeenCalledWith('outra.localhost');
  });
});

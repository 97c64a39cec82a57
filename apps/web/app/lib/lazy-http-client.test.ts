import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createHttpClient } from './http/http-client';
import { lazyHttpClient } from './lazy-http-client';

function realClient() {
  return createHttpClient({
    baseUrl: 'http://api.test',
    getAuthToken: () => null,
    getGuestId: () => 'guest-abcdefgh',
    getLmcp: () => null,
    fetch: async () => Response.json({ data: { id: 7 } }),
  });
}

describe('lazyHttpClient', () => {
  it('loads the real client once, on the first call, and parses through it', async () => {
    const load = vi.fn(async () => realClient());
    const client = lazyHttpClient(load);
    expect(load).not.toHaveBeenCalled();
    const schema = z.object({ data: z.object({ id: z.number() }) });
    await expect(client.get('/a', { schema })).resolves.toEqual({ data: { id: 7 } });
    await client.post('/b', { body: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries to load again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<ReturnType<typeof realClient>>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(realClient());
    const client = lazyHttpClient(load);
    await expect(client.get('/a')).rejects.toThrow('chunk failed');
    await expect(client.get('/a')).resolves.toEqual({ data: { id: 7 } });
  });
});

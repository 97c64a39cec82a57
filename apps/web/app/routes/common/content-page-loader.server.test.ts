import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/lib/http/http-error';
import { loadContentPage } from './content-page-loader.server';

const getPage = vi.hoisted(() => vi.fn());
vi.mock('~/features/content/api/get-page', () => ({ getPage }));
vi.mock('~/features/content/server/content-cache.server', () => ({
  cachedPage: (_key: string, load: () => unknown) => load(),
}));
vi.mock('~/core/tenant/server/tenant-api.server', () => ({
  tenantApi: async () => ({ client: {}, apiLink: 'http://api.test/t/demo' }),
}));

const refusal = (status: number) =>
  new HttpError({
    kind: 'http',
    method: 'GET',
    url: 'http://api.test/t/demo/pages/terms',
    status,
    data: { message: 'O campo slug contém caracteres não permitidos.' },
  });

describe('content page loader', () => {
  const url = new URL('http://localhost:3000/terms');
  const request = new Request(url);

  it('shows the not-found page (404) when the platform refuses the page with a 422', async () => {
    getPage.mockRejectedValueOnce(refusal(422));
    await expect(loadContentPage(request, url, 'terms')).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it('keeps a platform failure (5xx) a failure of the page', async () => {
    getPage.mockRejectedValueOnce(refusal(503));
    await expect(loadContentPage(request, url, 'terms')).rejects.toBeInstanceOf(HttpError);
  });
});

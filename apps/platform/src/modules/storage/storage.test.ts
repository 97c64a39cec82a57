import { describe, expect, it } from 'vitest';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { siteConfigSchema } from '@vitrine/contract/site-config.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';

const platform = testPlatformPerFile();

const get = (url: string) => platform.app.inject({ method: 'GET', url });

const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('ascii') === 'RIFF' &&
  bytes.subarray(8, 12).toString('ascii') === 'WEBP';
const isPng = (bytes: Buffer) =>
  bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

describe('GET /storage/:tenant/*', () => {
  it('serves the logo as WebP, cacheable forever and readable from any origin', async () => {
    const response = await get('/storage/demo/logo.webp?v=1.0');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(isWebp(response.rawPayload)).toBe(true);
  });

  it('serves PNG icons', async () => {
    const response = await get('/storage/sorte/icons/icon-512.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(isPng(response.rawPayload)).toBe(true);
  });

  it('serves every image the site config points at', async () => {
    const config = siteConfigSchema.parse(jsonBody(await get('/api/site-config?domain=localhost')));
    const urls = [
      ...Object.values(config.icons),
      ...Object.values(config.images),
      ...config.banners.flatMap((banner) => [banner.image, banner.image_mobile]),
    ];
    for (const url of urls) {
      const { pathname, search } = new URL(url);
      const response = await get(pathname + search);
      expect(response.statusCode, url).toBe(200);
    }
  });

  it('gives each tenant its own images', async () => {
    const demo = await get('/storage/demo/logo.webp');
    const sorte = await get('/storage/sorte/logo.webp');
    expect(demo.rawPayload.equals(sorte.rawPayload)).toBe(false);
  });

  it.each([
    '/storage/demo/nao-existe.webp',
    '/storage/nenhuma/logo.webp',
    '/storage/demo/',
    '/storage/demo/icons/..%2f..%2flogo.webp',
  ])('answers 404 in the Laravel shape for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(laravelErrorSchema.safeParse(jsonBody(response)).success).toBe(true);
  });
});

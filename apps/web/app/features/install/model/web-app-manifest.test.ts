import { describe, expect, it } from 'vitest';
import { testTenant } from '~/test/fixtures';
import { manifestPath, webAppManifest } from './web-app-manifest';

const { theme } = testTenant();

describe('the web app manifest', () => {
  it('starts the app in the language it was installed from, on the whole site', () => {
    expect(manifestPath('pt-BR')).toBe('/manifest.webmanifest');
    expect(manifestPath('en')).toBe('/en/manifest.webmanifest');
    expect(webAppManifest(theme, 'pt-BR', '#0b0d17')).toMatchObject({
      id: '/',
      lang: 'pt-BR',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(webAppManifest(theme, 'en', '#0b0d17')).toMatchObject({
      id: '/',
      lang: 'en',
      start_url: '/en',
      scope: '/',
    });
  });

  it('names the brand and uses its icons, also as maskable icons at 192 and 512', () => {
    const manifest = webAppManifest(theme, 'pt-BR', '#0b0d17');
    expect(manifest.name).toBe(theme.siteTitle);
    expect(manifest.short_name).toBe(theme.siteName);
    expect(manifest.background_color).toBe('#0b0d17');
    for (const size of ['192', '512'] as const) {
      expect(manifest.icons).toContainEqual({
        src: theme.icons[size],
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'maskable',
      });
      expect(manifest.icons).toContainEqual(
        expect.objectContaining({ src: theme.icons[size], purpose: 'any' }),
      );
    }
  });

  it('shows a narrow and a wide screenshot, renewed with the theme', () => {
    const { screenshots } = webAppManifest(theme, 'pt-BR', '#0b0d17');
    expect(screenshots.map(({ form_factor, sizes }) => [form_factor, sizes])).toEqual([
      ['narrow', '720x1280'],
      ['wide', '1280x720'],
    ]);
    expect(screenshots[0]?.src).toBe(
      `/manifest-screenshots/narrow.png?v=${encodeURIComponent(theme.version)}`,
    );
  });
});

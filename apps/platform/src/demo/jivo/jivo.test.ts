import { describe, expect, it } from 'vitest';
import { api } from '../../test/accounts.ts';
import { startTestPlatform, testPlatformPerFile } from '../../test/test-platform.ts';

const platform = testPlatformPerFile();

describe('the JivoChat stand-in’s widget script', () => {
  it('serves the demo tenant’s widget as JavaScript speaking jivo_api, with no markup sink', async () => {
    const response = await api(platform.app, 'demo').get('/live-support/demo/widget/vitrine-demo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.body).toContain('window.jivo_api = {');
    expect(response.body).toContain('setContactInfo');
    expect(response.body).toContain('setUserToken');
    expect(response.body).toContain('window.jivo_destroy');
    // Issue 39 §3: the page opens its window from its own button and hears it open and close.
    expect(response.body).toContain('open: function');
    expect(response.body).toContain("'jivo_onOpen'");
    expect(response.body).toContain("'jivo_onClose'");
    expect(response.body).not.toMatch(/\beval\(|innerHTML|insertAdjacentHTML|new Function/);
  });

  it('answers 404 for another widget id, and for a tenant without one', async () => {
    const other = await api(platform.app, 'demo').get('/live-support/demo/widget/someone-else');
    expect(other.statusCode).toBe(404);
    const sorte = await api(platform.app, 'sorte').get('/live-support/demo/widget/vitrine-demo');
    expect(sorte.statusCode).toBe(404);
  });

  it('serves no stand-in outside demo mode', async () => {
    const live = await startTestPlatform({ demoMode: false, seedGames: 0 });
    try {
      const response = await api(live.app, 'demo').get('/live-support/demo/widget/vitrine-demo');
      expect(response.statusCode).toBe(404);
    } finally {
      await live.close();
    }
  });
});

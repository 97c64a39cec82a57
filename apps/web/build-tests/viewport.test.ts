import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakePlatformFetch, loadServerBuild, requestPage } from './built-server';

// docs/product/tenant-and-shell.md "§9 Device adaptation": the spec's "the viewport is locked" on
// slow connections never disables zoom — WCAG 1.4.4 (Resize text) needs pinch-zoom on every page,
// whatever the device or connection.

const PAGES = ['/', '/en', '/casino/games', '/casino/aurora-gaming/jogo-1', '/login', '/Offiline'];

let build: ServerBuild;

beforeAll(async () => {
  vi.stubGlobal('fetch', fakePlatformFetch);
  build = await loadServerBuild();
});

async function documentOf(path: string): Promise<string> {
  const response = await requestPage(build, path);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe('the viewport of the production documents', () => {
  it.each(PAGES)('lets the player zoom %s', async (path) => {
    const html = await documentOf(path);
    const viewports = [...html.matchAll(/<meta name="viewport" content="([^"]*)"/g)];
    expect(viewports).toHaveLength(1);
    const content = viewports[0]?.[1] ?? '';
    expect(content).toContain('width=device-width');
    expect(content).not.toMatch(/user-scalable\s*=\s*(no|0)/i);
    expect(content).not.toMatch(/maximum-scale/i);
  });

  it.each(PAGES)(
    'sends %s without prefetch links (nothing fetched ahead of need)',
    async (path) => {
      // §9: a slow connection must not pay for a page the player has not asked for; the document
      // itself never asks, whatever the device (prefetching starts on a fast one after hydration).
      expect(await documentOf(path)).not.toMatch(/<link[^>]*rel="(prefetch|prerender)"/);
    },
  );
});

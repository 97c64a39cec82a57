import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deferLoaderScript,
  PRELOADS_PER_TASK,
  SCRIPTS_WAIT_CAP_MS,
  scriptsAfterFirstImages,
  takeModulePreloads,
} from './script-priority.server';

const HEAD =
  '<!DOCTYPE html><html lang="pt-BR"><head><meta charSet="utf-8"/><title>Cassino — Jogos</title>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/>' +
  '<link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="preload" as="image" href="/card.webp" fetchPriority="high"/>' +
  '<style>body{margin:0}</style></head>';

// React Router's loader script, as <Scripts /> renders it.
const LOADER = `import "/assets/manifest-b02cefb0.js";
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/games.js";
  
  window.__reactRouterRouteModules = {"root":route0,"casino-games":route1};

import("/assets/entry.client.js");`;

// The same with lazy route discovery (our config): no manifest import (an empty statement in its
// place) and the matched routes' part of the manifest inline, pretty-printed.
const LAZY_LOADER = `;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/games.js";
  window.__reactRouterManifest = {
  "routes": {
    "root": {
      "id": "root",
      "imports": [
        "/assets/lib.js"
      ]
    }
  },
  "version": "b02cefb0"
};
  window.__reactRouterRouteModules = {"root":route0,"casino-games":route1};

import("/assets/entry.client.js");`;

const BODY =
  '<body><p>Olá, jogador — ação!</p><img src="/card.webp" fetchpriority="high"/>' +
  `<script type="module" async="">${LOADER}</script>` +
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>';

async function pipeInChunks(text: string, size: number): Promise<string> {
  const bytes = Buffer.from(text, 'utf8');
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size) {
    chunks.push(bytes.subarray(offset, offset + size));
  }
  const out: Buffer[] = [];
  for await (const chunk of Readable.from(chunks).pipe(scriptsAfterFirstImages())) {
    out.push(Buffer.from(chunk as Buffer));
  }
  return Buffer.concat(out).toString('utf8');
}

interface FakeImage {
  complete: boolean;
  listeners: Map<string, () => void>;
  addEventListener: (type: string, listener: () => void) => void;
}

function fakeImage(complete: boolean): FakeImage {
  const listeners = new Map<string, () => void>();
  return {
    complete,
    listeners,
    addEventListener: (type, listener) => listeners.set(type, listener),
  };
}

/** Runs a rewritten loader against a fake page; `imports` records what it imported, in order. */
function runLoader(source: string | null, images: FakeImage[], visibility = 'visible') {
  const imports: string[] = [];
  const preloaded: string[] = [];
  const batches: number[] = [];
  const page = {
    __reactRouterRouteModules: undefined as unknown,
    __reactRouterManifest: undefined as unknown,
  };
  /** What the page had when the entry (which hydrates) was imported. */
  const atEntry: { manifest?: unknown; routeModules?: unknown } = {};
  const document = {
    visibilityState: visibility,
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('img[fetchpriority="high"]');
      return images;
    },
    createElement: () => ({ rel: '', href: '' }),
    createDocumentFragment: () => {
      const links: { href: string }[] = [];
      return { links, append: (link: { href: string }) => links.push(link) };
    },
    head: {
      append: (batch: { links: { href: string }[] }) => {
        preloaded.push(...batch.links.map((link) => link.href));
        batches.push(batch.links.length);
      },
    },
  };
  // A task later, as a message on a channel is.
  class FakeChannel {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.(), 0) };
  }
  const load = (href: string) => {
    imports.push(href);
    if (href.includes('entry.client')) {
      atEntry.manifest = page.__reactRouterManifest;
      atEntry.routeModules = page.__reactRouterRouteModules;
    }
    return Promise.resolve({ href });
  };
  if (source === null) throw new Error('the loader was not rewritten');
  const code = source.replaceAll('import(', '__import(').replaceAll('window.', 'page.');
  const run = new Function(
    'document',
    'page',
    'requestAnimationFrame',
    'setTimeout',
    'MessageChannel',
    '__import',
    code,
  ) as (...args: unknown[]) => void;
  run(
    document,
    page,
    (callback: () => void) => setTimeout(callback, 16),
    (callback: () => void, ms: number) => setTimeout(callback, ms),
    FakeChannel,
    load,
  );
  return { imports, preloaded, batches, page, atEntry };
}

describe('takeModulePreloads', () => {
  it('takes every module preload out of the head, in order, and leaves the rest', () => {
    const { head, hrefs } = takeModulePreloads(HEAD);
    expect(hrefs).toEqual(['/assets/entry.client.js', '/assets/root.js']);
    expect(head).not.toContain('modulepreload');
    expect(head).toContain(
      '<link rel="preload" as="image" href="/card.webp" fetchPriority="high"/>',
    );
    expect(head).toContain('<style>body{margin:0}</style></head>');
  });
});

describe('deferLoaderScript', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not rewrite a script of another shape', () => {
    const other = 'import { a } from "/a.js";\na();';
    const noEntry = 'import "/assets/manifest.js";\nwindow.x = 1;';
    expect(deferLoaderScript(noEntry, [])).toBeNull();
    expect(deferLoaderScript(other, ['/a.js'])).toBeNull();
    expect(deferLoaderScript('console.log(1);', [])).toBeNull();
  });

  it('imports nothing until the images in view have loaded and a frame has shown them', async () => {
    const waiting = fakeImage(false);
    const { imports, preloaded, page } = runLoader(
      deferLoaderScript(LOADER, ['/assets/entry.client.js', '/assets/root.js']),
      [fakeImage(true), waiting],
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(imports).toEqual([]);
    expect(preloaded).toEqual([]);

    waiting.listeners.get('load')?.();
    await vi.advanceTimersByTimeAsync(20); // the frame, the task after it, then one per step
    expect(preloaded).toEqual(['/assets/entry.client.js', '/assets/root.js']);
    expect(imports).toEqual([
      // One module per task first (the entry is not one of them), then as React Router does.
      '/assets/root.js',
      '/assets/manifest-b02cefb0.js',
      '/assets/root.js',
      '/assets/games.js',
      '/assets/entry.client.js',
    ]);
    expect(page.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root.js' },
      'casino-games': { href: '/assets/games.js' },
    });
  });

  it('keeps the inline route manifest of lazy route discovery, set before the entry runs', async () => {
    const { imports, atEntry } = runLoader(
      deferLoaderScript(LAZY_LOADER, ['/assets/entry.client.js', '/assets/root.js']),
      [],
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(imports).toEqual([
      '/assets/root.js',
      '/assets/root.js',
      '/assets/games.js',
      '/assets/entry.client.js',
    ]);
    expect(atEntry.manifest).toEqual({
      routes: { root: { id: 'root', imports: ['/assets/lib.js'] } },
      version: 'b02cefb0',
    });
    expect(atEntry.routeModules).toEqual({
      root: { href: '/assets/root.js' },
      'casino-games': { href: '/assets/games.js' },
    });
  });

  it('adds the preloads a few per task, in their order', async () => {
    const hrefs = Array.from({ length: 2 * PRELOADS_PER_TASK + 3 }, (_, i) => `/assets/m${i}.js`);
    const { preloaded, batches, imports } = runLoader(deferLoaderScript(LOADER, hrefs), []);
    await vi.advanceTimersByTimeAsync(100);
    expect(preloaded).toEqual(hrefs);
    expect(batches).toEqual([PRELOADS_PER_TASK, PRELOADS_PER_TASK, 3]);
    expect(imports.slice(0, hrefs.length)).toEqual([...hrefs].reverse());
    expect(imports.at(-1)).toBe('/assets/entry.client.js');
  });

  it('counts a failed image as done', async () => {
    const broken = fakeImage(false);
    const { imports } = runLoader(deferLoaderScript(LOADER, []), [broken]);
    broken.listeners.get('error')?.();
    await vi.advanceTimersByTimeAsync(20);
    expect(imports.at(-1)).toBe('/assets/entry.client.js');
  });

  it(`goes ahead after ${SCRIPTS_WAIT_CAP_MS} ms when an image never arrives`, async () => {
    const { imports } = runLoader(deferLoaderScript(LOADER, []), [fakeImage(false)]);
    await vi.advanceTimersByTimeAsync(SCRIPTS_WAIT_CAP_MS - 1);
    expect(imports).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(imports.at(-1)).toBe('/assets/entry.client.js');
  });

  it('does not wait in a hidden tab (it paints nothing)', async () => {
    const { imports } = runLoader(deferLoaderScript(LOADER, []), [fakeImage(false)], 'hidden');
    await vi.advanceTimersByTimeAsync(0);
    expect(imports.at(-1)).toBe('/assets/entry.client.js');
  });
});

describe('scriptsAfterFirstImages', () => {
  const { head } = takeModulePreloads(HEAD);
  const rewritten = deferLoaderScript(LOADER, ['/assets/entry.client.js', '/assets/root.js']) ?? '';
  const expected = head + BODY.replace(LOADER, rewritten);

  it('rewrites the head and the loader however the document is cut, multi-byte characters included', async () => {
    for (const size of [1, 2, 3, 7, 64, 4096]) {
      expect(await pipeInChunks(HEAD + BODY, size)).toBe(expected);
    }
  });

  it('keeps the CSP nonce of every script, the rewritten loader included', async () => {
    const nonce = 'bm9uY2UtZm9yLXRoaXMtcGFnZQ==';
    const withNonce = (text: string) =>
      text
        .replaceAll('<script', `<script nonce="${nonce}"`)
        .replace(/(<link rel="modulepreload" href="[^"]+")/g, `$1 nonce="${nonce}"`);
    const page = withNonce(HEAD + BODY);
    expect(page).toContain(`<script nonce="${nonce}" type="module" async="">`);
    for (const size of [1, 5, 4096]) {
      const out = await pipeInChunks(page, size);
      expect(out).toBe(withNonce(expected));
      expect(out).toContain(
        `<script nonce="${nonce}" type="module" async="">${rewritten}</script>`,
      );
      const scripts = [...out.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts).toHaveLength(2);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    }
  });

  it('leaves the preloads in the head when there is no loader to rewrite', async () => {
    const page =
      '<html><head><link rel="modulepreload" href="/a.js"/></head><body>ok</body></html>';
    for (const size of [1, 5, 4096]) expect(await pipeInChunks(page, size)).toBe(page);
  });

  it('leaves the preloads and the loader as they are when the loader has another shape', async () => {
    // As if an upgrade of React Router wrote its route modules' imports another way.
    const altered = HEAD + BODY.replace('import * as route0 from', 'import { route0 } from');
    for (const size of [1, 7, 4096]) expect(await pipeInChunks(altered, size)).toBe(altered);
  });

  it('leaves a loader that never ends as it is, with the preloads', async () => {
    const unfinished = HEAD + '<body><script type="module" async="">import "/assets/m.js";';
    expect(await pipeInChunks(unfinished, 3)).toBe(unfinished);
  });

  it('still delivers a document that never closes its head', async () => {
    const partial = '<html><head><link rel="modulepreload" href="/a.js"/><title>x';
    expect(await pipeInChunks(partial, 5)).toBe(partial);
  });
});

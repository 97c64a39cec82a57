import { Readable } from 'node:stream';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { scriptsAfterFirstImages } from '~/lib/script-priority.server';
import {
  fakePlatformFetch,
  loadServerBuild,
  requestPage,
  withFrameworkDocument,
} from './built-server';

// decisions 006 and 008: the loader rewrite depends on the markup React Router's <Links>/<Scripts>
// write. These tests give it that markup as the production build writes it, so an upgrade that
// changes it fails here rather than quietly turning the optimisation off or into a waterfall.

const NONCE = 'ZnJhbWV3b3JrLW5vbmNl';
// Read the markup without the rewrite's own patterns, so a change in one is not hidden by the other.
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g;

function headOf(html: string): string {
  const end = html.indexOf('</head>');
  expect(end, 'the document has a head').toBeGreaterThan(0);
  return html.slice(0, end);
}

function preloadHrefs(html: string): string[] {
  return [...headOf(html).matchAll(MODULE_PRELOAD)].map(([link]) => {
    const href = /\shref="([^"]+)"/.exec(link)?.[1];
    expect(href, link).toBeDefined();
    return href ?? '';
  });
}

function moduleScripts(html: string): string[] {
  return [...html.matchAll(MODULE_SCRIPT)].map(([, source]) => source ?? '');
}

/** Documents are large: a difference is reported where it starts, not as two 100 KB strings. */
function expectSameDocument(actual: string, expected: string, what = 'the document') {
  if (actual === expected) return;
  let at = 0;
  while (actual[at] === expected[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 80));
  expect.fail(`${what} differs at ${at}: got ${around(actual)}, expected ${around(expected)}`);
}

/** `html` through the rewrite, cut into `size`-byte chunks as a stream would deliver it. */
async function rewrite(html: string, size = 16 * 1024): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  const out: Buffer[] = [];
  for await (const part of Readable.from(chunks).pipe(scriptsAfterFirstImages())) {
    out.push(Buffer.from(part as Buffer));
  }
  return Buffer.concat(out).toString('utf8');
}

let build: ServerBuild;
/** Pages of the build as React Router writes them, before our entry rewrites anything. */
const frameworkPages = new Map<string, string>();

beforeAll(async () => {
  vi.stubGlobal('fetch', fakePlatformFetch);
  build = await loadServerBuild();
  for (const path of ['/', '/casino/games', '/en/terms']) {
    const response = await requestPage(withFrameworkDocument(build, NONCE), path);
    expect(response.status, path).toBe(200);
    frameworkPages.set(path, await response.text());
  }
});

describe.each(['/', '/casino/games', '/en/terms'])(
  'the page %s of the production build',
  (path) => {
    const page = () => frameworkPages.get(path) ?? '';

    it('has the markup the rewrite is written for: preloads in the head, one module loader', () => {
      const hrefs = preloadHrefs(page());
      expect(hrefs.length).toBeGreaterThan(10);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      const [loader, ...others] = moduleScripts(page());
      expect(others).toEqual([]);
      // Lazy route discovery (react-router.config.ts): no import of the whole route manifest, only
      // the matched routes' part of it inline, with the build's version (the update checks read it).
      expect(loader).not.toMatch(/manifest-[\w-]+\.js";$/m);
      const manifest = /^\s*window\.__reactRouterManifest = (\{[\s\S]*?\n\});$/m.exec(
        loader ?? '',
      )?.[1];
      expect(manifest, 'the inline route manifest').toBeDefined();
      const { routes, version } = JSON.parse(manifest ?? '{}') as {
        routes: Record<string, unknown>;
        version: string;
      };
      expect(Object.keys(routes)).toContain('root');
      expect(Object.keys(routes).length).toBeLessThan(Object.keys(build.assets.routes).length / 4);
      expect(version).toMatch(/^[\w-]+$/);
      expect(loader).toMatch(/^import\("\/assets\/entry\.client-[\w-]+\.js"\);$/m);
      expect(page()).toContain(`<script nonce="${NONCE}" type="module" async="">`);
    });

    it('is rewritten: the preloads leave the head and the loader adds them after the first images', async () => {
      const html = page();
      const hrefs = preloadHrefs(html);
      const [loader = ''] = moduleScripts(html);
      const out = await rewrite(html);

      expect(preloadHrefs(out)).toEqual([]);
      const [rewritten = ''] = moduleScripts(out);
      expect(rewritten).not.toBe(loader);
      // Every module React Router preloaded, in its order, and nothing else.
      expect(rewritten).toContain(`const preloads = ${JSON.stringify(hrefs)};`);
      expect(rewritten).toContain('document.querySelectorAll(\'img[fetchpriority="high"]\')');
      // The same imports as React Router's script, the client entry last.
      for (const [, href] of loader.matchAll(/from "([^"]+)";/g)) {
        expect(rewritten).toContain(`import(${JSON.stringify(href)})`);
      }
      const entry = /^import\(("[^"]+")\);$/m.exec(loader)?.[1] ?? 'no entry';
      expect(rewritten.trimEnd()).toMatch(new RegExp(`import\\(${entry}\\);\\n\\}\\)\\(\\);$`));
      // Nothing else changed: put the loader and the preloads back and it is the page as it came.
      const withoutPreloads =
        headOf(html).replace(MODULE_PRELOAD, '') + html.slice(headOf(html).length);
      expectSameDocument(out.replace(rewritten, loader), withoutPreloads);
      // However the document is cut.
      expectSameDocument(await rewrite(html, 1000), out);
    });

    it('is left as it came, preloads in the head, when the loader has another shape', async () => {
      const html = page();
      const [loader = ''] = moduleScripts(html);
      const alterations = {
        'a route module imported by name': loader.replace(
          /import \* as (route\d+) from/,
          'import { default as $1 } from',
        ),
        'a module imported by name': `import { manifest } from "/assets/manifest.js";\n${loader}`,
        'the entry imported statically': loader.replace(/^import\(("[^"]+")\);$/m, 'import $1;'),
      };
      for (const [what, altered] of Object.entries(alterations)) {
        expect(altered, what).not.toBe(loader);
        const page = html.replace(loader, altered);
        expectSameDocument(await rewrite(page), page, what);
      }
      // A loader tag written another way is not found at all.
      const reordered = html.replace(
        `<script nonce="${NONCE}" type="module" async="">`,
        `<script nonce="${NONCE}" async="" type="module">`,
      );
      expect(reordered).not.toBe(html);
      expectSameDocument(await rewrite(reordered), reordered, 'a loader tag written another way');
    });
  },
);

describe('the production server', () => {
  it('sends its pages rewritten, the loader carrying the response’s nonce', async () => {
    for (const path of frameworkPages.keys()) {
      const response = await requestPage(build, path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '');
      expect(nonce?.[1], path).toBeDefined();
      expect(preloadHrefs(html), path).toEqual([]);
      const [loader = ''] = moduleScripts(html);
      expect(loader, path).toContain(
        `const preloads = ${JSON.stringify(preloadHrefs(frameworkPages.get(path) ?? ''))};`,
      );
      expect(html, path).toContain(`<script nonce="${nonce?.[1]}" type="module" async="">`);
    }
  });
});

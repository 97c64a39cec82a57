import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadServerBuild } from './built-server';

// docs/decisions/017: the worker scripts/build-worker.mjs writes over the client build, and the
// /version.json the pages compare their build with.

const CLIENT = fileURLToPath(new URL('../build/client/', import.meta.url));

function precached(): { url: string; revision: string | null }[] {
  const worker = readFileSync(`${CLIENT}sw.js`, 'utf8');
  const list = /\[\{"revision":.*?\}\]/.exec(worker)?.[0];
  expect(list, 'sw.js carries the precache list').toBeDefined();
  const entries: unknown = JSON.parse(list ?? '[]');
  if (!Array.isArray(entries)) throw new Error('the precache list is not an array');
  return entries.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null || !('url' in entry)) {
      throw new Error(`not a precache entry: ${JSON.stringify(entry)}`);
    }
    const { url } = entry;
    const revision = 'revision' in entry ? entry.revision : null;
    if (typeof url !== 'string') throw new Error('a precache URL is not a string');
    return { url, revision: typeof revision === 'string' ? revision : null };
  });
}

describe('the service worker build', () => {
  let build: ServerBuild;
  beforeAll(async () => {
    build = await loadServerBuild();
  });

  it('precaches every script of the build, and only hashed build files', () => {
    const entries = precached();
    const urls = entries.map((entry) => entry.url);
    const scripts = readdirSync(`${CLIENT}assets`).filter((name) => name.endsWith('.js'));
    expect(urls.sort()).toEqual(scripts.map((name) => `assets/${name}`).sort());
    for (const { url, revision } of entries) {
      expect(url).toMatch(/^assets\/[\w.-]+-[\w-]{8}\.(js|css|woff2)$/);
      // The hash in the name is the revision: nothing is fetched again for an unchanged file.
      expect(revision).toBeNull();
    }
  });

  it('never precaches a page, route data or the web manifest', () => {
    const urls = precached().map((entry) => entry.url);
    expect(
      urls.filter((url) => /\.html$|\.data$|webmanifest|version\.json|^sw\.js$/.test(url)),
    ).toEqual([]);
  });

  it('writes /version.json with the build id every page of this build carries', () => {
    expect(existsSync(`${CLIENT}version.json`)).toBe(true);
    const version: unknown = JSON.parse(readFileSync(`${CLIENT}version.json`, 'utf8'));
    expect(version).toEqual({ buildId: build.assets.version });
  });
});

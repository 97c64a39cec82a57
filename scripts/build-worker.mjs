// The service worker step of the web build (docs/decisions/017), run after `react-router build`:
// bundles apps/web/app/sw/sw.ts into one classic script, lets Workbox's injectManifest write the
// list of the build's hashed assets into it (build/client/sw.js), and writes /version.json with
// the build id the pages compare with their own (docs/product/installable-app.md
// "§7 Latest-build poll").
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { webDir } from './lib.mjs';

const require = createRequire(join(webDir, 'package.json'));
const { build } = await import(require.resolve('vite'));
const { injectManifest } = require('workbox-build');

const clientDir = join(webDir, 'build/client');
const bundleDir = join(webDir, 'build/.sw');

/**
 * The version of React Router's manifest (`window.__reactRouterManifest = {…, "version": …}`), the
 * same value each page carries: a page whose version differs from /version.json is out of date.
 */
function buildId() {
  const assets = join(clientDir, 'assets');
  for (const name of readdirSync(assets).filter((file) => file.startsWith('manifest-'))) {
    const source = readFileSync(join(assets, name), 'utf8');
    const version = /^window\.__reactRouterManifest=.*"version":"([\w-]+)"\};?\s*$/s.exec(source);
    if (version) return version[1];
  }
  throw new Error('build/client/assets has no React Router manifest');
}

rmSync(bundleDir, { recursive: true, force: true });
mkdirSync(bundleDir, { recursive: true });
await build({
  configFile: false,
  root: webDir,
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: bundleDir,
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    copyPublicDir: false,
    lib: {
      entry: join(webDir, 'app/sw/sw.ts'),
      formats: ['iife'],
      name: 'vitrineServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: join(bundleDir, 'sw.js'),
  swDest: join(clientDir, 'sw.js'),
  globDirectory: clientDir,
  // Only the build's own hashed files: never HTML, `.data`, the web manifest or public files.
  globPatterns: ['assets/**/*.{js,css,woff2}'],
  // Their names change with their content: the URL is the revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
rmSync(bundleDir, { recursive: true, force: true });

writeFileSync(join(clientDir, 'version.json'), `${JSON.stringify({ buildId: buildId() })}\n`);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB)`);

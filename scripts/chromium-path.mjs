// The one answer to "which Chromium?" for every headless run (the e2e suite, the benches, Lighthouse):
// CHROMIUM_PATH when set, else Debian's /usr/bin/chromium, else Playwright's own Chromium when it was
// installed. Without any, `npm test` and `npm run bench` stop at once with one line saying how to get
// one (docs/toolchain.md "Which Chromium"), instead of a long run of journeys and figures that all fail.
//
//   node scripts/chromium-path.mjs   prints the path, or the one line on stderr and exits 1
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: run `apt-get install chromium` or `npx playwright install chromium`, ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome binary.';

/** Where Playwright keeps its own Chromium (whether or not it was ever installed), or null. */
export function playwrightChromium() {
  try {
    const { chromium } = createRequire(import.meta.url)('playwright-core');
    return chromium.executablePath() || null;
  } catch {
    return null;
  }
}

/**
 * The browser to run, in the order above: `{ path, source }`, or `{ error }` (one line) when there
 * is none, or when CHROMIUM_PATH names a file that is not there (a typo is not silently replaced).
 */
export function findChromium({
  env = process.env,
  exists = existsSync,
  playwrightPath = playwrightChromium,
} = {}) {
  const chosen = env.CHROMIUM_PATH?.trim();
  if (chosen) {
    return exists(chosen)
      ? { path: chosen, source: 'CHROMIUM_PATH' }
      : { error: `CHROMIUM_PATH=${chosen} does not exist. ${NO_CHROMIUM_MESSAGE}` };
  }
  if (exists(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'system' };
  const bundled = playwrightPath();
  if (bundled && exists(bundled)) return { path: bundled, source: 'playwright' };
  return { error: NO_CHROMIUM_MESSAGE };
}

/** The browser's path; throws the one-line message when there is none. */
export function chromiumPath(options) {
  const found = findChromium(options);
  if ('error' in found) throw new Error(found.error);
  return found.path;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const found = findChromium();
  if ('error' in found) {
    console.error(found.error);
    process.exit(1);
  }
  console.log(found.path);
}

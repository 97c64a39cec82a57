// A Chromium profile of a returning visitor (issue 15's repeat-visit figure): they answered the
// 18+ question and saw the home page, so the app's service worker is installed, active and holds
// its precache (every hashed script and stylesheet of the build). The HTTP cache is then cleared,
// so what a later run finds in the browser is the worker's caches only. Lighthouse runs on a copy
// of it (lighthouse.mjs `profile`).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { chromiumPath } from '../chromium-path.mjs';
import { AGE_VERIFIED_KEY } from './answered-profile.mjs';

/** The worker's precache takes a while on a busy machine; longer means it did not install. */
const WORKER_READY_TIMEOUT_MS = 60_000;

/** Makes the profile; returns its directory, how many files the worker holds, and a remove. */
export async function workerProfile(origin) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-worker-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  let precached = 0;
  try {
    await context.addInitScript(
      (key) => localStorage.getItem(key) || localStorage.setItem(key, 'true'),
      AGE_VERIFIED_KEY,
    );
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(new URL('/', origin).href, { waitUntil: 'load' });
    // The worker registers once the page is idle; `ready` resolves when it is active, which is
    // after its install (the precache) finished.
    precached = await page.evaluate(async (timeoutMs) => {
      const ready = navigator.serviceWorker.ready;
      const timeout = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the service worker did not activate')), timeoutMs),
      );
      await Promise.race([ready, timeout]);
      let files = 0;
      const storage = globalThis.caches;
      for (const name of await storage.keys()) {
        if (name.includes('precache')) files += (await (await storage.open(name)).keys()).length;
      }
      return files;
    }, WORKER_READY_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
  return { dir, precached, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

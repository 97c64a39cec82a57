// A Chromium profile of a visitor who has answered the 18+ question on `origin` and has nothing
// else: local storage `ageVerified` = 'true', and no HTTP cache, Cache Storage or service worker
// (they are cleared after the answer is stored). Lighthouse runs on a copy of it
// (lighthouse.mjs `profile`), so a page whose content waits for the answer — Betby's widget, issue
// 14 — is measured as that visitor's first load of it, not as a repeat visit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { chromiumPath } from '../chromium-path.mjs';

/** The web app's key for the answer (apps/web/app/lib/storage.ts STORAGE_KEYS.ageVerified). */
export const AGE_VERIFIED_KEY = 'ageVerified';

/** Makes the profile; returns its directory and a way to remove it. */
export async function answeredAgeProfile(origin) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-answered-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // A page of the origin that asks nothing of it: the bench's floor.
    await page.goto(new URL('/__floor', origin).href, { waitUntil: 'load' });
    await page.evaluate((key) => localStorage.setItem(key, 'true'), AGE_VERIFIED_KEY);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(origin).origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await page.goto('about:blank');
  } finally {
    await context.close();
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

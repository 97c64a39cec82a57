// The opening reel of a box on a mid-range phone (issue 36: "the reel at 360 px with CPU 4× slower
// has no long task over 50 ms"): headless Chromium at 360×740, DPR 2, touch, the CPU slowed 4×
// (CDP Emulation.setCPUThrottlingRate), as the deposit section (deposit-click.mjs).
//
// A new player is registered through the platform's API (players.mjs) on the demo brand, where a
// box is a reward: each run the demo console awards them the catalogue's dearest box, and a fresh
// browser context opens `/account/boxes` ('Minhas caixas'), waits for it to settle, slows the CPU,
// and taps "Abrir {box}". From that tap until the prize is announced ("Você ganhou …") and one more
// second, the page's long tasks (PerformanceObserver `longtask`) are collected. Figures: the
// longest task of each run, its median and worst over the runs, and the wall time from the tap to
// the announced prize. After one warm-up run that is reported but not counted.
//
// Standalone: node scripts/bench/box-reel.mjs http://localhost:3300 http://127.0.0.1:8990 [runs]
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sessionUserSchema } from '../../apps/web/app/core/session/model/session-user.ts';
import { CPU_SLOWDOWN, DEPOSIT_VIEWPORT, plantSession } from './deposit-click.mjs';
import { median } from './lighthouse.mjs';
import { registerPlayer, tenantApi } from './players.mjs';
import { launchPhoneChrome, round } from './realtime-browser.mjs';

// The functions handed to page.evaluate() and addInitScript() run in the page, not in Node.
/* global window, document */

/** Issue 36: no long task over this while the reel turns. */
export const REEL_LONG_TASK_LIMIT_MS = 50;
const WON = /^Você ganhou .+!$/;

function watchLongTasks() {
  window.__reelLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__reelLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
}

async function openOnce(browser, { origin, api, session, email, box, userAgent }) {
  const awarded = await api.post('/demo/console/boxes/award', { player: email, box_id: box.id });
  if (awarded.status !== 201) throw new Error(`the console award answered ${awarded.status}`);
  const context = await browser.newContext({
    viewport: DEPOSIT_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent,
    locale: 'pt-BR',
  });
  try {
    const host = new URL(origin).hostname;
    const cookie = { domain: host, path: '/', sameSite: 'Strict' };
    await context.addCookies([
      { ...cookie, name: 'auth_client', value: encodeURIComponent(session.token) },
      { ...cookie, name: 'auth_state', value: encodeURIComponent(session.user) },
    ]);
    const page = await context.newPage();
    await page.addInitScript(plantSession, session);
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error).slice(0, 300)));
    await page.goto(new URL('/account/boxes', origin).href, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(
      () => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')),
      null,
      { timeout: 30_000 },
    );
    const open = page.getByRole('button', { name: `Abrir ${box.name}` }).first();
    await open.waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluate(watchLongTasks);
    const tapped = performance.now();
    await open.click();
    await page.getByText(WON).waitFor({ timeout: 60_000 });
    const wallMs = performance.now() - tapped;
    await page.waitForTimeout(1_000);
    const tasks = await page.evaluate(() => window.__reelLongTasks);
    return {
      longestTaskMs: round(tasks.length > 0 ? Math.max(...tasks) : 0),
      longTasks: tasks.length,
      tapToPrizeMs: round(wallMs, 0),
      errors,
    };
  } finally {
    await context.close();
  }
}

/** `runs` openings on the web app at `origin`, its platform at `platformUrl`. */
export async function measureBoxReel({ origin, platformUrl, runs = 5, log = () => {} }) {
  const problems = [];
  const api = tenantApi(platformUrl);
  const catalogue = await api.get('/boxes/all');
  const box = catalogue.json?.data?.at(-1);
  if (!box) throw new Error(`no box to open (GET /boxes/all answered ${catalogue.status})`);
  const player = await registerPlayer(api, `r${Date.now().toString(36)}`);
  const session = {
    token: player.token,
    user: JSON.stringify(sessionUserSchema.omit({ user_likes: true }).parse(player.user)),
  };
  const { browser, userAgent } = await launchPhoneChrome();
  const context = { origin, api, session, email: player.email, box, userAgent };
  const results = [];
  let warmUp = null;
  try {
    try {
      warmUp = await openOnce(browser, context);
      log(`reel warm-up run: longest task ${warmUp.longestTaskMs} ms (not counted)`);
    } catch (error) {
      warmUp = { error: String(error?.message ?? error).split('\n')[0] };
    }
    for (let run = 1; run <= runs; run += 1) {
      try {
        const result = await openOnce(browser, context);
        results.push(result);
        for (const error of result.errors) problems.push(`run ${run}: page error ${error}`);
        log(
          `reel run ${run}: longest task ${result.longestTaskMs} ms (${result.longTasks} long ` +
            `tasks), tap → prize ${result.tapToPrizeMs} ms`,
        );
      } catch (error) {
        const message = String(error?.message ?? error).split('\n')[0];
        results.push({ error: message });
        problems.push(`run ${run}: ${message}`);
      }
    }
  } finally {
    await browser.close();
  }
  const measured = results.filter((result) => !result.error);
  const medianOf = (key) =>
    measured.length > 0 ? round(median(measured.map((result) => result[key]))) : null;
  return {
    viewport: `${DEPOSIT_VIEWPORT.width}x${DEPOSIT_VIEWPORT.height}`,
    cpuSlowdown: CPU_SLOWDOWN,
    box: box.name,
    warmUp,
    runs: results,
    measuredRuns: measured.length,
    median: { longestTaskMs: medianOf('longestTaskMs'), tapToPrizeMs: medianOf('tapToPrizeMs') },
    max: {
      longestTaskMs:
        measured.length > 0 ? Math.max(...measured.map((result) => result.longestTaskMs)) : null,
    },
    problems,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [origin = 'http://localhost:3300', platformUrl = 'http://127.0.0.1:8990', runs = '5'] =
    process.argv.slice(2);
  const result = await measureBoxReel({
    origin,
    platformUrl,
    runs: Number(runs),
    log: (message) => console.error(message),
  });
  console.log(JSON.stringify(result, null, 2));
}

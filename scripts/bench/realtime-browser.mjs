// The home page under a busy bet feed, in headless Chromium at a phone's viewport: does 100
// BetPlaced events a second for 10 s (50 rounds a second, each a `bet` then its `win` with the same
// transaction) cause a long task over 50 ms?
//
// The page is opened as a returning visitor (18+ confirmed, registration prompt seen: what
// e2e/tests/fixtures.ts `returningVisitor` sets), with a normal Chrome user agent (isbot calls
// HeadlessChrome a crawler). Once it is hydrated, the run waits for its realtime connection: the
// public channel's subscription_count on the platform's HTTP API rising above what it was before
// the page opened (the web app connects after the first paint). The live bets table, when the
// page has one, is noted too. Then a `longtask` PerformanceObserver (buffered) is installed and the
// events are published through the official `pusher` SDK; long tasks that started in the window
// (publishing and one settling second after it) are counted. The page's WebSocket frames are
// counted too, so a page that never subscribed shows as such rather than as a quiet success.
//
// Standalone: REALTIME_SECRET=… node scripts/bench/realtime-browser.mjs http://localhost:3300
//   http://127.0.0.1:8990 [seconds]
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { chromiumPath } from '../chromium-path.mjs';
import {
  BET_PLACED,
  benchPusher,
  betPayload,
  PUBLIC_CHANNEL,
  subscriptionCount,
  triggerFailure,
} from './realtime-fanout.mjs';

// The functions handed to page.evaluate() and addInitScript() run in the page, not in Node.
/* global window, document */

export const VIEWPORT = { width: 360, height: 740 };
/** How long after hydration the page may take to subscribe before the run goes on without it. */
const SUBSCRIBE_TIMEOUT_MS = 15_000;
/** The least wait after load (the brief's "~3 s"): the page's after-first-paint work is done. */
const SETTLE_AFTER_LOAD_MS = 3_000;
/** After the last publish, how long long tasks are still counted (the last events' rendering). */
const AFTER_WINDOW_MS = 1_000;
/** The live bets table's caption (pt-BR, bet-feed.json `caption`), matched loosely. */
const LIVE_TABLE_NAME = /últimas rodadas/i;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const round = (value, digits = 1) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.round(value * 10 ** digits) / 10 ** digits
    : null;

/** e2e/tests/fixtures.ts `returningVisitor`: the 18+ gate and the registration prompt stay shut. */
export function returningVisitor() {
  try {
    if (!localStorage.getItem('ageVerified')) localStorage.setItem('ageVerified', 'true');
    sessionStorage.setItem('registerPromptShown', 'true');
  } catch {
    // no storage on this document (about:blank)
  }
}

/** Runs in the page: starts collecting long tasks; those before `from` are kept apart. */
export function installLongTaskCollector() {
  const state = { from: performance.now(), until: null, window: [], before: [] };
  window.__benchRealtimeLongTasks = state;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // Tenths of a millisecond: a 50.4 ms task is over 50 ms, and must not round down to 50.
        const task = {
          start: Math.round(entry.startTime),
          ms: Math.round(entry.duration * 10) / 10,
        };
        (entry.startTime >= state.from ? state.window : state.before).push(task);
      }
    }).observe({ type: 'longtask', buffered: true });
    return true;
  } catch {
    return false;
  }
}

/** Runs in the page: the long tasks that started from the collector's install to `until`. */
export function readLongTasks() {
  const state = window.__benchRealtimeLongTasks;
  if (!state) return null;
  const until = performance.now();
  const inWindow = state.window.filter((task) => task.start <= until);
  return {
    windowMs: Math.round(until - state.from),
    tasks: inWindow,
    beforeWindow: state.before,
  };
}

/**
 * The bench's Chrome, headless, and the user agent of a phone's Chrome of the same version (the
 * headless one says HeadlessChrome, which the app takes for a crawler).
 */
export async function launchPhoneChrome() {
  // Loaded only here: the other sections do not need Playwright (it comes with the e2e workspace).
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const major = browser.version().split('.')[0];
  const userAgent =
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    `Chrome/${major}.0.0.0 Mobile Safari/537.36`;
  return { browser, userAgent };
}

/**
 * Headless Chromium with a phone's context (VIEWPORT, touch, a normal Chrome user agent: isbot calls
 * HeadlessChrome a crawler, pt-BR) and one page opened as a returning visitor; the page's console
 * errors and uncaught errors are collected in `consoleErrors`. Close `browser` when done.
 */
export async function openPhonePage() {
  const { browser, userAgent } = await launchPhoneChrome();
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      userAgent,
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    await page.addInitScript(returningVisitor);
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error).slice(0, 300)));
    return { browser, context, page, userAgent, consoleErrors };
  } catch (error) {
    await browser.close().catch(() => {});
    throw error;
  }
}

/** Opens `url` and waits until React has hydrated the body; returns the seconds it took. */
export async function gotoHydrated(page, url) {
  const loadStarted = performance.now();
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(
    () => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')),
    null,
    { timeout: 30_000 },
  );
  return round((performance.now() - loadStarted) / 1000, 2);
}

/**
 * Waits (from `since`, a performance.now()) until `channel`'s subscription_count on the platform's
 * HTTP API is above `baseline` and at least SETTLE_AFTER_LOAD_MS have passed, or
 * SUBSCRIBE_TIMEOUT_MS. Returns the page's subscriptions and after how many seconds (null: none).
 */
export async function waitForSubscription(sdk, channel, baseline, since = performance.now()) {
  let subscriptions = baseline;
  while (performance.now() - since < SUBSCRIBE_TIMEOUT_MS) {
    subscriptions = await subscriptionCount(sdk, channel);
    if (subscriptions > baseline && performance.now() - since >= SETTLE_AFTER_LOAD_MS) break;
    await sleep(250);
  }
  const added = subscriptions - baseline;
  return {
    subscriptions: added,
    afterSeconds: added > 0 ? round((performance.now() - since) / 1000, 1) : null,
    timeoutSeconds: SUBSCRIBE_TIMEOUT_MS / 1000,
  };
}

/**
 * Publishes through the `pusher` SDK on a fixed schedule: round `index` (0 … rounds − 1) is due
 * `index × intervalMs` after the start, and triggers `event` on `channel` with each payload of
 * `payloads(index)`. Waits for every trigger, then AFTER_WINDOW_MS more (the last events'
 * rendering). Returns { events, seconds, ratePerSecond, maxLateMs, failed, failures }.
 */
export async function publishOnSchedule({ sdk, channel, event, rounds, intervalMs, payloads }) {
  const pending = [];
  const failures = [];
  let events = 0;
  let maxLateMs = 0;
  const first = performance.now() + 20;
  for (let index = 0; index < rounds; index += 1) {
    const due = first + index * intervalMs;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    maxLateMs = Math.max(maxLateMs, performance.now() - due);
    for (const payload of payloads(index)) {
      events += 1;
      pending.push(
        sdk.trigger(channel, event, payload).catch((error) => failures.push(triggerFailure(error))),
      );
    }
  }
  const seconds = (performance.now() - first) / 1000;
  await Promise.all(pending);
  await sleep(AFTER_WINDOW_MS);
  return {
    events,
    seconds: round(seconds, 2),
    ratePerSecond: round(events / seconds, 1),
    maxLateMs: round(maxLateMs),
    failed: failures.length,
    failures: [...new Set(failures)].slice(0, 3),
  };
}

/**
 * What both browser sections start with: the SDK that publishes, `channel`'s subscriptions before
 * the page, a phone page (close `browser` when done) that notes its WebSockets in `frames.sockets`
 * and counts the frames naming `eventName` while `frames.counting` in `frames.event`, and the
 * result's common fields.
 */
export async function phonePageOnChannel({
  origin,
  platformUrl,
  realtimeSecret,
  channel,
  eventName,
  rate,
  durationSeconds,
}) {
  const sdk = benchPusher(platformUrl, realtimeSecret);
  const baseline = await subscriptionCount(sdk, channel);
  const { browser, context, page, userAgent, consoleErrors } = await openPhonePage();
  const frames = { sockets: [], event: 0, counting: false };
  page.on('websocket', (socket) => {
    frames.sockets.push(socket.url());
    socket.on('framereceived', ({ payload }) => {
      if (frames.counting && String(payload).includes(eventName)) frames.event += 1;
    });
  });
  const result = {
    url: new URL('/', origin).href,
    viewport: `${VIEWPORT.width}x${VIEWPORT.height}`,
    userAgent,
    rate,
    durationSeconds,
    subscriptionsBefore: baseline,
    problems: [],
  };
  return { sdk, baseline, browser, context, page, consoleErrors, frames, result };
}

/**
 * What the publishing window left, into `result` and its problems: the publishing (failed
 * triggers), the `eventName` frames the page received (fewer than published, once subscribed, is a
 * problem: `published` names them), the long tasks and the console errors.
 */
export function recordPublishingWindow(
  result,
  { publishing: { failures, ...publish }, frames, longTasks, consoleErrors, published },
) {
  const { problems } = result;
  const { events } = publish;
  result.publish = publish;
  if (failures.length > 0) {
    problems.push(`${publish.failed} of ${events} triggers failed: ${failures.join('; ')}`);
  }
  result.pageReceivedEvents = frames.event;
  if (result.pageSubscriptions > 0 && frames.event < events) {
    problems.push(`the page received ${frames.event} of the ${events} ${published} published`);
  }
  result.longTasks = longTaskFigures(longTasks);
  result.consoleErrors = consoleErrors.slice(0, 10);
  for (const message of result.consoleErrors) problems.push(`console: ${message}`);
}

/** The figures of readLongTasks()'s answer: over 50 ms, the longest, the total, those before. */
export function longTaskFigures(longTasks) {
  const tasks = longTasks?.tasks ?? [];
  return {
    windowMs: longTasks?.windowMs ?? null,
    over50: tasks.filter((task) => task.ms > 50).length,
    maxMs: tasks.reduce((max, task) => Math.max(max, task.ms), 0),
    totalMs: round(tasks.reduce((total, task) => total + task.ms, 0)),
    tasks: tasks.slice(0, 50),
    beforeWindow: {
      count: longTasks?.beforeWindow.length ?? null,
      maxMs: longTasks?.beforeWindow.reduce((max, task) => Math.max(max, task.ms), 0) ?? null,
    },
  };
}

/**
 * Opens the home page at `origin` and publishes `rate` BetPlaced events a second for
 * `durationSeconds` to the platform at `platformUrl`. Returns the long tasks of the window, whether
 * (and how much) the page heard, and `problems`.
 */
export async function measureRealtimeBrowser({
  origin,
  platformUrl,
  realtimeSecret,
  rate = 100,
  durationSeconds = 10,
  log = () => {},
}) {
  const { sdk, baseline, browser, context, page, consoleErrors, frames, result } =
    await phonePageOnChannel({
      origin,
      platformUrl,
      realtimeSecret,
      channel: PUBLIC_CHANNEL,
      eventName: 'BetPlaced',
      rate,
      durationSeconds,
    });
  const { url, problems } = result;
  try {
    result.hydratedSeconds = await gotoHydrated(page, url);
    const loaded = performance.now();

    // Subscribed: the channel's count above what it was before the page opened.
    const subscribed = await waitForSubscription(sdk, PUBLIC_CHANNEL, baseline, loaded);
    result.pageSubscriptions = subscribed.subscriptions;
    result.subscribedAfterSeconds = subscribed.afterSeconds;
    const table = page.getByRole('table', { name: LIVE_TABLE_NAME });
    result.liveTable = (await table.count()) > 0;
    result.pageSockets = frames.sockets;
    if (result.pageSubscriptions < 1) {
      problems.push(
        `the page did not subscribe to ${PUBLIC_CHANNEL} within ` +
          `${subscribed.timeoutSeconds} s of hydrating (${frames.sockets.length} WebSocket(s) ` +
          'opened): its long tasks were measured with no feed arriving',
      );
    }
    log(
      `realtime browser: ${url} hydrated in ${result.hydratedSeconds} s; page subscriptions ` +
        `${result.pageSubscriptions}, live table ${result.liveTable ? 'shown' : 'not found'}`,
    );

    const observing = await page.evaluate(installLongTaskCollector);
    if (!observing) problems.push('this Chromium does not report long tasks');
    frames.counting = true;

    // 50 rounds a second: a bet and, at once, its win (same transaction), on a fixed schedule.
    const pairs = Math.round((rate / 2) * durationSeconds);
    log(`realtime browser: publishing ${rate} events/s (bet + win pairs) for ${durationSeconds} s`);
    const published = await publishOnSchedule({
      sdk,
      channel: PUBLIC_CHANNEL,
      event: BET_PLACED,
      rounds: pairs,
      intervalMs: 2000 / rate,
      payloads: (index) => {
        const transaction = `bench-feed-${Date.now().toString(36)}-${index}`;
        const bet = 100 + (index % 40) * 50;
        // Two rounds in five win, from 1.5× to 20×; the others settle at zero.
        const win = index % 5 < 2 ? Math.round(bet * (1.5 + ((index * 7) % 186) / 10)) : 0;
        return [
          betPayload({ type: 'bet', transaction, index, amount: bet }),
          betPayload({ type: 'win', transaction, index, amount: win }),
        ];
      },
    });
    const longTasks = await page.evaluate(readLongTasks);
    frames.counting = false;
    recordPublishingWindow(result, {
      publishing: published,
      frames,
      longTasks,
      consoleErrors,
      published: 'events',
    });
    result.liveTableRows = result.liveTable ? await table.locator('tbody tr').count() : null;
    log(
      `realtime browser: ${result.longTasks.over50} long tasks > 50 ms in ` +
        `${result.longTasks.windowMs} ms (longest ${result.longTasks.maxMs} ms); the page received ` +
        `${frames.event} of ${result.publish.events} events`,
    );
    await context.close().catch(() => {});
  } finally {
    await browser.close().catch(() => {});
  }
  return result;
}

/**
 * When `moduleUrl` is the command (`node <bench> [origin] [platformUrl] [seconds]`, REALTIME_SECRET
 * set to the running platform's): runs `measure` and prints its result.
 */
export async function runWhenCommand(moduleUrl, measure) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  const [origin = 'http://localhost:3300', platformUrl = 'http://127.0.0.1:8990', seconds = '10'] =
    process.argv.slice(2);
  const realtimeSecret = process.env.REALTIME_SECRET;
  if (!realtimeSecret) {
    console.error('set REALTIME_SECRET to the running platform’s');
    process.exit(1);
  }
  const result = await measure({
    origin,
    platformUrl,
    realtimeSecret,
    durationSeconds: Number(seconds),
    log: (message) => console.error(message),
  });
  console.log(JSON.stringify(result, null, 2));
}

await runWhenCommand(import.meta.url, measureRealtimeBrowser);

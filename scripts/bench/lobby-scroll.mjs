// The lobby scrolled to the end of a long catalogue (10,000 games with SEED_GAMES=10000) in headless
// Chromium, at a phone and a desktop viewport: how many game cards the windowed grid keeps in the
// DOM while scrolling (it should stay a few screens' worth, not grow with the list), the JS heap
// (sampled at every step, and once more after a forced GC at the end), how long reaching the end
// takes, and what the page asked the API for on the way (a page twice, a page past last_page).
//
// The scroll is a user's quick swipes, not a benchmark of smoothness: steps of one viewport height,
// and whenever the step lands on the bottom of the document, a wait until the next page has come
// in and made the document taller. Long tasks during the scroll are counted, as a hint of jank.
//
// Standalone: node scripts/bench/lobby-scroll.mjs http://localhost:3300/casino/games [timeout s]
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { chromiumPath } from '../chromium-path.mjs';

// The functions handed to page.evaluate() and addInitScript() run in the page, not in Node.
/* global window, document, requestAnimationFrame */

export const VIEWPORTS = [
  {
    name: 'mobile',
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
];

/** The lobby's end note (pt-BR, the default locale of /casino/games). */
const END_TEXT = 'Você viu todos os jogos.';
/**
 * How far one step scrolls, in viewport heights. One: every row passes through the viewport and
 * is sampled with the screen full of cards. Longer steps are hardly faster (an API page is about
 * 1.2 to 1.7 viewports, so most would end at the bottom, waiting for the next page anyway) and on a
 * phone they would sample almost only the bottom, where the footer fills the screen.
 */
const STEP_VIEWPORTS = 1;
/** Longest wait at the bottom for the next page before the run counts as stalled. */
const STALL_MS = 30_000;
const PROGRESS_EVERY_PAGES = 50;
const MB = 1024 * 1024;

/** Counts long tasks from the start; the scroll resets the counters once the page has loaded. */
function installLongTaskObserver() {
  const stats = { count: 0, totalMs: 0, maxMs: 0 };
  window.__benchLongTasks = stats;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const target = window.__benchLongTasks;
        target.count += 1;
        target.totalMs += entry.duration;
        target.maxMs = Math.max(target.maxMs, entry.duration);
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no longtask support: the counters stay at zero
  }
}

/** Runs in the page: what the grid looks like now. */
function sampleDom(endText) {
  const cards = document.querySelectorAll('main li[aria-posinset]');
  let maxPosition = 0;
  let setSize = null;
  for (const card of cards) {
    maxPosition = Math.max(maxPosition, Number(card.getAttribute('aria-posinset')) || 0);
    setSize ??= Number(card.getAttribute('aria-setsize'));
  }
  const end = [...document.querySelectorAll('main p')].find(
    (element) => element.textContent?.trim() === endText,
  );
  const scroller = document.scrollingElement ?? document.documentElement;
  return {
    cards: cards.length,
    maxPosition,
    setSize: setSize !== null && setSize > 0 ? setSize : null,
    elements: document.getElementsByTagName('*').length,
    images: document.querySelectorAll('main img').length,
    end: Boolean(end && end.getClientRects().length > 0),
    alert: Boolean(document.querySelector('main [role="alert"]')),
    scrollY: Math.round(window.scrollY),
    scrollHeight: scroller.scrollHeight,
    atBottom: window.scrollY + window.innerHeight >= scroller.scrollHeight - 2,
  };
}

/** Runs in the page: one step down, then two frames so the grid's window and effects follow. */
function scrollStep(viewports) {
  return new Promise((resolve) => {
    window.scrollBy(0, Math.round(viewports * window.innerHeight));
    requestAnimationFrame(() => requestAnimationFrame(resolve));
  });
}

/** Runs in the page: resolves once the document has grown past `height` or shows the end. */
function waitForMore({ height, endText, timeoutMs }) {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const scroller = document.scrollingElement ?? document.documentElement;
      const ended = [...document.querySelectorAll('main p')].some(
        (element) => element.textContent?.trim() === endText,
      );
      if (ended || scroller.scrollHeight > height + 2) resolve(true);
      else if (document.querySelector('main [role="alert"]')) resolve(false);
      else if (performance.now() - started > timeoutMs) resolve(false);
      else requestAnimationFrame(check);
    };
    check();
  });
}

async function heapUsedBytes(cdp) {
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map(({ name, value }) => [name, value]));
}

/** The API's page requests: /casinos/games?page=N, as the browser made them. */
function watchPageRequests(page) {
  const state = {
    requests: [], // { page, status, ms, failed }
    pages: new Set(),
    inFlight: 0,
    lastPage: null,
    perPage: null,
  };
  const open = new Map();
  const isPageRequest = (request) => {
    const url = new URL(request.url());
    return request.method() === 'GET' && url.pathname.endsWith('/casinos/games');
  };
  page.on('request', (request) => {
    if (!isPageRequest(request)) return;
    const number = Number(new URL(request.url()).searchParams.get('page') ?? 1);
    const entry = { page: number, status: null, ms: null, failed: false };
    state.requests.push(entry);
    open.set(request, { entry, started: Date.now() });
    state.inFlight += 1;
  });
  const close = (request, failed) => {
    const item = open.get(request);
    if (!item) return;
    open.delete(request);
    state.inFlight -= 1;
    item.entry.ms = Date.now() - item.started;
    item.entry.failed = failed;
  };
  page.on('response', (response) => {
    const item = open.get(response.request());
    if (!item) return;
    item.entry.status = response.status();
    if (response.ok()) {
      state.pages.add(item.entry.page);
      if (state.lastPage === null) {
        response
          .json()
          .then((body) => {
            const games = body?.games ?? body;
            if (typeof games?.last_page === 'number') state.lastPage = games.last_page;
            if (typeof games?.per_page === 'number') state.perPage = games.per_page;
          })
          .catch(() => {});
      }
    }
  });
  page.on('requestfinished', (request) => close(request, false));
  page.on('requestfailed', (request) => close(request, true));
  return state;
}

/**
 * Opens `url` at one viewport and scrolls to the end of the list (or until `timeoutMs`). Returns
 * the figures and the samples' summary; `reachedEnd: false` says how far it got.
 */
async function scrollOnce(browser, url, setup, { timeoutMs, log }) {
  const { name, ...contextOptions } = setup;
  const context = await browser.newContext({ ...contextOptions, locale: 'pt-BR' });
  try {
    const page = await context.newPage();
    await page.addInitScript(installLongTaskObserver);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const network = watchPageRequests(page);
    const consoleErrors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error).slice(0, 300)));

    const loadStarted = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector('main li[aria-posinset]', { timeout: 30_000 });
    // Hydrated and idle before the clock starts: a hydration's work is not the scroll's.
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    const loadSeconds = (Date.now() - loadStarted) / 1000;
    await cdp.send('HeapProfiler.collectGarbage');
    const heapStartBytes = await heapUsedBytes(cdp);
    await page.evaluate(() =>
      Object.assign(window.__benchLongTasks ?? {}, { count: 0, totalMs: 0, maxMs: 0 }),
    );

    // Pages the lobby asked for on its own, before any scrolling (its load-ahead).
    const requestsBeforeScroll = network.requests.length;
    const first = await page.evaluate(sampleDom, END_TEXT);
    let maxCards = first.cards;
    // Progress lines show the most cards since the previous line: a sample at the very bottom sees
    // mostly the footer and few cards, which says little on its own.
    let maxCardsSinceProgress = first.cards;
    let maxElements = first.elements;
    let heapMaxBytes = heapStartBytes;
    let last = first;
    let steps = 0;
    let stalled = false;
    let nextProgress = PROGRESS_EVERY_PAGES;
    // [furthest game in the DOM, most cards in the DOM since the previous entry, elements, heap MB
    // (not after GC)], every PROGRESS_EVERY_PAGES pages: a DOM or a heap growing with the list
    // shows here.
    const cardsSeries = [];
    const started = Date.now();
    const deadline = started + timeoutMs;

    while (!last.end && Date.now() < deadline) {
      await page.evaluate(scrollStep, STEP_VIEWPORTS);
      steps += 1;
      let sample = await page.evaluate(sampleDom, END_TEXT);
      if (sample.atBottom && !sample.end) {
        const grew = await page.evaluate(waitForMore, {
          height: sample.scrollHeight,
          endText: END_TEXT,
          timeoutMs: Math.min(STALL_MS, Math.max(0, deadline - Date.now())),
        });
        sample = await page.evaluate(sampleDom, END_TEXT);
        if (!grew && !sample.end) {
          stalled = Date.now() < deadline;
          last = sample;
          break;
        }
      }
      const heap = await heapUsedBytes(cdp);
      heapMaxBytes = Math.max(heapMaxBytes, heap);
      maxCards = Math.max(maxCards, sample.cards);
      maxCardsSinceProgress = Math.max(maxCardsSinceProgress, sample.cards);
      maxElements = Math.max(maxElements, sample.elements);
      last = sample;
      const pagesLoaded = network.pages.size + (network.pages.has(1) ? 0 : 1);
      if (pagesLoaded >= nextProgress) {
        nextProgress += PROGRESS_EVERY_PAGES;
        cardsSeries.push([
          sample.maxPosition,
          maxCardsSinceProgress,
          sample.elements,
          Math.round((heap / MB) * 10) / 10,
        ]);
        log(
          `scroll ${name}: ${pagesLoaded}/${network.lastPage ?? '?'} pages, ` +
            `${((Date.now() - started) / 1000).toFixed(0)} s, ` +
            `≤ ${maxCardsSinceProgress} cards in the DOM, heap ${(heap / MB).toFixed(1)} MB`,
        );
        maxCardsSinceProgress = 0;
      }
    }
    const scrollSeconds = (Date.now() - started) / 1000;

    // Let a last in-flight request land, so it is counted (and so a page past the end shows up).
    for (let waited = 0; network.inFlight > 0 && waited < 5_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    const heapEndSampledBytes = await heapUsedBytes(cdp);
    heapMaxBytes = Math.max(heapMaxBytes, heapEndSampledBytes);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapEndBytes = await heapUsedBytes(cdp);
    const end = await metrics(cdp);
    const final = await page.evaluate(sampleDom, END_TEXT);
    const longTasks = await page.evaluate(() => window.__benchLongTasks ?? null);

    const lastPage = network.lastPage;
    const pageCounts = new Map();
    for (const request of network.requests) {
      pageCounts.set(request.page, (pageCounts.get(request.page) ?? 0) + 1);
    }
    const requestMs = network.requests.map((request) => request.ms).filter((ms) => ms !== null);
    requestMs.sort((a, b) => a - b);
    return {
      viewport: `${setup.viewport.width}x${setup.viewport.height}`,
      url,
      reachedEnd: final.end,
      stalled,
      timedOut: !final.end && !stalled,
      total: final.setSize ?? first.setSize,
      lastPage,
      perPage: network.perPage,
      // Page 1 comes with the server-rendered document unless the browser asked for it again.
      pagesLoaded: network.pages.size + (network.pages.has(1) ? 0 : 1),
      gamesReached: final.maxPosition,
      steps,
      loadSeconds: Math.round(loadSeconds * 10) / 10,
      scrollSeconds: Math.round(scrollSeconds * 10) / 10,
      maxDomCards: maxCards,
      finalDomCards: final.cards,
      maxElements,
      finalElements: final.elements,
      domNodesEnd: end.Nodes ?? null,
      jsEventListenersEnd: end.JSEventListeners ?? null,
      heapStartMb: Math.round((heapStartBytes / MB) * 10) / 10,
      heapMaxMb: Math.round((heapMaxBytes / MB) * 10) / 10,
      heapEndSampledMb: Math.round((heapEndSampledBytes / MB) * 10) / 10,
      heapEndMb: Math.round((heapEndBytes / MB) * 10) / 10,
      longTasks: longTasks && {
        count: longTasks.count,
        totalMs: Math.round(longTasks.totalMs),
        maxMs: Math.round(longTasks.maxMs),
      },
      requests: {
        total: network.requests.length,
        beforeScroll: requestsBeforeScroll,
        failed: network.requests.filter((request) => request.failed).length,
        non2xx: network.requests.filter(
          (request) => request.status !== null && (request.status < 200 || request.status > 299),
        ).length,
        duplicatePages: [...pageCounts].filter(([, count]) => count > 1).map(([number]) => number),
        pastLastPage:
          lastPage === null
            ? []
            : [...pageCounts.keys()].filter((number) => number > lastPage).sort((a, b) => a - b),
        medianMs: requestMs.length ? requestMs[Math.floor(requestMs.length / 2)] : null,
        maxMs: requestMs.at(-1) ?? null,
      },
      series: cardsSeries,
      consoleErrors: consoleErrors.slice(0, 10),
    };
  } finally {
    await context.close().catch(() => {});
  }
}

/**
 * Scrolls the lobby at `url` to the end at each viewport. `timeoutSeconds` bounds each viewport's
 * scroll; a run that does not reach the end says how far it got. A viewport that crashes returns
 * `{ error }` so the other still runs.
 */
export async function measureLobbyScroll(url, { timeoutSeconds = 300, log = () => {} } = {}) {
  // Loaded only here: the other sections do not need Playwright (it comes with the e2e workspace).
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const results = {};
  try {
    for (const setup of VIEWPORTS) {
      try {
        results[setup.name] = await scrollOnce(browser, url, setup, {
          timeoutMs: timeoutSeconds * 1000,
          log,
        });
      } catch (error) {
        results[setup.name] = { error: String(error?.message ?? error).split('\n')[0] };
      }
    }
  } finally {
    await browser.close().catch(() => {});
  }
  return results;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv[2] ?? 'http://localhost:3300/casino/games';
  const timeoutSeconds = Number(process.argv[3] ?? 300);
  const results = await measureLobbyScroll(url, {
    timeoutSeconds,
    log: (message) => console.error(message),
  });
  console.log(JSON.stringify(results, null, 2));
}

// `npm run bench`: production build (when out of date), both servers on bench ports with an
// in-memory database (or BENCH_DATABASE_URL's PostgreSQL) and VITRINE_BENCH=1, then for every page
// below and for the floor page (/__floor, the least page this server renders): Lighthouse mobile (simulated throttling, median of
// 5 clean runs: a run whose first paint headless Chromium withheld is set aside, measured again and
// reported) performance, LCP, TBT, CLS; first-load JS (gzip KB); SSR throughput (autocannon, 20
// connections, 10 s). The sportsbook (/sportsbook, a guest, Betby's widget drawn by the platform's
// stand-in) has targets of its own: performance ≥ 90, CLS ≤ 0.02, and first-load JS no larger than
// the lobby's (/casino/games, measured too whenever the sportsbook is); a Lighthouse run of it counts
// only if the stand-in's script and fixtures were loaded in it (Lighthouse ends a run after 1 s of
// network and main-thread quiet, so the widget is drawn by then), and its LCP element is logged.
// The lobby is measured a second time as a returning visitor's (casino-games-repeat, Lighthouse
// only): the service worker installed from a home page visit, the HTTP cache empty
// (bench/worker-profile.mjs); its target is an LCP no later than the first visit's.
// Then the lobby scrolled to the end of its 10,000 games (the platform seeds
// SEED_GAMES=10000 per tenant for the bench, so /casino/games is measured against a long catalogue
// everywhere) at a phone and a desktop viewport: cards in the DOM, JS heap, time, pages loaded.
// Then realtime, on the platform's own Pusher server (bench/realtime-fanout.mjs,
// bench/realtime-browser.mjs): the fan-out — --sockets pusher-js-protocol sockets (2000, in a child
// process of their own) on the demo tenant's public channel, 20 BetPlaced events/s for --duration
// seconds published with the official `pusher` SDK: sockets connected and the time to connect them,
// delivered fraction, publish→receive latency p50/p95/p99, the platform's RSS before and after (and
// its open-files limit, reported when too low); and the home page at 360×740 (returning visitor,
// normal Chrome user agent) while 100 events/s (bet + win pairs) arrive for --duration seconds:
// whether the page subscribed, long tasks over 50 ms in that window, the longest.
// Then the global chat (bench/chat-browser.mjs): the same home page with the chat panel open (a
// guest), 100 MessageSent events/s on the tenant's chat channel for --duration seconds published
// with the `pusher` SDK: whether the panel subscribed, the messages the page received and showed,
// long tasks over 50 ms (target 0) and the longest, the most rows in the list (target: at most the
// panel's window, CHAT_RENDERED_ROWS).
// Then the deposit modal on a mid-range phone (bench/deposit-click.mjs: 360×740, CPU 4× slower): a
// new player clicks "Depositar", R$ 50, "Gerar PIX"; click → qrcode-pix answered, answered → QR code
// painted (target ≤ 300 ms), click → QR; medians of --runs fresh-context runs.
// Then a box's opening reel on the same phone (bench/box-reel.mjs, issue 36): the console awards a
// new player a box, "Abrir" in 'Minhas caixas'; the longest long task until the prize is announced
// (target ≤ 50 ms, the worst run) and the time from the tap to the prize.
// Then a referral on the same phone (bench/referral-journey.mjs, issue 38): a first visit opens a
// referrer's link, answers the 18+ question, registers from the prompt and deposits R$ 20 through
// the demo bank; the taps it took (typing and the bank excluded; target ≤ 20, fewer than the best
// peers) and the seconds from landing on `?ref=` until the referrer's open '/refers' shows the reward.
// Then the wallet under load (bench/wallet-load.mjs), on a platform of its own (BENCH_WALLET_PORT,
// 8991) whose database the bench reads afterwards: --wallet-players players made through the public
// API, then 1,000 PIX payments of 1,000 distinct charges (and 100 second payments racing them),
// 1,000 real-money spins and 200 withdrawals, all at once; then sportsbook storms
// (bench/sportsbook-storm.mjs): on --storm-players more players, --storm-bets Betby bets each, the
// signed wallet callbacks bet/make, commit, settlement, win, lost and refund all at once, with
// replayed transaction ids and stakes beyond the balance; the time of each phase, and the
// invariants — every wallet = the sum of its ledger rows, every charge paid and credited exactly
// once, no balance ever below zero, the ledger = what the API answered; for the storms' players
// again their wallets and balances, no stake taken beyond the balance, replays changing nothing, a
// bet ending once, the sportsbook rows and their ledger rows = the accepted answers. Bonus money
// (issue 37, bench/wallet-bonus.mjs): --wallet-bonus-players of the players are the unregulated
// tenant's, granted a bonus with a rollover before the load, and cashback entries are claimed many
// times at once in it; each balance (cash, bonus, loyalty) = its own rows, no bonus wagered beyond
// its stakes, no cashback entry paid beyond its claims. A broken invariant is a failed (✗) figure
// and a "WALLET INVARIANT BROKEN" note.
// Only when asked for (--only=soak: ten minutes), the soak (bench/soak.mjs, issue 39 §2): 50
// connections for --soak-minutes over the home page, the lobby and a game page, guests and
// signed-in players mixed; per minute the requests, errors, p50/p99 latency and the platform's and
// web server's RSS. It fails the bench (exit 1, "SOAK FAILED: …") on any error, or on RSS growth
// of 10 % or more from the warm-up's highest reading (--soak-warmup-minutes, 3) to the last
// minute's highest.
// Only when asked for (--only=scale-out), the scale-out proof (scripts/scale-out.mjs, issue 39 §2):
// two web servers and two platforms on one throwaway PostgreSQL, a PIX paid through platform B
// reaching a browser on platform A's socket. It starts its own world and prints one line per check;
// a failed check fails the bench.
// Prints one line per figure with its ratio to the floor (where there is one) and its target, and
// writes everything to bench-results/latest.json. Missed targets are reported, not fatal: the exit
// code is 1 only when something crashed or a figure could not be measured.
//
// The platform runs with DEMO_BET_FEED=false (no simulated feed: the channels carry only what the
// bench publishes, in every section) and a REALTIME_SECRET made up per run, from which the bench
// derives the demo app's secret (HMAC-SHA256(REALTIME_SECRET, "realtime-app:demo")).
//
// Options: --no-build  --url=http://localhost:3000 (measure a running server; no build, no start)
//          --only=lighthouse,js,ssr,scroll,realtime,chat,deposit,reel,referral,wallet,soak  --runs=5  --pages=home,...
//          (soak and scale-out are not in the default set)  --soak-minutes=10
//          --soak-warmup-minutes=3
//          (--only=wallet and --only=scale-out start nothing but their own servers)
//          --duration=10 (seconds per SSR run, and per realtime and chat publishing window)
//          --scroll-timeout=300 (seconds per viewport; a scroll that runs out says how far it got)
//          --sockets=2000 (realtime fan-out; each needs a file descriptor here and in the platform)
//          --wallet-players=100  --wallet-concurrency=N (requests in flight; default all at once)
//          --storm-players=10  --storm-bets=40 (the wallet's sportsbook storms)
//          --wallet-bonus-players=20 (of the wallet's players, those with a bonus, issue 37)
// Database: BENCH_DATABASE_URL=postgres://… runs both platforms on that PostgreSQL (DATABASE_URL);
// unset, the bench platform's PGlite is in memory and the wallet's in a temporary folder.
// Ports: BENCH_WEB_PORT (3300), BENCH_PLATFORM_PORT (8990), BENCH_WALLET_PORT (8991). Games per
// tenant: BENCH_SEED_GAMES (10000). Realtime and chat against a running server (--url):
// BENCH_REALTIME_SECRET (its REALTIME_SECRET), BENCH_PLATFORM_URL (http://localhost:8787; the
// deposit's too), BENCH_PLATFORM_PID (for its RSS); the soak's web RSS: BENCH_WEB_PID.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureFirstLoadJs } from './bench/first-load-js.mjs';
import { FIRST_VISIT_PAGES } from './bench/first-visit-pages.mjs';
import { answeredAgeProfile } from './bench/answered-profile.mjs';
import { workerProfile } from './bench/worker-profile.mjs';
import { lighthouseOnce, medianFigures, paintWasWithheld } from './bench/lighthouse.mjs';
import { measureLobbyScroll, VIEWPORTS } from './bench/lobby-scroll.mjs';
import { measureRealtimeBrowser } from './bench/realtime-browser.mjs';
import { measureRealtimeFanout } from './bench/realtime-fanout.mjs';
import { interrupted, startServers } from './bench/servers.mjs';
import { measureThroughput } from './bench/throughput.mjs';
import { findChromium } from './chromium-path.mjs';
import { root, run } from './lib.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 22)) {
  console.error(
    `bench needs Node >= 22.22 (this is ${process.version}): run it with npm run bench`,
  );
  process.exit(1);
}

/** The pages measured against the floor. Later issues add theirs here. */
const PAGES = [
  ...FIRST_VISIT_PAGES,
  {
    // Issue 14: Betby's widget drawn by the platform's stand-in (demo tenant, a guest). The widget
    // loads once the 18+ question is answered: measured for a guest who has answered it and has
    // nothing cached (answered-profile.mjs), so the run includes the widget's script and data.
    name: 'sportsbook',
    path: '/sportsbook',
    ageAnswered: true,
    targets: {
      'lighthouse-performance': { op: '>=', value: 90 },
      cls: { op: '<=', value: 0.02 },
      // The shell around the widget costs no more than the lobby's.
      'first-load-js-kb': { op: '<=', page: 'casino-games' },
    },
    // A run counts only if the stand-in drew: its script and its fixtures loaded (lighthouse.mjs).
    mustLoad: [
      { name: 'the stand-in script', pattern: /\/sportsbook\/demo\/bt-renderer\.min\.js(?:\?|$)/ },
      { name: 'the stand-in fixtures', pattern: /\/sportsbook\/demo\/fixtures(?:\?|$)/ },
    ],
  },
  {
    // Issue 15: the lobby again, for a returning visitor whose service worker is installed (they
    // saw the home page; worker-profile.mjs) and whose HTTP cache is empty: its scripts, styles
    // and the tenant's images come from the worker's caches. Lighthouse only (the other sections
    // would measure the first visit again).
    name: 'casino-games-repeat',
    path: '/casino/games',
    repeatVisit: true,
    sections: ['lighthouse'],
    targets: { 'lcp-ms': { op: '<=', page: 'casino-games' } },
  },
  {
    // Issue 36: the box catalogue (demo tenant, a guest): its first-load JS no more than the
    // lobby's; its Lighthouse score against the lobby's is compared with `npm run bench:ab`.
    name: 'crates',
    path: '/casino/crates',
    targets: { 'first-load-js-kb': { op: '<=', page: 'casino-games' } },
  },
  {
    // Issue 37: the bonuses page and the promotions (demo tenant, a guest): first-load JS no more
    // than the lobby's; Lighthouse against the lobby's with `npm run bench:ab`.
    name: 'bonus',
    path: '/bonus',
    targets: { 'first-load-js-kb': { op: '<=', page: 'casino-games' } },
  },
  {
    name: 'promotion',
    path: '/promotion',
    targets: { 'first-load-js-kb': { op: '<=', page: 'casino-games' } },
  },
  {
    // Issue 38: the VIP club and the leaderboard (demo tenant, a guest): first-load JS no more
    // than the lobby's.
    name: 'ranking',
    path: '/ranking',
    targets: { 'first-load-js-kb': { op: '<=', page: 'casino-games' } },
  },
];

/** Whether a page is measured in a section (all of them unless it names its own). */
const measuredIn = (page, section) => !page.sections || page.sections.includes(section);

/** The lobby the scroll section walks to the end of (pt-BR: its end note is matched by text). */
const SCROLL_PATH = '/casino/games';

/** Lighthouse attempts per run asked for, when runs are set aside (first paint withheld). */
const MAX_ATTEMPTS_PER_RUN = 3;

/** The floor: always measured, enabled on the server only with VITRINE_BENCH=1. */
const FLOOR = { name: 'floor', path: '/__floor' };

/**
 * Targets per figure; a page may override any of them with its own `targets`. `ratio: true` means
 * the target applies to the ratio to the floor rather than to the value.
 */
const DEFAULT_TARGETS = {
  'lighthouse-performance': { op: '>=', value: 95 },
  'lcp-ms': null,
  'tbt-ms': { op: '<=', value: 150 },
  cls: { op: '<=', value: 0.02 },
  'first-load-js-kb': { op: '<=', value: 1.4, ratio: true },
  'ssr-req-s': { op: '>=', value: 0.5, ratio: true },
};

/**
 * The scroll's figures, one row per viewport (no floor: the floor page has no list). `pages-loaded`
 * is held to the list's own last page, known only once the scroll has seen it.
 */
const SCROLL_TARGETS = {
  'pages-loaded': (result) =>
    typeof result?.lastPage === 'number' ? { op: '>=', value: result.lastPage } : null,
  'scroll-s': () => null,
  'max-dom-cards': () => ({ op: '<=', value: 200 }),
  'js-heap-mb': () => ({ op: '<', value: 150 }),
  'js-heap-max-mb': () => null,
};
const SCROLL_FIGURES = [
  { id: 'pages-loaded', from: (r) => r?.pagesLoaded, digits: 0 },
  { id: 'scroll-s', from: (r) => r?.scrollSeconds, digits: 0 },
  { id: 'max-dom-cards', from: (r) => r?.maxDomCards, digits: 0 },
  // After a forced GC at the end of the list: what the page keeps.
  { id: 'js-heap-mb', from: (r) => r?.heapEndMb, digits: 1 },
  // The most any step saw, garbage included.
  { id: 'js-heap-max-mb', from: (r) => r?.heapMaxMb, digits: 1 },
];

/** A figure inside a note: its value, or n/a. */
const shown = (value) => (value === null || value === undefined ? 'n/a' : value);

/** Publishing rates of the realtime section: the fan-out's, and the home page feed's (bet + win). */
const FANOUT_RATE = 20;
const FEED_RATE = 100;

/**
 * The realtime section's figures, one row each (no floor). `target(result)` may depend on the run
 * (the sockets asked for); `note(result)` is printed beside the figure; when `judged(result)` is
 * false the target is shown but not judged.
 */
const REALTIME_FIGURES = [
  {
    page: 'realtime-fanout',
    id: 'sockets-connected',
    from: (r) => r?.connect?.connected,
    digits: 0,
    target: (r) => ({ op: '>=', value: r.sockets }),
    note: (r) =>
      `of ${r.sockets}; the server counted ${r.serverSubscriptions ?? 'n/a'} subscriptions; ` +
      `open-files limit ${r.openFilesLimit.bench ?? '?'} here, ${r.openFilesLimit.platform ?? '?'} ` +
      'on the platform',
  },
  {
    page: 'realtime-fanout',
    id: 'connect-s',
    from: (r) => r?.connect?.seconds,
    digits: 2,
    note: (r) =>
      `all ${r.sockets} open + subscribed; per socket p50 ${r.connect.perSocketMs.p50} ms, ` +
      `p95 ${r.connect.perSocketMs.p95} ms`,
  },
  {
    page: 'realtime-fanout',
    id: 'delivered-pct',
    from: (r) => r?.delivery?.deliveredPct,
    digits: 2,
    target: () => ({ op: '>=', value: 100 }),
    note: (r) =>
      `${r.delivery.received} of ${r.events} events × ${r.sockets} sockets ` +
      `(${r.publish.ratePerSecond}/s for ${r.publish.seconds} s); ` +
      `duplicates ${r.delivery.duplicates}, out of order ${r.delivery.outOfOrder}`,
  },
  {
    page: 'realtime-fanout',
    id: 'latency-p50-ms',
    from: (r) => r?.latencyMs?.p50,
    digits: 1,
    note: (r) =>
      `publish→receive; trigger HTTP round trip p50 ${shown(r.publish.roundTripMs.p50)} ms, ` +
      `p95 ${shown(r.publish.roundTripMs.p95)} ms`,
  },
  {
    page: 'realtime-fanout',
    id: 'latency-p95-ms',
    from: (r) => r?.latencyMs?.p95,
    digits: 1,
    target: () => ({ op: '<=', value: 50 }),
    note: (r) =>
      `first → last socket per event p50 ${shown(r.spreadMs.p50)} ms, ` +
      `p95 ${shown(r.spreadMs.p95)} ms`,
  },
  {
    page: 'realtime-fanout',
    id: 'latency-p99-ms',
    from: (r) => r?.latencyMs?.p99,
    digits: 1,
    note: (r) =>
      `max ${shown(r.latencyMs.max)} ms; the clients' process ` +
      `${Math.round(r.clients.eventLoopUtilization * 100)} % busy receiving`,
  },
  {
    page: 'realtime-fanout',
    id: 'platform-rss-before-mb',
    from: (r) => r?.memory?.before?.rssMb,
    digits: 1,
    note: (r) => `${r.memory.connected?.rssMb ?? 'n/a'} MB once the sockets were subscribed`,
  },
  {
    page: 'realtime-fanout',
    id: 'platform-rss-after-mb',
    from: (r) => r?.memory?.after?.rssMb,
    digits: 1,
    note: (r) =>
      `after publishing; peak ${r.memory.after?.peakMb ?? 'n/a'} MB (seeding included); ` +
      `platform CPU ${r.platformCpu?.pct ?? 'n/a'} % of one core while publishing`,
  },
  {
    page: 'realtime-browser',
    id: 'page-subscriptions',
    from: (r) => r?.pageSubscriptions,
    digits: 0,
    target: () => ({ op: '>=', value: 1 }),
    note: (r) =>
      r.pageSubscriptions > 0
        ? `subscribed ${r.subscribedAfterSeconds} s after hydrating; live table ` +
          `${r.liveTable ? `shown (${r.liveTableRows} rows at the end)` : 'not found'}`
        : `the page did not subscribe to the public channel (${r.pageSockets.length} WebSocket(s))`,
  },
  {
    page: 'realtime-browser',
    id: 'long-tasks-over-50ms',
    from: (r) => r?.longTasks?.over50,
    digits: 0,
    target: () => ({ op: '<=', value: 0 }),
    // Without a subscription no event reached the page: a clean window proves nothing ('?').
    judged: (r) => r.pageSubscriptions > 0,
    note: (r) =>
      `${r.viewport}, ${r.publish.events} events (${r.publish.ratePerSecond}/s, bet + win) in ` +
      `${r.longTasks.windowMs} ms; the page received ${r.pageReceivedEvents}`,
  },
  {
    page: 'realtime-browser',
    id: 'longest-task-ms',
    from: (r) => r?.longTasks?.maxMs,
    digits: 1,
    note: (r) =>
      `long tasks total ${r.longTasks.totalMs} ms in the window; before it ` +
      `${r.longTasks.beforeWindow.count ?? 'n/a'} (longest ${r.longTasks.beforeWindow.maxMs ?? 'n/a'} ms)`,
  },
];

/** Issue 16: the chat room's publishing rate (MessageSent events a second). */
const CHAT_RATE = 100;

/** Connections of the soak (issue 39 §2): what a few hundred players browsing at once send. */
const SOAK_CONNECTIONS = 50;

/** The chat section's figures (bench/chat-browser.mjs): the home page with the chat panel open. */
const CHAT_FIGURES = [
  {
    page: 'chat',
    id: 'page-subscriptions',
    from: (r) => r?.pageSubscriptions,
    digits: 0,
    target: () => ({ op: '>=', value: 1 }),
    note: (r) =>
      r.pageSubscriptions > 0
        ? `${r.channel} joined ${r.subscribedAfterSeconds} s after the panel was asked for ` +
          `(open in ${r.panelOpenSeconds} s)`
        : `the open panel did not subscribe to ${r.channel} (${r.pageSockets.length} WebSocket(s))`,
  },
  {
    page: 'chat',
    id: 'messages-shown',
    from: (r) => r?.messagesShown,
    digits: 0,
    target: (r) => ({ op: '>=', value: r.publish?.events }),
    judged: (r) => r.pageSubscriptions > 0,
    note: (r) =>
      `of ${r.publish.events} published (${r.publish.ratePerSecond}/s for ${r.publish.seconds} s); ` +
      `the page's socket received ${r.pageReceivedEvents}; the newest on screen #${shown(r.lastShown)}`,
  },
  {
    page: 'chat',
    id: 'long-tasks-over-50ms',
    from: (r) => r?.longTasks?.over50,
    digits: 0,
    target: () => ({ op: '<=', value: 0 }),
    // Without a subscription no message reached the page: a clean window proves nothing ('?').
    judged: (r) => r.pageSubscriptions > 0,
    note: (r) =>
      `${r.viewport}, chat panel open, ${r.publish.events} MessageSent in ${r.longTasks.windowMs} ms`,
  },
  {
    page: 'chat',
    id: 'longest-task-ms',
    from: (r) => r?.longTasks?.maxMs,
    digits: 1,
    note: (r) =>
      `long tasks total ${r.longTasks.totalMs} ms in the window; before it ` +
      `${r.longTasks.beforeWindow.count ?? 'n/a'} (longest ${r.longTasks.beforeWindow.maxMs ?? 'n/a'} ms)`,
  },
  {
    page: 'chat',
    id: 'max-dom-rows',
    from: (r) => r?.rows?.max,
    digits: 0,
    target: (r) => ({ op: '<=', value: r.windowRows }),
    judged: (r) => r.pageSubscriptions > 0,
    note: (r) =>
      `list rows (date labels included) at most; messages ${r.rows.maxMessages} at most, ` +
      `${r.rows.final} rows at the end; the panel's window ${r.windowRows}`,
  },
];

/** Issue 13: from the platform's answer to the QR code on screen, on a mid-range phone. */
const DEPOSIT_QR_TARGET_MS = 300;

/** The deposit section's figures (bench/deposit-click.mjs): medians of its runs. */
const DEPOSIT_FIGURES = [
  {
    page: 'deposit',
    id: 'click-to-response-ms',
    from: (r) => r?.median?.clickToResponseMs,
    digits: 0,
    note: (r) =>
      `"Gerar PIX" → qrcode-pix answered; ${r.viewport}, CPU ${r.cpuSlowdown}× slower, median of ` +
      `${r.measuredRuns} of ${r.runs.length} runs`,
  },
  {
    page: 'deposit',
    id: 'response-to-qr-ms',
    from: (r) => r?.median?.responseToQrMs,
    digits: 0,
    target: () => ({ op: '<=', value: DEPOSIT_QR_TARGET_MS }),
    note: (r) =>
      `answered → QR painted; img inserted after ${r.median.responseToInsertedMs} ms; worst run ` +
      `${r.max.responseToQrMs} ms`,
  },
  {
    page: 'deposit',
    id: 'click-to-qr-ms',
    from: (r) => r?.median?.clickToQrMs,
    digits: 0,
    note: () => 'the whole wait, as the player sees it',
  },
];

/** The reel section's figures (bench/box-reel.mjs): issue 36, no long task over 50 ms. */
const REEL_FIGURES = [
  {
    page: 'box-reel',
    id: 'longest-task-ms',
    from: (r) => r?.max?.longestTaskMs,
    digits: 0,
    target: () => ({ op: '<=', value: 50 }),
    note: (r) =>
      `worst of ${r.measuredRuns} openings of ${r.box} (median ${r.median.longestTaskMs} ms); ` +
      `${r.viewport}, CPU ${r.cpuSlowdown}× slower`,
  },
  {
    page: 'box-reel',
    id: 'tap-to-prize-ms',
    from: (r) => r?.median?.tapToPrizeMs,
    digits: 0,
    note: () => '"Abrir" → the prize announced, the reel included',
  },
];

/** The referral section's figures (bench/referral-journey.mjs): issue 38, medians of its runs. */
const REFERRAL_FIGURES = [
  {
    page: 'referral-journey',
    id: 'taps',
    from: (r) => r?.median?.taps,
    digits: 0,
    target: () => ({ op: '<=', value: 20 }),
    note: (r) =>
      `?ref= link → registered → R$ 20 deposited, typing and the bank excluded; ${r.viewport}, ` +
      `CPU ${r.cpuSlowdown}× slower, ${r.measuredRuns} of ${r.runs.length} runs`,
  },
  {
    page: 'referral-journey',
    id: 'seconds-to-reward',
    from: (r) => r?.median?.seconds,
    digits: 1,
    note: () => "landing on ?ref= → the referrer's open /refers shows the reward (scripted time)",
  },
];

/** The wallet section's figures (bench/wallet-load.mjs), its rows named after the database. */
const walletPage = (r) => (r?.database ? `wallet-${r.database}` : 'wallet');
const outcomes = (part) =>
  Object.entries(part.outcomes)
    .map(([outcome, count]) => `${count} ${outcome}`)
    .join(', ');
const latencies = (part) =>
  `p50 ${part.latencyMs.p50} ms, p99 ${part.latencyMs.p99} ms, max ${part.latencyMs.max} ms`;
/** An invariant: how many broke it (target 0), with the first example. */
const invariant = (id, name, what) => ({
  page: walletPage,
  id,
  from: (r) => r?.invariants?.[name]?.count,
  digits: 0,
  target: () => ({ op: '<=', value: 0 }),
  note: (r) => {
    const { count, examples } = r.invariants[name];
    return count === 0 ? what(r) : `BROKEN: ${examples[0]}`;
  },
});
/** The callbacks of the storms by path, e.g. "bet/make 310 accepted, 95 refused 2001". */
function stormOutcomes(storm) {
  const byPath = new Map();
  for (const [name, count] of Object.entries(storm.outcomes)) {
    const [path, ...outcome] = name.split(' ');
    byPath.set(path, [...(byPath.get(path) ?? []), `${count} ${outcome.join(' ')}`]);
  }
  return [...byPath].map(([path, parts]) => `${path} ${parts.join(', ')}`).join('; ');
}
/** A storm invariant (bench/sportsbook-storm.mjs): how many broke it, with the first example. */
const stormInvariant = (id, name, what) => ({
  page: walletPage,
  id,
  storm: true,
  from: (r) => r?.invariants?.sportsbook?.[name]?.count,
  digits: 0,
  target: () => ({ op: '<=', value: 0 }),
  note: (r) => {
    const { count, examples } = r.invariants.sportsbook[name];
    return count === 0 ? what(r) : `BROKEN: ${examples[0]}`;
  },
});
const STORM_FIGURES = [
  {
    page: walletPage,
    id: 'storm-s',
    storm: true,
    from: (r) => r?.storm?.seconds,
    digits: 2,
    note: (r) =>
      `${r.storm.callbacks} Betby callbacks, ${r.storm.callbacksPerSecond}/s: ${r.storm.bets} bets ` +
      `on each of ${r.storm.players} players at once, ${r.storm.replayedIds} of ` +
      `${r.storm.transactionIds} transaction ids sent more than once`,
  },
  {
    page: walletPage,
    id: 'storm-p95-ms',
    storm: true,
    from: (r) => r?.storm?.latencyMs.p95,
    digits: 0,
    note: (r) => `${stormOutcomes(r.storm)}; ${latencies(r.storm)}`,
  },
  stormInvariant(
    'storm-wallets-off-ledger',
    'walletOffLedger',
    (r) => `${r.invariants.sportsbook.players} storm wallets = the sum of their rows`,
  ),
  stormInvariant(
    'storm-negative-balances',
    'negativeBalances',
    () => 'no storm player’s running balance below zero',
  ),
  stormInvariant(
    'storm-stakes-beyond-balance',
    'stakesBeyondBalance',
    (r) =>
      'every stake taken from a balance at least as large; no stake of R$ ' +
      `${(r.storm.oversizedStake / 100).toLocaleString('pt-BR')} taken`,
  ),
  stormInvariant(
    'storm-replays-changed',
    'replaysChangedSomething',
    () => 'every replay answered the same transaction, one row and one ledger movement per id',
  ),
  stormInvariant(
    'storm-results-per-bet',
    'resultsPerBet',
    () => 'each bet won, lost or refunded once',
  ),
  stormInvariant(
    'storm-ledger-vs-answers',
    'ledgerVsAnswers',
    (r) =>
      `${r.invariants.sportsbook.rows} sportsbook rows and their ledger movements = the accepted ` +
      'answers',
  ),
];
/** A bonus money invariant (bench/wallet-bonus.mjs): how many broke it, with the first example. */
const bonusInvariant = (id, name, what) => ({
  page: walletPage,
  id,
  from: (r) => r?.invariants?.bonusMoney?.[name]?.count,
  digits: 0,
  target: () => ({ op: '<=', value: 0 }),
  note: (r) => {
    const { count, examples } = r.invariants.bonusMoney[name];
    return count === 0 ? what(r) : `BROKEN: ${examples[0]}`;
  },
});
const BONUS_FIGURES = [
  {
    page: walletPage,
    id: 'cashback-claims-p95-ms',
    from: (r) => r?.load?.cashbackClaims?.latencyMs.p95,
    digits: 0,
    note: (r) =>
      `${r.bonusSetup.cashbackEntries} entries claimed 8 times at once: ` +
      `${outcomes(r.load.cashbackClaims)}; ${latencies(r.load.cashbackClaims)}`,
  },
  bonusInvariant('bonus-wagered-beyond-stakes', 'wageredBeyondStakes', (r) => {
    const statuses = Object.entries(r.invariants.bonusMoney.statuses)
      .map(([status, count]) => `${count} ${status}`)
      .join(', ');
    const { bonuses, bonusStakes } = r.invariants.bonusMoney;
    return (
      `${bonuses} bonuses (${statuses}), ${bonusStakes.rows} stakes took R$ ` +
      `${(bonusStakes.total / 100).toLocaleString('pt-BR')} of bonus: wagered ≤ staked`
    );
  }),
  bonusInvariant(
    'bonus-conversions',
    'conversions',
    () => 'each completed bonus converted once (rollover −B bonus, +B cash), no other',
  ),
  bonusInvariant(
    'cashback-overpaid',
    'cashbackOverpaid',
    (r) =>
      `${r.invariants.bonusMoney.cashbackClaimsPaid} claims paid: no entry beyond its claims or ` +
      'unlocked parts; cashback rows = the entries',
  ),
  bonusInvariant(
    'cashback-vs-answers',
    'cashbackVsAnswers',
    () => 'each entry paid as many times and as much as the answers said',
  ),
];
const WALLET_FIGURES = [
  {
    page: walletPage,
    id: 'players-s',
    from: (r) => r?.playersSeconds,
    digits: 1,
    note: (r) =>
      `${r.players} players: register, phone verified, KYC approved, PIX key, game opened, ` +
      'R$ 30 deposited',
  },
  {
    page: walletPage,
    id: 'charges-s',
    from: (r) => r?.charges?.seconds,
    digits: 2,
    note: (r) =>
      `${r.charges.requests} qrcode-pix at once: ${outcomes(r.charges)}; ${latencies(r.charges)}`,
  },
  {
    page: walletPage,
    id: 'load-s',
    from: (r) => r?.load?.seconds,
    digits: 2,
    note: (r) =>
      `${r.load.requests} requests, ${r.load.concurrency} in flight, ${r.load.requestsPerSecond} ` +
      `req/s: ${r.load.payments.requests} payments, ${r.load.spins.requests} spins, ` +
      `${r.load.withdrawals.requests} withdrawals; machine load ${r.load.machineLoad.before} → ` +
      `${r.load.machineLoad.after} (${cpus().length} CPUs)`,
  },
  ...['payments', 'spins', 'withdrawals'].map((kind) => ({
    page: walletPage,
    id: `${kind}-p95-ms`,
    from: (r) => r?.load?.[kind]?.latencyMs.p95,
    digits: 0,
    note: (r) =>
      `${outcomes(r.load[kind])}; ${latencies(r.load[kind])}; last at ${r.load[kind].seconds} s`,
  })),
  {
    page: walletPage,
    id: 'unexpected-answers',
    from: (r) => r?.unexpected?.count,
    digits: 0,
    target: () => ({ op: '<=', value: 0 }),
    note: (r) =>
      (r.unexpected.examples[0] ?? 'every answer a success or a refusal the rules allow') +
      (r.connectRetries > 0 ? `; ${r.connectRetries} connections tried again` : ''),
  },
  invariant(
    'wallets-off-ledger',
    'walletOffLedger',
    (r) => `${r.invariants.players} wallets = the sum of their rows`,
  ),
  invariant(
    'charges-not-paid-once',
    'chargesNotPaidOnce',
    (r) =>
      `${r.invariants.charges - r.invariants.unpaidCharges} charges each paid by exactly one bank ` +
      `answer` +
      (r.invariants.unpaidCharges > 0
        ? `; ${r.invariants.unpaidCharges} unpaid: no answer to their payment`
        : ''),
  ),
  invariant(
    'deposits-vs-charges',
    'depositsVsCharges',
    () => 'deposit rows = paid charges, per player',
  ),
  invariant('negative-balances', 'negativeBalances', () => 'no running balance below zero'),
  invariant(
    'movements-vs-answers',
    'movementsVsAnswers',
    () => 'ledger rows = the answers, per type',
  ),
  invariant(
    'api-vs-database',
    'apiVsDatabase',
    () => 'profile/wallet and the sum of /wallet/transactions = the database',
  ),
  ...STORM_FIGURES,
  ...BONUS_FIGURES,
];

const FIGURES = [
  { id: 'lighthouse-performance', from: (m) => m.lighthouse?.median.performance, digits: 0 },
  { id: 'lcp-ms', from: (m) => m.lighthouse?.median.lcpMs, digits: 0 },
  { id: 'tbt-ms', from: (m) => m.lighthouse?.median.tbtMs, digits: 0 },
  { id: 'cls', from: (m) => m.lighthouse?.median.cls, digits: 3 },
  // Diagnostics without a target (bench/main-thread.mjs): the share of its tasks' clock time the
  // page's main thread ran, and the blocking time of its tasks' CPU time, as Lighthouse counts it;
  // (bench/run-queue.mjs) the share of its runnable time the same thread waited for a core.
  {
    id: 'main-thread-cpu-share',
    from: (m) => m.lighthouse?.median.mainThreadCpuShare,
    digits: 2,
  },
  { id: 'cpu-tbt-ms', from: (m) => m.lighthouse?.median.cpuBlockingMs, digits: 0 },
  {
    id: 'main-thread-wait-share',
    from: (m) => m.lighthouse?.median.mainThreadWaitShare,
    digits: 2,
  },
  { id: 'first-load-js-kb', from: (m) => m.firstLoadJs?.kb, digits: 1 },
  { id: 'ssr-req-s', from: (m) => m.ssr?.requestsPerSecond, digits: 0 },
];
const SECTION_OF = {
  'lighthouse-performance': 'lighthouse',
  'lcp-ms': 'lighthouse',
  'tbt-ms': 'lighthouse',
  cls: 'lighthouse',
  'main-thread-cpu-share': 'lighthouse',
  'cpu-tbt-ms': 'lighthouse',
  'main-thread-wait-share': 'lighthouse',
  'first-load-js-kb': 'js',
  'ssr-req-s': 'ssr',
};

const { values: options } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    url: { type: 'string' },
    only: {
      type: 'string',
      default: 'lighthouse,js,ssr,scroll,realtime,chat,deposit,reel,referral,wallet',
    },
    runs: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    pages: { type: 'string' },
    'scroll-timeout': { type: 'string', default: '300' },
    sockets: { type: 'string', default: '2000' },
    'wallet-players': { type: 'string', default: '100' },
    'wallet-concurrency': { type: 'string' },
    'storm-players': { type: 'string', default: '10' },
    'storm-bets': { type: 'string', default: '40' },
    'wallet-bonus-players': { type: 'string', default: '20' },
    'soak-minutes': { type: 'string', default: '10' },
    'soak-warmup-minutes': { type: 'string', default: '3' },
  },
});
const sections = new Set(options.only.split(',').map((part) => part.trim()));
// A section that drives a browser stops the bench at once when there is none, before any build.
const BROWSER_SECTIONS = [
  'lighthouse',
  'scroll',
  'realtime',
  'chat',
  'deposit',
  'reel',
  'referral',
  'scale-out',
];
if (BROWSER_SECTIONS.some((section) => sections.has(section))) {
  const chromium = findChromium();
  if ('error' in chromium) {
    console.error(chromium.error);
    process.exit(1);
  }
}
const runs = Number(options.runs);
const durationSeconds = Number(options.duration);
const soakMinutes = Number(options['soak-minutes']);
const soakWarmUpMinutes = Number(options['soak-warmup-minutes']);
const scrollTimeoutSeconds = Number(options['scroll-timeout']);
const sockets = Number(options.sockets);
const walletOptions = {
  players: Number(options['wallet-players']),
  stormPlayers: Number(options['storm-players']),
  stormBets: Number(options['storm-bets']),
  bonusPlayers: Number(options['wallet-bonus-players']),
};
// Requests in flight during the wallet's load: all of them unless capped.
const walletConcurrency = options['wallet-concurrency']
  ? Number(options['wallet-concurrency'])
  : Number.POSITIVE_INFINITY;
// The platforms' database: PostgreSQL at this URL, else PGlite (bench/wallet-load.mjs).
const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
// Every section but these measures the web app and its platform; these start their own.
const OWN_SERVERS = new Set(['wallet', 'scale-out']);
const needsServers = [...sections].some((section) => !OWN_SERVERS.has(section));
const seedGames = Number(process.env.BENCH_SEED_GAMES ?? 10_000);
const askedPages = options.pages
  ? PAGES.filter((page) => options.pages.split(',').includes(page.name))
  : PAGES;
// A target held to another page (`{ page }`) needs that page measured too, in that section.
const pages = PAGES.filter(
  (page) =>
    askedPages.includes(page) ||
    askedPages.some((asked) =>
      Object.entries(asked.targets ?? {}).some(
        ([figure, target]) => target?.page === page.name && sections.has(SECTION_OF[figure]),
      ),
    ),
);
const measured = [FLOOR, ...pages];
const resultsDir = join(root, 'bench-results');

const log = (message) => console.error(`bench: ${message}`);
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

function gitInfo() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' });
    const status = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
    return { commit: commit.trim(), dirty: status.trim().length > 0 };
  } catch {
    return null;
  }
}

/** Every page must answer 200 with HTML before anything is measured. */
async function preflight(origin) {
  for (const page of measured) {
    const response = await fetch(new URL(page.path, origin), { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    if (response.status !== 200) {
      const hint = page === FLOOR ? ' (the floor is served only when VITRINE_BENCH=1)' : '';
      throw new Error(`${page.name} ${page.path} answered ${response.status}${hint}`);
    }
  }
}

function format(value, digits) {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : 'n/a';
}

const SIGNS = { '>=': '≥', '<=': '≤', '<': '<' };

function targetLabel(target, digits = 1) {
  if (!target) return '';
  const sign = SIGNS[target.op];
  if (target.page) return `target ${sign} ${target.page} (${format(target.value, digits)})`;
  return target.ratio ? `target ${sign} ${target.value} × floor` : `target ${sign} ${target.value}`;
}

function meets(target, value, ratio) {
  const subject = target.ratio ? ratio : value;
  if (typeof subject !== 'number' || !Number.isFinite(subject)) return null;
  if (typeof target.value !== 'number' || !Number.isFinite(target.value)) return null;
  if (target.op === '>=') return subject >= target.value;
  if (target.op === '<') return subject < target.value;
  return subject <= target.value;
}

/** One row per page and figure: value, floor, ratio, target and pass. */
function figureRows(results) {
  const floor = results[FLOOR.name];
  const rows = [];
  for (const page of pages) {
    const result = results[page.name];
    for (const figure of FIGURES) {
      if (!sections.has(SECTION_OF[figure.id]) || !measuredIn(page, SECTION_OF[figure.id]))
        continue;
      const value = figure.from(result) ?? null;
      const floorValue = figure.from(floor) ?? null;
      const ratio =
        typeof value === 'number' && typeof floorValue === 'number' && floorValue !== 0
          ? value / floorValue
          : null;
      let target = { ...DEFAULT_TARGETS, ...page.targets }[figure.id] ?? null;
      // Held to another page's figure: its value is the target's.
      if (target?.page) target = { ...target, value: figure.from(results[target.page]) ?? null };
      rows.push({
        page: page.name,
        figure: figure.id,
        value,
        floor: floorValue,
        ratio,
        target,
        pass: target ? meets(target, value, ratio) : null,
        digits: figure.digits,
      });
    }
  }
  return rows;
}

/** One row per viewport and scroll figure: value, target and pass (no floor, no ratio). */
function scrollRows(scroll) {
  const rows = [];
  for (const { name } of VIEWPORTS) {
    const result = scroll?.[name];
    for (const figure of SCROLL_FIGURES) {
      const value = result?.error ? null : (figure.from(result) ?? null);
      const target = SCROLL_TARGETS[figure.id](result);
      rows.push({
        page: `scroll-${name}`,
        figure: figure.id,
        value,
        floor: null,
        ratio: null,
        noFloor: true,
        target,
        pass: target ? meets(target, value, null) : null,
        digits: figure.digits,
      });
    }
  }
  return rows;
}

/**
 * One row per figure of a section without a floor (realtime, wallet, deposit), its note beside it.
 * `partOf(figure)` is the result the figure reads; a part that crashed (`{ error }`) says so.
 */
function noteRows(figures, partOf) {
  return figures.map((figure) => {
    const part = partOf(figure);
    const result = part?.error ? null : part;
    const value = result ? (figure.from(result) ?? null) : null;
    const target = result && figure.target ? figure.target(result) : (figure.target?.({}) ?? null);
    let note = part?.error ?? '';
    if (result && figure.note) {
      try {
        note = figure.note(result);
      } catch {
        note = '';
      }
    }
    return {
      page: typeof figure.page === 'function' ? figure.page(result) : figure.page,
      figure: figure.id,
      value,
      floor: null,
      ratio: null,
      noFloor: true,
      target: target?.value === undefined ? null : target,
      pass:
        target?.value === undefined || (result && figure.judged?.(result) === false)
          ? null
          : meets(target, value, null),
      digits: figure.digits,
      note,
    };
  });
}

// The storms' rows only when there were storms (--storm-players=0 turns them off).
const walletRows = (wallet) =>
  noteRows(
    WALLET_FIGURES.filter((figure) => !figure.storm || wallet?.storm !== null),
    () => wallet,
  );
const depositRows = (deposit) => noteRows(DEPOSIT_FIGURES, () => deposit);
const reelRows = (reel) => noteRows(REEL_FIGURES, () => reel);
const referralRows = (referral) => noteRows(REFERRAL_FIGURES, () => referral);
const chatRows = (chat) => noteRows(CHAT_FIGURES, () => chat);

const realtimeRows = (realtime) =>
  noteRows(REALTIME_FIGURES, (figure) =>
    figure.page === 'realtime-fanout' ? realtime?.fanout : realtime?.browser,
  );

/** The note printed beside a scroll figure: the context that makes the number readable. */
function scrollNote(row, scroll) {
  const result = scroll?.[row.page.replace(/^scroll-/, '')];
  if (!result || result.error) return result?.error ?? '';
  const mb = (value) => `${format(value, 1)} MB`;
  switch (row.figure) {
    case 'pages-loaded':
      return result.reachedEnd
        ? `${result.gamesReached} of ${result.total} games, end note shown`
        : `stopped at game ${result.gamesReached} of ${result.total ?? '?'} (${result.stalled ? 'stalled' : 'timed out'})`;
    case 'scroll-s':
      return (
        `${result.viewport}, ${result.steps} steps; long tasks ${result.longTasks?.count ?? 'n/a'}, ` +
        `max ${result.longTasks?.maxMs ?? 'n/a'} ms; page request median ${result.requests.medianMs} ms`
      );
    case 'max-dom-cards':
      return `${result.finalDomCards} at the end; max ${result.maxElements} elements`;
    case 'js-heap-mb':
      return `after GC at the end; ${mb(result.heapStartMb)} after GC at the start, ${mb(result.heapEndSampledMb)} before GC`;
    default:
      return '';
  }
}

function printRows(rows, results, scroll) {
  const cells = rows.map((row) => {
    let note = '';
    if (row.figure === 'ssr-req-s') {
      const ssr = results[row.page].ssr;
      const floorSsr = results[FLOOR.name].ssr;
      note = `non-2xx ${ssr?.non2xx ?? 'n/a'}, errors ${ssr?.errors ?? 'n/a'}; floor non-2xx ${floorSsr?.non2xx ?? 'n/a'}`;
    }
    if (row.figure === 'first-load-js-kb') {
      note = `${results[row.page].firstLoadJs?.scripts.length ?? 0} files`;
    }
    if (row.noFloor) note = row.note ?? scrollNote(row, scroll);
    return [
      row.page,
      row.figure,
      format(row.value, row.digits),
      row.noFloor ? '' : `(floor ${format(row.floor, row.digits)}, ratio ${format(row.ratio, 2)})`,
      targetLabel(row.target, row.digits),
      row.pass === null ? (row.target ? '?' : '') : row.pass ? '✓' : '✗',
      note,
    ];
  });
  const widths = cells[0]?.map((_, column) =>
    Math.max(...cells.map((cell) => cell[column].length)),
  );
  for (const cell of cells) {
    const line = cell
      .map((text, column) =>
        column === 2 ? text.padStart(widths[column]) : text.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
    console.log(line);
  }
}

/**
 * The realtime section: the fan-out to `sockets` sockets, then the home page under the feed. A part
 * that crashes is `{ error }` (its figures unmeasured), and the other still runs.
 */
async function measureRealtime(origin, { platformUrl, platformPid, secret }, problems) {
  if (!secret) {
    const error =
      'measuring a running server needs its REALTIME_SECRET (BENCH_REALTIME_SECRET), and ' +
      'BENCH_PLATFORM_URL (http://localhost:8787) and BENCH_PLATFORM_PID for its RSS';
    problems.push(`realtime: ${error}`);
    return { fanout: { error }, browser: { error } };
  }
  const out = {};
  const attempt = async (name, measure) => {
    const started = Date.now();
    try {
      out[name] = await measure();
      for (const problem of out[name].problems) problems.push(`realtime-${name}: ${problem}`);
      log(`realtime ${name} done in ${seconds(started)}`);
    } catch (error) {
      out[name] = { error: String(error?.message ?? error).split('\n')[0] };
      problems.push(`realtime-${name}: ${out[name].error}`);
    }
  };
  await attempt('fanout', () =>
    measureRealtimeFanout({
      platformUrl,
      platformPid,
      realtimeSecret: secret,
      sockets,
      rate: FANOUT_RATE,
      durationSeconds,
      log,
    }),
  );
  if (interrupted()) return out;
  await attempt('browser', () =>
    measureRealtimeBrowser({
      origin,
      platformUrl,
      realtimeSecret: secret,
      rate: FEED_RATE,
      durationSeconds,
      log,
    }),
  );
  return out;
}

/**
 * Runs one section; a crash becomes `{ error }` (its figures unmeasured) so the others still run.
 * The section's own `problems` join the report's.
 */
async function attemptSection(name, problems, measure) {
  const started = Date.now();
  try {
    const result = await measure();
    for (const problem of result.problems ?? []) problems.push(`${name}: ${problem}`);
    log(`${name} done in ${seconds(started)}`);
    return result;
  } catch (error) {
    const message = String(error?.message ?? error).split('\n')[0];
    problems.push(`${name}: ${message}`);
    return { error: message };
  }
}

async function main() {
  const started = Date.now();
  const results = Object.fromEntries(measured.map((page) => [page.name, { path: page.path }]));
  const report = {
    date: new Date().toISOString(),
    git: gitInfo(),
    node: process.version,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memoryBytes: totalmem() },
    loadAverageAtStart: loadavg(),
    config: {
      runs,
      durationSeconds,
      connections: 20,
      sections: [...sections],
      seedGames: options.url ? null : seedGames,
      scrollTimeoutSeconds,
      realtime: { sockets, fanoutRate: FANOUT_RATE, feedRate: FEED_RATE },
      chat: { rate: CHAT_RATE },
      database: databaseUrl ? 'postgresql' : 'pglite',
      wallet: {
        ...walletOptions,
        concurrency: Number.isFinite(walletConcurrency) ? walletConcurrency : 'all',
      },
    },
    pages: results,
    figures: [],
    problems: [],
  };
  let servers = null;
  let failed = false;
  // The realtime section publishes as the platform's apps: it must know the secret they derive from.
  let realtime = {
    platformUrl: null,
    platformPid: null,
    secret: randomBytes(32).toString('hex'),
  };
  try {
    let origin = options.url;
    if (!needsServers) {
      log('these sections start their own servers: no bench servers');
    } else if (origin) {
      origin = new URL(origin).origin;
      log(`measuring the running server at ${origin} (no build, no start)`);
      realtime = {
        platformUrl: process.env.BENCH_PLATFORM_URL ?? 'http://localhost:8787',
        platformPid: Number(process.env.BENCH_PLATFORM_PID) || null,
        secret: process.env.BENCH_REALTIME_SECRET ?? null,
      };
    } else {
      if (!options['no-build']) {
        log('building (skipped when current)');
        await run(process.execPath, [join(root, 'scripts/build.mjs')], {
          stdio: ['ignore', process.stderr, process.stderr],
        });
      }
      const webPort = Number(process.env.BENCH_WEB_PORT ?? 3300);
      const platformPort = Number(process.env.BENCH_PLATFORM_PORT ?? 8990);
      log(
        `starting platform :${platformPort} (${databaseUrl ? 'PostgreSQL' : 'in-memory database'}, ` +
          `${seedGames} games per tenant) and web :${webPort}`,
      );
      const serversStarted = Date.now();
      servers = await startServers({
        webPort,
        platformPort,
        logDir: resultsDir,
        seedGames,
        realtimeSecret: realtime.secret,
        database: databaseUrl ? { url: databaseUrl } : undefined,
      });
      realtime.platformUrl = `http://127.0.0.1:${platformPort}`;
      realtime.platformPid = servers.platformPid;
      origin = servers.origin;
      report.serversStartSeconds = Math.round((Date.now() - serversStarted) / 100) / 10;
      report.seed = servers.seed;
      const seeded =
        servers.seed?.ms != null ? `, seeding ${(servers.seed.ms / 1000).toFixed(1)} s` : '';
      log(
        `servers up in ${report.serversStartSeconds} s${seeded}; ` +
          `logs in ${resultsDir}/{platform,web}.log`,
      );
    }
    report.origin = origin ?? null;
    if (origin) await preflight(origin);

    if (sections.has('js')) {
      for (const page of measured.filter((page) => measuredIn(page, 'js'))) {
        const result = await measureFirstLoadJs(new URL(page.path, origin).href);
        results[page.name].firstLoadJs = result;
        log(
          `first-load JS ${page.name}: ${result.kb.toFixed(1)} KB gzip, ${result.scripts.length} files`,
        );
        for (const problem of result.problems) report.problems.push(`${page.name}: ${problem}`);
      }
    }

    if (sections.has('lighthouse')) {
      // Runs interleave the pages, so a slow spell of the machine hits each page alike. A run whose
      // first paint the browser withheld (lighthouse.mjs, PAINT_WITHHELD_MS) is kept in the report
      // but measured again, up to MAX_ATTEMPTS_PER_RUN times the runs asked for.
      const lighthouseStarted = Date.now();
      let answeredProfile = null;
      let returningProfile = null;
      const maxAttempts = runs * MAX_ATTEMPTS_PER_RUN;
      for (const page of measured) results[page.name].lighthouse = { runs: [] };
      const cleanRuns = (page) =>
        results[page.name].lighthouse.runs.filter((run) => !run.error && !paintWasWithheld(run))
          .length;
      for (let round = 1; round <= maxAttempts; round += 1) {
        const pending = measured.filter(
          (page) =>
            cleanRuns(page) < runs && results[page.name].lighthouse.runs.length < maxAttempts,
        );
        if (pending.length === 0) break;
        for (const page of pending) {
          servers?.assertAlive();
          let profile = null;
          if (page.ageAnswered)
            profile = (answeredProfile ??= await answeredAgeProfile(origin)).dir;
          if (page.repeatVisit) {
            if (!returningProfile) {
              returningProfile = await workerProfile(origin);
              log(
                `returning visitor's profile: the worker holds ${returningProfile.precached} files`,
              );
            }
            profile = returningProfile.dir;
          }
          const result = await lighthouseOnce(new URL(page.path, origin).href, {
            mustLoad: page.mustLoad,
            profile,
          });
          if (interrupted()) throw new Error(`interrupted by ${interrupted()}`);
          results[page.name].lighthouse.runs.push(result);
          const attempt = `${results[page.name].lighthouse.runs.length}`;
          log(
            result.error
              ? `lighthouse ${page.name} run ${attempt} FAILED: ${result.error}`
              : `lighthouse ${page.name} run ${attempt}: performance ${result.performance}, ` +
                  `LCP ${result.lcpMs?.toFixed(0)} ms, TBT ${result.tbtMs?.toFixed(0)} ms, ` +
                  `CLS ${result.cls?.toFixed(3)} (${result.seconds.toFixed(0)} s)` +
                  (result.mainThread
                    ? `; main thread ran ${Math.round(result.mainThread.cpuShare * 100)} % of its ` +
                      `tasks' time, CPU-time TBT ${result.mainThread.cpuBlockingMs} ms` +
                      (result.mainThread.runQueue
                        ? `, waited for a core ${result.mainThread.runQueue.waitMs} ms ` +
                          `while it ran ${result.mainThread.runQueue.runMs} ms`
                        : '')
                    : '') +
                  (page.mustLoad ? `; LCP element ${result.lcpElement ?? 'n/a'}` : '') +
                  (paintWasWithheld(result)
                    ? ` — first paint withheld ${result.paintWithheldMs} ms by the browser, set aside`
                    : ''),
          );
        }
      }
      for (const page of measured) {
        const lighthouse = results[page.name].lighthouse;
        lighthouse.median = medianFigures(lighthouse.runs);
        const { failedRuns, withheldRuns, withheldOnly, runs: counted } = lighthouse.median;
        if (failedRuns > 0) {
          report.problems.push(
            `${page.name}: ${failedRuns} of ${lighthouse.runs.length} Lighthouse runs failed`,
          );
        }
        if (withheldRuns > 0) {
          report.problems.push(
            `${page.name}: ${withheldRuns} of ${lighthouse.runs.length} Lighthouse runs set aside ` +
              `(first paint withheld by headless Chromium, lighthouse#17148)` +
              (withheldOnly
                ? '; no clean run: the figures are the median of the withheld runs'
                : counted < runs
                  ? `; only ${counted} clean run${counted === 1 ? '' : 's'}`
                  : ''),
          );
        }
      }
      answeredProfile?.remove();
      returningProfile?.remove();
      log(`lighthouse done in ${seconds(lighthouseStarted)}`);
    }

    if (sections.has('ssr')) {
      for (const page of measured.filter((page) => measuredIn(page, 'ssr'))) {
        servers?.assertAlive();
        const result = await measureThroughput(new URL(page.path, origin).href, {
          connections: 20,
          durationSeconds,
        });
        results[page.name].ssr = result;
        log(
          `ssr ${page.name}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.latencyMs.p99} ms, ` +
            `non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`,
        );
        if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
          report.problems.push(
            `${page.name}: SSR run had ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
          );
        }
      }
      servers?.assertAlive();
    }

    if (sections.has('scroll')) {
      servers?.assertAlive();
      const url = new URL(SCROLL_PATH, origin).href;
      log(`scroll ${url} to the end at ${VIEWPORTS.map((v) => v.name).join(' and ')}`);
      const scroll = await measureLobbyScroll(url, { timeoutSeconds: scrollTimeoutSeconds, log });
      if (interrupted()) throw new Error(`interrupted by ${interrupted()}`);
      report.scroll = { path: SCROLL_PATH, ...scroll };
      for (const [name, result] of Object.entries(scroll)) {
        if (result.error) {
          report.problems.push(`scroll-${name}: ${result.error}`);
          continue;
        }
        log(
          `scroll ${name}: ${result.pagesLoaded}/${result.lastPage ?? '?'} pages in ` +
            `${result.scrollSeconds} s, max ${result.maxDomCards} cards in the DOM, heap ` +
            `${result.heapEndMb} MB after GC (max ${result.heapMaxMb} MB)`,
        );
        const problem = (text) => report.problems.push(`scroll-${name}: ${text}`);
        if (!result.reachedEnd) {
          problem(
            `${result.stalled ? 'stalled' : `timed out after ${scrollTimeoutSeconds} s`} at ` +
              `game ${result.gamesReached} of ${result.total ?? '?'}`,
          );
        }
        const { requests } = result;
        if (requests.pastLastPage.length > 0) {
          problem(`asked for pages past the last: ${requests.pastLastPage.join(', ')}`);
        }
        if (requests.duplicatePages.length > 0) {
          problem(
            `asked for the same page twice: ${requests.duplicatePages.slice(0, 20).join(', ')}`,
          );
        }
        if (requests.failed > 0 || requests.non2xx > 0) {
          problem(`${requests.failed} page requests failed, ${requests.non2xx} answered non-2xx`);
        }
        for (const message of result.consoleErrors) problem(`console: ${message}`);
      }
      servers?.assertAlive();
    }

    if (sections.has('realtime')) {
      servers?.assertAlive();
      report.realtime = await measureRealtime(origin, realtime, report.problems);
      if (interrupted()) throw new Error(`interrupted by ${interrupted()}`);
      servers?.assertAlive();
    }

    if (sections.has('chat')) {
      servers?.assertAlive();
      if (!realtime.secret) {
        report.chat = { error: 'measuring a running server needs BENCH_REALTIME_SECRET' };
        report.problems.push(`chat: ${report.chat.error}`);
      } else {
        // Loaded when asked for: it imports the contract's TypeScript (Node ≥ 22.18).
        const { measureChatBrowser } = await import('./bench/chat-browser.mjs');
        report.chat = await attemptSection('chat', report.problems, () =>
          measureChatBrowser({
            origin,
            platformUrl: realtime.platformUrl,
            realtimeSecret: realtime.secret,
            rate: CHAT_RATE,
            durationSeconds,
            log,
          }),
        );
      }
      if (interrupted()) throw new Error(`interrupted by ${interrupted()}`);
      servers?.assertAlive();
    }

    if (sections.has('deposit')) {
      servers?.assertAlive();
      // Loaded when asked for: these sections import the contract's TypeScript (Node ≥ 22.18).
      const { measureDepositClick } = await import('./bench/deposit-click.mjs');
      report.deposit = await attemptSection('deposit', report.problems, () =>
        measureDepositClick({ origin, platformUrl: realtime.platformUrl, runs, log }),
      );
      if (interrupted()) throw new Error(`interrupted by ${interrupted()}`);
      servers?.assertAlive();
    }

    if (sections.has('reel')) {
      servers?.assertAlive();
      const { measureBoxReel } = await import('./bench/box-reel.mjs');
      report.reel = await attemptSection('reel', report.problems, () =>
        measureBoxReel({ origin, platformUrl: realtime.platformUrl, runs, log }),
      );
      if (interrupted()) throw new Error(`interrupted by ${interrupted()}`);
      servers?.assertAlive();
    }

    if (sections.has('referral')) {
      servers?.assertAlive();
      const { measureReferralJourney } = await import('./bench/referral-journey.mjs');
      report.referral = await attemptSection('referral', report.problems, () =>
        measureReferralJourney({
          origin,
          platformUrl: realtime.platformUrl,
          runs: Math.min(runs, 3),
          log,
        }),
      );
      if (interrupted()) throw new Error(`interrupted by ${interrupted()}`);
      servers?.assertAlive();
    }

    if (sections.has('soak')) {
      servers?.assertAlive();
      const { measureSoak, soakTable } = await import('./bench/soak.mjs');
      report.soak = await attemptSection('soak', report.problems, () =>
        measureSoak({
          origin,
          platformUrl: realtime.platformUrl,
          platformPid: realtime.platformPid,
          webPid: servers?.webPid ?? (Number(process.env.BENCH_WEB_PID) || null),
          minutes: soakMinutes,
          warmUpMinutes: soakWarmUpMinutes,
          connections: SOAK_CONNECTIONS,
          log,
        }),
      );
      if (interrupted()) throw new Error(`interrupted by ${interrupted()}`);
      servers?.assertAlive();
      if (!report.soak.error) {
        console.log(
          `\nsoak (${SOAK_CONNECTIONS} connections, ${soakMinutes} min, the first ` +
            `${soakWarmUpMinutes} the warm-up):`,
        );
        console.log(soakTable(report.soak));
      }
    }

    if (sections.has('scale-out')) {
      // Its own processes, ports and database; its lines go straight to the output.
      const args = [join(root, 'scripts/scale-out.mjs')];
      if (options['no-build'] || options.url) args.push('--no-build');
      report.scaleOut = await run(process.execPath, args, { stdio: 'inherit' }).then(
        () => ({ passed: true }),
        (error) => ({ passed: false, error: String(error?.message ?? error) }),
      );
      if (!report.scaleOut.passed) report.problems.push(`scale-out: ${report.scaleOut.error}`);
      if (interrupted()) throw new Error(`interrupted by ${interrupted()}`);
    }

    if (sections.has('wallet')) {
      const { measureWallet } = await import('./bench/wallet-load.mjs');
      report.wallet = await attemptSection('wallet', report.problems, () =>
        measureWallet({
          port: Number(process.env.BENCH_WALLET_PORT ?? 8991),
          logDir: resultsDir,
          databaseUrl,
          options: walletOptions,
          concurrency: walletConcurrency,
          log,
        }),
      );
      if (interrupted()) throw new Error(`interrupted by ${interrupted()}`);
      for (const row of walletRows(report.wallet)) {
        if (row.pass === false && row.figure !== 'unexpected-answers' && row.target) {
          report.problems.push(`WALLET INVARIANT BROKEN: ${row.figure} ${row.value}: ${row.note}`);
        }
      }
    }

    const rows = [
      ...figureRows(results),
      ...(sections.has('scroll') ? scrollRows(report.scroll) : []),
      ...(sections.has('realtime') ? realtimeRows(report.realtime) : []),
      ...(sections.has('chat') ? chatRows(report.chat) : []),
      ...(sections.has('deposit') ? depositRows(report.deposit) : []),
      ...(sections.has('reel') ? reelRows(report.reel) : []),
      ...(sections.has('referral') ? referralRows(report.referral) : []),
      ...(sections.has('wallet') ? walletRows(report.wallet) : []),
    ];
    report.figures = rows.map(({ digits: _digits, noFloor: _noFloor, ...row }) => row);
    const unmeasured = rows.filter(
      (row) => row.value === null || (row.floor === null && !row.noFloor),
    );
    for (const row of unmeasured) {
      report.problems.push(`${row.page} ${row.figure}: could not be measured`);
    }
    failed = unmeasured.length > 0;
    const soakFailures = report.soak?.error ? [report.soak.error] : (report.soak?.failures ?? []);
    if (soakFailures.length > 0) failed = true;
    if (report.scaleOut?.passed === false) failed = true;
    console.log('');
    printRows(rows, results, report.scroll);
    for (const problem of report.problems) console.log(`note: ${problem}`);
    if (sections.has('soak')) {
      console.log(
        soakFailures.length > 0
          ? `SOAK FAILED: ${soakFailures.join('; ')}`
          : 'soak passed: no error, RSS growth under the limit',
      );
    }
  } catch (error) {
    failed = true;
    report.error = String(error?.stack ?? error);
    console.error(
      interrupted()
        ? `\nbench interrupted by ${interrupted()}`
        : `\nbench failed: ${error?.message ?? error}${error?.cause ? ` (${error.cause.message ?? error.cause})` : ''}`,
    );
  } finally {
    if (servers) {
      log('stopping servers');
      await servers.stop();
    }
    report.durationSeconds = Math.round((Date.now() - started) / 1000);
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
    log(`results in bench-results/latest.json; total ${seconds(started)}`);
  }
  return failed ? 1 : 0;
}

process.exit(await main());

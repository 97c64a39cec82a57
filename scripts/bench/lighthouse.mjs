// One Lighthouse run through the CLI: mobile form factor, simulated throttling, performance only,
// a fresh headless Chromium per run. Returns the figures the bench reports (and a few more).
//
// Standalone: node scripts/bench/lighthouse.mjs http://localhost:3000/ [runs]
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../chromium-args.mjs';
import { chromiumPath } from '../chromium-path.mjs';
import { binPath } from '../lib.mjs';
import { mainThreadFigures } from './main-thread.mjs';
import { runQueueFigures, watchRendererMainThreads } from './run-queue.mjs';
import { spawnTracked, stopChildren } from './servers.mjs';

export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

const RUN_TIMEOUT_MS = 150_000;

/** A copy of the profile for one run (a run's own loads must not warm the next). */
export function profileCopy(template) {
  const copy = mkdtempSync(join(tmpdir(), 'vitrine-lh-profile-'));
  cpSync(template, copy, { recursive: true });
  return { dir: copy, remove: () => rmSync(copy, { recursive: true, force: true }) };
}

/**
 * A run whose first paint was withheld this long (ms) while the page was ready and idle is not a
 * measurement of the page. Headless Chromium's display compositor sometimes stops offering frames to
 * a loading page for one or two whole seconds (viz throttles a frame sink it deems unresponsive;
 * GoogleChrome/lighthouse#17148, also seen on PageSpeed Insights). The page sits painted-but-unshown
 * with an idle main thread, the observed first paint lands ~1 s or ~2 s late, and Lantern then
 * counts every request and task before that moment into FCP and LCP. Such runs are set aside and
 * measured again (bench.mjs), and reported.
 */
export const PAINT_WITHHELD_MS = 400;

/**
 * How long the page waited, idle, between being able to paint (its document and render-blocking
 * stylesheets loaded) and its observed first contentful paint. A page whose own work delays the
 * paint is busy over that stretch, so this stays near zero for it; null when it cannot be told.
 */
export function paintWithheldMs(lhr) {
  const fcp = lhr.audits?.metrics?.details?.items?.[0]?.observedFirstContentfulPaint;
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  const tasks = lhr.audits?.['main-thread-tasks']?.details?.items ?? [];
  if (typeof fcp !== 'number') return null;
  const document = requests.find((request) => request.resourceType === 'Document');
  if (!document) return null;
  const blocking = requests.filter(
    (request) =>
      request === document ||
      (request.resourceType === 'Stylesheet' && request.priority === 'VeryHigh'),
  );
  const ready = Math.max(...blocking.map((request) => request.networkEndTime));
  if (!(ready < fcp)) return 0;
  let busy = 0;
  for (const task of tasks) {
    const overlap = Math.min(fcp, task.startTime + task.duration) - Math.max(ready, task.startTime);
    if (overlap > 0) busy += overlap;
  }
  return Math.round(fcp - ready - busy);
}

/** The first DOM node a report's details name (a table of tables in Lighthouse 13's insights). */
function firstNode(details) {
  if (!details || typeof details !== 'object') return null;
  if (details.type === 'node') return details;
  for (const value of Object.values(details)) {
    const node = firstNode(value);
    if (node) return node;
  }
  return null;
}

/**
 * Which of `mustLoad` (`[{ name, pattern }]`, a RegExp on the URL) the page requested during the run,
 * as `{ [name]: status code }` (null: never requested or no answer). A page drawn by a third-party
 * script after hydration (the sportsbook's widget) is measured only if its requests are there:
 * Lighthouse ends a run once the network and the main thread have been quiet (1 s each).
 */
export function loadedRequests(lhr, mustLoad) {
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  return Object.fromEntries(
    mustLoad.map(({ name, pattern }) => {
      const request = requests.find(
        (item) => pattern.test(item.url ?? '') && item.finished !== false,
      );
      return [name, request?.statusCode ?? null];
    }),
  );
}

/** The figures of one Lighthouse JSON report (`lhr`). */
export function figuresOf(lhr, mustLoad = []) {
  const numeric = (id) => lhr.audits?.[id]?.numericValue ?? null;
  const score = lhr.categories?.performance?.score;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : null,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    fcpMs: numeric('first-contentful-paint'),
    speedIndexMs: numeric('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    observedFcpMs: lhr.audits?.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? null,
    paintWithheldMs: paintWithheldMs(lhr),
    lcpElement: firstNode(lhr.audits?.['lcp-breakdown-insight']?.details)?.selector ?? null,
    loaded: loadedRequests(lhr, mustLoad),
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? null,
    runtimeError: lhr.runtimeError?.code ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/**
 * mainThreadFigures() of the trace Lighthouse saved beside its report, with `runQueue`: what
 * runQueueFigures() says of the same thread over the same stretch (null where it cannot tell);
 * null when there is no trace.
 */
function mainThreadOf(lhr, dir, schedSamples) {
  const slowdown = lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4;
  try {
    const figures = mainThreadFigures(
      JSON.parse(readFileSync(join(dir, 'report-0.trace.json'), 'utf8')),
      slowdown,
    );
    if (!figures) return null;
    const { pid, fromUs, toUs, ...rest } = figures;
    return { ...rest, runQueue: runQueueFigures(schedSamples?.get(pid), fromUs, toUs) };
  } catch {
    return null;
  }
}

/**
 * Runs Lighthouse once against `url`; `{ error }` instead of throwing when the run fails. `mustLoad`
 * as loadedRequests() takes it: a run that did not load them all is an error (the page was not
 * measured whole). `profile`: a profile directory to run on a copy of (answered-profile.mjs).
 */
export async function lighthouseOnce(url, { mustLoad = [], profile = null } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-lh-'));
  const outputPath = join(dir, 'report.json');
  const started = Date.now();
  // A prepared profile (answered-profile.mjs) replaces Lighthouse's fresh one, on a copy, and keeps
  // its storage: the last --user-data-dir on Chromium's command line wins over chrome-launcher's.
  const copy = profile ? profileCopy(profile) : null;
  const chromeFlags = copy ? `${CHROME_FLAGS} --user-data-dir=${copy.dir}` : CHROME_FLAGS;
  const sched = watchRendererMainThreads();
  try {
    const child = spawnTracked(
      process.execPath,
      [
        binPath('lighthouse', 'lighthouse'),
        url,
        `--chrome-flags=${chromeFlags}`,
        ...(copy ? ['--disable-storage-reset'] : []),
        '--only-categories=performance',
        '--form-factor=mobile',
        '--throttling-method=simulate',
        '--output=json',
        `--output-path=${outputPath}`,
        // The run's trace, next to the report (report-0.trace.json), for mainThreadFigures().
        '--save-assets',
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: ['ignore', 'ignore', 'pipe'] },
      'SIGINT', // Lighthouse closes its Chrome (own process group) on SIGINT, not on SIGKILL
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
    const timer = setTimeout(() => {
      stderr += `\n(timed out after ${RUN_TIMEOUT_MS / 1000} s)`;
      void stopChildren([child]);
    }, RUN_TIMEOUT_MS);
    const { code, signal, error } = await child.exited;
    clearTimeout(timer);
    const schedSamples = sched?.stop();
    const seconds = (Date.now() - started) / 1000;
    if (error || code !== 0) {
      return {
        seconds,
        error: `lighthouse exited ${error?.message ?? code ?? signal}: ${stderr.trim()}`,
      };
    }
    let figures;
    try {
      const lhr = JSON.parse(readFileSync(outputPath, 'utf8'));
      figures = { ...figuresOf(lhr, mustLoad), mainThread: mainThreadOf(lhr, dir, schedSamples) };
    } catch (readError) {
      return { seconds, error: `no readable report: ${readError.message}: ${stderr.trim()}` };
    }
    if (figures.runtimeError || figures.performance === null) {
      return {
        seconds,
        ...figures,
        error: `lighthouse runtime error ${figures.runtimeError ?? '(no score)'}`,
      };
    }
    const missing = Object.entries(figures.loaded).filter(([, status]) => status !== 200);
    if (missing.length > 0) {
      return {
        seconds,
        ...figures,
        error:
          'the page was not measured whole: ' +
          missing.map(([name, status]) => `${name} ${status ?? 'not requested'}`).join(', '),
      };
    }
    return { seconds, ...figures };
  } finally {
    sched?.stop();
    rmSync(dir, { recursive: true, force: true });
    copy?.remove();
  }
}

/** Median of the numbers in `values` (nulls ignored); null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Whether a successful run's first paint was withheld by the browser (see PAINT_WITHHELD_MS). */
export function paintWasWithheld(run) {
  return (
    !run.error &&
    typeof run.paintWithheldMs === 'number' &&
    run.paintWithheldMs >= PAINT_WITHHELD_MS
  );
}

/**
 * Median of each figure independently over the successful runs whose paint was not withheld (all
 * successful runs when none was clean, with `withheldOnly` set).
 */
export function medianFigures(runs) {
  const succeeded = runs.filter((run) => !run.error);
  const clean = succeeded.filter((run) => !paintWasWithheld(run));
  const ok = clean.length > 0 ? clean : succeeded;
  const of = (key) => median(ok.map((run) => run[key]));
  return {
    runs: ok.length,
    failedRuns: runs.length - succeeded.length,
    withheldRuns: succeeded.length - clean.length,
    withheldOnly: clean.length === 0 && succeeded.length > 0,
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    speedIndexMs: of('speedIndexMs'),
    benchmarkIndex: of('benchmarkIndex'),
    mainThreadCpuShare: median(ok.map((run) => run.mainThread?.cpuShare)),
    cpuBlockingMs: median(ok.map((run) => run.mainThread?.cpuBlockingMs)),
    mainThreadWaitShare: median(ok.map((run) => run.mainThread?.runQueue?.waitShare)),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv[2] ?? 'http://localhost:3000/';
  const count = Number(process.argv[3] ?? 1);
  const runs = [];
  for (let index = 0; index < count; index += 1) {
    const run = await lighthouseOnce(url);
    runs.push(run);
    console.log(JSON.stringify(run));
  }
  console.log('median', JSON.stringify(medianFigures(runs)));
}

// One Lighthouse run through the CLI: mobile form factor, simulated throttling, performance only,
// a fresh headless Chromium per run. Returns the figures the bench reports (and a few more).
//
// Standalone: node scripts/bench/lighthouse.mjs http://localhost:3000/ [runs]
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { binPath } from '../lib.mjs';
import { spawnTracked, stopChildren } from './servers.mjs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const RUN_TIMEOUT_MS = 150_000;

/** The figures of one Lighthouse JSON report (`lhr`). */
export function figuresOf(lhr) {
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
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? null,
    runtimeError: lhr.runtimeError?.code ?? null,
    runWarnings: lhr.runWarnings ?? [],
  };
}

/** Runs Lighthouse once against `url`; `{ error }` instead of throwing when the run fails. */
export async function lighthouseOnce(url) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-lh-'));
  const outputPath = join(dir, 'report.json');
  const started = Date.now();
  try {
    const child = spawnTracked(
      process.execPath,
      [
        binPath('lighthouse', 'lighthouse'),
        url,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--throttling-method=simulate',
        '--output=json',
        `--output-path=${outputPath}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'] },
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
    const seconds = (Date.now() - started) / 1000;
    if (error || code !== 0) {
      return {
        seconds,
        error: `lighthouse exited ${error?.message ?? code ?? signal}: ${stderr.trim()}`,
      };
    }
    let figures;
    try {
      figures = figuresOf(JSON.parse(readFileSync(outputPath, 'utf8')));
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
    return { seconds, ...figures };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Median of the numbers in `values` (nulls ignored); null when there are none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Median of each figure independently over the successful runs. */
export function medianFigures(runs) {
  const ok = runs.filter((run) => !run.error);
  const of = (key) => median(ok.map((run) => run[key]));
  return {
    runs: ok.length,
    failedRuns: runs.length - ok.length,
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    speedIndexMs: of('speedIndexMs'),
    benchmarkIndex: of('benchmarkIndex'),
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

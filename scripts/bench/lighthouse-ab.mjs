// Lighthouse on two builds of the web app side by side: one platform, two web servers, and runs taken
// in turn (A B, B A, A B, …), so that both builds meet the same machine. Lighthouse's CPU figures
// follow the host's speed, and on these machines that speed drifts within minutes (benchmarkIndex
// 600–2300 in one session): two benches an hour apart cannot be compared, runs taken in turn can.
//
//   npm run build -- --force && mkdir -p apps/web/ab/before && cp -r apps/web/build apps/web/ab/before/
//   (change the code)
//   npm run build && npm run bench:ab -- apps/web/ab/before apps/web --pages=home,casino-games --runs=6
//
// Each folder holds a `build/` and sits inside apps/web, where the server bundle finds the app's
// packages (`build` folders are ignored by git, ESLint and Prettier). Pages as bench.mjs names them.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from '../chromium-path.mjs';
import { root } from '../lib.mjs';
import { FIRST_VISIT_PAGES } from './first-visit-pages.mjs';
import { lighthouseOnce, medianFigures, paintWasWithheld } from './lighthouse.mjs';
import { startPlatform, startWebServer, stopChildren } from './servers.mjs';

const PAGES = Object.fromEntries(FIRST_VISIT_PAGES.map(({ name, path }) => [name, path]));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pages: { type: 'string', default: 'home' },
    runs: { type: 'string', default: '6' },
    'platform-port': { type: 'string', default: '8980' },
    'web-port': { type: 'string', default: '3310' },
  },
});
if (positionals.length !== 2) {
  console.error('usage: lighthouse-ab.mjs <folder A> <folder B> [--pages=home,game] [--runs=6]');
  process.exit(2);
}
const chromium = findChromium();
if ('error' in chromium) {
  console.error(chromium.error);
  process.exit(1);
}
const folders = positionals.map((folder) => resolve(folder));
for (const folder of folders) {
  if (!existsSync(join(folder, 'build/server/index.js'))) {
    console.error(`${folder} holds no build/server/index.js`);
    process.exit(2);
  }
}
const pages = values.pages.split(',').map((name) => {
  if (!(name in PAGES)) throw new Error(`unknown page ${name}: ${Object.keys(PAGES).join(', ')}`);
  return name;
});
const runs = Number(values.runs);
const platformPort = Number(values['platform-port']);
const webPorts = [Number(values['web-port']), Number(values['web-port']) + 1];
const logDir = join(root, 'bench-results', 'ab');
mkdirSync(logDir, { recursive: true });

const platform = await startPlatform({
  port: platformPort,
  logFile: join(logDir, 'platform.log'),
  seedGames: 10_000,
  realtimeSecret: randomBytes(24).toString('hex'),
});
const webs = [];
try {
  for (const [index, folder] of folders.entries()) {
    webs.push(
      await startWebServer({
        cwd: folder,
        webPort: webPorts[index],
        platformPort,
        logFile: join(logDir, `web-${'AB'[index]}.log`),
      }),
    );
  }

  for (const page of pages) {
    const figures = [[], []];
    for (let round = 0; round < runs; round += 1) {
      for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const run = await lighthouseOnce(`http://localhost:${webPorts[side]}${PAGES[page]}`);
        if (run.error) {
          console.log(`ab: ${page} ${'AB'[side]} run ${round + 1}: ${run.error}`);
          continue;
        }
        figures[side].push(run);
        // A run whose first paint the browser withheld is reported, and left out of the medians
        // as the bench leaves it out (lighthouse.mjs, PAINT_WITHHELD_MS).
        const withheld = paintWasWithheld(run)
          ? ` — first paint withheld ${Math.round(run.paintWithheldMs)} ms by the browser, set aside`
          : '';
        console.log(
          `ab: ${page} ${'AB'[side]} run ${round + 1}: performance ${run.performance}, ` +
            `TBT ${Math.round(run.tbtMs)} ms, LCP ${Math.round(run.lcpMs)} ms, ` +
            `benchmarkIndex ${Math.round(run.benchmarkIndex)}` +
            (run.mainThread
              ? `, main thread ran ${Math.round(run.mainThread.cpuShare * 100)} %, ` +
                `CPU-time TBT ${run.mainThread.cpuBlockingMs} ms` +
                (run.mainThread.runQueue
                  ? `, waited for a core ${Math.round(run.mainThread.runQueue.waitShare * 100)} %`
                  : '')
              : '') +
            withheld,
        );
      }
    }
    for (const side of [0, 1]) {
      const median = medianFigures(figures[side]);
      // As a percentage, like each run's line.
      const waited = median.mainThreadWaitShare;
      console.log(
        `ab: ${page} ${'AB'[side]} (${folders[side]}): median performance ${median.performance}, ` +
          `TBT ${Math.round(median.tbtMs)} ms, LCP ${Math.round(median.lcpMs)} ms, ` +
          `CPU-time TBT ${median.cpuBlockingMs ?? 'n/a'} ms, ` +
          `waited for a core ${waited === null ? 'n/a' : `${Math.round(waited * 100)} %`} over ` +
          `${median.runs} runs (${median.withheldRuns} set aside)`,
      );
    }
  }
} finally {
  await stopChildren(webs);
  await platform.stop();
}

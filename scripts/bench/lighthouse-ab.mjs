// Lighthouse on two builds of the web app side by side: one platform, two web servers, and runs taken
// in turn (A B, B A, A B, …), so that both builds meet the same machine. Lighthouse's CPU figures
// follow the host's speed, and on these machines that speed drifts within minutes (benchmarkIndex
// 600–2300 in one session): two benches an hour apart cannot be compared, runs taken in turn can.
//
//   npm run build -- --force && mkdir -p apps/web/ab/before && cp -r apps/web/build apps/web/ab/before/
//   (change the code)
//   npm run build && node_modules/node/bin/node scripts/bench/lighthouse-ab.mjs \
//     apps/web/ab/before apps/web --pages=home,casino-games --runs=6
//
// Each folder holds a `build/` and sits inside apps/web, where the server bundle finds the app's
// packages (`build` folders are ignored by git, ESLint and Prettier). Pages as bench.mjs names them.
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { binPath, root, serverEnv, waitForHttp } from '../lib.mjs';
import { lighthouseOnce, median } from './lighthouse.mjs';
import { spawnTracked, startPlatform, stopChildren } from './servers.mjs';

const PAGES = {
  home: '/',
  'casino-games': '/casino/games',
  game: '/casino/vitrine-originals/tigre-da-sorte',
};

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
const definedOnly = (env) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
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
    const port = webPorts[index];
    const env = definedOnly(
      serverEnv({
        WEB_PORT: String(port),
        PORT: String(port),
        PLATFORM_PORT: String(platformPort),
        PLATFORM_PUBLIC_URL: `http://localhost:${platformPort}`,
        TENANT_REGISTRY_URL: undefined,
        STORAGE_URL: undefined,
        VITRINE_BENCH: '1',
        NODE_ENV: 'production',
      }),
    );
    const fd = openSync(join(logDir, `web-${'AB'[index]}.log`), 'w');
    webs.push(
      spawnTracked(
        process.execPath,
        [binPath('@react-router/serve', 'react-router-serve'), 'build/server/index.js'],
        { cwd: folder, env, stdio: ['ignore', fd, fd] },
      ),
    );
    closeSync(fd);
    await waitForHttp(`http://127.0.0.1:${port}/api/geoip`, 60_000);
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
        console.log(
          `ab: ${page} ${'AB'[side]} run ${round + 1}: performance ${run.performance}, ` +
            `TBT ${Math.round(run.tbtMs)} ms, LCP ${Math.round(run.lcpMs)} ms, ` +
            `benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
        );
      }
    }
    for (const side of [0, 1]) {
      const of = (key) => median(figures[side].map((run) => run[key]));
      console.log(
        `ab: ${page} ${'AB'[side]} (${folders[side]}): median performance ${of('performance')}, ` +
          `TBT ${Math.round(of('tbtMs'))} ms, LCP ${Math.round(of('lcpMs'))} ms over ` +
          `${figures[side].length} runs`,
      );
    }
  }
} finally {
  await stopChildren(webs);
  await platform.stop();
}

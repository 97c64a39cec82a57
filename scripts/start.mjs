// `npm start`: production build (when out of date), then the platform on :8787 and the web
// server on :3000 in one process group. Ctrl-C stops both. Data lives in apps/platform/.data.
import { join } from 'node:path';
import {
  binPath,
  platformDir,
  run,
  root,
  serverEnv,
  supervise,
  waitForHttp,
  webDir,
} from './lib.mjs';
import { startBanner } from './start-banner.mjs';

const env = serverEnv();
if (!process.argv.includes('--no-build')) {
  await run(process.execPath, [join(root, 'scripts/build.mjs')], { env });
}

const platformHealth = `http://127.0.0.1:${env.PLATFORM_PORT}/health`;
const { stop } = supervise([
  { name: 'platform', command: process.execPath, args: ['src/main.ts'], cwd: platformDir, env },
]);
try {
  await waitForHttp(platformHealth, 120_000);
} catch (error) {
  console.error(String(error));
  stop(1);
}
supervise([
  {
    name: 'web',
    command: process.execPath,
    args: [binPath('@react-router/serve', 'react-router-serve'), 'build/server/index.js'],
    cwd: webDir,
    env: { ...env, NODE_ENV: 'production', PORT: env.WEB_PORT },
  },
]);
await waitForHttp(`http://127.0.0.1:${env.WEB_PORT}/api/geoip`, 60_000).catch(() => {});
// Printed once, the servers' logs around it (readable in a terminal, JSON when piped: lib.mjs).
const demoPlayers =
  env.DEMO_MODE === 'true'
    ? await import('../apps/platform/src/db/seed/demo-players.ts')
    : { DEMO_PLAYERS: [], DEMO_PASSWORD: '' };
console.log(
  startBanner({
    webPort: env.WEB_PORT,
    platformUrl: env.PLATFORM_PUBLIC_URL,
    players: demoPlayers.DEMO_PLAYERS,
    password: demoPlayers.DEMO_PASSWORD,
  }),
);

// The platform and web servers for `npm run bench`: started on their own ports with an in-memory
// database (or the PostgreSQL / PGlite folder the caller names), output to log files (not our
// stdout), and always stopped — on success, on error, on a signal, and (hard) on process exit.
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { binPath, platformDir, serverEnv, waitForHttp, webDir } from '../lib.mjs';

/** Every child process the bench started and has not seen exit. */
const children = new Set();
let handlersInstalled = false;
let interruptedBy = null;

/** The signal that interrupted the bench, or null. */
export function interrupted() {
  return interruptedBy;
}

/** Kills whatever is left, synchronously: the last resort when the process exits. */
function killAllNow() {
  for (const child of children) {
    try {
      child.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
}

function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  process.on('exit', killAllNow);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (interruptedBy) return;
      interruptedBy = signal;
      console.error(`\nbench: ${signal}, stopping everything it started`);
      stopChildren([...children]).finally(() => process.exit(130));
    });
  }
}

/**
 * Spawns a child the bench is responsible for. `stopSignal` is what a polite stop sends first
 * (Lighthouse wants SIGINT so it closes its Chrome, which runs in its own process group).
 */
export function spawnTracked(command, args, options = {}, stopSignal = 'SIGTERM') {
  installHandlers();
  const child = spawn(command, args, options);
  child.stopSignal = stopSignal;
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      children.delete(child);
      resolve({ code: null, signal: null, error });
    });
  });
  children.add(child);
  return child;
}

/** Sends each child its stop signal, then SIGKILL to any still running after `graceMs`. */
export async function stopChildren(list, graceMs = 5_000) {
  const running = list.filter((child) => child.exitCode === null && child.signalCode === null);
  for (const child of running) child.kill(child.stopSignal ?? 'SIGTERM');
  await Promise.all(
    running.map(async (child) => {
      let timer;
      const killed = new Promise((resolve) => {
        timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, graceMs);
      });
      await Promise.race([child.exited, killed]);
      clearTimeout(timer);
      await child.exited;
    }),
  );
}

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function definedOnly(env) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
}

function tail(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Waits for `url` to answer 2xx, failing early (with the log tail) if the server exits first. */
async function waitForServer(name, child, url, logFile, timeoutMs) {
  const died = child.exited.then(({ code, signal, error }) => {
    throw new Error(
      `${name} server exited (${error?.message ?? code ?? signal}) before ${url} answered.\n` +
        `Last lines of ${logFile}:\n${tail(logFile)}`,
    );
  });
  died.catch(() => {}); // handled below; a later exit is the caller's concern, not a crash
  try {
    await Promise.race([waitForHttp(url, timeoutMs), died]);
  } catch (error) {
    if (error.message.includes('did not answer')) {
      error.message += `\nLast lines of ${logFile}:\n${tail(logFile)}`;
    }
    throw error;
  }
}

/**
 * What the platform's "platform ready" log line says about seeding: { games, ms } (games per
 * tenant), or null when the line is not there (another log format, or nothing was seeded).
 */
function seedReport(logFile) {
  let text = '';
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return null;
  }
  for (const line of text.split('\n')) {
    if (!line.includes('"seedMs"')) continue;
    try {
      const entry = JSON.parse(line);
      return { games: entry.seededGames ?? null, ms: entry.seedMs ?? null };
    } catch {
      // not a JSON line
    }
  }
  return null;
}

/**
 * The platform's database: `{ url }` a PostgreSQL (DATABASE_URL), `{ dataDir }` PGlite in that
 * folder, or nothing: PGlite in memory.
 */
function databaseEnv(database = {}) {
  return {
    DATABASE_URL: database.url,
    PLATFORM_DATA_DIR: database.url ? undefined : (database.dataDir ?? 'memory://'),
  };
}

/** The platform's environment: demo mode, bench ports, and nothing inherited that would change it. */
function platformEnvironment({
  webPort,
  platformPort,
  seedGames,
  realtimeSecret,
  sportsbookDemoSecret,
  database,
  overrides = {},
}) {
  const env = definedOnly(
    serverEnv({
      WEB_PORT: webPort === undefined ? undefined : String(webPort),
      PORT: webPort === undefined ? undefined : String(webPort),
      PLATFORM_PORT: String(platformPort),
      PLATFORM_PUBLIC_URL: `http://localhost:${platformPort}`,
      // Derived from PLATFORM_PUBLIC_URL by serverEnv(); never inherit a developer's own values.
      TENANT_REGISTRY_URL: undefined,
      STORAGE_URL: undefined,
      ...databaseEnv(database),
      DEMO_MODE: 'true',
      SEED_GAMES: seedGames === undefined ? undefined : String(seedGames),
      VITRINE_BENCH: '1',
      NODE_ENV: 'production',
      // The built-in realtime server, never a developer's external one.
      REALTIME_APP_ID: undefined,
      REALTIME_APP_KEY: undefined,
      REALTIME_APP_SECRET: undefined,
      REALTIME_HOST: undefined,
      REALTIME_PORT: undefined,
      REALTIME_SECRET: undefined,
      // What the realtime section publishes is all there is on the channels.
      DEMO_BET_FEED: 'false',
      // The demo tenants' sportsbook keys derive from it: the wallet section signs Betby's
      // callbacks with them (unset: random per start, as the platform does by default).
      SPORTSBOOK_DEMO_SECRET: sportsbookDemoSecret,
      SPORTSBOOK_KEYS_FILE: undefined,
    }),
  );
  // The apps' secrets derive from it: the platform's alone (the web server never needs it).
  return {
    env,
    platformEnv: definedOnly({ ...env, REALTIME_SECRET: realtimeSecret, ...overrides }),
  };
}

/**
 * Starts one platform (demo tenants with `seedGames` games each, its built-in realtime server with
 * apps derived from `realtimeSecret`, no simulated bet feed, sportsbook keys derived from
 * `sportsbookDemoSecret` when given) on `port`, its output in `logFile`, and waits until it
 * answers. `database` as databaseEnv() takes it (in memory by default). `env` is set last, over
 * all of that (scripts/scale-out.mjs: a platform publishing to another's realtime server).
 */
export async function startPlatform({
  port,
  logFile,
  seedGames,
  realtimeSecret,
  sportsbookDemoSecret,
  database,
  env = {},
}) {
  if (await portInUse(port)) {
    throw new Error(`port ${port} is already in use: stop whatever listens there`);
  }
  mkdirSync(dirname(logFile), { recursive: true });
  const { platformEnv } = platformEnvironment({
    platformPort: port,
    seedGames,
    realtimeSecret,
    sportsbookDemoSecret,
    database,
    overrides: env,
  });
  const fd = openSync(logFile, 'w');
  const platform = spawnTracked(process.execPath, ['src/main.ts'], {
    cwd: platformDir,
    env: platformEnv,
    stdio: ['ignore', fd, fd],
  });
  closeSync(fd);
  try {
    await waitForServer('platform', platform, `http://127.0.0.1:${port}/health`, logFile, 120_000);
  } catch (error) {
    await stopChildren([platform]);
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    child: platform,
    pid: platform.pid,
    seed: seedReport(logFile),
    /** A polite stop lets it close its database (PGlite writes its folder out then). */
    stop: (graceMs = 30_000) => stopChildren([platform], graceMs),
  };
}

/**
 * Starts the production web server of the build in `cwd` (apps/web's own by default: a folder
 * holding a `build/` inside apps/web, where its bundle finds the app's packages) on `webPort`,
 * against the platform on `platformPort`, with VITRINE_BENCH=1; its output in `logFile`. Waits until
 * it answers, failing early with the log's tail if it exits first. Returns the child process.
 */
export async function startWebServer({ cwd = webDir, webPort, platformPort, logFile }) {
  if (await portInUse(webPort)) {
    throw new Error(`port ${webPort} is already in use: stop whatever listens there`);
  }
  const { env } = platformEnvironment({ webPort, platformPort });
  mkdirSync(dirname(logFile), { recursive: true });
  const fd = openSync(logFile, 'w');
  const web = spawnTracked(
    process.execPath,
    [binPath('@react-router/serve', 'react-router-serve'), 'build/server/index.js'],
    { cwd, env, stdio: ['ignore', fd, fd] },
  );
  closeSync(fd);
  try {
    await waitForServer('web', web, `http://127.0.0.1:${webPort}/api/geoip`, logFile, 60_000);
  } catch (error) {
    await stopChildren([web]);
    throw error;
  }
  return web;
}

/**
 * Starts the platform (in-memory database unless `database` says otherwise, demo tenants with
 * `seedGames` games each, its built-in realtime server with apps derived from `realtimeSecret` and
 * no simulated bet feed) and then the production web server with VITRINE_BENCH=1, and waits until
 * both answer. Returns their origins, the platform's process id, what the platform said about
 * seeding, and a `stop()`.
 */
export async function startServers({
  webPort,
  platformPort,
  logDir,
  seedGames,
  realtimeSecret,
  database,
}) {
  for (const port of [webPort, platformPort]) {
    if (await portInUse(port)) {
      throw new Error(
        `port ${port} is already in use: stop whatever listens there, or pick other ports with ` +
          `BENCH_WEB_PORT / BENCH_PLATFORM_PORT`,
      );
    }
  }
  const platformUrl = `http://localhost:${platformPort}`;
  mkdirSync(logDir, { recursive: true });
  const started = [];
  // The web server first, so its in-flight requests do not fail against a stopped platform.
  const stop = async () => {
    for (const child of [...started].reverse()) await stopChildren([child]);
  };
  try {
    const platformLog = join(logDir, 'platform.log');
    const { child: platform, seed } = await startPlatform({
      port: platformPort,
      logFile: platformLog,
      seedGames,
      realtimeSecret,
      database,
    });
    started.push(platform);

    const webLog = join(logDir, 'web.log');
    const web = await startWebServer({ webPort, platformPort, logFile: webLog });
    started.push(web);

    return {
      origin: `http://localhost:${webPort}`,
      platformUrl,
      /** The platform's node process itself (spawned directly, not through npm or a shell). */
      platformPid: platform.pid,
      /** The web server's node process (react-router-serve, spawned directly). */
      webPid: web.pid,
      seed,
      logs: { platform: platformLog, web: webLog },
      stop,
      /** Throws if either server has exited since it started. */
      assertAlive() {
        for (const [name, child] of [
          ['platform', platform],
          ['web', web],
        ]) {
          if (child.exitCode !== null || child.signalCode !== null) {
            const log = name === 'web' ? webLog : platformLog;
            throw new Error(
              `${name} server exited (${child.exitCode ?? child.signalCode}) during the bench.\n` +
                `Last lines of ${log}:\n${tail(log)}`,
            );
          }
        }
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

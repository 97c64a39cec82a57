// `npm run scale-out`: two web servers and two platforms on one PostgreSQL, the realtime events of
// both served by one Pusher-protocol server, proved once (README.md "Scaling out"). Builds the web
// app when out of date (`--no-build` skips it), then:
//
// 1. a throwaway PostgreSQL (scripts/postgres-cluster.mjs, Debian's postgresql) and a temporary
//    folder both platforms keep uploads in;
// 2. platforms A and B started at the same moment on it (migrations and demo seed take turns under
//    the database's start-up lock). A serves the realtime socket with its built-in server, in the
//    role of the operator's Pusher, Soketi or Reverb; B publishes its events there through the
//    Pusher HTTP API and serves no socket (scripts/scale-out-plan.mjs);
// 3. web 1 asking A for the theme (its browsers call A's API and A's socket), web 2 asking B (its
//    browsers call B's API, and A's socket, which B's theme names);
// 4. the proof: a new player's session in a headless Chromium, on web 1's home page and on web 2's,
//    each subscribed on A's socket to the player's own channel (web 2's page authorised by B); a
//    PIX deposit created and paid through platform B (the demo bank); both pages' header balance
//    follows without a reload, from the PaymentApproved event their sockets received from A.
//
// One line per check, then PASS or FAIL (exit 1); everything started is stopped and the database
// removed, whatever happened. Logs: bench-results/scale-out/. Ports: web 3340-3341, platforms
// 8940-8941 (SCALE_OUT_WEB_PORT and SCALE_OUT_PLATFORM_PORT move each pair).
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pixChargeResponseSchema } from '@vitrine/contract/payments.ts';
import { channels } from '@vitrine/contract/realtime-channels.ts';
import { walletResponseSchema } from '@vitrine/contract/wallet.ts';
import { sessionUserSchema } from '../apps/web/app/core/session/model/session-user.ts';
import { plantSession } from './bench/deposit-click.mjs';
import { expectStatus, registerPlayer, tenantApi } from './bench/players.mjs';
import { benchPusher, subscriptionCount } from './bench/realtime-fanout.mjs';
import { gotoHydrated, launchPhoneChrome, sleep } from './bench/realtime-browser.mjs';
import { startPlatform, startWebServer, stopChildren } from './bench/servers.mjs';
import { root, run } from './lib.mjs';
import { postgresBin, throwawayCluster } from './postgres-cluster.mjs';
import { checkLine, SCALE_OUT_TENANT, scaleOutPlan, verdict } from './scale-out-plan.mjs';

// The functions handed to page.evaluate() run in the page, not in Node.
/* global window */

const WEB_PORT = Number(process.env.SCALE_OUT_WEB_PORT ?? 3340);
const PLATFORM_PORT = Number(process.env.SCALE_OUT_PLATFORM_PORT ?? 8940);
/** Games per demo tenant: the proof needs none, and a small catalogue seeds in seconds. */
const SEED_GAMES = 60;
const DEPOSIT_CENTAVOS = 50_00;
const logDir = join(root, 'bench-results', 'scale-out');
const started = performance.now();

const checks = [];
/** Records and prints one check; `run` returns its detail, or throws its failure. */
async function check(name, verify) {
  try {
    const detail = await verify();
    checks.push({ name, ok: true });
    console.log(checkLine({ name, ok: true, detail }));
    return true;
  } catch (error) {
    checks.push({ name, ok: false });
    console.log(checkLine({ name, ok: false, detail: String(error?.message ?? error) }));
    return false;
  }
}

/** Polls `read` until `done(value)` or `timeoutMs`; returns the last value read. */
async function pollUntil(read, done, timeoutMs, everyMs = 100) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(everyMs);
    value = await read();
  }
  return value;
}

const brl = (centavos) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(centavos / 100)
    .replace(/\s/g, ' ');
const squash = (text) => (text ?? '').replace(/\s+/g, ' ').trim();

const cleanups = [];
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((error) => console.error(`cleaning up: ${error.message}`));
  }
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\nscale-out: ${signal}, stopping everything it started`);
    cleanUp().finally(() => process.exit(130));
  });
}

async function prove() {
  if (!process.argv.includes('--no-build')) {
    await run(process.execPath, [join(root, 'scripts/build.mjs')]);
  }
  const bin = postgresBin();
  if (!bin)
    throw new Error('PostgreSQL not found under /usr/lib/postgresql (apt-get install postgresql)');
  const cluster = throwawayCluster(bin);
  cleanups.push(() => cluster.remove());
  const databaseUrl = await cluster.start();
  if (interrupted) return;

  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-scale-out-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const secret = () => randomBytes(32).toString('hex');
  const plan = scaleOutPlan({
    webPorts: [WEB_PORT, WEB_PORT + 1],
    platformPorts: [PLATFORM_PORT, PLATFORM_PORT + 1],
    databaseUrl,
    dataDir,
    secrets: { realtime: secret(), signing: secret(), sportsbook: secret() },
    seedGames: SEED_GAMES,
  });
  const [platformA] = plan.platforms;

  // Both at once, on a database neither has migrated: the start-up lock is what lets both start.
  const platforms = await Promise.allSettled(
    plan.platforms.map((platform) =>
      startPlatform({
        port: platform.port,
        logFile: join(logDir, `${platform.name.replace(' ', '-')}.log`),
        seedGames: plan.seedGames,
        realtimeSecret: platform.realtimeSecret,
        env: platform.env,
      }),
    ),
  );
  for (const started of platforms) {
    if (started.status === 'fulfilled') cleanups.push(() => started.value.stop(10_000));
  }
  const [a, b] = platforms;
  await check('platforms A and B start together on one new PostgreSQL', async () => {
    const failed = platforms.flatMap((result) =>
      result.status === 'rejected' ? [String(result.reason?.message ?? result.reason)] : [],
    );
    if (failed.length > 0) throw new Error(failed.join('\n'));
    return `${cluster.version}, seeded once: ${seededBy(a.value, b.value)}`;
  });
  if (a.status !== 'fulfilled' || b.status !== 'fulfilled') return;

  const platformUrl = (platform) => `http://localhost:${platform.port}`;
  for (const platform of plan.platforms) {
    await check(`${platform.name} answers`, async () => {
      const config = await siteConfig(platformUrl(platform));
      const realtime = config.realtime;
      if (!realtime) throw new Error('its theme has no realtime settings');
      if (realtime.wsPort !== platformA.port) {
        throw new Error(`its theme sends browsers to port ${realtime.wsPort}, not A's socket`);
      }
      return `/health, and its theme sends browsers to ${realtime.wsHost}:${realtime.wsPort}`;
    });
  }

  const webs = [];
  for (const web of plan.webs) {
    try {
      const child = await startWebServer({
        webPort: web.port,
        platformPort: web.platform.port,
        logFile: join(logDir, `${web.name.replace(' ', '-')}.log`),
      });
      cleanups.push(() => stopChildren([child]));
      webs.push(web);
    } catch (error) {
      await check(`${web.name} starts`, () => Promise.reject(error));
    }
  }
  for (const web of webs) {
    await check(`${web.name} serves the home page (theme from ${web.platform.name})`, async () => {
      const response = await fetch(`http://localhost:${web.port}/`);
      const html = await response.text();
      if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
      const apiLink = `${platformUrl(web.platform)}/t/${SCALE_OUT_TENANT}`;
      if (!html.includes(apiLink)) throw new Error(`the page does not name ${apiLink}`);
      return `200, ${Math.round(html.length / 1024)} KB, API ${apiLink}`;
    });
  }
  if (webs.length < plan.webs.length) return;
  await proveDepositReachesBrowser(plan, platformUrl);
}

/** Which platform seeded the demo tenants (the other found them there). */
function seededBy(a, b) {
  const created = (platform) => platform.seed?.games && Object.keys(platform.seed.games).length > 0;
  if (created(a) && created(b)) return 'by both (!)';
  return created(a) ? 'by A, B found it' : created(b) ? 'by B, A found it' : 'unknown';
}

async function siteConfig(platformUrl) {
  const health = await fetch(`${platformUrl}/health`);
  if (!health.ok) throw new Error(`/health answered ${health.status}`);
  const response = await fetch(`${platformUrl}/api/site-config?domain=localhost`);
  if (!response.ok) throw new Error(`site-config answered ${response.status}`);
  return response.json();
}

/**
 * Runs in the page before its scripts: the push prompt (a modal, which would hide the header from
 * the accessibility tree) answered "not now" just before, as e2e/tests/fixtures.ts does.
 */
function pushPromptAnswered() {
  try {
    window.localStorage.setItem('pushModalClosedAt', String(Date.now()));
  } catch {
    // no storage on this document (about:blank)
  }
}

/** A page of `web` with the player's session, and what reached it over its sockets. */
async function playerPage(context, web, session) {
  const page = await context.newPage();
  await page.addInitScript(plantSession, session);
  await page.addInitScript(pushPromptAnswered);
  const frames = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => frames.push({ url: socket.url(), payload }));
  });
  const balance = page.getByRole('banner').getByText(/^Saldo: R\$/);
  const shown = async () => squash(await balance.textContent({ timeout: 1_000 }).catch(() => ''));
  return { web, page, frames, shown, origin: `http://localhost:${web.port}` };
}

/**
 * One player's pages on both webs (web 1's calls go to A, web 2's to B, both pages' sockets to A),
 * then a deposit paid through B: both pages show it without a reload, told by A's socket.
 */
async function proveDepositReachesBrowser(plan, platformUrl) {
  const [platformA, platformB] = plan.platforms;
  const apiA = tenantApi(platformUrl(platformA), SCALE_OUT_TENANT);
  const apiB = tenantApi(platformUrl(platformB), SCALE_OUT_TENANT);
  const player = await registerPlayer(apiA, `scale${Date.now().toString(36)}`);
  const session = {
    token: player.token,
    user: JSON.stringify(sessionUserSchema.omit({ user_likes: true }).parse(player.user)),
  };
  const ownChannel = channels.player(player.id);
  const pusherA = benchPusher(platformUrl(platformA), platformA.realtimeSecret);

  const { browser, userAgent } = await launchPhoneChrome();
  cleanups.push(() => browser.close());
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    userAgent: userAgent
      .replace(/\(Linux; Android 10; K\)/, '(X11; Linux x86_64)')
      .replace(' Mobile', ''),
    locale: 'pt-BR',
  });
  // Cookies belong to the host, whatever the port: both webs see the session.
  const cookie = { domain: 'localhost', path: '/', sameSite: 'Strict' };
  await context.addCookies([
    { ...cookie, name: 'auth_client', value: encodeURIComponent(session.token) },
    { ...cookie, name: 'auth_state', value: encodeURIComponent(session.user) },
  ]);

  const pages = [];
  for (const web of plan.webs) {
    const open = await playerPage(context, web, session);
    const subscribed = await check(
      `a player signed in on ${web.name} (API ${web.platform.name}) is subscribed on A's socket to ${ownChannel}`,
      async () => {
        const seconds = await gotoHydrated(open.page, `${open.origin}/`);
        const text = await pollUntil(open.shown, (value) => value !== '', 15_000);
        if (text !== `Saldo: ${brl(0)}`) throw new Error(`the header shows "${text}"`);
        const count = await pollUntil(
          () => subscriptionCount(pusherA, ownChannel).catch(() => 0),
          (value) => value > pages.length,
          15_000,
          250,
        );
        if (count <= pages.length) {
          throw new Error(`A counts ${count} subscriptions after ${seconds} s of page load`);
        }
        const sockets = [...new Set(open.frames.map((frame) => new URL(frame.url).host))];
        return `hydrated in ${seconds} s, header "${text}", socket to ${sockets.join(', ')}`;
      },
    );
    if (!subscribed) return;
    await open.page.evaluate(() => {
      window.stillThisPage = true;
    });
    pages.push(open);
  }

  let paidAt = 0;
  let txid = '';
  const paid = await check('a PIX deposit is created and paid through platform B', async () => {
    const charge = pixChargeResponseSchema.parse(
      expectStatus(
        await apiB.post('/main-gateway/qrcode-pix', { amount: DEPOSIT_CENTAVOS }, player.token, {
          'Idempotency-Key': randomUUID(),
        }),
        200,
        'B main-gateway/qrcode-pix',
      ),
    );
    txid = charge.transaction_id;
    paidAt = performance.now();
    expectStatus(
      await apiB.post('/demo/bank/pay', { payload: charge.qrcode }),
      200,
      'B demo/bank/pay',
    );
    const { wallet } = walletResponseSchema.parse(
      expectStatus(await apiB.get('/profile/wallet', player.token), 200, 'B profile/wallet'),
    );
    return `${brl(DEPOSIT_CENTAVOS)}, txid ${txid}, B's wallet says ${brl(wallet.balance)}`;
  });
  if (!paid) return;

  for (const { web, page, frames, shown } of pages) {
    await check(
      `the page on ${web.name} shows it paid, without a reload, from A's socket`,
      async () => {
        const expected = `Saldo: ${brl(DEPOSIT_CENTAVOS)}`;
        const text = await pollUntil(shown, (value) => value === expected, 15_000, 50);
        const ms = Math.round(performance.now() - paidAt);
        if (text !== expected) {
          const screenshot = `${web.name.replace(' ', '-')}.png`;
          await page.screenshot({ path: join(logDir, screenshot) }).catch(() => {});
          const events = frames.map((frame) => /"event":"([^"]+)"/.exec(frame.payload)?.[1]);
          throw new Error(
            `the header shows "${text}" after ${ms} ms (events heard: ${events.join(', ')}; ` +
              `screenshot: bench-results/scale-out/${screenshot})`,
          );
        }
        const same = await page.evaluate(() => window.stillThisPage === true);
        if (!same) throw new Error('the page was reloaded');
        const approved = frames.find(
          (frame) => frame.payload.includes('PaymentApproved') && frame.payload.includes(txid),
        );
        if (!approved)
          throw new Error('no PaymentApproved event for the charge reached the socket');
        const from = new URL(approved.url).host;
        if (!from.endsWith(`:${platformA.port}`)) throw new Error(`the event came from ${from}`);
        return `"${text}" ${ms} ms after B's pay call; PaymentApproved received from ${from}`;
      },
    );
  }
}

let exitCode = 1;
try {
  await prove();
} catch (error) {
  await check('the run', () => Promise.reject(error));
} finally {
  await cleanUp();
}
if (!interrupted) {
  const { pass, line } = verdict(checks, Math.round((performance.now() - started) / 1000));
  console.log(line);
  exitCode = pass ? 0 : 1;
}
process.exit(interrupted ? 130 : exitCode);

// Realtime fan-out: many sockets speaking the pusher-js protocol on the platform's own Pusher
// server, fed through Pusher's HTTP API by the official `pusher` SDK (as the platform and a Laravel
// backend publish). The sockets live in a child process of their own (this file run with
// `--clients`), so that their receiving never shares an event loop with the publisher's clock.
//
// 1. Connect `sockets` raw `ws` clients to /app/demo?protocol=7&client=js&version=8.6.0 (at most
//    CONNECT_CONCURRENCY opening at a time), wait for pusher:connection_established, subscribe to
//    the demo tenant's public channel and wait for pusher_internal:subscription_succeeded.
// 2. Publish `rate` App\Events\BetPlaced events per second for `durationSeconds`, each a valid
//    BetPlaced payload plus `bench: { seq, sentAt }` (sentAt = performance.timeOrigin +
//    performance.now(): both processes read the same machine clock).
// 3. The clients note when each event arrived: delivered fraction, publish→receive latency
//    (p50/p95/p99), and per event the spread from the first socket to hear it to the last.
// Around it: the platform's RSS (/proc/{pid}/status) before connecting, once connected and after
// publishing; its CPU time over the publishing window; the open-files limits of both processes.
//
// Standalone (a platform already running with a known REALTIME_SECRET and DEMO_BET_FEED=false):
//   REALTIME_SECRET=… node scripts/bench/realtime-fanout.mjs http://127.0.0.1:8787 [sockets]
//   [seconds] [platform pid]
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { platformDir } from '../lib.mjs';
import { spawnTracked, stopChildren } from './servers.mjs';

// The platform's own dependencies (ws 8, pusher 5.3.4): the root's hoisted `ws` is an older one.
const requirePlatform = createRequire(join(platformDir, 'package.json'));

/** The demo tenant: its slug is the built-in server's app id and key. */
export const APP = 'demo';
/** channels.public('vitrine-demo') of packages/contract/src/realtime.ts. */
export const PUBLIC_CHANNEL = 'universal-public.vitrine-demo';
/** wireEventName('BetPlaced'). */
export const BET_PLACED = 'App\\Events\\BetPlaced';

/** How many sockets may be opening at once: the platform's listen backlog is 511. */
const CONNECT_CONCURRENCY = 100;
/** One socket's budget from opening to subscription_succeeded. */
const SOCKET_TIMEOUT_MS = 30_000;
/** After the last publish, how long the clients wait without a new event before counting. */
const DRAIN_IDLE_MS = 2_000;
const DRAIN_MAX_MS = 15_000;

const MB = 1024 * 1024;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value, digits = 1) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.round(value * 10 ** digits) / 10 ** digits
    : null;

/** Why a trigger failed: the HTTP status, or the network error under the SDK's RequestError. */
export function triggerFailure(error) {
  if (error?.status) return `HTTP ${error.status}`;
  const cause = error?.error;
  return cause
    ? `${error.message}: ${cause.code ?? cause.message}`
    : String(error?.message ?? error);
}

/** The built-in server's secret of an app: realtime-deployment.ts, appFor(). */
export function appSecret(realtimeSecret, slug = APP) {
  return createHmac('sha256', realtimeSecret).update(`realtime-app:${slug}`).digest('hex');
}

/** The official SDK, pointed at the platform as the platform itself points it. */
export function benchPusher(platformUrl, realtimeSecret) {
  const Pusher = requirePlatform('pusher');
  const url = new URL(platformUrl);
  return new Pusher({
    appId: APP,
    key: APP,
    secret: appSecret(realtimeSecret),
    host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
    port: url.port || '80',
    useTLS: false,
  });
}

/** subscription_count of the public channel, as the platform's HTTP API reports it. */
export async function subscriptionCount(sdk, channel = PUBLIC_CHANNEL) {
  const response = await sdk.get({ path: `/channels/${channel}` });
  const body = await response.json();
  return body.subscription_count ?? 0;
}

const GAMES = [
  { id: 1, name: 'Tigre da Sorte' },
  { id: 2, name: 'Fortune Ox' },
  { id: 3, name: 'Aviator' },
  { id: 4, name: 'Mines' },
];
const PLAYERS = ['Ana', 'Bruno', null, 'Carla', 'Diego', null, 'Eduarda'];

/** A valid betPlacedEventSchema payload (amount in centavos), `extra` fields beside it. */
export function betPayload({ type, transaction, index, amount, extra }) {
  const game = GAMES[index % GAMES.length];
  return {
    type,
    transaction,
    game: { id: game.id, name: game.name, image: null },
    user: { name: PLAYERS[index % PLAYERS.length] },
    amount,
    date: new Date().toISOString(),
    ...extra,
  };
}

// ─── /proc readings of the platform ───────────────────────────────────────────────────────────

/** { rssMb, peakMb } of a process, or null off Linux / when it is gone. */
export function memoryOf(pid) {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMb: round((kb('VmRSS') * 1024) / MB), peakMb: round((kb('VmHWM') * 1024) / MB) };
  } catch {
    return null;
  }
}

let clockTicks = null;
/** User + system CPU seconds a process has used, or null. */
function cpuSecondsOf(pid) {
  if (!pid) return null;
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from field 3 on: utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}

/** The soft "Max open files" of a process ('self' for this one), or null. */
export function openFilesLimit(pid = 'self') {
  try {
    const limits = readFileSync(`/proc/${pid}/limits`, 'utf8');
    const soft = /^Max open files\s+(\S+)/m.exec(limits)?.[1];
    return soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return null;
  }
}

// ─── The parent: connect, publish, count ──────────────────────────────────────────────────────

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Talks to the clients' child over IPC: one request, the first reply of the given type. */
function reply(child, type, timeoutMs) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error(`the realtime clients did not answer "${type}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (message) => {
      if (message?.type === 'error') {
        cleanup();
        reject(new Error(`realtime clients: ${message.message}`));
      } else if (message?.type === type) {
        cleanup();
        resolve(message);
      }
    };
    const onExit = (code, signal) => {
      cleanup();
      reject(new Error(`the realtime clients exited (${code ?? signal}) before "${type}"`));
    };
    const cleanup = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/**
 * Runs the fan-out against the platform at `platformUrl` (pid `platformPid` for its RSS and CPU;
 * may be null). Returns every figure, and `problems` (sentences) for what went wrong.
 */
export async function measureRealtimeFanout({
  platformUrl,
  platformPid = null,
  realtimeSecret,
  sockets = 2_000,
  rate = 20,
  durationSeconds = 10,
  log = () => {},
}) {
  const problems = [];
  const target = new URL(platformUrl);
  const host = target.hostname === 'localhost' ? '127.0.0.1' : target.hostname;
  const wsUrl =
    `ws://${host}:${target.port || 80}/app/${APP}` +
    '?protocol=7&client=js&version=8.6.0&flash=false';

  // Each socket is one descriptor in the clients' process and one in the platform's.
  const needed = sockets + 100;
  const limits = { bench: openFilesLimit('self'), platform: openFilesLimit(platformPid) };
  for (const [who, limit] of Object.entries(limits)) {
    if (typeof limit === 'number' && limit < needed) {
      log(`realtime fan-out: WARNING open-files limit (ulimit -n) of the ${who} is ${limit}`);
      problems.push(
        `open-files limit of the ${who} process is ${limit}, below the ~${needed} that ${sockets} ` +
          `sockets need: raise it (ulimit -n ${Math.max(4096, needed)}) before npm run bench`,
      );
    }
  }

  const sdk = benchPusher(platformUrl, realtimeSecret);
  const events = Math.round(rate * durationSeconds);
  const memory = { before: memoryOf(platformPid), connected: null, after: null };
  const result = {
    wsUrl,
    channel: PUBLIC_CHANNEL,
    sockets,
    rate,
    durationSeconds,
    events,
    openFilesLimit: limits,
    platformPid,
    memory,
    problems,
  };

  const child = spawnTracked(process.execPath, [fileURLToPath(import.meta.url), '--clients'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    await reply(child, 'ready', 30_000);
    log(`realtime fan-out: connecting ${sockets} sockets to ${wsUrl}`);
    child.send({
      type: 'connect',
      url: wsUrl,
      channel: PUBLIC_CHANNEL,
      sockets,
      concurrency: CONNECT_CONCURRENCY,
      timeoutMs: SOCKET_TIMEOUT_MS,
      events,
    });
    const connected = await reply(child, 'connected', SOCKET_TIMEOUT_MS + sockets * 50);
    result.connect = {
      connected: connected.connected,
      failed: connected.failed,
      failures: connected.failures,
      seconds: round(connected.ms / 1000, 2),
      perSocketMs: connected.perSocketMs,
    };
    result.serverSubscriptions = await subscriptionCount(sdk).catch((error) => {
      problems.push(`could not read the channel's subscription_count: ${triggerFailure(error)}`);
      return null;
    });
    memory.connected = memoryOf(platformPid);
    log(
      `realtime fan-out: ${connected.connected}/${sockets} subscribed in ` +
        `${result.connect.seconds} s (server counts ${result.serverSubscriptions}); platform RSS ` +
        `${memory.before?.rssMb ?? '?'} → ${memory.connected?.rssMb ?? '?'} MB`,
    );
    if (connected.failed > 0) {
      problems.push(
        `${connected.failed} of ${sockets} sockets did not subscribe: ` +
          Object.entries(connected.failures)
            .map(([reason, count]) => `${count} × ${reason}`)
            .join(', '),
      );
    }
    if (connected.connected === 0) throw new Error('no socket subscribed');

    // The publisher: `rate` triggers per second on a fixed schedule, none waiting for another.
    log(`realtime fan-out: publishing ${rate} events/s for ${durationSeconds} s`);
    child.send({ type: 'start' });
    await reply(child, 'started', 10_000);
    const cpuBefore = cpuSecondsOf(platformPid);
    const cpuClockStart = performance.now();
    const interval = 1000 / rate;
    const roundTrips = [];
    const failures = [];
    const pending = [];
    let maxLateMs = 0;
    const first = performance.now() + 20;
    for (let seq = 0; seq < events; seq += 1) {
      const due = first + seq * interval;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      maxLateMs = Math.max(maxLateMs, performance.now() - due);
      const sentAt = now();
      const started = performance.now();
      const payload = betPayload({
        type: 'bet',
        transaction: `bench-fanout-${seq}`,
        index: seq,
        amount: 100 + (seq % 50) * 10,
        extra: { bench: { seq, sentAt } },
      });
      pending.push(
        sdk.trigger(PUBLIC_CHANNEL, BET_PLACED, payload).then(
          () => roundTrips.push(performance.now() - started),
          (error) => failures.push(triggerFailure(error)),
        ),
      );
    }
    const publishSeconds = (performance.now() - first) / 1000;
    await Promise.all(pending);
    // Every event is fanned out by the time its trigger is answered (publish() sends synchronously).
    const cpuAfter = cpuSecondsOf(platformPid);
    const cpuWindowSeconds = (performance.now() - cpuClockStart) / 1000;
    roundTrips.sort((a, b) => a - b);
    result.publish = {
      events,
      seconds: round(publishSeconds, 2),
      ratePerSecond: round(events / publishSeconds, 1),
      maxLateMs: round(maxLateMs),
      failed: failures.length,
      roundTripMs: {
        p50: round(percentile(roundTrips, 50)),
        p95: round(percentile(roundTrips, 95)),
        max: round(roundTrips.at(-1)),
      },
    };
    if (failures.length > 0) {
      problems.push(
        `${failures.length} of ${events} triggers failed: ${[...new Set(failures)].slice(0, 3).join('; ')}`,
      );
    }

    child.send({ type: 'drain', idleMs: DRAIN_IDLE_MS, maxMs: DRAIN_MAX_MS });
    const stats = await reply(child, 'stats', DRAIN_MAX_MS + 30_000);
    memory.after = memoryOf(platformPid);
    const expected = events * connected.connected;
    result.delivery = {
      expected,
      received: stats.received,
      // Of what the subscribed sockets should have heard; sockets that never subscribed count as
      // missing too (the target is every one of the `sockets` hearing every event).
      deliveredPct: round((stats.received / (events * sockets)) * 100, 3),
      socketsMissingEvents: stats.socketsMissingEvents,
      duplicates: stats.duplicates,
      outOfOrder: stats.outOfOrder,
      closedDuringRun: stats.closedDuringRun,
      unexpectedFrames: stats.unexpectedFrames,
    };
    result.latencyMs = stats.latencyMs;
    result.spreadMs = stats.spreadMs;
    result.clients = {
      eventLoopUtilization: stats.eventLoopUtilization,
      receivingSeconds: stats.receivingSeconds,
    };
    result.platformCpu =
      cpuBefore !== null && cpuAfter !== null
        ? {
            seconds: round(cpuAfter - cpuBefore, 2),
            // Over the publishing window: the share of one CPU the platform used.
            pct: round(((cpuAfter - cpuBefore) / cpuWindowSeconds) * 100, 0),
            windowSeconds: round(cpuWindowSeconds, 1),
          }
        : null;
    if (stats.closedDuringRun > 0) {
      problems.push(`${stats.closedDuringRun} sockets were closed by the server during the run`);
    }
    if (stats.eventLoopUtilization > 0.8) {
      problems.push(
        `the clients' process was ${Math.round(stats.eventLoopUtilization * 100)} % busy while ` +
          'receiving: part of the latency may be its own queueing, not the server',
      );
    }
    const { p50, p95, p99 } = stats.latencyMs;
    log(
      `realtime fan-out: delivered ${stats.received}/${events * sockets}, latency p50 ` +
        `${p50 ?? 'n/a'} ms, p95 ${p95 ?? 'n/a'} ms, p99 ${p99 ?? 'n/a'} ms; ` +
        `platform RSS ${memory.after?.rssMb ?? '?'} MB, CPU ${result.platformCpu?.pct ?? '?'} %`,
    );

    child.send({ type: 'close' });
    const closed = await reply(child, 'closed', 30_000);
    result.closing = { seconds: round(closed.ms / 1000, 2), terminated: closed.terminated };
    await Promise.race([child.exited, sleep(10_000)]);
    result.serverSubscriptionsAfterClose = await subscriptionCount(sdk).catch(() => null);
    if (result.serverSubscriptionsAfterClose > 0) {
      problems.push(
        `${result.serverSubscriptionsAfterClose} subscriptions were still open on the server ` +
          'after the clients closed',
      );
    }
  } finally {
    await stopChildren([child]);
  }
  return result;
}

// ─── The child: the sockets ───────────────────────────────────────────────────────────────────

function runClients() {
  const { WebSocket } = requirePlatform('ws');
  const send = (message) =>
    new Promise((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));
  /** @type {Array<{ ws: import('ws').WebSocket, received: number, lastSeq: number }>} */
  const clients = [];
  let events = 0;
  let latencies = new Float64Array(0);
  let received = 0;
  let duplicates = 0;
  let outOfOrder = 0;
  let closedDuringRun = 0;
  let unexpectedFrames = 0;
  let firstAt = new Float64Array(0);
  let lastAt = new Float64Array(0);
  let heardAt = new Uint32Array(0); // how many sockets heard each event
  let lastReceiveAt = 0;
  let eluStart = null;
  let windowStart = 0;
  let closing = false;

  function onFrame(client, data) {
    const at = now();
    let frame;
    try {
      frame = JSON.parse(data.toString());
    } catch {
      unexpectedFrames += 1;
      return;
    }
    if (frame.event === BET_PLACED) {
      const bench = JSON.parse(frame.data).bench;
      const seq = bench?.seq;
      if (typeof seq !== 'number' || seq < 0 || seq >= events) {
        unexpectedFrames += 1;
        return;
      }
      if (seq <= client.lastSeq) {
        if (client.seen[seq]) duplicates += 1;
        else outOfOrder += 1;
      }
      if (client.seen[seq]) return;
      client.seen[seq] = 1;
      client.lastSeq = Math.max(client.lastSeq, seq);
      client.received += 1;
      if (received < latencies.length) latencies[received] = at - bench.sentAt;
      received += 1;
      heardAt[seq] += 1;
      if (at < firstAt[seq]) firstAt[seq] = at;
      if (at > lastAt[seq]) lastAt[seq] = at;
      lastReceiveAt = at;
    } else if (frame.event === 'pusher:ping') {
      client.ws.send('{"event":"pusher:pong","data":{}}');
    } else {
      unexpectedFrames += 1;
    }
  }

  /** Opens one socket and resolves once it is subscribed, or with the reason it is not. */
  function openOne(url, channel, timeoutMs) {
    return new Promise((resolve) => {
      const started = performance.now();
      const ws = new WebSocket(url, { perMessageDeflate: false });
      const client = { ws, received: 0, lastSeq: -1, seen: null, subscribed: false };
      let settled = false;
      const done = (reason) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (reason) {
          ws.removeAllListeners('message');
          ws.terminate();
        }
        resolve({ client, reason, ms: performance.now() - started });
      };
      const timer = setTimeout(() => done('timed out'), timeoutMs);
      ws.on('error', (error) => done(error.code ?? error.message));
      ws.on('close', (code) => {
        if (!settled) done(`closed ${code}`);
        else if (client.subscribed && !closing) closedDuringRun += 1;
      });
      ws.on('message', (data) => {
        if (client.subscribed) return onFrame(client, data);
        let frame;
        try {
          frame = JSON.parse(data.toString());
        } catch {
          return done('unreadable frame');
        }
        if (frame.event === 'pusher:connection_established') {
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }));
        } else if (frame.event === 'pusher_internal:subscription_succeeded') {
          client.subscribed = true;
          done(null);
        } else if (frame.event === 'pusher:error') {
          done(`pusher:error ${JSON.stringify(frame.data).slice(0, 80)}`);
        }
      });
    });
  }

  async function connect({ url, channel, sockets, concurrency, timeoutMs, events: count }) {
    events = count;
    latencies = new Float64Array(events * sockets);
    firstAt = new Float64Array(events).fill(Infinity);
    lastAt = new Float64Array(events).fill(-Infinity);
    heardAt = new Uint32Array(events);
    const failures = {};
    const times = [];
    const started = performance.now();
    let next = 0;
    const worker = async () => {
      while (next < sockets) {
        next += 1;
        const { client, reason, ms } = await openOne(url, channel, timeoutMs);
        if (reason) {
          failures[reason] = (failures[reason] ?? 0) + 1;
        } else {
          client.seen = new Uint8Array(events);
          clients.push(client);
          times.push(ms);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, sockets) }, worker));
    times.sort((a, b) => a - b);
    send({
      type: 'connected',
      connected: clients.length,
      failed: sockets - clients.length,
      failures,
      ms: performance.now() - started,
      perSocketMs: {
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        max: round(times.at(-1)),
      },
    });
  }

  async function drain({ idleMs, maxMs }) {
    const expected = events * clients.length;
    const started = now();
    while (received < expected && now() - started < maxMs) {
      if (received > 0 && now() - lastReceiveAt > idleMs) break;
      await sleep(50);
    }
    const elu = performance.eventLoopUtilization(eluStart);
    const sorted = latencies.subarray(0, Math.min(received, latencies.length)).sort();
    const spreads = [];
    for (let seq = 0; seq < events; seq += 1) {
      if (heardAt[seq] > 0) spreads.push(lastAt[seq] - firstAt[seq]);
    }
    spreads.sort((a, b) => a - b);
    const sum = sorted.reduce((total, value) => total + value, 0);
    send({
      type: 'stats',
      received,
      socketsMissingEvents: clients.filter((client) => client.received < events).length,
      duplicates,
      outOfOrder,
      closedDuringRun,
      unexpectedFrames,
      receivingSeconds: round(((lastReceiveAt || now()) - windowStart) / 1000, 2),
      eventLoopUtilization: round(elu.utilization, 3),
      latencyMs: {
        p50: round(percentile(sorted, 50)),
        p95: round(percentile(sorted, 95)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted.at(-1)),
        mean: round(sorted.length ? sum / sorted.length : null),
      },
      spreadMs: {
        p50: round(percentile(spreads, 50)),
        p95: round(percentile(spreads, 95)),
        max: round(spreads.at(-1)),
      },
    });
  }

  async function closeAll() {
    closing = true;
    const started = performance.now();
    const open = clients.filter((client) => client.ws.readyState !== WebSocket.CLOSED);
    let terminated = 0;
    await Promise.all(
      open.map(
        ({ ws }) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => {
              terminated += 1;
              ws.terminate();
            }, 5_000);
            ws.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            ws.close(1000);
          }),
      ),
    );
    await send({ type: 'closed', ms: performance.now() - started, terminated });
  }

  process.on('message', (message) => {
    const task =
      message.type === 'connect'
        ? connect(message)
        : message.type === 'start'
          ? Promise.resolve().then(() => {
              eluStart = performance.eventLoopUtilization();
              windowStart = now();
              send({ type: 'started' });
            })
          : message.type === 'drain'
            ? drain(message)
            : message.type === 'close'
              ? closeAll().then(() => process.disconnect())
              : Promise.resolve();
    task.catch((error) => send({ type: 'error', message: String(error?.stack ?? error) }));
  });
  // The parent gone (crashed, killed): nothing is left to report to.
  process.on('disconnect', () => {
    for (const { ws } of clients) ws.terminate();
    setTimeout(() => process.exit(0), 100).unref();
  });
  send({ type: 'ready' });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--clients')) {
    runClients();
  } else {
    const [platformUrl = 'http://127.0.0.1:8787', sockets = '2000', seconds = '10', pid] =
      process.argv.slice(2);
    const realtimeSecret = process.env.REALTIME_SECRET;
    if (!realtimeSecret) {
      console.error('set REALTIME_SECRET to the running platform’s');
      process.exit(1);
    }
    const result = await measureRealtimeFanout({
      platformUrl,
      platformPid: pid ? Number(pid) : null,
      realtimeSecret,
      sockets: Number(sockets),
      durationSeconds: Number(seconds),
      log: (message) => console.error(message),
    });
    console.log(JSON.stringify(result, null, 2));
  }
}

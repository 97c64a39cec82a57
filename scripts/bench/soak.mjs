// The soak (issue 39 §2, docs/performance.md "Soak"): `connections` connections for `minutes`
// minutes over the home page, the lobby and a game page, guests and signed-in players mixed
// (half the requests each; a player's session as the web server reads it: the auth_client and
// auth_state cookies). Each minute is one autocannon run of 60 s: its requests, errors (failed,
// timed out or non-2xx), p50 and p99 latency, and the platform's and the web server's RSS read
// from /proc/<pid>/status every RSS_SAMPLE_MS (the minute's last reading and its highest).
// The first `warmUpMinutes` are the warm-up: a server's RSS is the high-water mark of its heap,
// which settles within about three minutes at this load (docs/performance.md "Soak"). Growth is
// judged peak to peak: the highest reading of the last minute against the highest of the warm-up,
// so a collector's low is never the baseline. It fails on any error, and on RSS growth of
// GROWTH_LIMIT or more in either server.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { sessionUserSchema } from '../../apps/web/app/core/session/model/session-user.ts';
import { registerPlayer, tenantApi } from './players.mjs';

export const SOAK_PATHS = ['/', '/casino/games', '/casino/vitrine-originals/tigre-da-sorte'];
/** Signed-in players whose sessions the soak's requests take turns with. */
const PLAYERS = 10;
/** RSS growth after the warm-up, as a fraction, at which the soak fails. */
export const GROWTH_LIMIT = 0.1;
/** Minutes of warm-up by default: the platform's RSS settles by the third (docs/performance.md). */
export const WARM_UP_MINUTES = 3;
const MINUTE_SECONDS = 60;
/** How often each server's RSS is read during a minute. */
const RSS_SAMPLE_MS = 5_000;

/** The resident set size of a process in MB, or null when it cannot be read (gone, not Linux). */
export function rssMb(pid) {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 102.4) / 10 : null;
  } catch {
    return null;
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The cookie header of a signed-in player, as the web app sets it after a sign-in. */
function sessionCookie(player) {
  const user = JSON.stringify(sessionUserSchema.omit({ user_likes: true }).parse(player.user));
  return `auth_client=${encodeURIComponent(player.token)}; auth_state=${encodeURIComponent(user)}`;
}

/** Growth from `from` to `to` as a fraction, or null when either is unknown. */
const growth = (from, to) => (from && to ? (to - from) / from : null);

/** The highest of some readings, or null when none was taken. */
const highest = (readings) => {
  const known = readings.filter((reading) => typeof reading === 'number');
  return known.length > 0 ? Math.max(...known) : null;
};

/**
 * Judges a soak's minutes (`rows`, each with `errors` and, per server, `<server>RssPeakMb`): the
 * RSS growth of each server from the warm-up's highest reading to the last minute's highest, and
 * the failures (each a sentence). Growth is not judged (null, and a problem) when no minute
 * follows the warm-up.
 */
export function judgeSoak(rows, { warmUpMinutes = WARM_UP_MINUTES } = {}) {
  const problems = [];
  const warmUp = rows.filter((row) => row.minute <= warmUpMinutes);
  const after = rows.filter((row) => row.minute > warmUpMinutes);
  const last = after.at(-1);
  const rssGrowth = {};
  const rssPeaks = {};
  for (const server of ['platform', 'web']) {
    const from = highest(warmUp.map((row) => row[`${server}RssPeakMb`]));
    const to = last ? last[`${server}RssPeakMb`] : null;
    rssPeaks[server] = { warmUpMb: from, lastMinuteMb: to };
    rssGrowth[server] = last ? growth(from, to) : null;
    if (last && rssGrowth[server] === null) problems.push(`${server} RSS could not be read`);
  }
  if (!last) {
    problems.push(
      `${rows.length} minute${rows.length === 1 ? '' : 's'} of ${warmUpMinutes} of warm-up: ` +
        'RSS growth not judged',
    );
  }
  const failures = [];
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  if (errors > 0) {
    const which = rows.filter((row) => row.errors > 0).map((row) => row.minute);
    failures.push(`${errors} errors (minutes ${which.join(', ')})`);
  }
  for (const [server, fraction] of Object.entries(rssGrowth)) {
    if (fraction === null || fraction < GROWTH_LIMIT) continue;
    const { warmUpMb, lastMinuteMb } = rssPeaks[server];
    failures.push(
      `${server} RSS grew ${(fraction * 100).toFixed(1)} % after the warm-up (highest ` +
        `${warmUpMb} MB in it → ${lastMinuteMb} MB in the last minute; limit ${GROWTH_LIMIT * 100} %)`,
    );
  }
  return { rssGrowth, rssPeaks, failures, problems };
}

/**
 * Runs `work` while reading each pid's RSS every RSS_SAMPLE_MS, and once more at its end; returns
 * its result and the readings, per name.
 */
async function sampledRss(pids, work) {
  const readings = Object.fromEntries(Object.keys(pids).map((name) => [name, []]));
  const read = () => {
    for (const [name, pid] of Object.entries(pids)) readings[name].push(rssMb(pid));
  };
  const timer = setInterval(read, RSS_SAMPLE_MS);
  try {
    const result = await work();
    read();
    return { result, readings };
  } finally {
    clearInterval(timer);
  }
}

/**
 * Runs the soak against the web app at `origin` (its platform at `platformUrl`). Returns one row
 * per minute, the RSS growth of each server after the warm-up, `failures` (each a sentence) and
 * `problems`.
 */
export async function measureSoak({
  origin,
  platformUrl,
  platformPid,
  webPid,
  minutes = 10,
  warmUpMinutes = WARM_UP_MINUTES,
  connections = 50,
  log = () => {},
}) {
  const api = tenantApi(platformUrl);
  const stamp = Date.now().toString(36);
  const players = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    players.push(await registerPlayer(api, `soak${stamp}${index}`));
  }
  const cookies = players.map(sessionCookie);
  let turn = 0;
  const page = new URL(origin);
  const target = new URL(origin);
  if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
  // Each connection walks this list in turn: every page as a guest, then as a player (the next
  // player's session each time).
  const requests = SOAK_PATHS.flatMap((path) => [
    { method: 'GET', path },
    {
      method: 'GET',
      path,
      setupRequest: (request) => {
        turn = (turn + 1) % cookies.length;
        return { ...request, headers: { ...request.headers, cookie: cookies[turn] } };
      },
    },
  ]);
  log(
    `soak: ${connections} connections for ${minutes} min over ${SOAK_PATHS.join(', ')}, ` +
      `guests and ${PLAYERS} signed-in players, the first ${warmUpMinutes} as the warm-up; RSS ` +
      `from /proc every ${RSS_SAMPLE_MS / 1000} s (platform ${platformPid ?? '?'}, web ` +
      `${webPid ?? '?'})`,
  );
  const rows = [];
  const start = { platformRssMb: rssMb(platformPid), webRssMb: rssMb(webPid) };
  for (let minute = 1; minute <= minutes; minute += 1) {
    const { result, readings } = await sampledRss({ platform: platformPid, web: webPid }, () =>
      cannon({
        url: target.href,
        connections,
        duration: MINUTE_SECONDS,
        headers: { host: page.host, accept: 'text/html' },
        requests,
      }),
    );
    const row = {
      minute,
      warmUp: minute <= warmUpMinutes,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      // autocannon's `errors` counts its timeouts too.
      errors: result.errors + result.non2xx,
      non2xx: result.non2xx,
      timeouts: result.timeouts,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      platformRssMb: readings.platform.at(-1),
      platformRssPeakMb: highest(readings.platform),
      webRssMb: readings.web.at(-1),
      webRssPeakMb: highest(readings.web),
    };
    rows.push(row);
    log(
      `soak minute ${minute}${row.warmUp ? ' (warm-up)' : ''}: ${row.requests} requests ` +
        `(${row.requestsPerSecond}/s), ${row.errors} errors, p50 ${row.p50Ms} ms, ` +
        `p99 ${row.p99Ms} ms, RSS platform ${row.platformRssMb ?? '?'} MB (highest ` +
        `${row.platformRssPeakMb ?? '?'}), web ${row.webRssMb ?? '?'} MB (highest ` +
        `${row.webRssPeakMb ?? '?'})`,
    );
  }
  const { rssGrowth, rssPeaks, failures, problems } = judgeSoak(rows, { warmUpMinutes });
  return {
    connections,
    minutes,
    warmUpMinutes,
    paths: SOAK_PATHS,
    start,
    rows,
    rssGrowth,
    rssPeaks,
    failures,
    problems,
  };
}

/** The soak's table, one line per minute, as docs/performance.md records it. */
export function soakTable(soak) {
  const header = [
    'minute',
    'requests',
    'req/s',
    'errors',
    'p50 ms',
    'p99 ms',
    'platform RSS MB',
    'highest',
    'web RSS MB',
    'highest',
  ];
  const cell = (value) => String(value ?? '?');
  const lines = [
    [
      'start',
      '',
      '',
      '',
      '',
      '',
      cell(soak.start.platformRssMb),
      '',
      cell(soak.start.webRssMb),
      '',
    ],
    ...soak.rows.map((row) => [
      `${row.minute}${row.warmUp ? ' (warm-up)' : ''}`,
      String(row.requests),
      String(row.requestsPerSecond),
      String(row.errors),
      String(row.p50Ms),
      String(row.p99Ms),
      cell(row.platformRssMb),
      cell(row.platformRssPeakMb),
      cell(row.webRssMb),
      cell(row.webRssPeakMb),
    ]),
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const format = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  const percent = (fraction) => (fraction === null ? 'n/a' : `${(fraction * 100).toFixed(1)} %`);
  const peaks = (server) => {
    const { warmUpMb, lastMinuteMb } = soak.rssPeaks[server];
    return `${percent(soak.rssGrowth[server])} (${cell(warmUpMb)} → ${cell(lastMinuteMb)} MB)`;
  };
  return [
    format(header),
    ...lines.map(format),
    `RSS growth after the warm-up, highest reading to highest: platform ${peaks('platform')}, ` +
      `web ${peaks('web')} (limit ${GROWTH_LIMIT * 100} %)`,
  ].join('\n');
}

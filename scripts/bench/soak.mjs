// The soak (issue 39 §2, docs/performance.md "Soak"): `connections` connections for `minutes`
// minutes over the home page, the lobby and a game page, guests and signed-in players mixed
// (half the requests each; a player's session as the web server reads it: the auth_client and
// auth_state cookies). Each minute is one autocannon run of 60 s: its requests, errors (failed,
// timed out or non-2xx), p50 and p99 latency, then the platform's and the web server's RSS read
// from /proc/<pid>/status. The first minute is the warm-up: RSS growth is counted from its end. It
// fails on any error, and on RSS growth of GROWTH_LIMIT or more in either server.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { sessionUserSchema } from '../../apps/web/app/core/session/model/session-user.ts';
import { registerPlayer, tenantApi } from './players.mjs';

export const SOAK_PATHS = ['/', '/casino/games', '/casino/vitrine-originals/tigre-da-sorte'];
/** Signed-in players whose sessions the soak's requests take turns with. */
const PLAYERS = 10;
/** RSS growth after the warm-up, as a fraction, at which the soak fails. */
export const GROWTH_LIMIT = 0.1;
const MINUTE_SECONDS = 60;

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
  connections = 50,
  log = () => {},
}) {
  const problems = [];
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
      `guests and ${PLAYERS} signed-in players; RSS from /proc (platform ${platformPid ?? '?'}, ` +
      `web ${webPid ?? '?'})`,
  );
  const rows = [];
  const start = { platformRssMb: rssMb(platformPid), webRssMb: rssMb(webPid) };
  for (let minute = 1; minute <= minutes; minute += 1) {
    const result = await cannon({
      url: target.href,
      connections,
      duration: MINUTE_SECONDS,
      headers: { host: page.host, accept: 'text/html' },
      requests,
    });
    const row = {
      minute,
      warmUp: minute === 1,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      // autocannon's `errors` counts its timeouts too.
      errors: result.errors + result.non2xx,
      non2xx: result.non2xx,
      timeouts: result.timeouts,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      platformRssMb: rssMb(platformPid),
      webRssMb: rssMb(webPid),
    };
    rows.push(row);
    log(
      `soak minute ${minute}${row.warmUp ? ' (warm-up)' : ''}: ${row.requests} requests ` +
        `(${row.requestsPerSecond}/s), ${row.errors} errors, p50 ${row.p50Ms} ms, ` +
        `p99 ${row.p99Ms} ms, RSS platform ${row.platformRssMb ?? '?'} MB, web ` +
        `${row.webRssMb ?? '?'} MB`,
    );
  }
  const warmedUp = rows[0];
  const last = rows.at(-1);
  const rssGrowth = {
    platform: minutes > 1 ? growth(warmedUp?.platformRssMb, last?.platformRssMb) : null,
    web: minutes > 1 ? growth(warmedUp?.webRssMb, last?.webRssMb) : null,
  };
  const failures = [];
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  if (errors > 0) {
    const which = rows.filter((row) => row.errors > 0).map((row) => row.minute);
    failures.push(`${errors} errors (minutes ${which.join(', ')})`);
  }
  for (const [server, fraction] of Object.entries(rssGrowth)) {
    if (fraction === null) {
      if (minutes > 1) problems.push(`${server} RSS could not be read`);
      continue;
    }
    if (fraction >= GROWTH_LIMIT) {
      failures.push(
        `${server} RSS grew ${(fraction * 100).toFixed(1)} % after the warm-up ` +
          `(${warmedUp[`${server}RssMb`]} → ${last[`${server}RssMb`]} MB; limit ${GROWTH_LIMIT * 100} %)`,
      );
    }
  }
  if (minutes < 2) problems.push('one minute is only the warm-up: RSS growth not judged');
  return { connections, minutes, paths: SOAK_PATHS, start, rows, rssGrowth, failures, problems };
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
    'web RSS MB',
  ];
  const lines = [
    [
      'start',
      '',
      '',
      '',
      '',
      '',
      String(soak.start.platformRssMb ?? '?'),
      String(soak.start.webRssMb ?? '?'),
    ],
    ...soak.rows.map((row) => [
      `${row.minute}${row.warmUp ? ' (warm-up)' : ''}`,
      String(row.requests),
      String(row.requestsPerSecond),
      String(row.errors),
      String(row.p50Ms),
      String(row.p99Ms),
      String(row.platformRssMb ?? '?'),
      String(row.webRssMb ?? '?'),
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
  return [
    format(header),
    ...lines.map(format),
    `RSS growth after the warm-up: platform ${percent(soak.rssGrowth.platform)}, web ` +
      `${percent(soak.rssGrowth.web)} (limit ${GROWTH_LIMIT * 100} %)`,
  ].join('\n');
}

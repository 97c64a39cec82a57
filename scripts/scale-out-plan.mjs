// What `npm run scale-out` (scripts/scale-out.mjs) starts, as data: two platforms on one PostgreSQL
// and two web servers, and how their settings tie them together (README.md "Scaling out").
import { APP, appSecret } from './bench/realtime-fanout.mjs';

/** The one tenant the proof runs on: the built-in realtime server's app id and key are its slug. */
export const SCALE_OUT_TENANT = APP;

/**
 * The four servers. Platform A serves the realtime socket (its built-in Pusher-protocol server)
 * and plays the operator's Pusher, Soketi or Reverb; platform B publishes to it through the Pusher
 * HTTP API, as every platform would to the operator's own server, and serves no socket. Web 1 asks
 * A for the theme (so its browsers call A's API), web 2 asks B. Both platforms share the keys of
 * what one signs and another checks: signed links, the sportsbook's demo keys.
 *
 * `dataDir`: the folder both share for uploads. `secrets`: `{ realtime, signing, sportsbook }`,
 * each at least 32 characters.
 */
export function scaleOutPlan({
  webPorts,
  platformPorts,
  databaseUrl,
  dataDir,
  secrets,
  seedGames,
}) {
  const [portA, portB] = platformPorts;
  const [web1, web2] = webPorts;
  const shared = {
    DATABASE_URL: databaseUrl,
    // Uploaded documents and avatars are files under `{PLATFORM_DATA_DIR}/uploads`: one folder
    // every platform mounts, or a document sent through A could not be read through B.
    PLATFORM_DATA_DIR: dataDir,
    PLATFORM_SIGNING_KEY: secrets.signing,
    SPORTSBOOK_DEMO_SECRET: secrets.sportsbook,
  };
  const a = {
    name: 'platform A',
    port: portA,
    realtimeSecret: secrets.realtime,
    env: shared,
  };
  const b = {
    name: 'platform B',
    port: portB,
    realtimeSecret: undefined,
    env: {
      ...shared,
      // A's demo app, as an operator's Soketi app: B's events go to A's HTTP API; B's own socket
      // server is off (an external server is set), and its themes point browsers at A's socket.
      REALTIME_APP_ID: SCALE_OUT_TENANT,
      REALTIME_APP_KEY: SCALE_OUT_TENANT,
      REALTIME_APP_SECRET: appSecret(secrets.realtime, SCALE_OUT_TENANT),
      REALTIME_HOST: '127.0.0.1',
      REALTIME_PORT: String(portA),
      REALTIME_SCHEME: 'http',
    },
  };
  return {
    seedGames,
    platforms: [a, b],
    webs: [
      { name: 'web 1', port: web1, platform: a },
      { name: 'web 2', port: web2, platform: b },
    ],
  };
}

/** One printed line per check: `✓ name (detail)` or `✗ name: why`. */
export function checkLine({ name, ok, detail }) {
  if (ok) return detail ? `✓ ${name} (${detail})` : `✓ ${name}`;
  return `✗ ${name}: ${detail ?? 'failed'}`;
}

/** The last line: PASS only when there were checks and every one passed. */
export function verdict(checks, seconds) {
  const failed = checks.filter((check) => !check.ok).length;
  const pass = checks.length > 0 && failed === 0;
  const took = `${checks.length} checks, ${seconds} s`;
  return { pass, line: pass ? `PASS (${took})` : `FAIL (${failed} of ${took})` };
}

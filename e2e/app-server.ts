import { E2E_REALTIME_SECRET } from './tests/servers';

/**
 * The production builds of both apps, started by `npm start --no-build` for a Playwright config:
 * the web app on `webPort` and the platform on `platformPort`, in memory, quiet, with the settings
 * every journey counts on. `env` adds or overrides (the fault journeys: the proxy's public address,
 * a short client timeout).
 */
export function appServer({
  webPort,
  platformPort,
  env = {},
}: {
  webPort: number;
  platformPort: number;
  env?: Record<string, string>;
}) {
  return {
    command: 'node ../scripts/start.mjs --no-build',
    url: `http://127.0.0.1:${webPort}/api/geoip`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      WEB_PORT: String(webPort),
      PLATFORM_PORT: String(platformPort),
      PLATFORM_DATA_DIR: 'memory://',
      LOG_LEVEL: 'warn',
      // The registry's answer is kept this long: the site returns soon after the registry does.
      TENANT_CACHE_TTL_MS: '1000',
      // The journeys look for their own bets in the feed; the simulated one would push them out.
      DEMO_BET_FEED: 'false',
      // Known, so that the journeys can ask the realtime server who is subscribed (tests/realtime.ts).
      REALTIME_SECRET: E2E_REALTIME_SECRET,
      ...env,
    },
  };
}

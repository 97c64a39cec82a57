// The journeys' own servers (playwright.config.ts); E2E_WEB_PORT / E2E_PLATFORM_ORIGIN point a run
// at servers started by hand (with E2E_BASE_URL in the config).
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? process.env.E2E_SERVER_WEB_PORT ?? 3100);
export const PLATFORM_ORIGIN =
  process.env.E2E_PLATFORM_ORIGIN ??
  `http://localhost:${process.env.E2E_SERVER_PLATFORM_PORT ?? 8887}`;

/** The web app on a given host (`localhost`, `sorte.localhost`, …): *.localhost is loopback. */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${WEB_PORT}${path}`;
}

/** The platform's REALTIME_SECRET in the journeys: each tenant app's secret derives from it. */
export const E2E_REALTIME_SECRET = 'e2e-realtime-secret-0123456789abcdef';

/** The fault proxy's control route in the fault journeys (playwright.faults.config.ts). */
export const FAULT_CONTROL_ORIGIN = process.env.E2E_FAULT_CONTROL_ORIGIN ?? 'http://127.0.0.1:8889';

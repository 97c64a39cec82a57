import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { chromiumPath } from '../scripts/chromium-path.mjs';
import { appServer } from './app-server';

// The fault journeys (docs/design/fault-journeys.md): the same production builds as
// playwright.config.ts, but the platform's public address is the fault proxy
// (tests/fault-proxy.ts), which forwards to the platform's real port unless a journey tells it to
// fail. E2E_SERVER_PLATFORM_PORT is the public (proxy) port; the platform listens on the next one
// and the proxy's control route on the one after.
const WEB_PORT = Number(process.env.E2E_SERVER_WEB_PORT ?? 3100);
const PUBLIC_PORT = Number(process.env.E2E_SERVER_PLATFORM_PORT ?? 8887);
const PLATFORM_PORT = PUBLIC_PORT + 1;
const CONTROL_PORT = PUBLIC_PORT + 2;

// Read by tests/servers.ts in the workers: the journeys set their players up on the platform
// itself, so that no fault reaches their setup, and steer the proxy through its control port.
process.env.E2E_WEB_PORT ??= String(WEB_PORT);
process.env.E2E_PLATFORM_ORIGIN ??= `http://localhost:${PLATFORM_PORT}`;
process.env.E2E_FAULT_CONTROL_ORIGIN ??= `http://127.0.0.1:${CONTROL_PORT}`;

export default defineConfig({
  testDir: './tests/faults',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report-faults' }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'faults', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node tests/fault-proxy.ts',
      url: `http://127.0.0.1:${CONTROL_PORT}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        FAULT_PROXY_PORT: String(PUBLIC_PORT),
        FAULT_PROXY_TARGET_PORT: String(PLATFORM_PORT),
        FAULT_PROXY_CONTROL_PORT: String(CONTROL_PORT),
      },
    },
    appServer({
      webPort: WEB_PORT,
      platformPort: PLATFORM_PORT,
      env: {
        // The browser, the web server and the tenant registry reach the platform through the proxy.
        PLATFORM_PUBLIC_URL: `http://localhost:${PUBLIC_PORT}`,
        // The browser's calls give up after 3 s: slow-platform.spec.ts waits for two attempts.
        API_TIMEOUT_MS: '3000',
      },
    }),
  ],
});

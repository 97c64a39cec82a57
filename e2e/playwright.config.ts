import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium-args.mjs';
import { chromiumPath } from '../scripts/chromium-path.mjs';
import { appServer } from './app-server';

// Production builds of both apps on their own ports, so a running `npm start` does not interfere.
// E2E_SERVER_WEB_PORT / E2E_SERVER_PLATFORM_PORT move them (two checkouts testing side by side);
// the tests read the same ports through E2E_WEB_PORT / E2E_PLATFORM_ORIGIN (tests/servers.ts).
const WEB_PORT = Number(process.env.E2E_SERVER_WEB_PORT ?? 3100);
const PLATFORM_PORT = Number(process.env.E2E_SERVER_PLATFORM_PORT ?? 8887);

export default defineConfig({
  testDir: './tests',
  // The fault journeys run in their own project, behind the fault proxy (playwright.faults.config.ts).
  testIgnore: 'faults/**',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${WEB_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: appServer({ webPort: WEB_PORT, platformPort: PLATFORM_PORT }),
});

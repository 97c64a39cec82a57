import { defineConfig } from 'vitest/config';

const platformTest = {
  root: './apps/platform',
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
} as const;

// The money tests again, each file on a database of its own on a real PostgreSQL: PGlite runs one
// query at a time, so only a server lets their concurrent requests race (docs/decisions/028). Only
// `npm run test:postgres`, which starts the server and sets TEST_DATABASE_URL, runs this project.
const moneyTestsOnPostgres = {
  test: {
    ...platformTest,
    name: 'platform-postgres',
    include: [
      'src/modules/payments/**/*.test.ts',
      'src/modules/withdrawals/**/*.test.ts',
      'src/demo/slot/**/*.test.ts',
      'src/demo/pix-bank/**/*.test.ts',
      'src/demo/operator-console/console.test.ts',
      'src/modules/sportsbook/sportsbook-wallet.test.ts',
      'src/modules/sportsbook/sportsbook-balance-events.test.ts',
      'src/modules/sportsbook/sportsbook-limits.test.ts',
      'src/modules/idempotency/**/*.test.ts',
      'src/modules/wallet/**/*.test.ts',
      'src/modules/responsible-gaming/**/*.test.ts',
      'src/modules/vip/**/*.test.ts',
      'src/modules/boxes/**/*.test.ts',
      'src/modules/missions/**/*.test.ts',
      'src/modules/bonuses/**/*.test.ts',
      'src/modules/referrals/**/*.test.ts',
      // Game views written in batches beside likes moving the same rows.
      'src/modules/casino/game-views.test.ts',
      // Every signed-in call once, money ones included, and each token kept to its own tenant.
      'src/modules/authorization-walk.test.ts',
      // Two platforms migrating and seeding one new database at once (the start-up lock).
      'src/db/startup-lock.test.ts',
      // Every call that takes an owned id, with another player's of the same brand.
      'src/modules/ownership-walk.test.ts',
    ],
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...platformTest,
          name: 'platform',
          include: ['src/**/*.test.ts'],
          // One migrated PGlite data directory for the run: each file's database starts from it.
          globalSetup: ['./src/test/pglite-template.global-setup.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'happy-dom',
          include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          setupFiles: ['./app/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'repository',
          root: '.',
          environment: 'node',
          include: ['scripts/**/*.test.mjs'],
        },
      },
      ...(process.env.TEST_DATABASE_URL ? [moneyTestsOnPostgres] : []),
    ],
  },
});

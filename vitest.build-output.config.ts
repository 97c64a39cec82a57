import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the production build of the web app (apps/web/build): they render its pages in this
// process. Run after the build by `npm run test:build-output` (part of `npm run test:e2e`); the
// unit phase's `vitest run` (vitest.config.ts) never sees them, so they cannot run before it.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: { '~': fileURLToPath(new URL('./apps/web/app', import.meta.url)) } },
        test: {
          name: 'build-output',
          root: './apps/web',
          environment: 'node',
          include: ['build-tests/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});

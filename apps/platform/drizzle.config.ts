import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w apps/platform` writes SQL migrations; the platform applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './drizzle',
});

import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const isVitest = process.env.VITEST === 'true';

export default defineConfig({
  plugins: isVitest ? [] : [tailwindcss(), reactRouter()],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  server: { port: 3000 },
  // Source maps for profiling a production build (`VITRINE_SOURCEMAP=1 npm run build -- --force`);
  // `VITRINE_NOMINIFY=1` keeps components' names, for logging which one React updates.
  build: {
    sourcemap: process.env.VITRINE_SOURCEMAP === '1',
    minify: process.env.VITRINE_NOMINIFY === '1' ? false : undefined,
  },
});

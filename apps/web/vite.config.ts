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
  // Source maps for profiling a production build (`VITRINE_SOURCEMAP=1 npm run build -- --force`).
  build: { sourcemap: process.env.VITRINE_SOURCEMAP === '1' },
});

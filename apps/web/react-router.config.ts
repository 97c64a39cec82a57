import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // Each document carries only its matched routes' part of the route manifest (~1.4 KB gzip inline)
  // instead of importing the whole one (8.8 KB gzip, every route's module list): the rest is
  // fetched from /__manifest for the links on the page after hydration. docs/decisions/021.
  routeDiscovery: { mode: 'lazy' },
} satisfies Config;

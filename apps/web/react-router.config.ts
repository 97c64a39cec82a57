import type { Config } from '@react-router/dev/config';

export default {
  ssr: true,
  appDirectory: 'app',
  // The whole route manifest (28 routes) travels with the first document: no /__manifest request
  // and route patching after every hydration, and no discovery round trip before a navigation.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;

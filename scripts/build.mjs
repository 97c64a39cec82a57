// Production build of the web app, skipped when nothing it reads has changed since the last one.
// The platform runs its TypeScript directly on Node 24 and needs no build.
import { join } from 'node:path';
import { binPath, buildIsCurrent, root, run, webDir, writeBuildStamp } from './lib.mjs';

const force = process.argv.includes('--force');
if (!force && buildIsCurrent()) {
  console.log('web build is up to date (npm run build -- --force to rebuild)');
} else {
  await run(process.execPath, [binPath('@react-router/dev', 'react-router'), 'build'], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // The service worker and /version.json, over the client build (docs/decisions/017).
  await run(process.execPath, [join(root, 'scripts/build-worker.mjs')], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeBuildStamp();
}

// Production build of the web app, skipped when nothing it reads has changed since the last one.
// The platform runs its TypeScript directly on Node 24 and needs no build.
import { binPath, buildIsCurrent, run, webDir, writeBuildStamp } from './lib.mjs';

const force = process.argv.includes('--force');
if (!force && buildIsCurrent()) {
  console.log('web build is up to date (npm run build -- --force to rebuild)');
} else {
  await run(process.execPath, [binPath('@react-router/dev', 'react-router'), 'build'], {
    cwd: webDir,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  writeBuildStamp();
}

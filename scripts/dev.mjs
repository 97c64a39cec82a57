// `npm run dev`: both apps with hot reload (platform via node --watch, web via Vite).
import { binPath, platformDir, serverEnv, supervise, webDir } from './lib.mjs';

const env = serverEnv();
supervise([
  {
    name: 'platform',
    command: process.execPath,
    args: ['--watch', 'src/main.ts'],
    cwd: platformDir,
    env,
  },
  {
    name: 'web',
    command: process.execPath,
    args: [binPath('@react-router/dev', 'react-router'), 'dev', '--port', env.WEB_PORT],
    cwd: webDir,
    env,
  },
]);

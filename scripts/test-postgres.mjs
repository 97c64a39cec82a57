// `npm run test:postgres`: the money tests again on a real PostgreSQL (docs/decisions/028). PGlite
// runs one query at a time, so only a server lets concurrent requests race. Starts a throwaway
// cluster of Debian's PostgreSQL on a free port of 127.0.0.1 (scripts/postgres-cluster.mjs), runs
// the `platform-postgres` Vitest project against it (each test file makes a database of its own),
// then stops the cluster and deletes it, whatever happened. Extra arguments go to Vitest.
import { spawn } from 'node:child_process';
import { binPath, root } from './lib.mjs';
import { postgresBin, throwawayCluster } from './postgres-cluster.mjs';

const bin = postgresBin();
if (!bin) {
  if (process.env.CI === 'true') {
    console.error(
      'PostgreSQL not found under /usr/lib/postgresql: CI runs the money tests on it (apt-get install postgresql).',
    );
    process.exit(1);
  }
  console.log(
    'PostgreSQL not found: skipping the PostgreSQL pass of the money tests (apt-get install postgresql)',
  );
  process.exit(0);
}

const cluster = throwawayCluster(bin);
let vitest;
let interrupted = false;

// Ctrl-C reaches Vitest too (same process group): let it stop, then clean up once it has. The
// server runs in a session of its own (pg_ctl), so it is stopped here, whatever the step.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    vitest?.kill(signal);
  });
}

let exitCode = 1;
try {
  if (interrupted) throw new Error('interrupted');
  const url = await cluster.start([
    // Connections enough for every test file's pool (10 each, and one to create and drop its
    // database) with Vitest's workers side by side.
    'max_connections = 200',
    // Not PostgreSQL's default: money transactions set their own level (docs/decisions/026), and
    // this proves it — under REPEATABLE READ the old code answered half a storm with 500s.
    "default_transaction_isolation = 'repeatable read'",
  ]);
  if (interrupted) throw new Error('interrupted');

  console.log(`Money tests on PostgreSQL (${cluster.version}, ${url})`);
  exitCode = await new Promise((resolve, reject) => {
    vitest = spawn(
      process.execPath,
      [
        binPath('vitest', 'vitest'),
        'run',
        '--project',
        'platform-postgres',
        ...process.argv.slice(2),
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } },
    );
    vitest.on('error', reject);
    vitest.on('exit', (code, signal) => resolve(code ?? (signal ? 130 : 1)));
  });
} catch (error) {
  if (!interrupted) {
    console.error(`The PostgreSQL pass could not run: ${error.message}`);
    console.error(cluster.logTail());
  }
  exitCode = interrupted ? 130 : 1;
} finally {
  await cluster.remove();
}
process.exit(exitCode);

// `npm run test:postgres`: the money tests again on a real PostgreSQL (docs/decisions/028). PGlite
// runs one query at a time, so only a server lets concurrent requests race. Starts a throwaway
// cluster of Debian's PostgreSQL on a free port of 127.0.0.1, runs the `platform-postgres` Vitest
// project against it (each test file makes a database of its own), then stops the cluster and
// deletes it, whatever happened. Extra arguments go to Vitest.
import { execFileSync, spawn } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { binPath, root } from './lib.mjs';

const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL Debian installed, if any. */
function postgresBin() {
  if (!existsSync(DEBIAN_POSTGRES)) return undefined;
  const [newest] = readdirSync(DEBIAN_POSTGRES)
    .filter((version) => existsSync(join(DEBIAN_POSTGRES, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return newest && join(DEBIAN_POSTGRES, newest, 'bin');
}

/** A port free on 127.0.0.1 right now: the system picks it for a socket bound to port 0. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// initdb and the server refuse to run as root: as root, the cluster belongs to the postgres user.
const asRoot = process.getuid?.() === 0;
const owner = asRoot
  ? {
      uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
    }
  : undefined;

/** Runs a PostgreSQL program as the cluster's owner; resolves on exit 0. */
function runAsOwner(bin, program, args) {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
    : [join(bin, program), args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited ${code ?? signal}`)),
    );
  });
}

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

const cluster = mkdtempSync(join(tmpdir(), 'vitrine-postgres-'));
const dataDir = join(cluster, 'data');
let vitest;
let interrupted = false;

async function removeCluster() {
  // A postmaster.pid means a server may be running, even one whose pg_ctl start was interrupted.
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    await runAsOwner(bin, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']).catch((error) =>
      console.error(`Stopping the test PostgreSQL: ${error.message}`),
    );
  }
  rmSync(cluster, { recursive: true, force: true });
}

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
  if (owner) chownSync(cluster, owner.uid, owner.gid);
  const port = await freePort();
  await runAsOwner(bin, 'initdb', [
    '--pgdata',
    dataDir,
    '--username',
    'postgres',
    '--auth',
    'trust',
    '--encoding',
    'UTF8',
    // As PGlite: byte-order collation, UTF-8 character classes.
    '--lc-collate',
    'C',
    '--lc-ctype',
    'C.UTF-8',
    '--no-sync',
  ]);
  // Reached over TCP on 127.0.0.1 only, without a password; nothing here needs to survive a crash;
  // UTC as PGlite; connections enough for every test file's pool (10 each, and one to create and
  // drop its database) with Vitest's workers side by side.
  writeFileSync(join(dataDir, 'pg_hba.conf'), 'host all all 127.0.0.1/32 trust\n');
  appendFileSync(
    join(dataDir, 'postgresql.conf'),
    [
      `port = ${port}`,
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${cluster}'`,
      'max_connections = 200',
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      "timezone = 'UTC'",
      // Not PostgreSQL's default: money transactions set their own level (docs/decisions/026), and
      // this proves it — under REPEATABLE READ the old code answered half a storm with 500s.
      "default_transaction_isolation = 'repeatable read'",
      '',
    ].join('\n'),
  );
  if (interrupted) throw new Error('interrupted');
  await runAsOwner(bin, 'pg_ctl', [
    'start',
    '-D',
    dataDir,
    '-l',
    join(cluster, 'server.log'),
    '-w',
    '-t',
    '60',
  ]);
  if (interrupted) throw new Error('interrupted');

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`Money tests on PostgreSQL (${bin.split('/').at(-2)}, ${url})`);
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
    const log = join(cluster, 'server.log');
    if (existsSync(log))
      console.error(execFileSync('tail', ['-n', '20', log], { encoding: 'utf8' }));
  }
  exitCode = interrupted ? 130 : 1;
} finally {
  await removeCluster();
}
process.exit(exitCode);

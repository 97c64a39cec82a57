// A throwaway cluster of Debian's PostgreSQL on a free port of 127.0.0.1, for the scripts that need
// a real server: `npm run test:postgres` (the money tests) and `npm run scale-out` (two platforms
// on one database). It lives in a temporary folder, is reached over TCP without a password, keeps
// nothing across a crash, and `remove()` stops it and deletes the folder, whatever state it is in.
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

const DEBIAN_POSTGRES = '/usr/lib/postgresql';

/** The bin folder of the newest PostgreSQL Debian installed, if any. */
export function postgresBin() {
  if (!existsSync(DEBIAN_POSTGRES)) return undefined;
  const [newest] = readdirSync(DEBIAN_POSTGRES)
    .filter((version) => existsSync(join(DEBIAN_POSTGRES, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return newest && join(DEBIAN_POSTGRES, newest, 'bin');
}

/** A port free on 127.0.0.1 right now: the system picks it for a socket bound to port 0. */
export function freePort() {
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

function clusterOwner() {
  if (!asRoot) return undefined;
  return {
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  };
}

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

/**
 * Makes the cluster's folder now (so that `remove()` always has something to remove), without
 * starting anything: `{ start(settings), remove(), logTail(), version }`. `start` resolves to the
 * server's `postgres://` URL; `settings` are extra postgresql.conf lines.
 */
export function throwawayCluster(bin) {
  const owner = clusterOwner();
  const cluster = mkdtempSync(join(tmpdir(), 'vitrine-postgres-'));
  const dataDir = join(cluster, 'data');
  const log = join(cluster, 'server.log');
  if (owner) chownSync(cluster, owner.uid, owner.gid);

  async function start(settings = []) {
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
    // Reached over TCP on 127.0.0.1 only, without a password; nothing here needs to survive a
    // crash; UTC as PGlite.
    writeFileSync(join(dataDir, 'pg_hba.conf'), 'host all all 127.0.0.1/32 trust\n');
    appendFileSync(
      join(dataDir, 'postgresql.conf'),
      [
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${cluster}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        "timezone = 'UTC'",
        ...settings,
        '',
      ].join('\n'),
    );
    await runAsOwner(bin, 'pg_ctl', ['start', '-D', dataDir, '-l', log, '-w', '-t', '60']);
    return `postgres://postgres@127.0.0.1:${port}/postgres`;
  }

  async function remove() {
    // A postmaster.pid means a server may be running, even one whose pg_ctl start was interrupted.
    if (existsSync(join(dataDir, 'postmaster.pid'))) {
      await runAsOwner(bin, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w']).catch((error) =>
        console.error(`Stopping the throwaway PostgreSQL: ${error.message}`),
      );
    }
    rmSync(cluster, { recursive: true, force: true });
  }

  /** The server log's last lines, or '' when there is none. */
  function logTail(lines = 20) {
    return existsSync(log)
      ? execFileSync('tail', ['-n', String(lines), log], { encoding: 'utf8' })
      : '';
  }

  return { start, remove, logTail, version: bin.split('/').at(-2) };
}

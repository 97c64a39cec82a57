// Shared by the root scripts: paths, the build stamp and child-process supervision.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { logFormat, prettyLogLine } from './log-format.mjs';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const webDir = join(root, 'apps/web');
export const platformDir = join(root, 'apps/platform');
const require = createRequire(import.meta.url);

/** The ports and URLs both servers agree on; every one can be overridden by the environment. */
export function serverEnv(overrides = {}) {
  const env = { ...process.env, ...overrides };
  const webPort = env.WEB_PORT ?? env.PORT ?? '3000';
  const platformPort = env.PLATFORM_PORT ?? '8787';
  const platformUrl = env.PLATFORM_PUBLIC_URL ?? `http://localhost:${platformPort}`;
  return {
    ...env,
    WEB_PORT: webPort,
    PLATFORM_PORT: platformPort,
    PLATFORM_PUBLIC_URL: platformUrl,
    TENANT_REGISTRY_URL: env.TENANT_REGISTRY_URL ?? platformUrl,
    STORAGE_URL: env.STORAGE_URL ?? `${platformUrl}/storage`,
    DEMO_MODE: env.DEMO_MODE ?? 'true',
    // Demo mode uses the local stand-ins of Google sign-in, Turnstile and JivoChat (no third party offline).
    ...((env.DEMO_MODE ?? 'true') === 'true'
      ? {
          GOOGLE_GSI_SCRIPT_URL: env.GOOGLE_GSI_SCRIPT_URL ?? '/vendor/google-gsi-standin.js',
          TURNSTILE_SCRIPT_URL: env.TURNSTILE_SCRIPT_URL ?? '/vendor/turnstile-standin.js',
          // The platform's JivoChat stand-in, under each tenant's apiLink.
          JIVO_SCRIPT_URL: env.JIVO_SCRIPT_URL ?? '{apiLink}/live-support/demo/widget/{id}',
        }
      : {}),
  };
}

const STAMP_INPUTS = ['apps/web', 'packages/contract/src', 'package-lock.json'];
const SKIP = new Set(['node_modules', 'build', '.react-router', 'test-results']);

function* files(path) {
  const stat = statSync(path);
  if (stat.isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (SKIP.has(entry) || entry.startsWith('.')) continue;
    yield* files(join(path, entry));
  }
}

/** A hash of everything the web build reads: equal hashes mean the build is up to date. */
export function sourceHash() {
  const hash = createHash('sha256');
  // A profiling build (source maps, apps/web/vite.config.ts) is not the build the bench and the
  // tests measure: a plain `npm run build` after one rebuilds.
  hash.update(`sourcemap:${process.env.VITRINE_SOURCEMAP === '1'}\n`);
  for (const input of STAMP_INPUTS) {
    const path = join(root, input);
    if (!existsSync(path)) continue;
    for (const file of files(path)) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const stampFile = join(webDir, 'build', '.source-hash');

export function buildIsCurrent() {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash();
}

export function writeBuildStamp() {
  writeFileSync(stampFile, sourceHash());
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited ${code ?? signal}`)),
    );
  });
}

export function binPath(pkg, bin) {
  const manifestPath = require.resolve(`${pkg}/package.json`, { paths: [webDir, root] });
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const relativeBin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[bin];
  return join(manifestPath, '..', relativeBin);
}

/** Each line of a child's stream, made readable (scripts/log-format.mjs), onto `output`. */
function prettify(stream, output, service) {
  const colour = output.isTTY === true && !process.env.NO_COLOR;
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) =>
    output.write(`${prettyLogLine(line, { service, colour })}\n`),
  );
}

/**
 * Starts each service as a direct child of this node process and forwards SIGINT/SIGTERM, so
 * Ctrl-C (or a test runner's kill) stops all of them. If one dies, the others are stopped too.
 * In a terminal their JSON logs are shown as readable lines; piped, they pass through as they are.
 */
export function supervise(services) {
  const pretty = logFormat({ isTTY: process.stdout.isTTY === true, env: process.env }) === 'pretty';
  const children = services.map(({ name, command, args, cwd, env }) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: pretty ? ['inherit', 'pipe', 'pipe'] : 'inherit',
    });
    if (pretty) {
      prettify(child.stdout, process.stdout, name);
      prettify(child.stderr, process.stderr, name);
    }
    child.on('exit', (code, signal) => {
      if (!stopping) {
        console.error(`[${name}] exited (${code ?? signal}); stopping the others.`);
        stop(code ?? 1);
      }
    });
    return child;
  });
  let stopping = false;
  function stop(exitCode = 0) {
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      process.exit(exitCode);
    }, 5_000).unref();
    Promise.all(
      children.map(
        (child) => new Promise((r) => (child.exitCode !== null ? r() : child.on('exit', r))),
      ),
    ).then(() => process.exit(exitCode));
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  return { stop };
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

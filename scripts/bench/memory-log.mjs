// A preload that writes a process's memory every 5 s, for reading what an RSS figure is made of
// (docs/performance.md "Soak"). Not used by the bench itself; load it into the servers with
//   NODE_OPTIONS=--import=$PWD/scripts/bench/memory-log.mjs npm run bench -- --only=soak
// (an absolute path: the servers run in their own folders). Each node process started under it
// appends to bench-results/memory/<pid>.log (BENCH_MEMORY_LOG_DIR to change): its command line, then one line
// per reading: seconds since start, RSS, V8's heap (total and used) and memory outside it
// (external, of which array buffers), in MB.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const folder = process.env.BENCH_MEMORY_LOG_DIR
  ? resolve(process.env.BENCH_MEMORY_LOG_DIR)
  : fileURLToPath(new URL('../../bench-results/memory', import.meta.url));
const EVERY_MS = 5_000;

mkdirSync(folder, { recursive: true });
const file = join(folder, `${process.pid}.log`);
const started = Date.now();
const mb = (bytes) => (bytes / 1_048_576).toFixed(1);
appendFileSync(file, `# ${process.argv.join(' ')}\n`);
setInterval(() => {
  const memory = process.memoryUsage();
  appendFileSync(
    file,
    `${Math.round((Date.now() - started) / 1000)} s  rss ${mb(memory.rss)}  heapTotal ` +
      `${mb(memory.heapTotal)}  heapUsed ${mb(memory.heapUsed)}  external ${mb(memory.external)}  ` +
      `arrayBuffers ${mb(memory.arrayBuffers)}\n`,
  );
}, EVERY_MS).unref();

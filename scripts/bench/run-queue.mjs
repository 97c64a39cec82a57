// How long the page's main thread waited for a core during one Lighthouse run, read from Linux's
// scheduler statistics (/proc/<pid>/task/<tid>/schedstat: time run, time runnable but waiting).
//
// A task's clock time in the trace is its CPU time plus the time its thread waited: for a core
// (run queue) or for something it was blocked on. mainThreadFigures() gives the first share; this
// says how much of the rest was the machine: the browser process, the display compositor, the
// servers and Lighthouse itself all share the cores with the page. Linux only; null elsewhere.
import { readdirSync, readFileSync } from 'node:fs';

const POLL_MS = 50;
const DISCOVER_MS = 500;

/** `{ runNs, waitNs }` from a schedstat line ("run wait timeslices"); null when unreadable. */
export function parseSchedstat(text) {
  const [run, wait] = String(text).trim().split(/\s+/).map(Number);
  return Number.isFinite(run) && Number.isFinite(wait) ? { runNs: run, waitNs: wait } : null;
}

/** Microseconds on the monotonic clock, as Chromium's trace timestamps count them on Linux. */
function nowUs() {
  return Number(process.hrtime.bigint() / 1000n);
}

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Starts sampling the main thread of every Chromium renderer process. `stop()` ends it and returns
 * a Map pid → [{ us, runNs, waitNs }]; null when this system has no schedstat.
 */
export function watchRendererMainThreads() {
  if (read('/proc/self/schedstat') === null) return null;
  const samples = new Map();
  const seen = new Set();
  const discover = () => {
    let entries = [];
    try {
      entries = readdirSync('/proc');
    } catch {
      return;
    }
    for (const pid of entries) {
      if (!/^\d+$/.test(pid) || seen.has(pid)) continue;
      const command = read(`/proc/${pid}/cmdline`);
      if (command === null) continue;
      if (command.includes('--type=renderer')) {
        seen.add(pid);
        samples.set(Number(pid), []);
        continue;
      }
      // A child of Chromium's zygote or browser shows its own command line a moment after it
      // starts: look at it again on the next round. Any other process is settled.
      if (
        command.includes('--type=zygote') ||
        (!command.includes('--type=') && /chrom/i.test(command))
      )
        continue;
      seen.add(pid);
    }
  };
  const sample = () => {
    for (const [pid, list] of samples) {
      const figures = parseSchedstat(read(`/proc/${pid}/task/${pid}/schedstat`));
      if (figures) list.push({ us: nowUs(), ...figures });
    }
  };
  discover();
  const polls = setInterval(sample, POLL_MS);
  const discoveries = setInterval(discover, DISCOVER_MS);
  return {
    stop() {
      clearInterval(polls);
      clearInterval(discoveries);
      return samples;
    },
  };
}

/**
 * `{ runMs, waitMs, waitShare }` of one thread between `fromUs` and `toUs`, from the samples just
 * before and just after; null when the samples do not cover the stretch.
 */
export function runQueueFigures(samples, fromUs, toUs) {
  if (!samples || !(toUs > fromUs)) return null;
  const before = samples.findLast((sample) => sample.us <= fromUs);
  const after = samples.find((sample) => sample.us >= toUs);
  if (!before || !after) return null;
  const runMs = (after.runNs - before.runNs) / 1e6;
  const waitMs = (after.waitNs - before.waitNs) / 1e6;
  if (runMs + waitMs <= 0) return null;
  return {
    runMs: Math.round(runMs),
    waitMs: Math.round(waitMs),
    waitShare: Math.round((waitMs / (runMs + waitMs)) * 100) / 100,
  };
}

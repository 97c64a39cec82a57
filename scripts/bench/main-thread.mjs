// What the page's main thread did after its first paint in one Lighthouse run, from the run's own
// trace (`--save-assets`): how long its tasks took on the clock and how much of that the thread
// actually ran.
//
// Lighthouse's simulated blocking time multiplies each task's clock time by the CPU slowdown (4 on
// mobile). On a shared two-core machine a task's clock time also holds the time the thread waited
// for a core while the browser, the servers and Lighthouse itself ran: in traces here the page's
// main thread often ran for half of its tasks' time or less, and single runs of one build scored
// 78 to 100. The same sum over the tasks' CPU time counts only the page's own work, so it moves
// with the page and much less with the machine. It is a diagnostic beside Lighthouse's figures,
// not Lighthouse's algorithm (no simulated network, no end at Time to Interactive).

/** A task blocks input for the time it runs past this (ms, after the slowdown), as Lighthouse counts. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * `{ tasks, wallMs, cpuMs, cpuShare, wallBlockingMs, cpuBlockingMs, pid, fromUs, toUs }` over the
 * top-level tasks of the renderer main thread that painted the page's first contentful paint,
 * starting at or after it (`pid` is that renderer's, `fromUs` and `toUs` the stretch the tasks
 * cover, in the trace's clock); null when the trace has no first contentful paint or no task with
 * thread times.
 */
export function mainThreadFigures(traceEvents, cpuSlowdown = 4) {
  const events = Array.isArray(traceEvents) ? traceEvents : (traceEvents?.traceEvents ?? []);
  // The page's own first paint, not an embedded frame's (the sportsbook's, live support's).
  const mainFrame = events
    .find((event) => event.name === 'TracingStartedInBrowser')
    ?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame)?.frame;
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && (!mainFrame || event.args?.frame === mainFrame),
  );
  if (!paint) return null;
  let lastEnd = paint.ts;
  let wall = 0;
  let cpu = 0;
  let wallBlocking = 0;
  let cpuBlocking = 0;
  let tasks = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X') continue;
    if (event.pid !== paint.pid || event.tid !== paint.tid || event.ts < paint.ts) continue;
    // A task cut off by the end of tracing has no thread time: it is not counted.
    if (typeof event.dur !== 'number' || typeof event.tdur !== 'number') continue;
    const wallMs = event.dur / 1000;
    const cpuMs = event.tdur / 1000;
    tasks += 1;
    lastEnd = Math.max(lastEnd, event.ts + event.dur);
    wall += wallMs;
    cpu += cpuMs;
    wallBlocking += Math.max(0, wallMs * cpuSlowdown - BLOCKING_THRESHOLD_MS);
    cpuBlocking += Math.max(0, cpuMs * cpuSlowdown - BLOCKING_THRESHOLD_MS);
  }
  if (tasks === 0) return null;
  return {
    tasks,
    wallMs: Math.round(wall),
    cpuMs: Math.round(cpu),
    cpuShare: Math.round((cpu / wall) * 100) / 100,
    wallBlockingMs: Math.round(wallBlocking),
    cpuBlockingMs: Math.round(cpuBlocking),
    pid: paint.pid,
    fromUs: paint.ts,
    toUs: lastEnd,
  };
}

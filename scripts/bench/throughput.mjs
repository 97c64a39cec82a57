// SSR throughput with autocannon (in-process): a short warm-up that is thrown away, then the
// measured run. Connects to 127.0.0.1 and sends the tenant's Host header.
//
// Standalone: node scripts/bench/throughput.mjs http://localhost:3000/ [seconds]
import autocannon from 'autocannon';
import { pathToFileURL } from 'node:url';

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Measures `pageUrl` (e.g. http://localhost:3300/). Returns requests/s (average over the run),
 * latency and every kind of failure autocannon counts.
 */
export async function measureThroughput(
  pageUrl,
  { connections = 20, durationSeconds = 10, warmupSeconds = 2 } = {},
) {
  const page = new URL(pageUrl);
  const target = new URL(pageUrl);
  if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
  const options = {
    url: target.href,
    connections,
    headers: { host: page.host, accept: 'text/html' },
  };
  if (warmupSeconds > 0) await cannon({ ...options, duration: warmupSeconds });
  const result = await cannon({ ...options, duration: durationSeconds });
  return {
    url: page.href,
    connections,
    durationSeconds,
    requestsPerSecond: result.requests.average,
    requestsTotal: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
    },
    throughputBytesPerSecond: result.throughput.average,
    ok2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv[2] ?? 'http://localhost:3000/';
  const seconds = Number(process.argv[3] ?? 10);
  console.log(JSON.stringify(await measureThroughput(url, { durationSeconds: seconds }), null, 2));
}

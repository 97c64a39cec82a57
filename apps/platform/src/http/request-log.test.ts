import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { type RealtimeHarness, startRealtime } from '../test/realtime.ts';
import { QuietRoutesLogController, quietRequestLogs } from './request-log.ts';

/** pino's JSON lines, as the platform writes them (level 20 = debug, 30 = info). */
function logLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        const { level, msg } = JSON.parse(line) as { level: number; msg: string };
        lines.push({ level, msg });
      }
      done();
    },
  });
  return { lines, logger: { level: 'debug', stream } };
}

const requestLines = (lines: { level: number; msg: string }[]) =>
  lines.filter(({ msg }) => msg === 'incoming request' || msg === 'request completed');

describe('request lines of quiet routes', () => {
  it("logs a quiet route's request lines at debug, every other route's at info", async () => {
    const { lines, logger } = logLines();
    const app = Fastify({ logger, logController: new QuietRoutesLogController() });
    await app.register(async (quiet) => {
      quietRequestLogs(quiet);
      quiet.post('/apps/:appId/events', async () => ({}));
      quiet.post('/apps/:appId/refused', async (_request, reply) => reply.code(401).send({}));
    });
    app.get('/health', async () => ({ ok: true }));

    await app.inject({ method: 'POST', url: '/apps/1/events', payload: {} });
    expect(requestLines(lines).map(({ level }) => level)).toEqual([20, 20]);

    lines.length = 0;
    await app.inject({ method: 'GET', url: '/health' });
    expect(requestLines(lines).map(({ level }) => level)).toEqual([30, 30]);

    // A refusal is worth seeing: its completion stays at info.
    lines.length = 0;
    await app.inject({ method: 'POST', url: '/apps/1/refused', payload: {} });
    expect(requestLines(lines).map(({ level }) => level)).toEqual([20, 30]);
    await app.close();
  });

  describe('the realtime publish API', () => {
    let harness: RealtimeHarness | undefined;
    afterEach(() => harness?.close());

    it("logs the pusher SDK's POST /apps/:id/events at debug, so a feed does not fill the log", async () => {
      const { lines, logger } = logLines();
      harness = await startRealtime({
        fastify: { logger, logController: new QuietRoutesLogController() },
      });
      await harness.sdk().trigger('public', 'BetPlaced', { amount: 1000 });
      const published = requestLines(lines);
      expect(published).toHaveLength(2);
      expect(published.every(({ level }) => level === 20)).toBe(true);
    });
  });
});

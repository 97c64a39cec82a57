// `npm start`'s logs: readable lines in a terminal, pino's JSON as it is when piped or in
// production (scripts/log-format.mjs), and the start-up banner (scripts/start-banner.mjs).
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PLAYERS } from '../apps/platform/src/db/seed/demo-players.ts';
import { logFormat, prettyLogLine } from './log-format.mjs';
import { startBanner } from './start-banner.mjs';

const TIME = Date.UTC(2026, 10, 29, 19, 52, 1, 123);

describe('logFormat', () => {
  it('is pretty in a terminal', () => {
    expect(logFormat({ isTTY: true, env: {} })).toBe('pretty');
  });

  it('is JSON when piped', () => {
    expect(logFormat({ isTTY: false, env: {} })).toBe('json');
  });

  it('is JSON with NODE_ENV=production, even in a terminal', () => {
    expect(logFormat({ isTTY: true, env: { NODE_ENV: 'production' } })).toBe('json');
  });
});

describe('prettyLogLine', () => {
  it('turns a pino request line into time, level, service, message and the fields that matter', () => {
    const line = JSON.stringify({
      level: 30,
      time: TIME,
      pid: 4242,
      hostname: 'box',
      reqId: 'req-7',
      res: { statusCode: 200 },
      responseTime: 3.2541,
      tenants: ['demo', 'sorte'],
      msg: 'request completed',
    });
    expect(prettyLogLine(line, { service: 'platform' })).toBe(
      '19:52:01.123 INFO  platform  request completed  reqId=req-7 res.statusCode=200 responseTime=3.3 tenants=["demo","sorte"]',
    );
  });

  it("reads the web server's own JSON lines (a level name and an event)", () => {
    const line = JSON.stringify({
      level: 'error',
      event: 'tenant_lookup_failed',
      host: 'sorte.localhost',
      message: 'fetch failed: connection refused',
    });
    expect(prettyLogLine(line, { service: 'web' })).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} ERROR web {7}tenant_lookup_failed {2}host=sorte\.localhost message="fetch failed: connection refused"$/,
    );
  });

  it("puts an error's stack on the lines below", () => {
    const line = JSON.stringify({
      level: 50,
      time: TIME,
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at main.ts:1:1' },
      msg: 'could not listen',
    });
    expect(prettyLogLine(line, { service: 'platform' }).split('\n')).toEqual([
      '19:52:01.123 ERROR platform  could not listen  err.type=Error err.message=boom',
      '    Error: boom',
      '        at main.ts:1:1',
    ]);
  });

  it('keeps a line that is not JSON, with the service it came from', () => {
    expect(prettyLogLine('GET / 200 - - 12.345 ms', { service: 'web' })).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} {7}web {7}GET \/ 200 - - 12\.345 ms$/,
    );
  });

  it('colours the level only when asked', () => {
    const line = JSON.stringify({ level: 40, time: TIME, msg: 'slow' });
    expect(prettyLogLine(line, { service: 'platform', colour: true })).toContain('\x1b[33mWARN');
    expect(prettyLogLine(line, { service: 'platform' })).not.toContain('\x1b[');
  });
});

describe('startBanner', () => {
  const banner = startBanner({
    webPort: '3000',
    platformUrl: 'http://localhost:8787',
    players: DEMO_PLAYERS,
    password: DEMO_PASSWORD,
  });

  it('names the web addresses of each brand and the platform', () => {
    for (const address of [
      'http://localhost:3000',
      'http://sorte.localhost:3000',
      'http://aurora.localhost:3000',
      'http://manutencao.localhost:3000',
      'http://localhost:8787',
    ]) {
      expect(banner).toContain(address);
    }
  });

  it('lists every seeded demo player with the phone, e-mail and CPF to sign in with', () => {
    expect(banner).toContain('password Vitrine@2026');
    expect(banner).toMatch(
      /Ana Souza +\+55 11 99999-0001 +ana@vitrine\.test +CPF 529\.982\.247-25 +verified/,
    );
    expect(banner).toMatch(/Bruno Lima +\+55 11 99999-0002 .*self-excluded: cannot sign in/);
    expect(banner.match(/\+55 11 99999-000\d/g)).toHaveLength(DEMO_PLAYERS.length);
  });

  it('leaves the players out when the demo seeds none', () => {
    expect(
      startBanner({ webPort: '3000', platformUrl: 'http://p', players: [], password: '' }),
    ).not.toContain('Demo players');
  });
});

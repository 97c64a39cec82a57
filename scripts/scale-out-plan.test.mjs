import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkLine, scaleOutPlan, verdict } from './scale-out-plan.mjs';

const secrets = {
  realtime: 'r'.repeat(32),
  signing: 's'.repeat(32),
  sportsbook: 'b'.repeat(32),
};
const plan = scaleOutPlan({
  webPorts: [3340, 3341],
  platformPorts: [8940, 8941],
  databaseUrl: 'postgres://postgres@127.0.0.1:5999/postgres',
  dataDir: '/tmp/vitrine-scale-out-x',
  secrets,
  seedGames: 60,
});
const [a, b] = plan.platforms;

describe('scaleOutPlan', () => {
  it("has platform B publish to A's built-in server with the demo app A derives", () => {
    const derived = createHmac('sha256', secrets.realtime)
      .update('realtime-app:demo')
      .digest('hex');
    expect(b.env).toMatchObject({
      REALTIME_APP_ID: 'demo',
      REALTIME_APP_KEY: 'demo',
      REALTIME_APP_SECRET: derived,
      REALTIME_HOST: '127.0.0.1',
      REALTIME_PORT: '8940',
      REALTIME_SCHEME: 'http',
    });
    expect(b.realtimeSecret).toBeUndefined();
  });

  it('leaves platform A on its built-in server, with the secret B derives from', () => {
    expect(a.realtimeSecret).toBe(secrets.realtime);
    expect(Object.keys(a.env).filter((name) => name.startsWith('REALTIME_'))).toEqual([]);
  });

  it('puts both platforms on one database and one uploads folder, with the same signing keys', () => {
    for (const name of [
      'DATABASE_URL',
      'PLATFORM_DATA_DIR',
      'PLATFORM_SIGNING_KEY',
      'SPORTSBOOK_DEMO_SECRET',
    ]) {
      expect(a.env[name]).toBeTruthy();
      expect(b.env[name]).toBe(a.env[name]);
    }
  });

  it('points web 1 at platform A and web 2 at platform B', () => {
    expect(plan.webs.map((web) => [web.port, web.platform.name])).toEqual([
      [3340, 'platform A'],
      [3341, 'platform B'],
    ]);
  });
});

describe('the printed lines', () => {
  it('says each check on one line', () => {
    expect(checkLine({ name: 'web 1 serves the home page', ok: true, detail: '200' })).toBe(
      '✓ web 1 serves the home page (200)',
    );
    expect(checkLine({ name: 'balance shown', ok: false, detail: 'still R$ 0,00' })).toBe(
      '✗ balance shown: still R$ 0,00',
    );
  });

  it('passes only when every check passed, and never on no checks', () => {
    expect(verdict([{ ok: true }, { ok: true }], 42)).toEqual({
      pass: true,
      line: 'PASS (2 checks, 42 s)',
    });
    expect(verdict([{ ok: true }, { ok: false }], 42)).toEqual({
      pass: false,
      line: 'FAIL (1 of 2 checks, 42 s)',
    });
    expect(verdict([], 3).pass).toBe(false);
  });
});

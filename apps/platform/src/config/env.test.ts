import { isAbsolute } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentedVariables } from '@vitrine/contract/testing/configuration-doc.ts';
import { EnvError, envSchema, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('starts with sensible defaults: localhost, embedded database in apps/platform/.data, demo', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      host: '127.0.0.1',
      port: 8787,
      publicUrl: 'http://localhost:8787',
      demoMode: true,
      logLevel: 'info',
    });
    expect(env.database.kind).toBe('pglite');
    if (env.database.kind === 'pglite') {
      expect(isAbsolute(env.database.dataDir)).toBe(true);
      expect(env.database.dataDir).toMatch(/apps\/platform\/\.data$/);
    }
  });

  it('uses PostgreSQL when DATABASE_URL is set, and keeps memory:// as is', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://vitrine@db:5432/vitrine' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://vitrine@db:5432/vitrine',
    });
    expect(parseEnv({ PLATFORM_DATA_DIR: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
  });

  it('keeps uploads in the data folder, or in a temporary one in memory mode', () => {
    expect(parseEnv({}).uploadsDir).toMatch(/apps\/platform\/\.data\/uploads$/);
    expect(parseEnv({ PLATFORM_DATA_DIR: '/srv/vitrine' }).uploadsDir).toBe('/srv/vitrine/uploads');
    expect(parseEnv({ PLATFORM_DATA_DIR: 'memory://' }).uploadsDir).toBe('memory://');
  });

  it('reads the Turnstile secret and the signing key, refusing a short key', () => {
    const env = parseEnv({ TURNSTILE_SECRET: '0x4AAA', PLATFORM_SIGNING_KEY: 'k'.repeat(32) });
    expect(env).toMatchObject({ turnstileSecret: '0x4AAA', signingKey: 'k'.repeat(32) });
    expect(parseEnv({}).turnstileSecret).toBeUndefined();
    expect(() => parseEnv({ PLATFORM_SIGNING_KEY: 'short' })).toThrow(/PLATFORM_SIGNING_KEY/);
  });

  it('serves realtime itself unless an operator server is named by id, key and secret together', () => {
    expect(parseEnv({}).realtime).toEqual({ kind: 'built-in', secret: undefined });
    expect(parseEnv({ REALTIME_SECRET: 's'.repeat(32) }).realtime).toEqual({
      kind: 'built-in',
      secret: 's'.repeat(32),
    });
    expect(
      parseEnv({
        REALTIME_APP_ID: '1',
        REALTIME_APP_KEY: 'key',
        REALTIME_APP_SECRET: 'secret',
        REALTIME_HOST: 'soketi.example',
        REALTIME_PORT: '6001',
        REALTIME_SCHEME: 'http',
      }).realtime,
    ).toEqual({
      kind: 'external',
      appId: '1',
      key: 'key',
      secret: 'secret',
      host: 'soketi.example',
      port: 6001,
      scheme: 'http',
      cluster: 'eu',
    });
    expect(() => parseEnv({ REALTIME_APP_KEY: 'key' })).toThrow(/go together/);
    expect(() => parseEnv({ REALTIME_SECRET: 'short' })).toThrow(/REALTIME_SECRET/);
  });

  it('runs the simulated bet feed in demo mode only, unless turned off', () => {
    expect(parseEnv({}).demoBetFeed).toBe(true);
    expect(parseEnv({ DEMO_BET_FEED: 'false' }).demoBetFeed).toBe(false);
    expect(parseEnv({ DEMO_MODE: 'false' }).demoBetFeed).toBe(false);
  });

  it('points the public URL at the chosen port unless it is set', () => {
    expect(parseEnv({ PLATFORM_PORT: '8899' }).publicUrl).toBe('http://localhost:8899');
  });

  it('drops a trailing slash from the public URL and reads booleans and ports', () => {
    const env = parseEnv({
      PLATFORM_PUBLIC_URL: 'https://api.example.com/',
      PLATFORM_PORT: '9000',
      DEMO_MODE: 'false',
    });
    expect(env).toMatchObject({
      publicUrl: 'https://api.example.com',
      port: 9000,
      demoMode: false,
    });
  });

  it('reads the sportsbook keys file (relative to apps/platform) and the demo secret', () => {
    expect(parseEnv({})).toMatchObject({
      sportsbookKeysFile: undefined,
      sportsbookDemoSecret: undefined,
    });
    const env = parseEnv({
      SPORTSBOOK_KEYS_FILE: 'keys/sportsbook.json',
      SPORTSBOOK_DEMO_SECRET: 'b'.repeat(32),
    });
    expect(env.sportsbookKeysFile).toMatch(/apps\/platform\/keys\/sportsbook\.json$/);
    expect(env.sportsbookDemoSecret).toBe('b'.repeat(32));
    expect(() => parseEnv({ SPORTSBOOK_DEMO_SECRET: 'short' })).toThrow(/SPORTSBOOK_DEMO_SECRET/);
  });

  it('runs the impediment sweep hourly unless told otherwise, and 0 turns it off', () => {
    expect(parseEnv({}).impedimentSweepMinutes).toBe(60);
    expect(parseEnv({ IMPEDIMENT_SWEEP_MINUTES: '0' }).impedimentSweepMinutes).toBe(0);
    expect(() => parseEnv({ IMPEDIMENT_SWEEP_MINUTES: '-5' })).toThrow(/IMPEDIMENT_SWEEP_MINUTES/);
  });

  it('fails naming every invalid variable', () => {
    const parseInvalid = () =>
      parseEnv({ PLATFORM_PORT: 'eighty', DEMO_MODE: 'maybe', DATABASE_URL: 'mysql://x/y' });
    expect(parseInvalid).toThrow(EnvError);
    expect(parseInvalid).toThrow(/PLATFORM_PORT[\s\S]*DATABASE_URL[\s\S]*DEMO_MODE/);
  });
});

describe('docs/configuration.md', () => {
  const documented = documentedVariables('Platform (`apps/platform`)');
  const read = Object.keys(envSchema.shape);

  it('documents every variable the platform reads', () => {
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it('documents no variable the platform does not read', () => {
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((name) => !read.includes(name))).toEqual([]);
  });
});

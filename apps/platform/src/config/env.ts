import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { DatabaseTarget } from '../db/client.ts';
import type { RealtimeTarget } from '../services/realtime.ts';

// Relative data paths resolve against apps/platform, whatever folder the process was started from.
const platformRoot = fileURLToPath(new URL('../..', import.meta.url));

/** An unset variable and an empty one mean the same: use the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

export const envSchema = z.object({
  PLATFORM_HOST: optional(z.string().min(1).default('127.0.0.1')),
  PLATFORM_PORT: optional(z.coerce.number().int().min(0).max(65_535).default(8787)),
  // Unset: the local address of PLATFORM_PORT (http://localhost:8787 with the default port).
  PLATFORM_PUBLIC_URL: optional(
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  PLATFORM_DATA_DIR: optional(z.string().default('.data')),
  DEMO_MODE: optional(z.stringbool().default(true)),
  // Cloudflare Turnstile secret: with it, register captchas are checked with Cloudflare.
  TURNSTILE_SECRET: optional(z.string().min(1).optional()),
  // Key of the signed links to private files (documents); random per start when unset.
  PLATFORM_SIGNING_KEY: optional(z.string().min(32).optional()),
  // Games per active demo tenant's catalogue, seeded on a fresh database (10000 for load tests).
  SEED_GAMES: optional(z.coerce.number().int().min(3).max(100_000).default(600)),
  // Realtime (docs/design/realtime.md). Unset: the platform serves the Pusher protocol itself, one
  // app per tenant, their secrets derived from REALTIME_SECRET (random per start when unset).
  REALTIME_SECRET: optional(z.string().min(32).optional()),
  // An operator's own Pusher, Soketi or Reverb: all three of id, key and secret, or none.
  REALTIME_APP_ID: optional(z.string().min(1).max(200).optional()),
  REALTIME_APP_KEY: optional(z.string().min(1).max(200).optional()),
  REALTIME_APP_SECRET: optional(z.string().min(1).max(200).optional()),
  // Its host and port (unset: Pusher's own cluster hosts), scheme, and the cluster (§9: eu).
  REALTIME_HOST: optional(z.string().min(1).max(253).optional()),
  REALTIME_PORT: optional(z.coerce.number().int().min(1).max(65_535).optional()),
  REALTIME_SCHEME: optional(z.enum(['http', 'https']).default('https')),
  REALTIME_CLUSTER: optional(z.string().min(1).max(50).default('eu')),
  // Sportsbook keys (docs/design/sportsbook-api.md "Keys"): a JSON file of the operators' PEMs by
  // tenant slug; in demo mode the other tenants' keys derive from SPORTSBOOK_DEMO_SECRET (random per
  // start when unset).
  SPORTSBOOK_KEYS_FILE: optional(z.string().min(1).optional()),
  SPORTSBOOK_DEMO_SECRET: optional(z.string().min(32).optional()),
  // Demo mode's simulated bet feed (§9, every 1.5 s); false turns it off.
  DEMO_BET_FEED: optional(z.stringbool().default(true)),
  // The central impediment sweep (IN SPA/MF 31/2025): how often, in minutes, the platform looks for
  // players last asked 15 days ago or more; 0 turns it off.
  IMPEDIMENT_SWEEP_MINUTES: optional(z.coerce.number().int().min(0).max(1440).default(60)),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface PlatformEnv {
  host: string;
  port: number;
  /** Origin the platform is reached at, without trailing slash; tenant apiLinks and asset URLs use it. */
  publicUrl: string;
  database: DatabaseTarget;
  /** Uploaded avatars and documents: `<PLATFORM_DATA_DIR>/uploads`, or a temporary folder in memory mode. */
  uploadsDir: string;
  demoMode: boolean;
  turnstileSecret: string | undefined;
  signingKey: string | undefined;
  /** Games per active demo tenant when its catalogue is seeded. */
  seedGames: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  realtime: RealtimeTarget;
  /** Demo mode publishes the simulated bet feed. */
  demoBetFeed: boolean;
  /** The operators' sportsbook keys file (absolute), if any. */
  sportsbookKeysFile: string | undefined;
  sportsbookDemoSecret: string | undefined;
  /** Minutes between impediment sweeps; 0: off. */
  impedimentSweepMinutes: number;
}

export class EnvError extends Error {
  override name = 'EnvError';
}

function realtimeTarget(env: z.infer<typeof envSchema>): RealtimeTarget {
  const { REALTIME_APP_ID: appId, REALTIME_APP_KEY: key, REALTIME_APP_SECRET: secret } = env;
  const given = [appId, key, secret].filter((value) => value !== undefined).length;
  if (given === 0) return { kind: 'built-in', secret: env.REALTIME_SECRET };
  if (!appId || !key || !secret) {
    throw new EnvError(
      'Invalid environment:\n  REALTIME_APP_ID, REALTIME_APP_KEY and REALTIME_APP_SECRET go together',
    );
  }
  return {
    kind: 'external',
    appId,
    key,
    secret,
    host: env.REALTIME_HOST,
    port: env.REALTIME_PORT,
    scheme: env.REALTIME_SCHEME,
    cluster: env.REALTIME_CLUSTER,
  };
}

/** Parses the environment; throws an EnvError naming every missing or invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): PlatformEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new EnvError(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const env = result.data;
  const dataDir = env.PLATFORM_DATA_DIR;
  const resolvedDataDir =
    dataDir === 'memory://' || isAbsolute(dataDir) ? dataDir : resolve(platformRoot, dataDir);
  return {
    host: env.PLATFORM_HOST,
    port: env.PLATFORM_PORT,
    publicUrl: env.PLATFORM_PUBLIC_URL ?? `http://localhost:${env.PLATFORM_PORT}`,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: resolvedDataDir },
    uploadsDir: resolvedDataDir === 'memory://' ? 'memory://' : resolve(resolvedDataDir, 'uploads'),
    demoMode: env.DEMO_MODE,
    turnstileSecret: env.TURNSTILE_SECRET,
    signingKey: env.PLATFORM_SIGNING_KEY,
    seedGames: env.SEED_GAMES,
    logLevel: env.LOG_LEVEL,
    realtime: realtimeTarget(env),
    demoBetFeed: env.DEMO_MODE && env.DEMO_BET_FEED,
    sportsbookKeysFile: env.SPORTSBOOK_KEYS_FILE && resolve(platformRoot, env.SPORTSBOOK_KEYS_FILE),
    sportsbookDemoSecret: env.SPORTSBOOK_DEMO_SECRET,
    impedimentSweepMinutes: env.IMPEDIMENT_SWEEP_MINUTES,
  };
}

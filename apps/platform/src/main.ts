import { buildApp } from './app.ts';
import { EnvError, type PlatformEnv, parseEnv } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoTenants } from './db/seed/seed.ts';
import { readSportsbookKeysFile } from './modules/sportsbook/sportsbook-keys.ts';

// Start-up: environment → database (migrated) → demo seed → HTTP. Anything wrong fails loudly.
function loadEnv(): PlatformEnv {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const env = loadEnv();
const sportsbookKeys = env.sportsbookKeysFile
  ? readSportsbookKeysFile(env.sportsbookKeysFile)
  : undefined;
const database = await openDatabase(env.database);
const seedStart = performance.now();
// Under the database's start-up lock: platforms starting together on one PostgreSQL seed in turn,
// and the later ones find everything there (docs/decisions/033).
const seeded = env.demoMode
  ? await database.exclusively(() =>
      seedDemoTenants(database.db, new Date(), { games: env.seedGames }),
    )
  : { created: [], users: [], games: {} };
const seedMs = Math.round(performance.now() - seedStart);

const app = await buildApp({
  db: database.db,
  config: {
    publicUrl: env.publicUrl,
    logger: { level: env.logLevel },
    demoMode: env.demoMode,
    uploadsDir: env.uploadsDir,
    turnstileSecret: env.turnstileSecret,
    signingKey: env.signingKey,
    realtime: env.realtime,
    demoBetFeed: env.demoBetFeed,
    sportsbookKeys,
    sportsbookDemoSecret: env.sportsbookDemoSecret,
    impedimentSweepMinutes: env.impedimentSweepMinutes,
  },
});
app.log.info(
  {
    database: database.description,
    demoMode: env.demoMode,
    seededTenants: seeded.created,
    seededUsers: seeded.users,
    seededGames: seeded.games,
    seedMs,
    publicUrl: env.publicUrl,
  },
  'platform ready',
);

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) {
    // A second Ctrl-C means "now".
    process.exit(1);
  }
  closing = true;
  app.log.info({ signal }, 'closing');
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'unclean shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', (signal) => void shutdown(signal));
process.on('SIGTERM', (signal) => void shutdown(signal));

try {
  await app.listen({ host: env.host, port: env.port });
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  await database.close();
  process.exit(1);
}

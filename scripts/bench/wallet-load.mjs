// The wallet under load (issue 13 "Reliability and performance"): on a platform of its own, players
// made through the public HTTP API like real clients, then at once 1,000 payments of 1,000
// distinct PIX charges, 1,000 real-money spins of the demo slot and 200 withdrawals by the same
// players; afterwards the invariants, read from the platform's database (wallet-ledger.mjs).
//
// Players (`--wallet-players`, 100): each registers (`auth/verify-email` → the code from the demo
// outbox → `auth/register`, which verifies the e-mail), verifies its phone (`auth/verify-phone` →
// outbox → `auth/verify-code`), uploads a document that the demo back office approves
// (`documents/upload`, `demo/documents/{id}/approve`: the demo tenant requires KYC), adds its CPF as
// PIX key (`address/create`), opens Tigre da Sorte for real money (`games/url`) and deposits a float
// of R$ 30 (`main-gateway/qrcode-pix`, then `demo/bank/pay`). The float is smaller than what the
// spins and withdrawals take out before the load's payments land, so debits race for the balance
// and some are refused: the guard against a negative balance is exercised, not just present.
//
// Phases, each timed: players; charges (the 1,000 `qrcode-pix`, R$ 10–50); load — the 1,000
// payments (`demo/bank/pay`), 100 more payments of charges already in the load racing the first
// (each charge must be paid exactly once: one `paid`, the other 409), 1,000 spins of R$ 10
// (`demo/slot/{token}/spin`) and 200 withdrawals of R$ 20 (`wallet/withdraw/request`, each with its
// own Idempotency-Key), shuffled and all in flight at once (`--wallet-concurrency` caps requests in
// flight). Then the sportsbook storms (sportsbook-storm.mjs): `--storm-players` (10) more players,
// made the same way, each with its float only, take Betby's signed wallet callbacks — bet/make,
// bet/commit, bet/settlement, win, lost and refund, replays of the same transaction ids and stakes
// beyond the balance — all at once. Then what every player sees: `GET profile/wallet`, and
// `GET /wallet/transactions` to the last page.
//
// Bonus money (issue 37, wallet-bonus.mjs): `--wallet-bonus-players` (20) of the load's players are
// made on the unregulated tenant (aurora) instead, and the demo console grants each a bonus with a
// rollover before the load, so their spins take cash, then bonus, and their withdrawals meet the
// active bonus (a 409 asking to forfeit it, or taken from cash once it is spent or converted). As
// many players of the regulated tenant and all the bonus players get a cashback entry (paid into
// loyalty there, cash here) whose unlocked part is claimed 8 times at once in the load, with one
// shared and with distinct Idempotency-Keys.
//
// The invariants need the database itself: a bench-only read endpoint would test the bench, and
// the public API cannot show a balance that went below zero between two reads. So this section
// starts its own platform (servers.mjs startPlatform) on BENCH_WALLET_PORT (8991): on PostgreSQL
// when BENCH_DATABASE_URL is set, else on PGlite in a fresh temporary folder (the platform's
// default kind of database, on disk: an in-memory one lives and dies inside the platform's
// process). After the load the platform is stopped and its database opened by the bench.
//
// Standalone (Node 24: it imports the contract's TypeScript): node scripts/bench/wallet-load.mjs
//   [players payments spins withdrawals stormPlayers stormBets bonusPlayers]
//   (BENCH_DATABASE_URL optional)
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { gameResponseSchema, gameUrlResponseSchema } from '@vitrine/contract/games.ts';
import { pixChargeResponseSchema } from '@vitrine/contract/payments.ts';
import { transactionPageSchema, walletResponseSchema } from '@vitrine/contract/wallet.ts';
import { withdrawalResponseSchema } from '@vitrine/contract/withdrawals.ts';
import { root } from '../lib.mjs';
import {
  BONUS_TENANT,
  expectStatus,
  outboxCode,
  registerPlayer,
  TENANT,
  tenantApi,
} from './players.mjs';
import { startPlatform } from './servers.mjs';
import { runSportsbookStorms } from './sportsbook-storm.mjs';
import {
  cashbackClaimTasks,
  expectedCashback,
  grantBonuses,
  makeCashbackEntries,
} from './wallet-bonus.mjs';
import { checkWalletInvariants } from './wallet-ledger.mjs';

const SLOT = { provider: 'vitrine-originals', game: 'tigre-da-sorte' };
/** Centavos: each player's first deposit, a spin's stake (one of SLOT_STAKES), a withdrawal. */
const FLOAT = 3_000;
const STAKE = 1_000;
const WITHDRAWAL = 2_000;
/** The load's charges: R$ 10, 20 … 50 in turn (the demo tenant takes R$ 10 – 50.000). */
const chargeAmount = (index) => 1_000 * (1 + (index % 5));
/** Players made at once: registering hashes a password, the platform's heaviest call. */
const SETUP_CONCURRENCY = 10;
/** A 1×1 PNG: the document the demo back office approves (checked by its magic bytes). */
const DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const WALLET_DEFAULTS = {
  players: 100,
  payments: 1_000,
  duplicatePayments: 100,
  spins: 1_000,
  withdrawals: 200,
  stormPlayers: 10,
  stormBets: 40,
  /** Of `players`, those made on the unregulated tenant with a bonus (wallet-bonus.mjs). */
  bonusPlayers: 20,
};
/** The ledger types the load can write; any other row is a movement no answer named. */
const LOAD_TYPES = ['deposit', 'bet', 'win', 'withdraw', 'bonus', 'rollover', 'cashback'];

const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs `tasks` (functions that never throw) with at most `limit` in flight. */
async function inPool(tasks, limit) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

function shuffle(list) {
  for (let i = list.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

async function createCharge(api, token, amount) {
  const answer = await api.post('/main-gateway/qrcode-pix', { amount }, token);
  return pixChargeResponseSchema.parse(expectStatus(answer, 200, 'main-gateway/qrcode-pix'));
}

/** One player, as the web app makes one, ready to deposit, play and withdraw. */
async function newPlayer(api, { index, runId, slot, platformUrl }) {
  const registered = await registerPlayer(api, `w${runId}${index}`);
  const { token, cpf, phone } = registered;
  expectStatus(
    await api.post('/auth/verify-phone', { username: phone, purpose: 'verify' }, token),
    202,
    'auth/verify-phone',
  );
  expectStatus(
    await api.post(
      '/auth/verify-code',
      { channel: 'sms', to: phone, code: await outboxCode(api, phone), purpose: 'verify' },
      token,
    ),
    200,
    'auth/verify-code',
  );
  const document = new FormData();
  document.set('type', 'cnh');
  document.set('document', new File([DOCUMENT_PNG], 'cnh.png', { type: 'image/png' }));
  const uploaded = expectStatus(
    await api.form('/documents/upload', document, token),
    201,
    'documents/upload',
  );
  expectStatus(
    await api.post(`/demo/documents/${uploaded.data.id}/approve`, {}),
    200,
    'demo/documents/approve',
  );
  expectStatus(
    await api.post('/address/create', { type: 'cpf', key: cpf }, token),
    200,
    'address/create',
  );
  const launched = gameUrlResponseSchema.parse(
    expectStatus(
      await api.post(
        '/games/url',
        { game_id: slot.id, provider_code: SLOT.provider, mode: 'real', device: 'mobile' },
        token,
      ),
      200,
      'games/url',
    ),
  );
  // The platform names itself by its public URL (localhost); the bench reaches it as given.
  const spinUrl = `${platformUrl}${new URL(launched.gameUrl).pathname}/spin`;
  const float = await createCharge(api, token, FLOAT);
  const paid = expectStatus(
    await api.post('/demo/bank/pay', { payload: float.qrcode }),
    200,
    'demo/bank/pay (float)',
  );
  if (paid.status !== 'paid') throw new Error(`the float was not paid: ${paid.status}`);
  return {
    id: registered.id,
    api,
    email: registered.email,
    token,
    spinUrl,
    floatTxid: float.transaction_id,
  };
}

/**
 * The sums of a player's `GET /wallet/transactions`, page after page, by the balance each row moves
 * (`{ cash, bonus, loyalty }`); null if a page failed.
 */
async function historySum(api, token, noteUnexpected) {
  const sum = { cash: 0, bonus: 0, loyalty: 0 };
  for (let page = 1; ; page += 1) {
    const answer = await api.get(`/wallet/transactions?page=${page}`, token);
    const parsed = answer.status === 200 ? transactionPageSchema.safeParse(answer.json) : null;
    if (!parsed?.success) {
      noteUnexpected('wallet/transactions', answer);
      return null;
    }
    for (const row of parsed.data.data) sum[row.balance ?? 'cash'] += row.amount;
    if (page >= parsed.data.last_page) return sum;
  }
}

/** Latency and outcome figures of one kind of request. */
function summarise(samples, windowStart) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const outcomes = {};
  for (const sample of samples) outcomes[sample.outcome] = (outcomes[sample.outcome] ?? 0) + 1;
  const lastEnd = Math.max(windowStart, ...samples.map((sample) => sample.end));
  return {
    requests: samples.length,
    outcomes,
    seconds: round((lastEnd - windowStart) / 1000, 2),
    latencyMs: {
      p50: round(percentile(sorted, 50) ?? 0),
      p95: round(percentile(sorted, 95) ?? 0),
      p99: round(percentile(sorted, 99) ?? 0),
      max: round(sorted.at(-1) ?? 0),
    },
  };
}

/**
 * The players, the charges and the load against the platform at `platformUrl`; returns the figures
 * and `expected`, what the API's answers say the ledger must hold (wallet-ledger.mjs checks it).
 */
export async function runWalletLoad({
  platformUrl,
  sportsbookSecret,
  options = WALLET_DEFAULTS,
  concurrency,
  log,
}) {
  const api = tenantApi(platformUrl);
  const bonusApi = tenantApi(platformUrl, BONUS_TENANT);
  const runId = randomBytes(4).toString('hex');
  const problems = [];
  const unexpected = [];
  // Why the refused spins and withdrawals were refused (the rules allow only a short balance).
  const refusals = new Map();
  const noteRefusal = (kind, answer) => {
    const key = `${kind}: ${answer.json?.message ?? answer.text.slice(0, 200)}`;
    refusals.set(key, (refusals.get(key) ?? 0) + 1);
  };
  const noteUnexpected = (kind, answer) => {
    unexpected.push(
      `${kind} ${answer.status}: ${answer.json?.message ?? answer.text.slice(0, 200)}`,
    );
  };

  const slotOf = async (tenantApi) => {
    const answer = await tenantApi.post('/games/get', {
      provider_code: SLOT.provider,
      game_id: SLOT.game,
    });
    return gameResponseSchema.parse(expectStatus(answer, 200, `games/get (${tenantApi.tenant})`))
      .data;
  };
  const bonusCount = Math.min(options.bonusPlayers ?? 0, options.players);
  const slots = {
    [TENANT]: await slotOf(api),
    [BONUS_TENANT]: bonusCount > 0 ? await slotOf(bonusApi) : null,
  };

  // Players: the load's (the bonus players last), then the storms' (numbered after them).
  let started = performance.now();
  const makePlayers = async (count, first, playerApi = api) => {
    const made = [];
    const setupErrors = [];
    await inPool(
      Array.from({ length: count }, (_, offset) => async () => {
        try {
          const slot = slots[playerApi.tenant];
          made.push(
            await newPlayer(playerApi, { index: first + offset, runId, slot, platformUrl }),
          );
        } catch (error) {
          setupErrors.push(error.message);
        }
      }),
      SETUP_CONCURRENCY,
    );
    if (setupErrors.length > 0) {
      problems.push(`${setupErrors.length} players could not be made: ${setupErrors[0]}`);
    }
    if (made.length === 0 && count > 0) {
      throw new Error(`no player could be made: ${setupErrors[0]}`);
    }
    return made;
  };
  const regulatedPlayers = await makePlayers(options.players - bonusCount, 0);
  const bonusPlayers = await makePlayers(bonusCount, options.players - bonusCount, bonusApi);
  // Interleaved, so that the load's `index % players.length` reaches both tenants alike.
  const players = shuffle([...regulatedPlayers, ...bonusPlayers]);
  const playersSeconds = round((performance.now() - started) / 1000, 2);
  log(`wallet: ${players.length} players ready in ${playersSeconds} s`);
  const stormPlayers = await makePlayers(options.stormPlayers, options.players);

  // What the ledger must hold, from the answers: per player per type { rows, maxRows, total }. A
  // spin of a bonus player writes a bet (and a win) row per balance it moves, one or two.
  const expectedPlayers = new Map(
    [...players, ...stormPlayers].map((player) => [
      player.id,
      Object.fromEntries(
        LOAD_TYPES.map((type) => [
          type,
          type === 'deposit'
            ? { rows: 1, maxRows: 1, total: FLOAT }
            : { rows: 0, maxRows: 0, total: 0 },
        ]),
      ),
    ]),
  );
  const book = (userId, type, amount, maxRows = 1) => {
    const entry = expectedPlayers.get(userId)[type];
    entry.rows += 1;
    entry.maxRows += maxRows;
    entry.total += amount;
  };
  const rowsPerBalance = (player) => (player.bonusId === undefined ? 1 : 2);

  // Bonus money before the load: the bonuses, and the cashback entries to claim in it.
  started = performance.now();
  const grantedBonuses = await grantBonuses(bonusPlayers, { book, problems });
  for (const player of bonusPlayers) {
    // Converting the bonus writes two rollover rows that sum to zero; the bonus's own check.
    if (player.bonusId !== undefined) expectedPlayers.get(player.id).rollover.maxRows = 2;
  }
  const cashbackEntries = await makeCashbackEntries([
    ...regulatedPlayers.slice(0, bonusPlayers.length),
    ...bonusPlayers,
  ]);
  const bonusSetupSeconds = round((performance.now() - started) / 1000, 2);
  log(
    `wallet: ${grantedBonuses.length} bonuses granted, ${cashbackEntries.length} cashback entries ` +
      `made in ${bonusSetupSeconds} s`,
  );
  const paidAnswers = new Map();

  // Charges.
  started = performance.now();
  const charges = [];
  const chargeSamples = [];
  await inPool(
    Array.from({ length: options.payments }, (_, index) => async () => {
      const player = players[index % players.length];
      const amount = chargeAmount(index);
      const answer = await player.api.post('/main-gateway/qrcode-pix', { amount }, player.token);
      const parsed = answer.status === 200 ? pixChargeResponseSchema.safeParse(answer.json) : null;
      const ok = parsed?.success === true;
      chargeSamples.push({
        ms: answer.ms,
        end: performance.now(),
        outcome: ok ? 'created' : `${answer.status}`,
      });
      if (!ok) return noteUnexpected('qrcode-pix', answer);
      charges.push({
        player,
        amount,
        txid: parsed.data.transaction_id,
        payload: parsed.data.qrcode,
      });
      paidAnswers.set(parsed.data.transaction_id, 0);
    }),
    concurrency,
  );
  const chargesFigures = summarise(chargeSamples, started);
  log(`wallet: ${charges.length} charges created in ${chargesFigures.seconds} s`);

  // The load: payments (and racing second payments), spins and withdrawals, shuffled.
  const samples = { payment: [], spin: [], withdrawal: [], cashbackClaim: [] };
  const pay = (charge, second) => async () => {
    const answer = await charge.player.api.post('/demo/bank/pay', { payload: charge.payload });
    let outcome = `${answer.status}`;
    if (answer.status === 200 && answer.json?.status === 'paid') {
      outcome = 'paid';
      paidAnswers.set(charge.txid, paidAnswers.get(charge.txid) + 1);
      book(charge.player.id, 'deposit', charge.amount);
    } else if (answer.status === 409) {
      // Already paid: right for whichever of a charge's two payments came second.
      outcome = 'already-paid';
    } else {
      noteUnexpected(`demo/bank/pay${second ? ' (second)' : ''}`, answer);
    }
    samples.payment.push({ ms: answer.ms, end: performance.now(), outcome });
  };
  const spin = (player) => async () => {
    const answer = await api.post(player.spinUrl, { stake: STAKE });
    let outcome = `${answer.status}`;
    if (answer.status === 200 && Number.isInteger(answer.json?.win)) {
      outcome = 'played';
      book(player.id, 'bet', -STAKE, rowsPerBalance(player));
      if (answer.json.win > 0) book(player.id, 'win', answer.json.win, rowsPerBalance(player));
    } else if (answer.status === 422) {
      outcome = 'insufficient-balance';
      noteRefusal('spin', answer);
    } else {
      noteUnexpected('spin', answer);
    }
    samples.spin.push({ ms: answer.ms, end: performance.now(), outcome });
  };
  const withdraw = (player) => async () => {
    const answer = await player.api.post(
      '/wallet/withdraw/request',
      { amount: WITHDRAWAL },
      player.token,
      {
        'idempotency-key': randomUUID(),
      },
    );
    let outcome = `${answer.status}`;
    const parsed = answer.status === 200 ? withdrawalResponseSchema.safeParse(answer.json) : null;
    if (parsed?.success) {
      outcome = 'requested';
      book(player.id, 'withdraw', -parsed.data.withdrawal.amount);
    } else if (answer.status === 422) {
      outcome = 'refused';
      noteRefusal('withdrawal', answer);
    } else if (answer.status === 409 && Number.isInteger(answer.json?.bonus_balance)) {
      // `bonuses.withdrawal_forfeits`: the bonus is still active, the player is asked to forfeit
      // it (its balance in the answer), and nothing moves.
      outcome = 'bonus-active';
      noteRefusal('withdrawal', answer);
    } else {
      noteUnexpected('wallet/withdraw/request', answer);
    }
    samples.withdrawal.push({ ms: answer.ms, end: performance.now(), outcome });
  };
  const tasks = shuffle([
    ...charges.map((charge) => pay(charge, false)),
    ...charges.slice(0, options.duplicatePayments).map((charge) => pay(charge, true)),
    ...Array.from({ length: options.spins }, (_, index) => spin(players[index % players.length])),
    ...Array.from({ length: options.withdrawals }, (_, index) =>
      withdraw(players[index % players.length]),
    ),
    ...cashbackClaimTasks(cashbackEntries, {
      book,
      samples: samples.cashbackClaim,
      noteUnexpected,
    }),
  ]);
  const inFlight = Math.min(concurrency, tasks.length);
  log(`wallet: load of ${tasks.length} requests, ${inFlight} in flight at most`);
  const loadBefore = loadavg()[0];
  started = performance.now();
  await inPool(tasks, concurrency);
  const loadSeconds = round((performance.now() - started) / 1000, 2);
  log(`wallet: load done in ${loadSeconds} s`);
  const load = {
    requests: tasks.length,
    concurrency: inFlight,
    seconds: loadSeconds,
    requestsPerSecond: round(tasks.length / loadSeconds, 0),
    // The machine is shared: its 1-minute load average before and after the load.
    machineLoad: { before: round(loadBefore, 2), after: round(loadavg()[0], 2) },
    payments: summarise(samples.payment, started),
    spins: summarise(samples.spin, started),
    withdrawals: summarise(samples.withdrawal, started),
    cashbackClaims: summarise(samples.cashbackClaim, started),
  };

  // The sportsbook storms, on players that took no part in the load.
  let storm = null;
  if (stormPlayers.length > 0) {
    log(
      `wallet: sportsbook storms, ${options.stormBets} bets on each of ${stormPlayers.length} ` +
        'players at once',
    );
    storm = await runSportsbookStorms({
      api,
      platformUrl,
      sportsbookSecret,
      players: stormPlayers,
      bets: options.stormBets,
      concurrency,
      book,
      noteUnexpected,
    });
    log(`wallet: storms done in ${storm.figures.seconds} s (${storm.figures.callbacks} callbacks)`);
  }

  // What each player sees afterwards: the balance, and the sum of the whole history.
  const apiBalances = new Map();
  const apiHistorySums = new Map();
  await inPool(
    [...players, ...stormPlayers].map((player) => async () => {
      const answer = await player.api.get('/profile/wallet', player.token);
      const parsed = answer.status === 200 ? walletResponseSchema.safeParse(answer.json) : null;
      if (parsed?.success) apiBalances.set(player.id, parsed.data.wallet);
      else noteUnexpected('profile/wallet', answer);
      apiHistorySums.set(player.id, await historySum(player.api, player.token, noteUnexpected));
    }),
    SETUP_CONCURRENCY,
  );

  // The floats were paid once each during set-up: their charges join the load's.
  for (const player of [...players, ...stormPlayers]) paidAnswers.set(player.floatTxid, 1);
  return {
    players: players.length,
    bonusPlayers: bonusPlayers.length,
    playersSeconds,
    bonusSetup: {
      bonuses: grantedBonuses.length,
      cashbackEntries: cashbackEntries.length,
      seconds: bonusSetupSeconds,
    },
    charges: chargesFigures,
    load,
    storm: storm?.figures ?? null,
    unexpected: { count: unexpected.length, examples: unexpected.slice(0, 10) },
    connectRetries: api.stats.connectRetries + bonusApi.stats.connectRetries,
    refusals: Object.fromEntries(refusals),
    problems,
    expected: {
      players: expectedPlayers,
      charges: paidAnswers,
      apiBalances,
      apiHistorySums,
      sportsbook: storm?.expected ?? null,
      bonusUsers: bonusPlayers.map((player) => player.id),
      cashback: expectedCashback(cashbackEntries),
    },
  };
}

/**
 * The whole section: a platform of its own on `port` (PostgreSQL at `databaseUrl`, else PGlite in
 * a temporary folder), the load, the platform stopped, the invariants read from its database.
 */
export async function measureWallet({
  port,
  logDir,
  databaseUrl,
  options: asked = {},
  concurrency,
  log = () => {},
}) {
  const options = { ...WALLET_DEFAULTS, ...asked };
  const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'vitrine-bench-wallet-'));
  const database = databaseUrl ? { url: databaseUrl } : { dataDir };
  // The storms sign Betby's callbacks with the key the platform derives from this secret.
  const sportsbookSecret = randomBytes(32).toString('hex');
  try {
    let started = performance.now();
    const platform = await startPlatform({
      port,
      logFile: join(logDir, 'platform-wallet.log'),
      realtimeSecret: randomBytes(32).toString('hex'),
      sportsbookDemoSecret: sportsbookSecret,
      database,
    });
    log(
      `wallet: platform :${port} on ${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`} up in ` +
        `${round((performance.now() - started) / 1000)} s`,
    );
    let result;
    try {
      result = await runWalletLoad({
        platformUrl: platform.url,
        sportsbookSecret,
        options,
        concurrency: concurrency ?? Number.POSITIVE_INFINITY,
        log,
      });
    } finally {
      // PGlite's folder is whole only once the platform has closed it.
      await platform.stop();
    }
    const { expected, ...figures } = result;
    started = performance.now();
    const invariants = await checkWalletInvariants(database, {
      tenants: [TENANT, BONUS_TENANT],
      sportsbookTenant: TENANT,
      expected,
    });
    log(`wallet: invariants read in ${round((performance.now() - started) / 1000)} s`);
    return {
      database: databaseUrl ? 'postgresql' : 'pglite',
      options,
      ...figures,
      invariants,
    };
  } finally {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [players, payments, spins, withdrawals, stormPlayers, stormBets, bonusPlayers] =
    process.argv.slice(2).map(Number);
  const result = await measureWallet({
    port: Number(process.env.BENCH_WALLET_PORT ?? 8991),
    logDir: join(root, 'bench-results'),
    databaseUrl: process.env.BENCH_DATABASE_URL,
    options: {
      ...WALLET_DEFAULTS,
      ...(players ? { players } : {}),
      ...(payments ? { payments, duplicatePayments: Math.ceil(payments / 10) } : {}),
      ...(spins ? { spins } : {}),
      ...(withdrawals ? { withdrawals } : {}),
      ...(Number.isInteger(stormPlayers) ? { stormPlayers } : {}),
      ...(stormBets ? { stormBets } : {}),
      ...(Number.isInteger(bonusPlayers) ? { bonusPlayers } : {}),
    },
    log: (message) => console.error(message),
  });
  console.log(JSON.stringify(result, null, 2));
}

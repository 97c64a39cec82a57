// Sportsbook storms for the wallet section (issue 14 "Performance and reliability"): Betby's wallet
// callbacks, signed as Betby signs them, fired at the platform over HTTP all at once on a few
// players — every player's own calls racing each other for its one wallet.
//
// Per player (`stormBets`, 40 bets, on a float of R$ 30, four at a time: a make goes out as soon as
// the one before it in its lane was answered, racing the results of the earlier ones): bet/make
// with stakes of R$ 5, 10 and 15 in turn — together far beyond the float, so makes race for the
// balance and some are refused (2001) — and every eighth a stake of R$ 100.000 no balance here can
// hold. Each make is sent twice
// at once with the same Betby transaction id (a replay), every fifth a third time with another
// stake (the same id for another bet: at most one of them may be taken, the others refused 2004).
// As soon as a make is accepted its follow-ups go out at once: bet/commit twice, bet/settlement,
// its result — win (2.1 × the stake), lost or refund in turn — twice with one transaction id, a
// rival result of another kind with an id of its own (the bet ends once: one of them is refused
// 2004), and once they are answered the make again (a late replay). `--wallet-concurrency` caps the
// requests in flight, as for the load.
//
// The calls are signed the way the platform verifies them (modules/sportsbook/sportsbook-routes.ts):
// an ES256 JWT `{ iat, exp, jti, aud: brand_id, payload }` under the tenant's Betby key, which in
// demo mode the platform derives from SPORTSBOOK_DEMO_SECRET (stand-in-keys.ts); the bench gives
// its platform that secret and derives the same key with the platform's own code.
//
// What the answers say goes into `expected` for wallet-ledger.mjs: the ledger rows per player, and
// per Betby transaction id the one transaction every accepted answer named.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  betbyEmptyAnswerSchema,
  betbyErrorSchema,
  betbyTransactionAnswerSchema,
} from '@vitrine/contract/sportsbook.ts';
import { siteConfigSchema } from '@vitrine/contract/site-config.ts';
import { betMakeData } from '@vitrine/contract/testing/betby-calls.ts';
import { signEs256 } from '../../apps/platform/src/modules/sportsbook/es256-jwt.ts';
import {
  derivedKeyPair,
  standInBetbyKeyLabel,
} from '../../apps/platform/src/demo/betby/stand-in-keys.ts';
import { expectStatus, TENANT } from './players.mjs';

/** Centavos: the stakes in turn, and one no balance in this bench can hold (R$ 100.000). */
const STAKES = [500, 1_000, 1_500];
const STAKE_BEYOND_ANY_BALANCE = 10_000_000;
const RESULTS = ['win', 'lost', 'refund'];
/**
 * Bets in flight per player: each lane sends its next make as soon as its last was answered, while
 * the results of its earlier bets are still coming in — credits racing debits.
 */
const LANES = 4;
/** A win pays the stake at odds 2.10 (stake included). */
const winOf = (stake) => Math.round(stake * 2.1);

/** Betby's refusals the storm provokes: a short balance, and a transaction id or bet already taken. */
const NOT_ENOUGH_MONEY = 2001;
const BAD_REQUEST = 2004;

/** At most `limit` calls of `run` in flight; the others wait their turn. */
function limiter(limit) {
  let active = 0;
  const waiting = [];
  return async (run) => {
    if (active >= limit) await new Promise((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await run();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

function resultData(kind, betId, stake, transactionId) {
  const base = { bet_transaction_id: betId };
  if (kind === 'win') {
    const amount = winOf(stake);
    return {
      ...base,
      amount,
      currency: 'BRL',
      is_cashout: false,
      transaction: { id: transactionId, amount, currency: 'BRL', operation: 'win' },
    };
  }
  return { ...base, transaction: { id: transactionId, operation: kind } };
}

/**
 * Every player's storm at once. `players`: `{ id, token }` each with `float` centavos and nothing
 * else. Returns the figures, and `expected` (per player the rows the answers add, per Betby
 * transaction id what was accepted) for wallet-ledger.mjs.
 */
export async function runSportsbookStorms({
  api,
  platformUrl,
  sportsbookSecret,
  players,
  bets,
  concurrency,
  book,
  noteUnexpected,
}) {
  const config = await api.get('/site-config');
  const { betby } = siteConfigSchema.parse(expectStatus(config, 200, 'site-config'));
  if (!betby.active) throw new Error(`the ${TENANT} tenant's sportsbook is not active`);
  const key = derivedKeyPair(sportsbookSecret, standInBetbyKeyLabel(TENANT)).privateKey;
  const inFlight = limiter(concurrency);
  const samples = [];
  const outcomes = {};
  // Betby transaction id → { answers: [accepted answers], sends: [{ call, timing, result }] }.
  const transactions = new Map();
  const conflicts = [];
  const oversizedAccepted = [];

  const signed = (data) => {
    const iat = Math.floor(Date.now() / 1000);
    return signEs256(
      { iat, exp: iat + 60, jti: randomUUID(), aud: betby.brand_id, payload: data },
      key,
    );
  };
  const record = (extId) => {
    let entry = transactions.get(extId);
    if (!entry) {
      entry = { answers: [], sends: [] };
      transactions.set(extId, entry);
    }
    return entry;
  };

  /**
   * One callback: its answer parsed, `{ kind: 'answer', answer }`, `{ kind: 'empty' }` or
   * `{ kind: 'refused', code }`; anything else is unexpected (`{ kind: 'unexpected' }`).
   */
  async function callback(path, data, allowedRefusals) {
    const answer = await inFlight(() =>
      api.post(`${platformUrl}/t/${TENANT}/sportsbook/betby/${path}`, { payload: signed(data) }),
    );
    const tally = (outcome) => {
      const name = `${path} ${outcome}`;
      outcomes[name] = (outcomes[name] ?? 0) + 1;
      samples.push({ ms: answer.ms, end: performance.now() });
    };
    if (answer.status === 200) {
      const transaction = betbyTransactionAnswerSchema.safeParse(answer.json);
      if (transaction.success) {
        tally('accepted');
        return { kind: 'answer', answer: transaction.data };
      }
      if (betbyEmptyAnswerSchema.safeParse(answer.json).success) {
        tally('accepted');
        return { kind: 'empty' };
      }
    } else if (answer.status === 400) {
      const refusal = betbyErrorSchema.safeParse(answer.json);
      if (refusal.success && allowedRefusals.includes(refusal.data.code)) {
        tally(`refused ${refusal.data.code}`);
        return { kind: 'refused', code: refusal.data.code };
      }
    }
    tally(`${answer.status}`);
    noteUnexpected(`sportsbook ${path}`, answer);
    return { kind: 'unexpected' };
  }

  /** A money callback about Betby transaction `extId`: its answer kept under that id. */
  async function money(path, data, extId, allowedRefusals) {
    const entry = record(extId);
    // The same call again is the same path with the same amount (the rival make has another).
    const send = { call: `${path} ${data.amount ?? ''}`, startedAt: performance.now() };
    entry.sends.push(send);
    const result = await callback(path, data, allowedRefusals);
    send.endedAt = performance.now();
    send.result = result;
    if (result.kind === 'answer') {
      if (result.answer.ext_transaction_id !== extId) {
        conflicts.push(`${path} ${extId} answered for ${result.answer.ext_transaction_id}`);
      }
      const first = entry.answers[0];
      entry.answers.push(result.answer);
      if (!first) {
        return { ...result, first: true };
      }
      const same = ['id', 'operation', 'amount', 'user_id', 'parent_transaction_id'].every(
        (field) => first[field] === result.answer[field],
      );
      if (!same) {
        conflicts.push(
          `${path} ${extId}: answered ${JSON.stringify(first)} then ${JSON.stringify(result.answer)}`,
        );
      }
      return { ...result, first: false };
    }
    return result;
  }

  /**
   * A replay refused although the same call was accepted: with 2004 ever (the same call is never a
   * conflict), with 2001 when it went out after the acceptance came back (a short balance before
   * it, credited since, is Betby's retry succeeding: not a replay of an accepted call).
   */
  function refusedReplays(extId, entry) {
    const taken = entry.sends.find((send) => send.result?.kind === 'answer');
    if (!taken) return [];
    return entry.sends
      .filter(
        (send) =>
          send.call === taken.call &&
          send.result?.kind === 'refused' &&
          (send.result.code !== NOT_ENOUGH_MONEY || send.startedAt > taken.endedAt),
      )
      .map(
        (send) =>
          `${send.call.trim()} ${extId}: accepted as ${taken.result.answer.id}, its replay ` +
          `refused ${send.result.code}`,
      );
  }

  /** A result (win, lost, refund) of `bet`: books what it moved the first time it is accepted. */
  async function result(player, kind, bet, stake, extId) {
    const path = `bet/${kind}`;
    const outcome = await money(path, resultData(kind, bet.id, stake, extId), extId, [BAD_REQUEST]);
    if (outcome.kind !== 'answer' || !outcome.first) return;
    if (kind === 'win') book(player.id, 'win', outcome.answer.amount);
    // A refund returns the stake with a `bet` row of +stake; a loss moves nothing.
    if (kind === 'refund') book(player.id, 'bet', outcome.answer.amount);
  }

  /** Everything that follows an accepted bet, at once, then the make replayed late. */
  async function followUps(player, index, bet, stake, replayMake) {
    const kind = RESULTS[index % RESULTS.length];
    const rival = RESULTS[(index + 1) % RESULTS.length];
    const resultId = randomUUID();
    const settled = { win: 'won', lost: 'lost', refund: 'refund' }[kind];
    await Promise.all([
      callback('bet/commit', { bet_transaction_id: bet.id }, []),
      callback('bet/commit', { bet_transaction_id: bet.id }, []),
      callback('bet/settlement', { bet_transaction_id: bet.id, status: settled }, []),
      result(player, kind, bet, stake, resultId),
      result(player, kind, bet, stake, resultId),
      result(player, rival, bet, stake, randomUUID()),
    ]);
    await replayMake();
  }

  // Follow-ups still in flight: a lane's next make does not wait for them, it races them.
  const pending = [];

  /** Bet `index` of `player`: the make and its replays, answered; its follow-ups left running. */
  async function bet(player, index) {
    const stake =
      index % 8 === 7 ? STAKE_BEYOND_ANY_BALANCE : (STAKES[index % STAKES.length] ?? STAKES[0]);
    const extId = randomUUID();
    const make = (amount) =>
      money('bet/make', betMakeData(player.id, amount, extId), extId, [
        NOT_ENOUGH_MONEY,
        BAD_REQUEST,
      ]);
    const accepted = async (outcome) => {
      if (outcome.kind !== 'answer' || !outcome.first) return;
      const { answer } = outcome;
      book(player.id, 'bet', -answer.amount);
      if (answer.amount === STAKE_BEYOND_ANY_BALANCE) {
        oversizedAccepted.push(`player ${player.id}: stake ${answer.amount} taken (${extId})`);
      }
      await followUps(player, index, answer, answer.amount, async () => {
        await make(answer.amount);
      });
    };
    const sends = [make(stake), make(stake)];
    // The same transaction id for another stake: Betby never does it, a broken proxy might.
    if (index % 5 === 4) sends.push(make(stake + 100));
    await Promise.all(sends.map((send) => send.then((outcome) => pending.push(accepted(outcome)))));
  }

  /** One of a player's lanes: its bets one after another, each sent once the last was answered. */
  async function lane(player, first) {
    for (let index = first; index < bets; index += LANES) await bet(player, index);
  }

  const started = performance.now();
  await Promise.all(
    players.flatMap((player) => Array.from({ length: LANES }, (_, first) => lane(player, first))),
  );
  // Each accepted make queued its follow-ups before its lane moved on: all are in `pending` now.
  await Promise.all(pending);
  const seconds = (performance.now() - started) / 1000;

  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  const at = (p) =>
    sorted.length === 0
      ? 0
      : Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] * 10) / 10;
  const accepted = new Map();
  for (const [extId, entry] of transactions) {
    if (entry.answers[0]) accepted.set(extId, entry.answers[0]);
    conflicts.push(...refusedReplays(extId, entry));
  }
  const replayed = [...transactions.values()].filter((entry) => entry.sends.length > 1).length;
  return {
    figures: {
      players: players.length,
      bets,
      callbacks: samples.length,
      transactionIds: transactions.size,
      replayedIds: replayed,
      seconds: Math.round(seconds * 100) / 100,
      callbacksPerSecond: Math.round(samples.length / seconds),
      outcomes,
      latencyMs: { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) },
      oversizedStake: STAKE_BEYOND_ANY_BALANCE,
    },
    expected: {
      userIds: players.map((player) => player.id),
      accepted,
      answerConflicts: conflicts,
      oversizedAccepted,
    },
  };
}

// Bonus money in the wallet's load (issue 37; docs/design/bonuses-plan.md "Money", "Cashback"):
// before the load, the demo operator console grants the unregulated tenant's players a bonus with
// a rollover (`demo/console/bonuses/grant`), so their spins in the load take cash, then bonus; and
// makes cashback entries for players of both tenants (`demo/console/cashback/entry`, then
// `…/advance` so that one part is claimable now: all of an immediate entry, the first third of a
// calendar one). In the load, each entry is claimed many times at once (`bonuses/cashback/claim`):
// half the claims repeat one Idempotency-Key, half bring their own. Only the unlocked part may be
// paid, once; the repeats of a paid key are answered again (`Idempotent-Replayed`), the others are
// refused with a 409. wallet-ledger.mjs checks the database against these answers.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  cashbackClaimResponseSchema,
  demoBonusGrantResponseSchema,
} from '@vitrine/contract/bonuses.ts';
import { demoCashbackResponseSchema } from '@vitrine/contract/cashback-console.ts';
import { expectStatus } from './players.mjs';

/**
 * Centavos: each bonus, its rollover ×1 or ×3 in turn (5 or 15 spins of R$ 10 at full
 * contribution: some bonuses convert during the load, others stay active), the entries.
 */
const BONUS = 5_000;
const ROLLOVER_MULTIPLIERS = [1, 3];
const ENTRY_AMOUNT = { immediate: 1_500, calendar: 900 };
/** Claims of one entry at once: this many share one key, as many bring their own. */
const SHARED_KEY_CLAIMS = 4;
const OWN_KEY_CLAIMS = 4;
/** A claim refused because nothing is claimable now (the code is in the body). */
const CLAIM_REFUSALS = new Set(['bonuses.cashback_claimed', 'bonuses.cashback_locked']);

/** The console's grant for each of `players` (all of the unregulated tenant): booked as answered. */
export async function grantBonuses(players, { book, problems }) {
  const granted = [];
  for (const [index, player] of players.entries()) {
    const answer = await player.api.post('/demo/console/bonuses/grant', {
      player: player.email,
      amount: BONUS,
      rollover_multiplier: ROLLOVER_MULTIPLIERS[index % ROLLOVER_MULTIPLIERS.length],
      valid_days: 7,
    });
    const parsed =
      answer.status === 201 ? demoBonusGrantResponseSchema.safeParse(answer.json) : null;
    if (!parsed?.success) {
      problems.push(`a bonus could not be granted: ${answer.status} ${answer.text.slice(0, 200)}`);
      continue;
    }
    book(player.id, 'bonus', parsed.data.bonus.amount);
    player.bonusId = parsed.data.bonus.id;
    granted.push(parsed.data.bonus.id);
  }
  return granted;
}

/**
 * One console entry for each of `players`, immediate and calendar in turn, its first part unlocked
 * now: `[{ player, id, type, amount, claims, paid: [], replayed: 0, refused: 0 }]`.
 */
export async function makeCashbackEntries(players) {
  const entries = [];
  for (const [index, player] of players.entries()) {
    const type = index % 2 === 0 ? 'immediate' : 'calendar';
    const made = demoCashbackResponseSchema.parse(
      expectStatus(
        await player.api.post('/demo/console/cashback/entry', {
          player: player.email,
          type,
          amount: ENTRY_AMOUNT[type],
        }),
        201,
        'demo/console/cashback/entry',
      ),
    ).entry;
    expectStatus(
      await player.api.post('/demo/console/cashback/advance', { entry_id: made.id }),
      200,
      'demo/console/cashback/advance',
    );
    entries.push({
      player,
      id: made.id,
      type,
      amount: made.amount,
      claims: made.claims,
      // What the answers paid: one amount per 200 that was not a replay.
      paid: [],
      replayed: 0,
      refused: 0,
    });
  }
  return entries;
}

/** The claims of every entry, to be shuffled into the load; `samples` gets one per answer. */
export function cashbackClaimTasks(entries, { book, samples, noteUnexpected }) {
  const tasks = [];
  for (const entry of entries) {
    const sharedKey = randomUUID();
    const claim = (key) => async () => {
      const answer = await entry.player.api.post(
        '/bonuses/cashback/claim',
        { cashback_id: entry.id },
        entry.player.token,
        { 'idempotency-key': key },
      );
      let outcome = `${answer.status}`;
      const parsed =
        answer.status === 200 ? cashbackClaimResponseSchema.safeParse(answer.json) : null;
      if (parsed?.success && answer.replayed) {
        outcome = 'replayed';
        entry.replayed += 1;
      } else if (parsed?.success) {
        outcome = 'paid';
        entry.paid.push(parsed.data.amount);
        book(entry.player.id, 'cashback', parsed.data.amount);
      } else if (answer.status === 409 && CLAIM_REFUSALS.has(answer.json?.code)) {
        outcome = 'refused';
        entry.refused += 1;
      } else if (answer.status === 409 && answer.retryAfter !== null) {
        // The same key's first call was still running (`idempotency.in_flight`): nothing moved.
        outcome = 'key-in-flight';
      } else {
        noteUnexpected('bonuses/cashback/claim', answer);
      }
      samples.push({ ms: answer.ms, end: performance.now(), outcome });
    };
    for (let i = 0; i < SHARED_KEY_CLAIMS; i += 1) tasks.push(claim(sharedKey));
    for (let i = 0; i < OWN_KEY_CLAIMS; i += 1) tasks.push(claim(randomUUID()));
  }
  return tasks;
}

/** What wallet-ledger.mjs checks of the entries: by entry id, the owner and what was paid. */
export const expectedCashback = (entries) =>
  new Map(
    entries.map((entry) => [
      entry.id,
      {
        userId: entry.player.id,
        type: entry.type,
        claims: entry.claims,
        // The console unlocked one part: a second paid answer is a claim paid twice.
        unlocked: 1,
        paid: entry.paid.length,
        paidAmount: entry.paid.reduce((sum, amount) => sum + amount, 0),
      },
    ]),
  );

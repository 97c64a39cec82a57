// The wallet section's invariants (issue 13 "Reliability and performance"), read from the
// platform's own database after the load: every wallet equals the sum of its ledger rows, every
// charge was credited exactly once, no balance ever went below zero, and the ledger holds exactly
// the movements the API answered for; and the sportsbook storms' own (checkStormInvariants). PostgreSQL is read with `pg` at its URL; PGlite by opening
// the folder the platform wrote (only once the platform has stopped: PGlite has one user at a time).
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** `{ url }` or `{ dataDir }`, as servers.mjs startPlatform() took it: `{ query(text, params), close() }`. */
async function openReader(database) {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    return {
      query: async (text, params) => (await client.query(text, params)).rows,
      close: () => client.end(),
    };
  }
  // The same extension the platform loads (migration 0002 created it in this database).
  const client = new PGlite(database.dataDir, { extensions: { pg_trgm } });
  await client.waitReady;
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    close: () => client.close(),
  };
}

/** int8 and numeric come back as strings from `pg`, as bigint or number from PGlite. */
const number = (value) => (value === null || value === undefined ? 0 : Number(value));

/** The players' ledger, wallets and charges, by user id. */
async function readPlayers(reader, tenant, userIds) {
  const [tenantRow] = await reader.query('select id from tenants where slug = $1', [tenant]);
  if (!tenantRow) throw new Error(`no tenant ${tenant} in the database`);
  const params = [tenantRow.id, `{${userIds.join(',')}}`];
  const own = 'tenant_id = $1 and user_id = any($2::int[])';
  // One after another: a `pg` client runs one query at a time, and PGlite has one connection.
  const movements = await reader.query(
    `select user_id, type, count(*) as rows, coalesce(sum(amount), 0) as total
       from wallet_transactions where ${own} group by user_id, type`,
    params,
  );
  const wallets = await reader.query(
    `select user_id, balance, deposit_count from wallets where ${own}`,
    params,
  );
  // Rows of one wallet are written under its lock, so their ids follow the order of commits.
  const lowest = await reader.query(
    `select user_id, min(running) as lowest from (
       select user_id, sum(amount) over (partition by user_id order by id) as running
         from wallet_transactions where ${own}) as history
     group by user_id`,
    params,
  );
  const charges = await reader.query(
    `select user_id, txid, status, amount from pix_charges where ${own}`,
    params,
  );
  const players = new Map(
    userIds.map((id) => [
      id,
      { ledger: {}, ledgerSum: 0, wallet: null, lowest: 0, paidCharges: 0, paidAmount: 0 },
    ]),
  );
  for (const row of movements) {
    const player = players.get(number(row.user_id));
    if (!player) continue;
    player.ledger[row.type] = { rows: number(row.rows), total: number(row.total) };
    player.ledgerSum += number(row.total);
  }
  for (const row of wallets) {
    const player = players.get(number(row.user_id));
    if (player)
      player.wallet = { balance: number(row.balance), depositCount: number(row.deposit_count) };
  }
  for (const row of lowest) {
    const player = players.get(number(row.user_id));
    if (player) player.lowest = Math.min(0, number(row.lowest));
  }
  const chargeStatus = new Map();
  for (const row of charges) {
    chargeStatus.set(row.txid, row.status);
    const player = players.get(number(row.user_id));
    if (player && row.status === 'paid') {
      player.paidCharges += 1;
      player.paidAmount += number(row.amount);
    }
  }
  return { players, chargeStatus };
}

/**
 * The storms' players' sportsbook rows, and their ledger rows with the balance before each (rows of
 * one wallet are written under its lock, so their ids follow the order of commits).
 */
async function readSportsbook(reader, tenant, userIds) {
  const [tenantRow] = await reader.query('select id from tenants where slug = $1', [tenant]);
  const params = [tenantRow.id, `{${userIds.join(',')}}`];
  const own = 'tenant_id = $1 and user_id = any($2::int[])';
  const rows = await reader.query(
    `select id, user_id, operation, ext_transaction_id, bet_id, amount, ledger_amount, result,
            rolled_back_at
       from sportsbook_transactions where ${own}`,
    params,
  );
  const ledger = await reader.query(
    `select id, user_id, type, amount, sportsbook_transaction_id,
            sum(amount) over (partition by user_id order by id) - amount as before
       from wallet_transactions where ${own}`,
    params,
  );
  return { rows, ledger };
}

/**
 * The storms' invariants (sportsbook-storm.mjs), for `storm`: `{ userIds, accepted: Map<Betby
 * transaction id, the answer accepted>, answerConflicts, oversizedAccepted }`. Every accepted
 * transaction is one row whose ledger row moved exactly its amount and no other row exists (the
 * ledger = the answers); no stake was taken from a balance smaller than it; replays and their
 * answers changed nothing; a bet ended at most once. With the wallets of these players alone.
 */
async function checkStormInvariants(reader, tenant, storm, players) {
  const { rows, ledger } = await readSportsbook(reader, tenant, storm.userIds);
  const broken = {
    walletOffLedger: [],
    negativeBalances: [],
    stakesBeyondBalance: [...storm.oversizedAccepted],
    replaysChangedSomething: [...storm.answerConflicts],
    resultsPerBet: [],
    ledgerVsAnswers: [],
  };
  for (const userId of storm.userIds) {
    const player = players.get(userId);
    const balance = player?.wallet?.balance ?? 0;
    if (balance !== player?.ledgerSum) {
      broken.walletOffLedger.push(`user ${userId}: wallet ${balance}, rows ${player?.ledgerSum}`);
    }
    if ((player?.lowest ?? 0) < 0 || balance < 0) {
      broken.negativeBalances.push(`user ${userId}: lowest ${player?.lowest}, final ${balance}`);
    }
  }
  const ledgerBySportsbookId = new Map();
  for (const row of ledger) {
    if (row.sportsbook_transaction_id === null) continue;
    const id = number(row.sportsbook_transaction_id);
    const list = ledgerBySportsbookId.get(id) ?? [];
    list.push(row);
    ledgerBySportsbookId.set(id, list);
  }
  const rowsByExt = new Map();
  const resultsByBet = new Map();
  for (const row of rows) {
    const extId = row.ext_transaction_id;
    const list = rowsByExt.get(extId) ?? [];
    list.push(row);
    rowsByExt.set(extId, list);
    if (['win', 'lost', 'refund'].includes(row.operation) && row.rolled_back_at === null) {
      const betId = number(row.bet_id);
      resultsByBet.set(betId, [...(resultsByBet.get(betId) ?? []), row.operation]);
    }
  }
  for (const [betId, results] of resultsByBet) {
    if (results.length > 1) {
      broken.resultsPerBet.push(
        `bet ${betId} ended ${results.length} times: ${results.join(', ')}`,
      );
    }
  }
  for (const [extId, list] of rowsByExt) {
    if (list.length > 1) {
      broken.replaysChangedSomething.push(`transaction ${extId}: ${list.length} rows`);
    }
    if (!storm.accepted.has(extId)) {
      broken.ledgerVsAnswers.push(
        `transaction ${extId}: a ${list[0].operation} row no accepted answer named`,
      );
    }
  }
  for (const [extId, answer] of storm.accepted) {
    const [row] = rowsByExt.get(extId) ?? [];
    if (!row) {
      broken.ledgerVsAnswers.push(`transaction ${extId}: accepted as ${answer.id}, no row`);
      continue;
    }
    if (
      String(row.id) !== answer.id ||
      row.operation !== answer.operation ||
      number(row.amount) !== answer.amount
    ) {
      broken.ledgerVsAnswers.push(
        `transaction ${extId}: answered ${answer.operation} ${answer.id} (${answer.amount}), row ` +
          `${row.operation} ${row.id} (${number(row.amount)})`,
      );
    }
    // What the answer says moved: a bet its stake out, a win or a refund its amount in, a loss nothing.
    const moved =
      answer.operation === 'bet' ? -answer.amount : answer.operation === 'lost' ? 0 : answer.amount;
    const written = ledgerBySportsbookId.get(number(row.id)) ?? [];
    const writtenSum = written.reduce((sum, entry) => sum + number(entry.amount), 0);
    if (written.length > 1) {
      broken.replaysChangedSomething.push(
        `transaction ${extId}: ${written.length} ledger rows for one ${answer.operation}`,
      );
    }
    if (writtenSum !== moved || number(row.ledger_amount) !== moved) {
      broken.ledgerVsAnswers.push(
        `transaction ${extId} (${answer.operation}): answered ${moved}, ledger ${writtenSum}, ` +
          `row's ledger_amount ${number(row.ledger_amount)}`,
      );
    }
    if (answer.operation === 'bet') {
      for (const entry of written) {
        const before = number(entry.before);
        if (before < answer.amount) {
          broken.stakesBeyondBalance.push(
            `user ${answer.user_id}: stake ${answer.amount} taken from a balance of ${before}`,
          );
        }
      }
    }
  }
  return {
    players: storm.userIds.length,
    rows: rows.length,
    ...Object.fromEntries(
      Object.entries(broken).map(([name, list]) => [
        name,
        { count: list.length, examples: list.slice(0, 10) },
      ]),
    ),
  };
}

/** Rows and total of one movement type, zero when the ledger has none. */
const rowsOf = (player, type) => player.ledger[type] ?? { rows: 0, total: 0 };

/**
 * Checks the invariants for `expected`: `{ players: Map<userId, { deposit, bet, win, withdraw }>`
 * (each `{ rows, total }` as the API's answers add up, signed like the ledger),
 * `charges: Map<txid, paidAnswers>`, `apiBalances` and `apiHistorySums`: `Map<userId, centavos>`,
 * the balance and the sum of the history the player is shown }`. Returns counts of
 * what broke (0 everywhere when the wallet held) and up to 10 examples of each.
 */
export async function checkWalletInvariants(database, { tenant, expected }) {
  const reader = await openReader(database);
  try {
    const userIds = [...expected.players.keys()];
    const { players, chargeStatus } = await readPlayers(reader, tenant, userIds);
    const broken = {
      walletOffLedger: [],
      chargesNotPaidOnce: [],
      depositsVsCharges: [],
      negativeBalances: [],
      movementsVsAnswers: [],
      apiVsDatabase: [],
    };
    for (const [userId, player] of players) {
      const balance = player.wallet?.balance ?? 0;
      if (balance !== player.ledgerSum) {
        broken.walletOffLedger.push(`user ${userId}: wallet ${balance}, rows ${player.ledgerSum}`);
      }
      const deposits = rowsOf(player, 'deposit');
      if (
        deposits.rows !== player.paidCharges ||
        deposits.total !== player.paidAmount ||
        (player.wallet?.depositCount ?? 0) !== player.paidCharges
      ) {
        broken.depositsVsCharges.push(
          `user ${userId}: ${deposits.rows} deposit rows (${deposits.total}), ` +
            `${player.paidCharges} paid charges (${player.paidAmount}), ` +
            `deposit_count ${player.wallet?.depositCount ?? 0}`,
        );
      }
      if (player.lowest < 0 || balance < 0) {
        broken.negativeBalances.push(`user ${userId}: lowest ${player.lowest}, final ${balance}`);
      }
      const answered = expected.players.get(userId);
      for (const type of ['deposit', 'bet', 'win', 'withdraw']) {
        const want = answered?.[type] ?? { rows: 0, total: 0 };
        const have = rowsOf(player, type);
        if (want.rows !== have.rows || want.total !== have.total) {
          broken.movementsVsAnswers.push(
            `user ${userId} ${type}: answered ${want.rows} (${want.total}), ledger ` +
              `${have.rows} (${have.total})`,
          );
        }
      }
      for (const type of Object.keys(player.ledger)) {
        if (!['deposit', 'bet', 'win', 'withdraw'].includes(type)) {
          broken.movementsVsAnswers.push(`user ${userId}: unexpected ${type} rows`);
        }
      }
      const shown = expected.apiBalances.get(userId);
      const history = expected.apiHistorySums.get(userId);
      if (shown !== balance || history !== balance) {
        broken.apiVsDatabase.push(
          `user ${userId}: GET profile/wallet ${shown}, GET /wallet/transactions sums to ` +
            `${history}, database ${balance}`,
        );
      }
    }
    let unpaid = 0;
    for (const [txid, paidAnswers] of expected.charges) {
      const status = chargeStatus.get(txid);
      // Never paid (its payments got no answer: counted among the unexpected answers) is no breach.
      if (paidAnswers === 0 && status === 'waiting_payment') unpaid += 1;
      else if (paidAnswers !== 1 || status !== 'paid') {
        broken.chargesNotPaidOnce.push(`${txid}: ${paidAnswers} paid answers, status ${status}`);
      }
    }
    const sportsbook = expected.sportsbook
      ? await checkStormInvariants(reader, tenant, expected.sportsbook, players)
      : null;
    return {
      players: players.size,
      charges: expected.charges.size,
      sportsbook,
      unpaidCharges: unpaid,
      ...Object.fromEntries(
        Object.entries(broken).map(([name, list]) => [
          name,
          { count: list.length, examples: list.slice(0, 10) },
        ]),
      ),
    };
  } finally {
    await reader.close();
  }
}

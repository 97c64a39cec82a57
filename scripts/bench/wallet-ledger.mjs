// The wallet section's invariants (issue 13 "Reliability and performance"), read from the
// platform's own database after the load: every wallet equals the sum of its ledger rows, every
// charge was credited exactly once, no balance ever went below zero, and the ledger holds exactly
// the movements the API answered for. PostgreSQL is read with `pg` at its URL; PGlite by opening
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
    return {
      players: players.size,
      charges: expected.charges.size,
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

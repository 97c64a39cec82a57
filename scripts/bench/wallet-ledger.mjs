// The wallet section's invariants (issue 13 "Reliability and performance"), read from the
// platform's own database after the load: every balance of a wallet (cash, bonus, loyalty) equals
// the sum of its own ledger rows, every charge was credited exactly once, no balance ever went
// below zero, and the ledger holds exactly the movements the API answered for; the bonus money's
// (issue 37, checkBonusMoney): no bonus counted more wagered than was staked while it ran, a
// conversion moved its amount from bonus to cash, no cashback entry paid more than its claims or
// than the answers said; and the sportsbook storms' own (checkStormInvariants). PostgreSQL is read
// with `pg` at its URL; PGlite by opening the folder the platform wrote (only once the platform has
// stopped: PGlite has one user at a time).
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

const BALANCES = ['cash', 'bonus', 'loyalty'];

/** The ids of the tenants named `slugs`; a throw if one is missing. */
async function tenantIds(reader, slugs) {
  const rows = await reader.query('select id, slug from tenants where slug = any($1::text[])', [
    `{${slugs.join(',')}}`,
  ]);
  for (const slug of slugs) {
    if (!rows.some((row) => row.slug === slug))
      throw new Error(`no tenant ${slug} in the database`);
  }
  return `{${rows.map((row) => number(row.id)).join(',')}}`;
}

/**
 * The players' ledger, wallets and charges, by user id: `ledger` per type, `balances` and `sums`
 * (its rows) and `lowest` (the lowest running sum of its rows) per balance, `ledgerSum` the cash's.
 */
async function readPlayers(reader, tenants, userIds) {
  const params = [await tenantIds(reader, tenants), `{${userIds.join(',')}}`];
  const own = 'tenant_id = any($1::int[]) and user_id = any($2::int[])';
  // One after another: a `pg` client runs one query at a time, and PGlite has one connection.
  const movements = await reader.query(
    `select user_id, type, balance_kind, count(*) as rows, coalesce(sum(amount), 0) as total
       from wallet_transactions where ${own} group by user_id, type, balance_kind`,
    params,
  );
  const wallets = await reader.query(
    `select user_id, balance, bonus_balance, loyalty_balance, deposit_count from wallets
      where ${own}`,
    params,
  );
  // Rows of one wallet are written under its lock, so their ids follow the order of commits.
  const lowest = await reader.query(
    `select user_id, balance_kind, min(running) as lowest from (
       select user_id, balance_kind,
              sum(amount) over (partition by user_id, balance_kind order by id) as running
         from wallet_transactions where ${own}) as history
     group by user_id, balance_kind`,
    params,
  );
  const charges = await reader.query(
    `select user_id, txid, status, amount from pix_charges where ${own}`,
    params,
  );
  const perBalance = () => Object.fromEntries(BALANCES.map((kind) => [kind, 0]));
  const players = new Map(
    userIds.map((id) => [
      id,
      {
        ledger: {},
        sums: perBalance(),
        ledgerSum: 0,
        wallet: null,
        lowest: perBalance(),
        paidCharges: 0,
        paidAmount: 0,
      },
    ]),
  );
  for (const row of movements) {
    const player = players.get(number(row.user_id));
    if (!player) continue;
    const type = player.ledger[row.type] ?? { rows: 0, total: 0 };
    type.rows += number(row.rows);
    type.total += number(row.total);
    player.ledger[row.type] = type;
    player.sums[row.balance_kind] += number(row.total);
  }
  for (const player of players.values()) player.ledgerSum = player.sums.cash;
  for (const row of wallets) {
    const player = players.get(number(row.user_id));
    if (player)
      player.wallet = {
        balance: number(row.balance),
        balances: {
          cash: number(row.balance),
          bonus: number(row.bonus_balance),
          loyalty: number(row.loyalty_balance),
        },
        depositCount: number(row.deposit_count),
      };
  }
  for (const row of lowest) {
    const player = players.get(number(row.user_id));
    if (player) player.lowest[row.balance_kind] = Math.min(0, number(row.lowest));
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
    if ((player?.lowest.cash ?? 0) < 0 || balance < 0) {
      broken.negativeBalances.push(
        `user ${userId}: lowest ${player?.lowest.cash}, final ${balance}`,
      );
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
 * The bonus money's invariants: each bonus of `bonusUsers` counted no more wagered than the stakes
 * of its player since it was granted, and was converted (two `rollover` rows, −B bonus and +B cash,
 * B = `converted`) exactly when completed; each cashback entry of `cashback` (by id: `{ userId,
 * claims, unlocked, paid, paidAmount }`) paid no more than its claims and its unlocked parts, as
 * many times and as much as the answers said, and its player's `cashback` rows add up to it.
 */
async function checkBonusMoney(reader, tenantList, { bonusUsers, cashback }, players) {
  const params = [tenantList, `{${bonusUsers.join(',')}}`];
  const bonuses = await reader.query(
    `select b.id, b.user_id, b.status, b.amount, b.wagered, b.converted,
            (select coalesce(-sum(w.amount), 0) from wallet_transactions w
              where w.tenant_id = b.tenant_id and w.user_id = b.user_id and w.type = 'bet'
                and w.created_at >= b.created_at) as staked,
            (select count(*) from wallet_transactions w
              where w.tenant_id = b.tenant_id and w.user_id = b.user_id and w.type = 'rollover'
                and w.balance_kind = 'cash' and w.amount = b.converted) as cash_rollovers,
            (select count(*) from wallet_transactions w
              where w.tenant_id = b.tenant_id and w.user_id = b.user_id and w.type = 'rollover'
                and w.balance_kind = 'bonus' and w.amount = -b.converted) as bonus_rollovers
       from bonuses b where b.tenant_id = any($1::int[]) and b.user_id = any($2::int[])`,
    params,
  );
  // How much the spins took from the bonus balances: the load did stake bonus money.
  const [bonusStakes] = await reader.query(
    `select count(*) as rows, coalesce(-sum(amount), 0) as total from wallet_transactions
      where tenant_id = any($1::int[]) and user_id = any($2::int[]) and type = 'bet'
        and balance_kind = 'bonus'`,
    params,
  );
  const entries = await reader.query(
    `select id, user_id, claimed, claimed_amount, amount, credited_to from cashback_entries
      where tenant_id = any($1::int[]) and id = any($2::int[])`,
    [tenantList, `{${[...cashback.keys()].join(',')}}`],
  );
  const broken = {
    wageredBeyondStakes: [],
    conversions: [],
    cashbackOverpaid: [],
    cashbackVsAnswers: [],
  };
  const statuses = {};
  for (const row of bonuses) {
    statuses[row.status] = (statuses[row.status] ?? 0) + 1;
    const wagered = number(row.wagered);
    if (wagered < 0 || wagered > number(row.staked)) {
      broken.wageredBeyondStakes.push(
        `bonus ${row.id}: wagered ${wagered}, staked ${number(row.staked)} since its grant`,
      );
    }
    const converted = number(row.converted);
    const completed = row.status === 'completed';
    const pairs = [number(row.cash_rollovers), number(row.bonus_rollovers)];
    const rollovers = rowsOf(players.get(number(row.user_id)), 'rollover');
    if (
      completed
        ? converted <= 0 || pairs.some((count) => count !== 1) || rollovers.rows !== 2
        : converted !== 0 || rollovers.rows !== 0
    ) {
      broken.conversions.push(
        `bonus ${row.id} ${row.status}: converted ${converted}, ${rollovers.rows} rollover rows`,
      );
    }
  }
  const paidByUser = new Map();
  for (const row of entries) {
    const want = cashback.get(number(row.id));
    const claimed = number(row.claimed);
    const claimedAmount = number(row.claimed_amount);
    if (claimed > want.claims || claimed > want.unlocked || claimedAmount > number(row.amount)) {
      broken.cashbackOverpaid.push(
        `entry ${row.id}: ${claimed} of ${want.claims} claims paid (${want.unlocked} unlocked), ` +
          `${claimedAmount} of ${number(row.amount)}`,
      );
    }
    if (claimed !== want.paid || claimedAmount !== want.paidAmount) {
      broken.cashbackVsAnswers.push(
        `entry ${row.id}: ${want.paid} paid answers (${want.paidAmount}), database ${claimed} ` +
          `(${claimedAmount})`,
      );
    }
    const userId = number(row.user_id);
    const paid = paidByUser.get(userId) ?? { rows: 0, total: 0, kind: row.credited_to };
    paid.rows += claimed;
    paid.total += claimedAmount;
    paidByUser.set(userId, paid);
  }
  if (entries.length !== cashback.size) {
    broken.cashbackVsAnswers.push(`${cashback.size} entries made, ${entries.length} found`);
  }
  for (const [userId, paid] of paidByUser) {
    const have = rowsOf(players.get(userId), 'cashback');
    if (have.rows !== paid.rows || have.total !== paid.total) {
      broken.cashbackOverpaid.push(
        `user ${userId}: entries paid ${paid.rows} claims (${paid.total}) into ${paid.kind}, ` +
          `ledger ${have.rows} cashback rows (${have.total})`,
      );
    }
  }
  return {
    bonuses: bonuses.length,
    statuses,
    bonusStakes: { rows: number(bonusStakes?.rows), total: number(bonusStakes?.total) },
    cashbackEntries: entries.length,
    cashbackClaimsPaid: entries.reduce((sum, row) => sum + number(row.claimed), 0),
    ...Object.fromEntries(
      Object.entries(broken).map(([name, list]) => [
        name,
        { count: list.length, examples: list.slice(0, 10) },
      ]),
    ),
  };
}

/**
 * Checks the invariants for `expected`: `{ players: Map<userId, { deposit, bet, win, withdraw,
 * bonus, rollover, cashback }>` (each `{ rows, maxRows, total }` as the API's answers add up, signed
 * like the ledger: a spin of a bonus player writes one or two rows), `charges: Map<txid,
 * paidAnswers>`, `apiBalances` (`Map<userId, the wallet GET profile/wallet showed>`),
 * `apiHistorySums` (`Map<userId, { cash, bonus, loyalty }>`, the history the player is shown
 * summed per balance), `bonusUsers` and `cashback` (checkBonusMoney) }`, the players in `tenants`,
 * the storms' in `sportsbookTenant`. Returns counts of what broke (0 everywhere when the wallet
 * held) and up to 10 examples of each.
 */
export async function checkWalletInvariants(database, { tenants, sportsbookTenant, expected }) {
  const reader = await openReader(database);
  try {
    const userIds = [...expected.players.keys()];
    const { players, chargeStatus } = await readPlayers(reader, tenants, userIds);
    const broken = {
      walletOffLedger: [],
      chargesNotPaidOnce: [],
      depositsVsCharges: [],
      negativeBalances: [],
      movementsVsAnswers: [],
      apiVsDatabase: [],
    };
    for (const [userId, player] of players) {
      const balances = player.wallet?.balances ?? { cash: 0, bonus: 0, loyalty: 0 };
      for (const kind of BALANCES) {
        if (balances[kind] !== player.sums[kind]) {
          broken.walletOffLedger.push(
            `user ${userId} ${kind}: wallet ${balances[kind]}, rows ${player.sums[kind]}`,
          );
        }
        if (player.lowest[kind] < 0 || balances[kind] < 0) {
          broken.negativeBalances.push(
            `user ${userId} ${kind}: lowest ${player.lowest[kind]}, final ${balances[kind]}`,
          );
        }
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
      const answered = expected.players.get(userId) ?? {};
      for (const [type, want] of Object.entries(answered)) {
        const have = rowsOf(player, type);
        if (have.rows < want.rows || have.rows > want.maxRows || want.total !== have.total) {
          const rows = want.maxRows > want.rows ? `${want.rows}–${want.maxRows}` : want.rows;
          broken.movementsVsAnswers.push(
            `user ${userId} ${type}: answered ${rows} (${want.total}), ledger ` +
              `${have.rows} (${have.total})`,
          );
        }
      }
      for (const type of Object.keys(player.ledger)) {
        if (!(type in answered)) {
          broken.movementsVsAnswers.push(`user ${userId}: unexpected ${type} rows`);
        }
      }
      // GET profile/wallet: `balance` counts the bonus, the loyalty wallet apart (bonuses-plan.md).
      const shown = expected.apiBalances.get(userId);
      const history = expected.apiHistorySums.get(userId);
      const matches =
        shown?.balance === balances.cash + balances.bonus &&
        shown.bonus_balance === balances.bonus &&
        (shown.loyalty_balance ?? 0) === balances.loyalty &&
        BALANCES.every((kind) => history?.[kind] === balances[kind]);
      if (!matches) {
        broken.apiVsDatabase.push(
          `user ${userId}: GET profile/wallet ${shown?.balance} (bonus ${shown?.bonus_balance}, ` +
            `loyalty ${shown?.loyalty_balance}), GET /wallet/transactions sums to ` +
            `${JSON.stringify(history)}, database ${JSON.stringify(balances)}`,
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
      ? await checkStormInvariants(reader, sportsbookTenant, expected.sportsbook, players)
      : null;
    const bonusMoney = await checkBonusMoney(
      reader,
      await tenantIds(reader, tenants),
      expected,
      players,
    );
    return {
      players: players.size,
      charges: expected.charges.size,
      sportsbook,
      bonusMoney,
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

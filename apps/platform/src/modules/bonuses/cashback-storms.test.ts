import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashbackClaimResponseSchema } from '@vitrine/contract/bonuses.ts';
import { demoCashbackResponseSchema } from '@vitrine/contract/cashback-console.ts';
import { cashbackEntries } from '../../db/schema/bonuses.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { idempotencyKey } from '../../test/boxes.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { repeated, storm } from '../../test/storm.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { findWallet, ledgerSum } from '../wallet/wallet-service.ts';

// Storms on cashback claims (issue 37; docs/design/cashback.md): one unlocked part claimed by 50
// calls at once is paid exactly once, and every balance stays the sum of its own ledger rows.
// `npm run test:postgres` runs it again on PostgreSQL, where the calls race.
const platform = testPlatformPerFile({ seedGames: 0 });

const codeOf = (response: { body: string }) => {
  const body = jsonBody(response);
  return typeof body === 'object' && body !== null ? Reflect.get(body, 'code') : undefined;
};

async function entryFor(email: string, type: 'calendar' | 'immediate', amount: number) {
  const response = await api(platform.app, 'demo').post('/demo/console/cashback/entry', {
    player: email,
    type,
    amount,
  });
  expect(response.statusCode, response.body).toBe(201);
  const { entry } = demoCashbackResponseSchema.parse(jsonBody(response));
  // The next part unlocks now, whatever the time of day.
  const advanced = await api(platform.app, 'demo').post('/demo/console/cashback/advance', {
    entry_id: entry.id,
  });
  expect(advanced.statusCode, advanced.body).toBe(200);
  return entry;
}

describe('cashback claim storms', () => {
  for (const [type, amount, part, refusal] of [
    ['immediate', 1_000, 1_000, 'bonuses.cashback_claimed'],
    ['calendar', 1_000, 333, 'bonuses.cashback_locked'],
  ] as const) {
    it(`pays one unlocked part of the ${type} entry once under 50 concurrent claims`, async () => {
      const player = await registerPlayer(platform.app, 'demo');
      const ref = { tenantId: await tenantIdOf(platform.db, 'demo'), userId: player.data.id };
      const entry = await entryFor(player.form.email, type, amount);
      let call = 0;
      const answers = await storm(`50 claims of one ${type} part`, {
        claim: repeated(50, () => {
          call += 1;
          return api(platform.app, 'demo').post(
            '/bonuses/cashback/claim',
            { cashback_id: entry.id },
            player.token,
            idempotencyKey(`cashback-${entry.id}-${call}`),
          );
        }),
      });
      const all = answers('claim');
      const paid = all.filter((answer) => answer.statusCode === 200);
      expect(paid).toHaveLength(1);
      expect(cashbackClaimResponseSchema.parse(jsonBody(paid[0] ?? { body: '' })).amount).toBe(
        part,
      );
      for (const answer of all.filter((response) => response.statusCode !== 200)) {
        expect(answer.statusCode, answer.body).toBe(409);
        expect(codeOf(answer)).toBe(refusal);
      }
      const rows = await platform.db
        .select()
        .from(walletTransactions)
        .where(
          and(
            eq(walletTransactions.tenantId, ref.tenantId),
            eq(walletTransactions.userId, ref.userId),
            eq(walletTransactions.type, 'cashback'),
          ),
        );
      expect(rows.map((row) => [row.amount, row.balanceKind])).toEqual([[part, 'loyalty']]);
      const [stored] = await platform.db
        .select()
        .from(cashbackEntries)
        .where(eq(cashbackEntries.id, entry.id));
      expect(stored).toMatchObject({ claimed: 1, claimedAmount: part });
      const wallet = await findWallet(platform.db, ref);
      expect(await ledgerSum(platform.db, ref, 'loyalty')).toBe(wallet?.loyaltyBalance ?? 0);
      expect(await ledgerSum(platform.db, ref, 'cash')).toBe(wallet?.balance ?? 0);
      expect(wallet?.loyaltyBalance).toBe(part);
    });
  }
});

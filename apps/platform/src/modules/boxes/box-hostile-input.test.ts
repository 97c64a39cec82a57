import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fairnessResponseSchema } from '@vitrine/contract/boxes.ts';
import { laravelErrorSchema } from '@vitrine/contract/errors.ts';
import { HOSTILE_JSON, HOSTILE_URL } from '@vitrine/contract/testing/hostile-input.ts';
import { playerBoxes } from '../../db/schema/rewards.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { awardBox, catalogueOf, unregulatedWithBoxes } from '../../test/boxes.ts';
import { fundPlayer, tenantIdOf } from '../../test/casino.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { findWallet, ledgerSum } from '../wallet/wallet-service.ts';

// Issue 36: every hostile value (NUL bytes, 10 KB, surrogates, huge numbers, wrong types, deep
// arrays) in every field of the boxes', prizes' and loyalty wallet's calls answers a 4xx with a
// message — 422 for a malformed value — never a 5xx, and moves no box and no money.
const platform = testPlatformPerFile({ seedGames: 0 });

interface HostileCall {
  name: string;
  tenant: 'demo' | 'sorte';
  path: string;
  body: (value: unknown) => object;
}

const calls: HostileCall[] = [
  { name: 'a box to buy', tenant: 'sorte', path: '/boxes/buy', body: (box_id) => ({ box_id }) },
  { name: 'a box to open', tenant: 'demo', path: '/boxes/open', body: (box_id) => ({ box_id }) },
  { name: 'a box to sell', tenant: 'demo', path: '/boxes/sell', body: (id) => ({ id }) },
  { name: 'a prize to sell', tenant: 'demo', path: '/prizes/sell', body: (id) => ({ id }) },
  {
    name: 'a client seed',
    tenant: 'demo',
    path: '/boxes/fairness/client-seed',
    body: (client_seed) => ({ client_seed }),
  },
  {
    name: 'a cashout amount',
    tenant: 'demo',
    path: '/wallet/loyalty/cashout',
    body: (amount) => ({ amount }),
  },
  {
    name: 'a console award’s player',
    tenant: 'demo',
    path: '/demo/console/boxes/award',
    body: (player) => ({ player, box_id: 1 }),
  },
  {
    name: 'a console award’s box',
    tenant: 'demo',
    path: '/demo/console/boxes/award',
    body: (box_id) => ({ player: 'ninguem@vitrine.test', box_id }),
  },
];

function expectRefusedWell(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, what).toBeLessThan(500);
  expect(laravelErrorSchema.parse(jsonBody(response)).message, what).toBeTruthy();
}

describe('hostile values in the boxes calls', () => {
  it('answer a 4xx, 422 for a malformed value, never 5xx, and move nothing', async () => {
    await unregulatedWithBoxes(platform.db, 'sorte');
    const players = {
      demo: await registerPlayer(platform.app, 'demo'),
      sorte: await registerPlayer(platform.app, 'sorte'),
    };
    const refs = {
      demo: { tenantId: await tenantIdOf(platform.db, 'demo'), userId: players.demo.data.id },
      sorte: { tenantId: await tenantIdOf(platform.db, 'sorte'), userId: players.sorte.data.id },
    };
    // Money and a box to move, which none of the values may move; box and prize no. 1 are someone
    // else's, as `true` reads as 1.
    const someoneElse = await registerPlayer(platform.app, 'demo');
    await awardBox(platform.app, 'demo', someoneElse.form.email, 1);
    await fundPlayer(platform.db, refs.sorte, 1_000);
    const [box] = await catalogueOf(platform.app, 'demo');
    if (!box) throw new Error('no boxes');
    await awardBox(platform.app, 'demo', players.demo.form.email, box.id);
    const seedBefore = fairnessResponseSchema.parse(
      jsonBody(await api(platform.app, 'demo').get('/boxes/fairness', players.demo.token)),
    ).active;

    for (const call of calls) {
      const client = api(platform.app, call.tenant);
      for (const [label, value] of HOSTILE_JSON) {
        const response = await client.post(call.path, call.body(value), players[call.tenant].token);
        const what = `${call.name}: ${label} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expectRefusedWell(response, what);
        // Only `true` is well formed (ids and amounts are coerced: 1), and names nothing of the
        // player's: a 404 or a typed refusal. Every other value is malformed: 422.
        if (value !== true) expect(response.statusCode, what).toBe(422);
      }
    }

    for (const [label, raw] of HOSTILE_URL) {
      const paths = [
        `/boxes/get/${raw}/prizes`,
        `/boxes/user/get?page=${raw}`,
        `/prizes/user?page=${raw}`,
      ];
      for (const path of paths) {
        const response = await api(platform.app, 'demo').get(path, players.demo.token);
        const what = `${path.slice(0, 60)} (${label}) → ${response.statusCode}`;
        expect(response.statusCode, what).toBeLessThan(500);
        if (response.statusCode !== 200) expectRefusedWell(response, what);
      }
    }

    // Nothing moved: the demo player's box is unopened, the seed unchanged, no money anywhere.
    const held = await platform.db
      .select()
      .from(playerBoxes)
      .where(eq(playerBoxes.userId, refs.demo.userId));
    expect(held.map((row) => [row.openedAt, row.soldAt])).toEqual([[null, null]]);
    const seedAfter = fairnessResponseSchema.parse(
      jsonBody(await api(platform.app, 'demo').get('/boxes/fairness', players.demo.token)),
    ).active;
    expect(seedAfter).toEqual(seedBefore);
    expect(await ledgerSum(platform.db, refs.sorte)).toBe(1_000);
    expect((await findWallet(platform.db, refs.sorte))?.balance).toBe(1_000);
    expect(await ledgerSum(platform.db, refs.demo, 'loyalty')).toBe(0);
  });
});

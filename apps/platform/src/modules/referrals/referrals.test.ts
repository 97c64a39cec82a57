import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authResponseSchema } from '@vitrine/contract/accounts.ts';
import { affiliatesResponseSchema } from '@vitrine/contract/referrals.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { referrals } from '../../db/schema/referrals.ts';
import { tenants } from '../../db/schema/tenants.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { findTenantBySlug } from '../../tenancy/tenant-service.ts';
import { api, latestCode, newPlayerForm, registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { pixDeposits } from '../../test/payments.ts';
import { repeated, storm } from '../../test/storm.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';
import { findWallet, ledgerSum } from '../wallet/wallet-service.ts';
import { attributeReferral } from './referral-service.ts';

// Refer a friend (docs/product/vip-and-referrals.md "Refer a friend"): attribution on sign-up,
// qualification and the reward on the first paid deposit, the referrer's page and the console.
// `demo` is regulated and lets everyone refer; `aurora` is unregulated and `sorte` lets only the
// operator's affiliates refer.

const platform = testPlatformPerFile();
const deposits = pixDeposits(platform);

/** verify-email → code → register, carrying `ref` as the web sends it. */
async function registerWithRef(tenant: string, ref: string | undefined, name = 'Carla Mendes') {
  const form = newPlayerForm({ name });
  const client = api(platform.app, tenant);
  const sent = await client.post('/auth/verify-email', { email: form.email, purpose: 'register' });
  expect(sent.statusCode, sent.body).toBe(202);
  const code = await latestCode(platform.app, tenant, form.email);
  const response = await client.post('/auth/register', { ...form, code, ref });
  expect(response.statusCode, response.body).toBe(201);
  return { form, ...authResponseSchema.parse(jsonBody(response)) };
}

async function affiliatesPage(tenant: string, token: string, query = '') {
  const response = await api(platform.app, tenant).get(`/profile/affiliates${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return affiliatesResponseSchema.parse(jsonBody(response));
}

async function referralOf(tenant: string, userId: number) {
  const tenantId = await tenantIdOf(platform.db, tenant);
  const rows = await platform.db
    .select()
    .from(referrals)
    .where(and(eq(referrals.tenantId, tenantId), eq(referrals.userId, userId)));
  return rows;
}

const markAffiliate = (tenant: string, userId: number, affiliate = true) =>
  api(platform.app, tenant).post('/demo/console/affiliates', { user_id: userId, affiliate });

describe('the referral code', () => {
  it('is made on first use, eight unambiguous upper-case characters, and then kept', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const first = await affiliatesPage('demo', token);
    expect(first.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    // The demo brand's first address is `localhost`.
    expect(first.link).toBe(`https://localhost/?ref=${first.code}`);
    expect(first).toMatchObject({
      can_refer: true,
      reward: 5_000,
      reward_balance: 'loyalty',
      totals: { registered: 0, qualified: 0, earned: 0 },
      data: [],
      current_page: 1,
      last_page: 1,
      total: 0,
    });
    expect((await affiliatesPage('demo', token)).code).toBe(first.code);
  });

  it('links to the page the player calls from when it is one of the tenant’s addresses', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const own = await api(platform.app, 'demo').get('/profile/affiliates', token, {
      origin: 'http://127.0.0.1:5173',
    });
    const page = affiliatesResponseSchema.parse(jsonBody(own));
    expect(page.link).toBe(`http://127.0.0.1:5173/?ref=${page.code}`);
    const foreign = await api(platform.app, 'demo').get('/profile/affiliates', token, {
      origin: 'https://evil.example',
    });
    expect(affiliatesResponseSchema.parse(jsonBody(foreign)).link).toBe(
      `https://localhost/?ref=${page.code}`,
    );
  });

  it('is refused to a guest', async () => {
    const response = await api(platform.app, 'demo').get('/profile/affiliates');
    expect(response.statusCode).toBe(401);
  });
});

describe('attribution on sign-up', () => {
  it('attributes a registration to the referrer once, whatever the case of the code', async () => {
    const referrer = await registerPlayer(platform.app, 'demo');
    const { code } = await affiliatesPage('demo', referrer.token);
    const friend = await registerWithRef('demo', code.toLowerCase(), 'Mário Souza Lima');
    const [row, ...more] = await referralOf('demo', friend.data.id);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ referrerId: referrer.data.id, status: 'registered', reward: 0 });

    // A second attribution of the same player (a replay, a race) changes nothing.
    const tenant = await findTenantBySlug(platform.db, 'demo');
    if (!tenant) throw new Error('no demo tenant');
    expect(await attributeReferral(platform.db, tenant, friend.data.id, code, new Date())).toBe(
      false,
    );
    expect(await referralOf('demo', friend.data.id)).toHaveLength(1);

    const page = await affiliatesPage('demo', referrer.token);
    expect(page.totals).toEqual({ registered: 1, qualified: 0, earned: 0 });
    expect(page.data).toEqual([
      expect.objectContaining({ name: 'Má*** Li***', status: 'registered', earned: 0 }),
    ]);
  });

  it('never attributes a player to themself', async () => {
    const player = await registerPlayer(platform.app, 'demo');
    const { code } = await affiliatesPage('demo', player.token);
    const tenant = await findTenantBySlug(platform.db, 'demo');
    if (!tenant) throw new Error('no demo tenant');
    expect(await attributeReferral(platform.db, tenant, player.data.id, code, new Date())).toBe(
      false,
    );
    expect(await referralOf('demo', player.data.id)).toEqual([]);
    // The table refuses it too.
    const tenantId = await tenantIdOf(platform.db, 'demo');
    await expect(
      platform.db
        .insert(referrals)
        .values({ tenantId, userId: player.data.id, referrerId: player.data.id }),
    ).rejects.toThrow();
  });

  it('attributes nothing for a code of another tenant, an unknown or a malformed one', async () => {
    const referrer = await registerPlayer(platform.app, 'demo');
    const { code } = await affiliatesPage('demo', referrer.token);
    const elsewhere = await registerWithRef('aurora', code);
    expect(await referralOf('aurora', elsewhere.data.id)).toEqual([]);
    const unknown = await registerWithRef('demo', 'ZZZZZZZZ');
    expect(await referralOf('demo', unknown.data.id)).toEqual([]);
    const malformed = await registerWithRef('demo', '<script>');
    expect(await referralOf('demo', malformed.data.id)).toEqual([]);
    expect((await affiliatesPage('demo', referrer.token)).total).toBe(0);
  });

  it('lets only the operator’s affiliates refer when affiliate_regular_user_active is false', async () => {
    const referrer = await registerPlayer(platform.app, 'aurora');
    const before = await affiliatesPage('aurora', referrer.token);
    expect(before.can_refer).toBe(false);
    const early = await registerWithRef('aurora', before.code);
    expect(await referralOf('aurora', early.data.id)).toEqual([]);

    const marked = await markAffiliate('aurora', referrer.data.id);
    expect(marked.statusCode, marked.body).toBe(204);
    expect((await affiliatesPage('aurora', referrer.token)).can_refer).toBe(true);
    const late = await registerWithRef('aurora', before.code);
    expect(await referralOf('aurora', late.data.id)).toEqual([
      expect.objectContaining({ referrerId: referrer.data.id }),
    ]);

    expect((await markAffiliate('aurora', referrer.data.id, false)).statusCode).toBe(204);
    expect((await affiliatesPage('aurora', referrer.token)).can_refer).toBe(false);
  });

  it('attributes a Google sign-up, and nothing on a later Google sign-in', async () => {
    const referrer = await registerPlayer(platform.app, 'sorte');
    expect((await markAffiliate('sorte', referrer.data.id)).statusCode).toBe(204);
    const { code } = await affiliatesPage('sorte', referrer.token);
    const claims = { email: 'ref.google@vitrine.test', name: 'Gabriela Alves', sub: 'g-ref-1' };
    const idToken = `demo-google.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
    const first = await api(platform.app, 'sorte').post('/auth/google', { idToken, ref: code });
    expect(first.statusCode, first.body).toBe(200);
    const { data } = authResponseSchema.parse(jsonBody(first));
    expect(await referralOf('sorte', data.id)).toEqual([
      expect.objectContaining({ referrerId: referrer.data.id, status: 'registered' }),
    ]);
    const again = await api(platform.app, 'sorte').post('/auth/google', { idToken, ref: code });
    expect(again.statusCode, again.body).toBe(200);
    expect(await referralOf('sorte', data.id)).toHaveLength(1);
  });

  it('marks only the console tenant’s own players', async () => {
    const other = await registerPlayer(platform.app, 'demo');
    const response = await markAffiliate('aurora', other.data.id);
    expect(response.statusCode).toBe(404);
    const [row] = await platform.db
      .select({ isAffiliate: users.isAffiliate })
      .from(users)
      .where(eq(users.id, other.data.id));
    expect(row?.isAffiliate).toBe(false);
  });
});

describe('qualification on the first paid deposit', () => {
  it('pays the CPA once in cash on an unregulated tenant under 20 concurrent confirmations', async () => {
    const referrer = await registerPlayer(platform.app, 'aurora');
    expect((await markAffiliate('aurora', referrer.data.id)).statusCode).toBe(204);
    const { code } = await affiliatesPage('aurora', referrer.token);
    const friend = await registerWithRef('aurora', code);
    const tenantId = await tenantIdOf(platform.db, 'aurora');

    // Four charges, each paid five times at once: one payment of each is credited.
    const charges = await Promise.all(
      [2_000, 3_000, 4_000, 5_000].map((amount) => deposits.charge(friend.token, amount, 'aurora')),
    );
    const answers = await storm('referral qualification', {
      pay: charges.flatMap((charge) =>
        repeated(5, () => deposits.pay(charge.qrcode, undefined, 'aurora')),
      ),
    });
    expect(answers('pay').filter((answer) => answer.statusCode === 200)).toHaveLength(4);

    const player = { tenantId, userId: referrer.data.id };
    const rewards = await platform.db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.tenantId, tenantId),
          eq(walletTransactions.userId, referrer.data.id),
          eq(walletTransactions.type, 'referral'),
        ),
      );
    expect(rewards).toEqual([expect.objectContaining({ amount: 4_000, balanceKind: 'cash' })]);
    const wallet = await findWallet(platform.db, player);
    expect(wallet?.balance).toBe(4_000);
    expect(await ledgerSum(platform.db, player)).toBe(4_000);
    expect(wallet?.loyaltyBalance).toBe(0);

    const [row] = await referralOf('aurora', friend.data.id);
    expect(row).toMatchObject({ status: 'qualified', reward: 4_000, rewardBalance: 'cash' });
    const page = await affiliatesPage('aurora', referrer.token);
    expect(page.totals).toEqual({ registered: 1, qualified: 1, earned: 4_000 });
    expect(page.data[0]).toMatchObject({ status: 'qualified', earned: 4_000 });

    const told = await platform.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, referrer.data.id)));
    expect(told).toEqual([
      expect.objectContaining({
        name: 'Indicação qualificada',
        message: expect.stringMatching(/R\$\s40,00 foram creditados no seu saldo/) as unknown,
      }),
    ]);

    // A later deposit pays nothing more.
    const later = await deposits.charge(friend.token, 2_000, 'aurora');
    expect((await deposits.pay(later.qrcode, undefined, 'aurora')).statusCode).toBe(200);
    expect(await ledgerSum(platform.db, player)).toBe(4_000);
  });

  it('pays the loyalty wallet on a regulated tenant, never the cash balance', async () => {
    const referrer = await registerPlayer(platform.app, 'demo');
    const { code } = await affiliatesPage('demo', referrer.token);
    const friend = await registerWithRef('demo', code);
    const charge = await deposits.charge(friend.token, 2_000);
    expect((await deposits.pay(charge.qrcode)).statusCode).toBe(200);

    const tenantId = await tenantIdOf(platform.db, 'demo');
    const player = { tenantId, userId: referrer.data.id };
    const wallet = await findWallet(platform.db, player);
    expect(wallet?.loyaltyBalance).toBe(5_000);
    expect(await ledgerSum(platform.db, player, 'loyalty')).toBe(5_000);
    expect(wallet?.balance).toBe(0);
    expect(await ledgerSum(platform.db, player)).toBe(0);
    const [row] = await referralOf('demo', friend.data.id);
    expect(row).toMatchObject({ status: 'qualified', reward: 5_000, rewardBalance: 'loyalty' });
  });

  it('qualifies with no ledger row when cpa_value is 0', async () => {
    const referrer = await registerPlayer(platform.app, 'demo');
    const { code } = await affiliatesPage('demo', referrer.token);
    const friend = await registerWithRef('demo', code);
    const charge = await deposits.charge(friend.token, 2_000);
    const tenantId = await tenantIdOf(platform.db, 'demo');
    const setCpa = (cpa: number) =>
      platform.db
        .update(tenants)
        .set({ config: sql`${tenants.config} || jsonb_build_object('cpa_value', ${cpa}::int)` })
        .where(eq(tenants.id, tenantId));
    await setCpa(0);
    try {
      expect((await deposits.pay(charge.qrcode)).statusCode).toBe(200);
    } finally {
      await setCpa(5_000);
    }
    const [row] = await referralOf('demo', friend.data.id);
    expect(row).toMatchObject({ status: 'qualified', reward: 0 });
    const player = { tenantId, userId: referrer.data.id };
    expect(await findWallet(platform.db, player)).toBeNull();
  });
});

describe('GET /profile/affiliates', () => {
  it('pages the referred players 20 at a time, newest first', async () => {
    const referrer = await registerPlayer(platform.app, 'demo');
    await affiliatesPage('demo', referrer.token);
    const tenantId = await tenantIdOf(platform.db, 'demo');
    const friends = await platform.db
      .insert(users)
      .values(
        Array.from({ length: 21 }, (_, index) => ({
          tenantId,
          firstName: `Amigo${index}`,
          lastName: 'Teste',
          email: `amigo.${referrer.data.id}.${index}@vitrine.test`,
          language: 'pt-BR' as const,
        })),
      )
      .returning({ id: users.id });
    await platform.db
      .insert(referrals)
      .values(friends.map(({ id }) => ({ tenantId, userId: id, referrerId: referrer.data.id })));

    const first = await affiliatesPage('demo', referrer.token);
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 21 });
    expect(first.data).toHaveLength(20);
    const ids = first.data.map((referral) => referral.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await affiliatesPage('demo', referrer.token, '?page=2');
    expect(second.data).toHaveLength(1);
    expect(second.data[0]?.id).toBeLessThan(Math.min(...ids));
    expect(second.data[0]?.name).toBe('Am*** Te***');
    const beyond = await affiliatesPage('demo', referrer.token, '?page=3');
    expect(beyond).toMatchObject({ data: [], current_page: 3, total: 21 });
  });

  it('refuses a page that is not a positive number', async () => {
    const { token } = await registerPlayer(platform.app, 'demo');
    const response = await api(platform.app, 'demo').get('/profile/affiliates?page=0', token);
    expect(response.statusCode).toBe(422);
  });
});

describe('the console’s referrals', () => {
  it('lists referrals per referrer as plain text, never as HTML', async () => {
    const referrer = await registerPlayer(platform.app, 'demo');
    const { code } = await affiliatesPage('demo', referrer.token);
    const friend = await registerWithRef('demo', code);
    // Names as a careless back office might have stored them.
    for (const [id, firstName] of [
      [referrer.data.id, '<b>Bold</b>'],
      [friend.data.id, '<i>Itálica</i>'],
    ] as const) {
      await platform.db.update(users).set({ firstName }).where(eq(users.id, id));
    }
    const page = await api(platform.app, 'demo').get('/demo/console');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Indicações');
    expect(page.body).not.toContain('<b>Bold</b>');
    expect(page.body).not.toContain('<i>Itálica</i>');
    expect(page.body).toContain('&lt;i&gt;Itálica&lt;/i&gt;');
  });

  it('refuses a malformed marking', async () => {
    const response = await api(platform.app, 'demo').post('/demo/console/affiliates', {
      user_id: 'x',
      affiliate: 'yes',
    });
    expect(response.statusCode).toBe(422);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  couponsResponseSchema,
  promotionResponseSchema,
  promotionsResponseSchema,
} from '@vitrine/contract/bonuses.ts';
import {
  demoCouponCreatedSchema,
  demoPromotionCreatedSchema,
} from '@vitrine/contract/promotions-console.ts';
import { HOSTILE_JSON, HOSTILE_URL } from '@vitrine/contract/testing/hostile-input.ts';
import { promotions } from '../../db/schema/bonuses.ts';
import { api, registerPlayer } from '../../test/accounts.ts';
import { tenantIdOf } from '../../test/casino.ts';
import { jsonBody, testPlatformPerFile } from '../../test/test-platform.ts';

// Promotions (docs/product/bonuses.md §4 Promotions) and the console's coupons and promotions: the seeds, the
// regulated filter, the locale, tenant isolation and the typed refusals.

const platform = testPlatformPerFile();
const codeOf = (response: { body: string }) =>
  (jsonBody(response) as { code?: unknown }).code ?? null;

const listOf = async (tenant: string, headers: Record<string, string> = {}) => {
  const response = await api(platform.app, tenant).get('/promotions', undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return promotionsResponseSchema.parse(jsonBody(response)).promotions;
};

const promotionInput = (slug: string, kind: string) => ({
  slug,
  kind,
  title_pt: 'Título',
  title_en: 'Title',
  summary_pt: 'Resumo',
  summary_en: 'Summary',
  body_pt: 'Texto.\n\nMais texto.',
  body_en: 'Body.\n\nMore body.',
  terms_pt: 'Um termo',
  terms_en: 'One term',
});

describe('GET /promotions', () => {
  it('serves aurora its bonus promotions first, by position, in the asked language', async () => {
    const portuguese = await listOf('aurora');
    expect(portuguese.map((promotion) => [promotion.slug, promotion.kind])).toEqual([
      ['bonus-de-boas-vindas', 'bonus'],
      ['recarga-50', 'bonus'],
      ['cashback-semanal', 'cashback'],
      ['missoes', 'missions'],
      ['caixas-surpresa', 'boxes'],
    ]);
    expect(portuguese[0]).toMatchObject({
      title: 'Bônus de boas-vindas de 100%',
      coupon: 'BEMVINDO100',
      image: null,
    });
    const english = await listOf('aurora', { 'accept-language': 'en' });
    expect(english[0]?.title).toBe('100% welcome bonus');
    expect(english[2]?.title).toBe('15% weekly cashback');
  });

  it('never serves a regulated tenant a bonus, even one stored there', async () => {
    const tenantId = await tenantIdOf(platform.db, 'demo');
    await platform.db.insert(promotions).values({
      tenantId,
      slug: 'bonus-escondido',
      kind: 'bonus',
      ...Object.fromEntries(
        ['title', 'summary', 'body', 'terms'].map((key) => [key, { pt: 'x', en: 'x' }]),
      ),
    } as typeof promotions.$inferInsert);
    const list = await listOf('demo');
    expect(list.map((promotion) => promotion.kind)).not.toContain('bonus');
    // demo: cashback on (to loyalty points), boxes on.
    expect(list.map((promotion) => promotion.slug)).toEqual([
      'cashback-semanal',
      'missoes',
      'caixas-surpresa',
      'jogo-responsavel',
    ]);
    expect(list[0]?.summary).toContain('pontos de fidelidade');
    const hidden = await api(platform.app, 'demo').get('/promotions/bonus-escondido');
    expect(hidden.statusCode).toBe(404);
    expect(codeOf(hidden)).toBe('promotions.not_found');
    // sorte: cashback off, no boxes.
    expect((await listOf('sorte')).map((promotion) => promotion.slug)).toEqual([
      'missoes',
      'jogo-responsavel',
    ]);
  });

  it('answers one by slug, 404 for an unknown, ended or other tenant’s one', async () => {
    const one = await api(platform.app, 'aurora').get('/promotions/recarga-50');
    expect(one.statusCode).toBe(200);
    const { promotion } = promotionResponseSchema.parse(jsonBody(one));
    expect(promotion.terms.split('\n')).toHaveLength(4);
    expect(promotion.body.split('\n\n')).toHaveLength(2);

    const tenantId = await tenantIdOf(platform.db, 'aurora');
    await platform.db
      .update(promotions)
      .set({ endsAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(promotions.tenantId, tenantId));
    try {
      for (const slug of ['recarga-50', 'nao-existe', '..%2F..', 'a'.repeat(90), 'Recarga-50']) {
        const response = await api(platform.app, 'aurora').get(`/promotions/${slug}`);
        expect(response.statusCode, slug).toBe(404);
      }
    } finally {
      await platform.db
        .update(promotions)
        .set({ endsAt: null })
        .where(eq(promotions.tenantId, tenantId));
    }
    // aurora's bonus promotion is not sorte's.
    expect((await api(platform.app, 'sorte').get('/promotions/recarga-50')).statusCode).toBe(404);
  });
});

describe('the console’s coupons and promotions', () => {
  it('creates a coupon on aurora, then refuses its code again with a typed 409', async () => {
    const input = {
      code: 'console10',
      description_pt: 'Dez por cento',
      description_en: 'Ten percent',
      percent: '10',
      max_bonus: '5000',
      min_deposit: '',
      rollover_multiplier: '5',
      max_bet: '',
      valid_days: '3',
      max_uses: '10',
    };
    const created = await api(platform.app, 'aurora').post('/demo/console/coupons', input);
    expect(created.statusCode, created.body).toBe(201);
    expect(demoCouponCreatedSchema.parse(jsonBody(created)).coupon).toMatchObject({
      code: 'CONSOLE10',
      percent: 10,
      min_deposit: 0,
      max_bet: null,
    });
    const listed = couponsResponseSchema.parse(
      jsonBody(await api(platform.app, 'aurora').get('/bonuses/coupons')),
    );
    expect(listed.coupons.map((coupon) => coupon.code)).toContain('CONSOLE10');
    const again = await api(platform.app, 'aurora').post('/demo/console/coupons', input);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('bonuses.coupon_exists');
    const bad = await api(platform.app, 'aurora').post('/demo/console/coupons', {
      ...input,
      code: 'OUTRO',
      percent: '900',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses a coupon and a bonus promotion on a regulated tenant', async () => {
    const coupon = await api(platform.app, 'demo').post('/demo/console/coupons', { code: 'X' });
    expect(coupon.statusCode).toBe(403);
    expect(codeOf(coupon)).toBe('bonuses.regulated');
    const bonus = await api(platform.app, 'demo').post(
      '/demo/console/promotions',
      promotionInput('bonus-novo', 'bonus'),
    );
    expect(bonus.statusCode).toBe(403);
    expect(codeOf(bonus)).toBe('bonuses.regulated');

    const info = await api(platform.app, 'demo').post(
      '/demo/console/promotions',
      promotionInput('aviso-novo', 'info'),
    );
    expect(info.statusCode, info.body).toBe(201);
    expect(demoPromotionCreatedSchema.parse(jsonBody(info)).promotion.slug).toBe('aviso-novo');
    expect((await listOf('demo')).map((promotion) => promotion.slug)).toContain('aviso-novo');
    const taken = await api(platform.app, 'demo').post(
      '/demo/console/promotions',
      promotionInput('aviso-novo', 'info'),
    );
    expect(taken.statusCode).toBe(409);
    expect(codeOf(taken)).toBe('promotions.exists');
  });

  it('shows the section on the console page', async () => {
    const page = await platform.app.inject({ method: 'GET', url: '/t/aurora/demo/console' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Promoções e cupons');
    expect(page.body).toContain('BEMVINDO100');
    const regulated = await platform.app.inject({ method: 'GET', url: '/t/demo/demo/console' });
    expect(regulated.body).toContain('Marca regulada');
  });
});

describe('hostile input on an unregulated tenant (where the coupon calls get past the first check)', () => {
  it('never answers a 5xx to check-coupon, the charge’s coupon, the console or a promotion', async () => {
    const { token } = await registerPlayer(platform.app, 'aurora');
    const client = api(platform.app, 'aurora');
    const failures: string[] = [];
    const expect4xx = (what: string, response: { statusCode: number; body: string }) => {
      if (response.statusCode >= 500) failures.push(`${what}: ${response.statusCode}`);
    };
    for (const [what, value] of HOSTILE_JSON) {
      expect4xx(`check ${what}`, await client.post('/bonuses/check-coupon', { coupon: value }));
      expect4xx(
        `check as player ${what}`,
        await client.post('/bonuses/check-coupon', { coupon: value }, token),
      );
      expect4xx(
        `charge ${what}`,
        await client.post('/main-gateway/qrcode-pix', { amount: 5_000, coupon: value }, token),
      );
      for (const field of ['code', 'percent', 'max_bonus', 'starts_at', 'max_uses']) {
        expect4xx(
          `console coupon ${field} ${what}`,
          await client.post('/demo/console/coupons', {
            code: 'HOSTIL',
            description_pt: 'x',
            description_en: 'x',
            percent: '10',
            max_bonus: '100',
            rollover_multiplier: '1',
            valid_days: '1',
            [field]: value,
          }),
        );
      }
      for (const field of ['slug', 'kind', 'title_pt', 'coupon', 'position', 'ends_at']) {
        expect4xx(
          `console promotion ${field} ${what}`,
          await client.post('/demo/console/promotions', {
            ...promotionInput('hostil', 'info'),
            [field]: value,
          }),
        );
      }
    }
    for (const [what, segment] of HOSTILE_URL) {
      expect4xx(`promotion ${what}`, await client.get(`/promotions/${segment}`));
    }
    expect(failures).toEqual([]);
  });
});

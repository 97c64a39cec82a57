import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '~/lib/http/http-error';
import { makePromotion } from '~/test/promotion-fixtures';
import { loadPromotion, loadPromotionList } from './promotions-loader.server';

const { getPromotion, getPromotions } = vi.hoisted(() => ({
  getPromotion: vi.fn(),
  getPromotions: vi.fn(),
}));
vi.mock('~/features/promotions/api/get-promotions', () => ({ getPromotion, getPromotions }));
vi.mock('~/core/tenant/server/tenant-api.server', () => ({
  tenantApi: async () => ({ client: {}, apiLink: 'http://api.test/t/demo' }),
}));

const refusal = (status: number) =>
  new HttpError({
    kind: 'http',
    method: 'GET',
    url: 'http://api.test/t/demo/promotions/nada',
    status,
    data: { message: 'Promoção não encontrada.', code: 'promotions.not_found' },
  });

describe('promotion loader', () => {
  const url = new URL('http://localhost:3000/promotion/nada');
  const request = new Request(url);

  it('renders a known promotion in the page’s language', async () => {
    getPromotion.mockResolvedValueOnce(makePromotion());
    const loaded = await loadPromotion(
      request,
      new URL('http://localhost:3000/en/promotion/x'),
      'x',
    );
    expect(loaded.promotion.slug).toBe('boas-vindas');
    expect(loaded.locale).toBe('en');
    expect(getPromotion).toHaveBeenLastCalledWith({}, 'x', 'en');
  });

  it('shows the not-found page (404) for an unknown promotion', async () => {
    getPromotion.mockRejectedValueOnce(refusal(404));
    await expect(loadPromotion(request, url, 'nada')).rejects.toMatchObject({
      init: { status: 404 },
    });
  });

  it('shows the not-found page for a slug no promotion can have, without asking', async () => {
    getPromotion.mockClear();
    await expect(loadPromotion(request, url, '../admin')).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(getPromotion).not.toHaveBeenCalled();
  });

  it('keeps a platform failure (5xx) a failure of the page', async () => {
    getPromotion.mockRejectedValueOnce(refusal(503));
    await expect(loadPromotion(request, url, 'nada')).rejects.toBeInstanceOf(HttpError);
  });
});

describe('promotion list loader', () => {
  it('asks the platform once for every guest of a brand and language', async () => {
    getPromotions.mockResolvedValue([makePromotion()]);
    const list = (path: string) => {
      const url = new URL(path, 'http://localhost:3000');
      return loadPromotionList(new Request(url), url);
    };
    const [first, second] = [await list('/promotion'), await list('/promotion')];
    expect(second.promotions).toEqual(first.promotions);
    expect(getPromotions).toHaveBeenCalledTimes(1);
    await list('/en/promotion');
    expect(getPromotions).toHaveBeenCalledTimes(2);
    expect(getPromotions).toHaveBeenLastCalledWith({}, 'en');
  });
});

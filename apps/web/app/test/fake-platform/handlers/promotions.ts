import type { FakeHandlers } from '../platform';
import { reply } from '../reply';

/** A typed refusal as the platform answers it: the §8 body with its `code` (issue 37). */
export const bonusRefusal = (status: number, code: string, message: string) =>
  reply(status, { message, code });

/**
 * Issue 37: coupons and promotions as the platform answers them (docs/design/bonuses-plan.md):
 * `db.coupons` are the open codes (a code not there is not found, a `used` one is refused),
 * `db.promotions` the tenant's promotions.
 */
export const promotionHandlers: FakeHandlers = {
  'GET /bonuses/coupons': (_, db) => ({ coupons: db.coupons }),
  'POST /bonuses/check-coupon': ({ body }, db) => {
    const code = body.coupon.trim().toUpperCase();
    const coupon = db.coupons.find((each) => each.code === code);
    if (!coupon) {
      return bonusRefusal(404, 'bonuses.coupon_not_found', 'Cupom não encontrado.');
    }
    if (coupon.used) {
      return bonusRefusal(409, 'bonuses.coupon_used', 'Você já usou este cupom.');
    }
    return { coupon };
  },
  'GET /promotions': (_, db) => ({ promotions: db.promotions }),
  'GET /promotions/:slug': ({ params }, db) => {
    const promotion = db.promotions.find((each) => each.slug === params.slug);
    if (!promotion) return bonusRefusal(404, 'promotions.not_found', 'Promoção não encontrada.');
    return { promotion };
  },
};

import { isPlainRecord } from '@vitrine/contract/json-shapes.ts';
import type { HttpClient } from '~/lib/http/http-client';
import { isHttpError } from '~/lib/http/http-error';
import type { CouponVerdict } from '../model/coupon-check';
import { bonusSchemas } from './promotion-keys';

/**
 * `POST /bonuses/check-coupon` (`{coupon}`, guest or player): the platform's verdict on a code. A
 * typed refusal (a 4xx: `bonuses.coupon_*`, `bonuses.regulated`, `bonuses.active_bonus`) is a
 * verdict; no answer at all (offline, a timeout, a 5xx) throws, and is not a verdict to cache.
 */
export async function checkCoupon(
  client: HttpClient,
  code: string,
  signal?: AbortSignal,
): Promise<CouponVerdict> {
  const { checkCouponResponseSchema } = await bonusSchemas();
  try {
    const answer = await client.post('/bonuses/check-coupon', {
      body: { coupon: code },
      schema: checkCouponResponseSchema,
      // The field says why itself.
      reportErrors: false,
      signal,
    });
    return { valid: true, coupon: answer.coupon };
  } catch (error) {
    if (isHttpError(error) && error.kind === 'http' && error.status !== null) {
      if (error.status >= 400 && error.status < 500) {
        const body = error.data;
        const reason = isPlainRecord(body) && typeof body.code === 'string' ? body.code : null;
        return { valid: false, message: error.messages[0] ?? null, reason };
      }
    }
    throw error;
  }
}

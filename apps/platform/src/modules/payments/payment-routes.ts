import type { FastifyPluginAsync } from 'fastify';
import { checkCouponRequestSchema, couponBonusFor } from '@vitrine/contract/bonuses.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import {
  type PixChargeResponse,
  type PixStatusResponse,
  pixChargeRequestSchema,
  pixStatusRequestSchema,
} from '@vitrine/contract/payments.ts';
import { refusal, refused, refusing } from '../../http/payment-refusal.ts';
import { formatMoney } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { bonusError, checkCoupon, type CouponRow } from '../bonuses/coupon-service.ts';
import { requireUser } from '../accounts/session.ts';
import { answerOnce } from '../idempotency/idempotency-service.ts';
import { findWallet, presentWallet } from '../wallet/wallet-service.ts';
import { gambleRefusalError, mayGamble } from '../responsible-gaming/may-gamble-service.ts';
import { requireMoneySession } from '../responsible-gaming/money-session-service.ts';
import { chargeStatus, createCharge, findCharge } from './payment-service.ts';

/**
 * The deposit's coupon, checked (a refusal answers `status: false`, as the payment call's other
 * refusals), with what it adds to `amount`; refused below its minimum deposit.
 */
async function depositCoupon(
  services: TenantServices,
  {
    tenant,
    userId,
    amount,
    locale,
  }: { tenant: Tenant; userId: number; amount: number; locale: Locale },
  input: string,
): Promise<{ row: CouponRow; bonus: number }> {
  const { coupon: code } = refusing(() =>
    parseInput(checkCouponRequestSchema, { coupon: input }, locale),
  );
  const checked = await checkCoupon(services.db, { tenant, userId, code, now: services.clock() });
  if ('refusal' in checked) {
    throw refusal(bonusError(checked.refusal, locale, { field: 'coupon' }));
  }
  const row = checked.coupon;
  const bonus = couponBonusFor(
    { percent: row.percent, max_bonus: row.maxBonus, min_deposit: row.minDeposit },
    amount,
  );
  if (amount < row.minDeposit || bonus <= 0) {
    throw refusal(
      bonusError('bonuses.coupon_min_deposit', locale, {
        params: { min_deposit: formatMoney(row.minDeposit, locale) },
        field: 'coupon',
      }),
    );
  }
  return { row, bonus };
}

/** §7 Wallet and payments: PIX deposits (docs/design/payments-api.md). Signed-in players only. */
export const paymentRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  app.post(
    '/main-gateway/qrcode-pix',
    { config: { idempotency: 'money' } },
    async (request): Promise<PixChargeResponse> => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      // Issue 35: not from a session idle past the tenant's minutes.
      const { user } = await requireMoneySession(services, request, { refusal: true });
      const { amount, coupon: couponInput } = refusing(() =>
        parseInput(pixChargeRequestSchema, bodyOf(request), locale),
      );
      const { min_deposit: min, max_deposit: max } = tenant.config;
      if (amount < min || amount > max) {
        throw refused('deposit.out_of_range', locale, {
          params: { min: formatMoney(min, locale), max: formatMoney(max, locale) },
          field: 'amount',
        });
      }
      // Portaria SPA/MF 615/2024: money comes only from the player's own CPF, so one is needed.
      if (!user.cpf) throw refused('deposit.needs_cpf', locale);
      // Issue 35: no deposit while paused, excluded, impeded, without the required limits, past
      // the time limit or over the deposit limit (with what is left). Checked here to refuse before
      // a code is made; the payment checks again after the wallet lock (payCharge), as several
      // codes made under the limit cannot all be paid.
      const refusedNow = await mayGamble(
        db,
        { tenantId: tenant.id, userId: user.id },
        { kind: 'deposit', amount },
        clock(),
      );
      if (refusedNow) throw refusal(gambleRefusalError(refusedNow, locale));
      // Issue 37: a coupon is checked as `POST /bonuses/check-coupon` does (an empty one was
      // dropped by the schema, §5), then against its minimum deposit (§4 Coupon at deposit).
      const coupon = couponInput
        ? await depositCoupon(services, { tenant, userId: user.id, amount, locale }, couponInput)
        : undefined;
      const { answer } = await answerOnce(
        db,
        request,
        (tx) =>
          createCharge(tx, services.pixPsp, {
            tenant,
            userId: user.id,
            amount,
            now: clock(),
            ...(coupon ? { coupon: { id: coupon.row.id, bonus: coupon.bonus } } : {}),
          }),
        (charge): PixChargeResponse => ({
          status: true,
          transaction_id: charge.txid,
          qrcode: charge.payload,
          amount: charge.amount,
          expires_at: charge.expiresAt.toISOString(),
          created_at: charge.createdAt.toISOString(),
          ...(coupon && charge.couponId !== null
            ? { coupon: coupon.row.code, coupon_bonus: charge.couponBonus ?? 0 }
            : {}),
          // Demo mode: where the charge can be paid (the PIX bank stand-in, services.pixBank).
          ...(services.pixBank
            ? {
                demo_bank_url: services.pixBank.paymentPageUrl({
                  tenantSlug: tenant.slug,
                  payload: charge.payload,
                }),
              }
            : {}),
        }),
      );
      if (!answer) throw new Error('a stored charge always has an answer');
      return answer;
    },
  );

  app.post(
    '/main-gateway/consult-status-transaction',
    async (request): Promise<PixStatusResponse> => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const { user } = await requireUser(services, request, { allowSelfExcluded: true });
      const { transaction_id: txid } = refusing(() =>
        parseInput(pixStatusRequestSchema, bodyOf(request), locale),
      );
      const charge = await findCharge(db, { tenantId: tenant.id, txid, userId: user.id });
      if (!charge) throw refused('pix.charge_not_found', locale);
      const status = chargeStatus(charge, clock());
      if (status !== 'paid') return { status, paid: false, amount: charge.amount };
      const { balance, sequence } = presentWallet(
        await findWallet(db, { tenantId: tenant.id, userId: user.id }),
      );
      return { status, paid: true, amount: charge.amount, balance, sequence };
    },
  );
};

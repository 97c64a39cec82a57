import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Locale } from '@vitrine/contract/locale.ts';
import { z } from 'zod';
import { isValidCpf, maskCpf, normalizeCpf } from '@vitrine/contract/validation/rules.ts';
import { sendNoncedPage } from '../../http/html-page.ts';
import { ApiError } from '../../http/errors.ts';
import { formatMoney, t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { PixBank, TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { findUserById } from '../../modules/users/user-service.ts';
import { parseBrCode } from '../pix-psp/br-code.ts';
import { type BankCharge, bankPage } from './bank-page.ts';
import {
  findCharge,
  REFUND_REASONS,
  type PixChargeRow,
} from '../../modules/payments/payment-service.ts';
import { settleCharge } from '../../modules/payments/payment-settlement-service.ts';

const bankQuerySchema = z.object({ code: z.string().max(512).optional() });
const bankPaymentSchema = z.object({
  payload: z.string().max(512),
  payer_cpf: z.string().max(20).optional(),
});

// The whole code, not only its amount and key: then everything the page shows is the charge's own.
const isIssuedCode = (code: string, charge: PixChargeRow) => code.trim() === charge.payload;

/** The demo bank's page under the tenant's API (`…/demo/bank?code=`). */
export function demoPixBank(publicUrl: string): PixBank {
  return {
    paymentPageUrl: ({ tenantSlug, payload }) =>
      `${publicUrl}/t/${tenantSlug}/demo/bank?code=${encodeURIComponent(payload)}`,
  };
}

/**
 * Demo mode's bank (docs/design/payments-api.md "Demo bank"): the page that pays a copia-e-cola
 * code, and the payment itself. Both find charges of this tenant only, and take only the code the
 * charge issued.
 */
/** The bank's answer to a payment the operator refused, saying why. */
function bankRefusal(reason: string | null, locale: Locale): ApiError {
  switch (reason) {
    case REFUND_REASONS.paused:
      return new ApiError('pix.refused_paused', locale);
    case REFUND_REASONS.selfExcluded:
      return new ApiError('pix.refused_self_excluded', locale);
    case REFUND_REASONS.depositLimit:
    case REFUND_REASONS.impeded:
    case REFUND_REASONS.limitsRequired:
    case REFUND_REASONS.timeLimit:
      return new ApiError('pix.refused_player', locale, {
        params: { reason: t(locale, `pix_refusal_${reason}`) },
      });
    default:
      return new ApiError('pix.refused_player', locale, {
        params: { reason: t(locale, 'pix_refusal_other') },
      });
  }
}

export const bankRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  app.get('/demo/bank', async (request, reply) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const code = (parseInput(bankQuerySchema, request.query, locale).code ?? '').trim();
    const parsed = code ? parseBrCode(code) : null;
    const charge = parsed?.txid
      ? await findCharge(db, { tenantId: tenant.id, txid: parsed.txid })
      : null;
    const issued = charge && isIssuedCode(code, charge) ? charge : null;
    const player = issued ? await findUserById(db, tenant.id, issued.userId) : null;
    const shown: BankCharge | null =
      parsed && issued
        ? {
            payload: issued.payload,
            amount: formatMoney(issued.amount, locale),
            payee: `${parsed.merchantName} — ${parsed.merchantCity}`,
            txid: issued.txid,
            playerCpf: player?.cpf ? maskCpf(player.cpf) : null,
          }
        : null;
    const codeError =
      code === '' || issued
        ? null
        : t(locale, charge ? 'pix_code_not_the_charge' : 'pix_code_invalid');
    const nonce = randomBytes(16).toString('base64');
    return sendNoncedPage(reply, {
      html: bankPage({ lang: locale, nonce, code, charge: shown, codeError }),
      nonce,
      formAction: "'self'",
      frameAncestors: "'none'",
    });
  });

  app.post('/demo/bank/pay', async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const body = parseInput(bankPaymentSchema, bodyOf(request), locale);
    let payerCpf: string | null = null;
    if (body.payer_cpf !== undefined) {
      if (!isValidCpf(body.payer_cpf))
        throw new ApiError('pix.payer_cpf_invalid', locale, { field: 'payer_cpf' });
      payerCpf = normalizeCpf(body.payer_cpf);
    }
    const parsed = parseBrCode(body.payload);
    if (!parsed?.txid) throw new ApiError('pix.code_invalid', locale, { field: 'payload' });
    // A charge's payload never changes, so the check holds outside payCharge's transaction.
    const issued = await findCharge(db, { tenantId: tenant.id, txid: parsed.txid });
    if (!issued) throw new ApiError('pix.charge_not_found', locale);
    if (!isIssuedCode(body.payload, issued)) {
      throw new ApiError('pix.code_not_the_charge', locale, { field: 'payload' });
    }
    // The bank confirms the payment as a PSP's webhook would: the module pays and tells.
    const result = await settleCharge(
      services,
      tenant,
      { txid: parsed.txid, payerCpf, now: clock() },
      request.log,
    );
    switch (result.outcome) {
      case 'unknown':
        throw new ApiError('pix.charge_not_found', locale);
      case 'expired':
        throw new ApiError('pix.expired', locale);
      case 'closed':
        throw new ApiError(result.status === 'paid' ? 'pix.already_paid' : 'pix.closed', locale);
      case 'refused':
        throw bankRefusal(result.charge.refundReason, locale);
      case 'refunded':
        return {
          status: 'refunded' as const,
          transaction_id: result.charge.txid,
          amount: result.charge.amount,
          message: t(locale, 'pix_refunded_other_cpf'),
        };
      case 'paid':
        return {
          status: 'paid' as const,
          transaction_id: result.charge.txid,
          amount: result.charge.amount,
          message: t(locale, 'pix_paid'),
        };
    }
  });
};

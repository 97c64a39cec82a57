import type { FastifyPluginAsync } from 'fastify';
import type { Locale } from '@vitrine/contract/locale.ts';
import {
  cancelWithdrawalRequestSchema,
  createPixKeyRequestSchema,
  type PixKeyType,
  selectWithdrawMethodRequestSchema,
  type WithdrawalPage,
  type WithdrawalResponse,
  withdrawalRequestSchema,
  withdrawalsQuerySchema,
  type WithdrawMethodResponse,
} from '@vitrine/contract/withdrawals.ts';
import { normalizePixKey } from '@vitrine/contract/validation/pix-key.ts';
import { normalizeCpf } from '@vitrine/contract/validation/rules.ts';
import { refused, refusing } from '../../http/payment-refusal.ts';
import type { ErrorCode } from '../../http/errors.ts';
import { formatMoney, t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { requireUser } from '../accounts/session.ts';
import { requireMoneySession } from '../responsible-gaming/money-session-service.ts';
import type { UserRow } from '../users/user-service.ts';
import { answerOnce } from '../idempotency/idempotency-service.ts';
import {
  findWallet,
  presentWallet,
  publishBalanceMovements,
  type WalletRow,
} from '../wallet/wallet-service.ts';
import { addPixKey, listPixKeys, MAX_PIX_KEYS, presentPixKey, selectPixKey } from './pix-keys.ts';
import {
  cancelByPlayer,
  presentWithdrawal,
  requestWithdrawal,
  type WithdrawalMovement,
  withdrawalsPage,
  withdrawalStatusName,
} from './withdrawal-service.ts';

const INVALID_KEY_ERROR: Record<PixKeyType, ErrorCode> = {
  cpf: 'pix_key.invalid_cpf',
  email: 'pix_key.invalid_email',
  phone: 'pix_key.invalid_phone',
  random: 'pix_key.invalid_random',
};

const DOCUMENTS_ERROR: Record<'none' | 'pending' | 'rejected', ErrorCode> = {
  none: 'withdrawal.documents',
  pending: 'withdrawal.documents_pending',
  rejected: 'withdrawal.documents_rejected',
};

/**
 * §5 "Withdrawal": what stops the player from withdrawing, as the web's withdrawalGate words it —
 * first the e-mail and phone verified, then the documents approved when the tenant requires KYC.
 */
function gateError(user: UserRow, tenant: Tenant): ErrorCode | null {
  const email = user.emailVerifiedAt === null;
  const phone = user.phoneVerifiedAt === null;
  if (email && phone) return 'withdrawal.verify_email_phone';
  if (email) return 'withdrawal.verify_email';
  if (phone) return 'withdrawal.verify_phone';
  if (tenant.config.kyc && user.kycStatus !== 'approved') return DOCUMENTS_ERROR[user.kycStatus];
  return null;
}

const statusLabel = (code: number, locale: Locale) =>
  t(locale, `withdrawal_status_${withdrawalStatusName(code)}`);

/**
 * §7 Wallet and payments: the player's PIX keys, withdrawal requests, their cancellation and list
 * (docs/design/payments-api.md "Withdrawals"). Signed-in players only; a self-excluded player may
 * read, not move money.
 */
export const withdrawalRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, realtime, pixDirectory } = services;

  const keysOf = async (user: UserRow) =>
    (await listPixKeys(db, { tenantId: user.tenantId, userId: user.id })).map(presentPixKey);

  app.get('/wallet/withdraw/methods', async (request) => {
    const { user } = await requireUser(services, request, { allowSelfExcluded: true });
    return { methods: await keysOf(user) };
  });

  app.post(
    '/address/create',
    { config: { idempotency: 'answer' } },
    async (request): Promise<WithdrawMethodResponse> => {
      const locale = requestLocale(request);
      const { user } = await requireUser(services, request);
      const body = refusing(() => parseInput(createPixKeyRequestSchema, bodyOf(request), locale));
      const key = normalizePixKey(body.type, body.key);
      if (key === null) throw refused(INVALID_KEY_ERROR[body.type], locale, { field: 'key' });
      // Portaria SPA/MF 615/2024: money goes only to a key of the player's own CPF.
      if (!user.cpf) throw refused('pix_key.needs_cpf', locale);
      const ownCpf = normalizeCpf(user.cpf);
      const holder =
        body.type === 'cpf'
          ? key
          : await pixDirectory.holderOf(
              { type: body.type, key },
              { tenantId: user.tenantId, playerCpf: ownCpf },
            );
      if (holder === null) throw refused('pix_key.unknown', locale, { field: 'key' });
      if (holder !== ownCpf) throw refused('pix_key.not_own_cpf', locale, { field: 'key' });

      const player = { tenantId: user.tenantId, userId: user.id };
      const added = await addPixKey(db, { player, type: body.type, key, now: clock() });
      if (added.outcome === 'limit') {
        throw refused('pix_key.limit', locale, { params: { max: MAX_PIX_KEYS } });
      }
      return { status: true, method: presentPixKey(added.key), methods: await keysOf(user) };
    },
  );

  app.post(
    '/wallet/withdraw/method',
    { config: { idempotency: 'answer' } },
    async (request): Promise<WithdrawMethodResponse> => {
      const locale = requestLocale(request);
      const { user } = await requireUser(services, request);
      const { id } = refusing(() =>
        parseInput(selectWithdrawMethodRequestSchema, bodyOf(request), locale),
      );
      const selected = await selectPixKey(db, { tenantId: user.tenantId, userId: user.id }, id);
      if (!selected) throw refused('pix_key.not_found', locale);
      return { status: true, method: presentPixKey(selected), methods: await keysOf(user) };
    },
  );

  /** The answer to a request or a cancellation that moved the withdrawal. */
  const movedAnswer = (
    { withdrawal, key }: Pick<WithdrawalMovement, 'withdrawal' | 'key'>,
    wallet: WalletRow | null,
  ): WithdrawalResponse => {
    const { balance, balance_withdrawal, sequence } = presentWallet(wallet);
    return {
      status: true,
      withdrawal: presentWithdrawal(withdrawal, key),
      balance,
      balance_withdrawal,
      sequence,
    };
  };

  app.post(
    '/wallet/withdraw/request',
    { config: { idempotency: 'money' } },
    async (request): Promise<WithdrawalResponse> => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      // Issue 35: not from a session idle past the tenant's minutes (the time limit and the other
      // limits stop play, never a withdrawal: it does not ask `mayGamble`).
      const { user } = await requireMoneySession(services, request, { refusal: true });
      const {
        amount,
        method_id: methodId,
        forfeit_bonus: forfeitBonus,
      } = refusing(() => parseInput(withdrawalRequestSchema, bodyOf(request), locale));
      const gate = gateError(user, tenant);
      if (gate) throw refused(gate, locale);
      const { min_withdrawal: min, max_withdrawal: max } = tenant.config;
      if (amount < min || amount > max) {
        throw refused('withdrawal.out_of_range', locale, {
          params: { min: formatMoney(min, locale), max: formatMoney(max, locale) },
          field: 'amount',
        });
      }
      const player = { tenantId: tenant.id, userId: user.id };
      const { result, answer } = await answerOnce(
        db,
        request,
        (tx) => requestWithdrawal(tx, { player, amount, methodId, forfeitBonus, now: clock() }),
        (done) => (done.outcome === 'requested' ? movedAnswer(done, done.wallet) : null),
      );
      // Committed: a bonus that expired on the way is told before any refusal.
      if (result.outcome !== 'requested') {
        const { wallet, entries } = result.moved;
        await publishBalanceMovements(realtime, tenant.slug, wallet, entries);
      }
      switch (result.outcome) {
        case 'forfeits_bonus':
          throw refused('bonuses.withdrawal_forfeits', locale, {
            params: { amount: formatMoney(result.bonusBalance, locale) },
            extra: { bonus_balance: result.bonusBalance },
          });
        case 'over_balance':
          throw refused('withdrawal.over_balance', locale, {
            params: { available: formatMoney(result.available, locale) },
            field: 'amount',
          });
        case 'no_key':
          throw refused('withdrawal.needs_key', locale, { field: 'method_id' });
        case 'unknown_key':
          throw refused('pix_key.not_found', locale);
        case 'requested':
          // Committed: the player hears of it before the answer, so their events keep the calls'
          // order (publishing never throws).
          await publishBalanceMovements(realtime, tenant.slug, result.wallet, result.entries);
          return answer ?? movedAnswer(result, result.wallet);
      }
    },
  );

  app.post(
    '/main-gateway/user-cancel-withdrawal',
    { config: { idempotency: 'money' } },
    async (request): Promise<WithdrawalResponse> => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const { user } = await requireUser(services, request);
      const { id } = refusing(() =>
        parseInput(cancelWithdrawalRequestSchema, bodyOf(request), locale),
      );
      const player = { tenantId: tenant.id, userId: user.id };
      const { result, answer } = await answerOnce(
        db,
        request,
        async (tx) => {
          const moved = await cancelByPlayer(tx, { player, id, now: clock() });
          if (moved.outcome !== 'moved') return { moved, wallet: null };
          return { moved, wallet: moved.wallet ?? (await findWallet(tx, player)) };
        },
        ({ moved, wallet }) => (moved.outcome === 'moved' ? movedAnswer(moved, wallet) : null),
      );
      const { moved, wallet } = result;
      switch (moved.outcome) {
        case 'not_found':
          throw refused('withdrawal.not_found', locale);
        case 'refused':
          throw refused('withdrawal.not_pending', locale, {
            params: { status: statusLabel(moved.status, locale) },
          });
        case 'held':
          throw new Error('a cancellation is never held: only an approval is');
        case 'moved':
          if (moved.wallet) {
            await publishBalanceMovements(realtime, tenant.slug, moved.wallet, moved.entries);
          }
          return answer ?? movedAnswer(moved, wallet);
      }
    },
  );

  app.get('/wallet/withdrawals', async (request): Promise<WithdrawalPage> => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request, { allowSelfExcluded: true });
    const { page } = parseInput(withdrawalsQuerySchema, request.query, locale);
    return withdrawalsPage(db, { tenantId: user.tenantId, userId: user.id }, page);
  });
};

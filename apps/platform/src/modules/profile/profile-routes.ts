import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  profileShowRequestSchema,
  selfExclusionRequestSchema,
  toggleHideMetricsRequestSchema,
  updateLanguageRequestSchema,
  updateNameRequestSchema,
  updateSettingsRequestSchema,
} from '@vitrine/contract/accounts.ts';
import { splitFullName } from '@vitrine/contract/validation/rules.ts';
import { ApiError } from '../../http/errors.ts';
import { formatDateTime } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { optionalUser, requireUser } from '../accounts/session.ts';
import { revokeUserTokens } from '../accounts/token-service.ts';
import { readUploadedFile } from '../documents/uploaded-file.ts';
import { recordSelfExclusion } from '../responsible-gaming/blocks-service.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { findUserById, isSelfExcluded, updateUser, userPresenter } from '../users/user-service.ts';
import type { UserRow } from '../users/user-service.ts';
import { findWallet, presentWallet, transactionsPage } from '../wallet/wallet-service.ts';
import { publicProfile, selfExclusionEnd, vipStanding } from './profile-service.ts';

/** §7 Profile: the player's own profile, its settings, VIP standing and self-exclusion. */
export const profileRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, publicUrl, uploads } = services;

  const presentFor = async (tenantRequest: FastifyRequest, row: UserRow) => {
    const present = await userPresenter(db, currentTenant(tenantRequest), publicUrl, clock());
    return { data: await present(row) };
  };

  app.get('/profile', async (request) => {
    const { user } = await requireUser(services, request);
    const player = { tenantId: user.tenantId, userId: user.id };
    const [wallet, transactions] = await Promise.all([
      findWallet(db, player),
      transactionsPage(db, player),
    ]);
    return {
      ...(await presentFor(request, user)),
      wallet: presentWallet(wallet),
      transactions,
    };
  });

  app.post('/profile/show', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { user_id } = parseInput(profileShowRequestSchema, bodyOf(request), locale);
    const viewer = await optionalUser(services, request);
    const row = await findUserById(db, tenant.id, user_id);
    if (!row) throw new ApiError('user.not_found', locale);
    const present = await userPresenter(db, tenant, publicUrl, clock());
    return { data: publicProfile(row, await present(row), viewer?.user.id === row.id) };
  });

  app.post(
    '/profile/toggle-hide-metrics',
    { config: { idempotency: 'answer' } },
    async (request) => {
      const locale = requestLocale(request);
      const { user } = await requireUser(services, request);
      const { hide_metrics } = parseInput(toggleHideMetricsRequestSchema, bodyOf(request), locale);
      const updated = await updateUser(db, user, { hideMetrics: hide_metrics }, clock());
      return presentFor(request, updated ?? user);
    },
  );

  app.get('/profile/vip', async (request) => {
    const { user } = await requireUser(services, request);
    const tenant = currentTenant(request);
    const present = await userPresenter(db, tenant, publicUrl, clock());
    return {
      data: vipStanding(
        await present(user),
        present.ranks,
        tenant,
        publicUrl,
        requestLocale(request),
      ),
    };
  });

  app.post('/profile/uploadAvatar', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const file = await readUploadedFile(request.body, 'avatar', locale);
    await uploads.save(user.tenantId, 'avatars', file.storedName, file.bytes);
    const updated = await updateUser(db, user, { avatarPath: file.storedName }, clock());
    if (user.avatarPath) await uploads.remove(user.tenantId, 'avatars', user.avatarPath);
    return presentFor(request, updated ?? user);
  });

  app.post('/profile/updateName', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const { name } = parseInput(updateNameRequestSchema, bodyOf(request), locale);
    const { first_name, last_name } = splitFullName(name);
    const updated = await updateUser(
      db,
      user,
      { firstName: first_name, lastName: last_name },
      clock(),
    );
    return presentFor(request, updated ?? user);
  });

  app.post('/profile/updateLanguage', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const { language } = parseInput(updateLanguageRequestSchema, bodyOf(request), locale);
    const updated = await updateUser(db, user, { language }, clock());
    return presentFor(request, updated ?? user);
  });

  // A guest gets the language of its Accept-Language.
  app.get('/profile/getLanguage', async (request) => {
    const viewer = await optionalUser(services, request);
    return { language: viewer?.user.language ?? requestLocale(request) };
  });

  app.post('/profile/update-settings', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const values = parseInput(updateSettingsRequestSchema, bodyOf(request), locale);
    const changes: Partial<UserRow> = {
      receivePromotionsEmail: values.receive_promotions_email,
      hideUsername: values.hide_username,
      hideStatistics: values.hide_statistics,
      hideActivity: values.hide_activity,
      hidePlayedGames: values.hide_played_games,
      hideBattleRewards: values.hide_battle_rewards,
      hideAll: values.hide_all,
      birthDate: values.birth_date,
    };
    const given = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    );
    const updated = await updateUser(db, user, given, clock());
    return presentFor(request, updated ?? user);
  });

  app.post('/profile/self-exclusion', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const { value, date } = parseInput(selfExclusionRequestSchema, bodyOf(request), locale);
    const start = clock();
    const end = selfExclusionEnd(start, value, date);
    // Issue 35: the fast check at sign-in and the history's row, written together.
    await db.transaction(async (tx) => {
      await updateUser(tx, user, { selfExclusionStartAt: start, selfExclusionEndAt: end }, start);
      await recordSelfExclusion(tx, { tenantId: user.tenantId, userId: user.id }, start, end);
      // §4: a self-excluded player cannot stay signed in anywhere.
      await revokeUserTokens(tx, user, start);
    });
    return { start_at: start.toISOString(), end_at: end?.toISOString() ?? null };
  });

  app.post(
    '/profile/self-exclusion/remove',
    { config: { idempotency: 'answer' } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { user } = await requireUser(services, request, { allowSelfExcluded: true });
      const now = clock();
      // Issue 35: an indefinite self-exclusion is not lifted by the player.
      if (user.selfExclusionStartAt && !user.selfExclusionEndAt) {
        throw new ApiError('self_exclusion.indefinite', locale, { field: 'self_exclusion' });
      }
      if (isSelfExcluded(user, now) && user.selfExclusionEndAt) {
        throw new ApiError('self_exclusion.running', locale, {
          params: { date: formatDateTime(user.selfExclusionEndAt, locale) },
          field: 'self_exclusion',
        });
      }
      await updateUser(db, user, { selfExclusionStartAt: null, selfExclusionEndAt: null }, now);
      return reply.status(204).send();
    },
  );
};

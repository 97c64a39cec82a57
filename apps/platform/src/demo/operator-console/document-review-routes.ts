import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { documentReviewRequestSchema } from '@vitrine/contract/accounts.ts';
import { ApiError } from '../../http/errors.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import {
  findDocument,
  presentDocument,
  refreshKycStatus,
  settleDocument,
} from '../../modules/documents/documents-service.ts';

const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});

/**
 * Demo mode stands in for the operator's back office: approve or reject a pending document (KYC),
 * as an operator's reviewer would. The player's answer is the module's own `presentDocument`.
 */
export const documentReviewRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, publicUrl, signer } = services;
  for (const decision of ['approve', 'reject'] as const) {
    app.post(`/demo/documents/:id/${decision}`, async (request) => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const { reason } = parseInput(documentReviewRequestSchema, bodyOf(request), locale);
      const params = idParamsSchema.safeParse(request.params);
      const row = params.success ? await findDocument(db, tenant.id, params.data.id) : null;
      if (!row) throw new ApiError('document.not_found', locale);
      const now = clock();
      const settled = await settleDocument(
        db,
        row,
        decision === 'approve' ? 'approved' : 'rejected',
        decision === 'approve'
          ? (reason ?? null)
          : reason || t(locale, 'document_rejected_default'),
        now,
      );
      if (!settled) {
        throw new ApiError('document.not_pending', locale, { field: 'document' });
      }
      await refreshKycStatus(db, tenant.id, row.userId, now);
      return { data: presentDocument(settled, tenant, publicUrl, signer, clock()) };
    });
  }
};

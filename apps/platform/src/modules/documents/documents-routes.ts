import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { documentTypeFieldSchema } from '@vitrine/contract/accounts.ts';
import { documents } from '../../db/schema/documents.ts';
import { ApiError } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { bearerToken, requireUser } from '../accounts/session.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import {
  documentFilePath,
  type DocumentRow,
  findDocument,
  listDocuments,
  presentDocument,
  refreshKycStatus,
  settleDocument,
} from './documents-service.ts';
import { formText, readUploadedFile } from './uploaded-file.ts';

const idParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number),
});
const signedQuerySchema = z.object({
  expires: z.string().optional(),
  signature: z.string().optional(),
});

/** §7 Documents: KYC uploads, their status, cancelling one, and reading one's own file back. */
export const documentsRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, publicUrl, signer, uploads } = services;

  const present = (request: FastifyRequest, row: DocumentRow) =>
    presentDocument(row, currentTenant(request), publicUrl, signer, clock());

  /** The signed-in player's own document; anyone else's is "not found". */
  async function ownDocument(request: FastifyRequest, userId: number) {
    const locale = requestLocale(request);
    const params = idParamsSchema.safeParse(request.params);
    const row = params.success
      ? await findDocument(db, currentTenant(request).id, params.data.id)
      : null;
    if (!row || row.userId !== userId) throw new ApiError('document.not_found', locale);
    return row;
  }

  app.post('/documents/upload', { config: { idempotency: 'answer' } }, async (request, reply) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const { type } = parseInput(
      documentTypeFieldSchema,
      { type: formText(request.body, 'type') },
      locale,
    );
    const file = await readUploadedFile(request.body, 'document', locale);
    const now = clock();
    await uploads.save(user.tenantId, 'documents', file.storedName, file.bytes);
    const [row] = await db
      .insert(documents)
      .values({
        tenantId: user.tenantId,
        userId: user.id,
        type,
        storedName: file.storedName,
        contentType: file.contentType,
        size: file.bytes.byteLength,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await refreshKycStatus(db, user.tenantId, user.id, now);
    return reply.status(201).send({ data: present(request, row) });
  });

  app.get('/documents/status', async (request) => {
    const { user } = await requireUser(services, request);
    const rows = await listDocuments(db, user.tenantId, user.id);
    return { data: rows.map((row) => present(request, row)), kyc_status: user.kycStatus };
  });

  app.post('/documents/cancel/:id', { config: { idempotency: 'answer' } }, async (request) => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const row = await ownDocument(request, user.id);
    const now = clock();
    const cancelled = await settleDocument(db, row, 'cancelled', null, now);
    if (!cancelled) {
      throw new ApiError('document.not_pending', locale, { field: 'document' });
    }
    await refreshKycStatus(db, user.tenantId, user.id, now);
    return { data: present(request, cancelled) };
  });

  // The file itself: for its owner's bearer token, or through the signed link of its Document.
  app.get('/documents/:id/file', async (request, reply) => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) throw new ApiError('document.not_found', locale);
    let row: DocumentRow | null;
    if (bearerToken(request) !== null) {
      const { user } = await requireUser(services, request);
      row = await ownDocument(request, user.id);
    } else {
      const query = signedQuerySchema.safeParse(request.query);
      const signed =
        query.success &&
        signer.verify(documentFilePath(tenant, params.data.id), query.data, clock());
      if (!signed) throw new ApiError('auth.unauthenticated', locale);
      row = await findDocument(db, tenant.id, params.data.id);
    }
    const bytes = row ? await uploads.read(tenant.id, 'documents', row.storedName) : null;
    if (!row || !bytes) throw new ApiError('document.not_found', locale);
    return (
      reply
        .header('Content-Type', row.contentType)
        .header('Cache-Control', 'private, no-store')
        // An SVG may carry script: never let a document run anything, even opened directly.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(bytes)
    );
  });
};

import { and, desc, eq } from 'drizzle-orm';
import type { Document, DocumentStatus, KycStatus } from '@vitrine/contract/accounts.ts';
import type { Database } from '../../db/client.ts';
import { documents } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';
import type { UrlSigner } from '../../http/url-signer.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';

export type DocumentRow = typeof documents.$inferSelect;

// Links to a document's file are signed for this long (then /documents/status gives new ones).
const LINK_LIFETIME_MS = 30 * 60 * 1000;

export const documentFilePath = (tenant: Tenant, id: number) =>
  `/t/${tenant.slug}/documents/${id}/file`;

export function presentDocument(
  row: DocumentRow,
  tenant: Tenant,
  publicUrl: string,
  signer: UrlSigner,
  now: Date,
): Document {
  const path = documentFilePath(tenant, row.id);
  const query = signer.sign(path, new Date(now.getTime() + LINK_LIFETIME_MS));
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    url: `${publicUrl}${path}?${query}`,
  };
}

/**
 * The account's KYC status from its documents. Approval is for good (a later upload does not undo
 * a verified account); otherwise any approved document approves, a pending one means "in review",
 * and only rejected ones mean rejected.
 */
export function kycStatusOf(current: KycStatus, statuses: readonly DocumentStatus[]): KycStatus {
  if (current === 'approved' || statuses.includes('approved')) return 'approved';
  if (statuses.includes('pending')) return 'pending';
  if (statuses.includes('rejected')) return 'rejected';
  return 'none';
}

export async function listDocuments(db: Database, tenantId: number, userId: number) {
  return db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.userId, userId)))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export async function findDocument(db: Database, tenantId: number, id: number) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)))
    .limit(1);
  return row ?? null;
}

/** Recomputes and stores the owner's KYC status after one of its documents changed. */
export async function refreshKycStatus(
  db: Database,
  tenantId: number,
  userId: number,
  now: Date,
): Promise<KycStatus> {
  const [owner] = await db
    .select({ kycStatus: users.kycStatus })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  const rows = await listDocuments(db, tenantId, userId);
  const status = kycStatusOf(
    owner?.kycStatus ?? 'none',
    rows.map((row) => row.status),
  );
  await db
    .update(users)
    .set({ kycStatus: status, updatedAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return status;
}

/** Moves a pending document to another status; null when it is no longer pending. */
export async function settleDocument(
  db: Database,
  row: DocumentRow,
  status: Exclude<DocumentStatus, 'pending'>,
  reason: string | null,
  now: Date,
): Promise<DocumentRow | null> {
  const [updated] = await db
    .update(documents)
    .set({ status, reason, reviewedAt: now })
    .where(
      and(
        eq(documents.tenantId, row.tenantId),
        eq(documents.id, row.id),
        eq(documents.status, 'pending'),
      ),
    )
    .returning();
  return updated ?? null;
}

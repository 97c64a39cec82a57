import { DOCUMENT_TYPES, type DocumentType } from '@vitrine/contract/accounts.ts';
import type { FakeHandlers } from '../platform';
import { invalid, laravelError, reply } from '../reply';

const isDocumentType = (value: unknown): value is DocumentType =>
  DOCUMENT_TYPES.some((type) => type === value);

/** §7 Documents: the player's KYC uploads. */
export const documentHandlers: FakeHandlers = {
  'GET /documents/status': (_call, db) => ({ data: db.documents, kyc_status: db.kycStatus }),
  'POST /documents/upload': ({ body }, db) => {
    const type = body.get('type');
    if (!isDocumentType(type)) return invalid({ type: 'Tipo de documento inválido.' });
    const document = {
      id: Math.max(0, ...db.documents.map((existing) => existing.id)) + 1,
      type,
      status: 'pending' as const,
      reason: null,
      created_at: '2026-03-01T12:00:00Z',
      url: `http://storage.test/documents/${type}.png`,
    };
    db.documents = [...db.documents, document];
    return reply(201, { data: document });
  },
  'POST /documents/cancel/:id': ({ params }, db) => {
    const document = db.documents.find((existing) => String(existing.id) === params.id);
    if (!document) return laravelError(404, 'Documento não encontrado.');
    if (document.status !== 'pending') return laravelError(422, 'O documento não está pendente.');
    const cancelled = { ...document, status: 'cancelled' as const };
    db.documents = db.documents.map((existing) => (existing === document ? cancelled : existing));
    return { data: cancelled };
  },
};

import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  documentResponseSchema,
  documentReviewRequestSchema,
  documentsStatusResponseSchema,
  documentUploadFormSchema,
} from '../accounts.ts';
import {
  errorResponse,
  form,
  idParams,
  invalid,
  json,
  ok,
  signedIn,
  unauthenticated,
} from './responses.ts';

const noLongerPending = errorResponse('No longer pending');

/** Demo mode's stand-in for the operator's KYC review of one document. */
const demoReview = (summary: string) => ({
  post: {
    summary,
    requestParams: idParams,
    requestBody: json(documentReviewRequestSchema),
    responses: { '200': ok(documentResponseSchema), '422': noLongerPending },
  },
});

/** §7 Documents (KYC), and demo mode's review of them (docs/design/accounts-api.md). */
export const documentsPaths = {
  '/documents/upload': {
    post: {
      summary: 'Upload a KYC document (checked by content, at most 5 MB)',
      security: signedIn,
      requestBody: form(documentUploadFormSchema),
      responses: {
        '201': ok(documentResponseSchema, 'Stored'),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
  '/documents/status': {
    get: {
      summary: "The player's documents and KYC status",
      security: signedIn,
      responses: { '200': ok(documentsStatusResponseSchema), '401': unauthenticated },
    },
  },
  '/documents/cancel/{id}': {
    post: {
      summary: 'Cancel a pending document',
      security: signedIn,
      requestParams: idParams,
      responses: {
        '200': ok(documentResponseSchema),
        '404': errorResponse('Not a document of this player'),
        '422': noLongerPending,
      },
    },
  },
  '/demo/documents/{id}/approve': demoReview('Demo mode: approve a pending document'),
  '/demo/documents/{id}/reject': demoReview('Demo mode: reject a pending document, with a reason'),
} satisfies ZodOpenApiPathsObject;

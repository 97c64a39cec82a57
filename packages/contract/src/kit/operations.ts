import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from 'zod-openapi';
import { contractPaths } from '../openapi/document.ts';

// The one table the contract kit walks: every operation of the contract, read from the same
// registry the OpenAPI document is built from, so a new operation is checked without editing the
// kit (docs/contract-kit.md).

export const OPERATION_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type OperationMethod = (typeof OPERATION_METHODS)[number];

/** Who may call it: a signed-in player only, anyone (a player sees more), or anyone alike. */
export type OperationAccess = 'player' | 'optional' | 'public';

export interface ContractOperation {
  /** `GET /casinos/games`: the method and the path under the tenant's apiLink. */
  name: string;
  method: OperationMethod;
  path: string;
  summary: string;
  access: OperationAccess;
  query?: z.ZodType;
  pathParams?: z.ZodType;
  /** The JSON (or form) body the operation reads, when it reads one. */
  body?: z.ZodType;
  /** By status (`200`, `401`): the body's schema, or null for an answer without one (204). */
  responses: ReadonlyMap<number, z.ZodType | null>;
}

/**
 * Paths an operator's backend does not serve to the web app: the platform's own liveness and
 * registry, demo mode's stand-ins (bank, console, outbox, slot, sports page) and Betby's signed
 * server-to-server callbacks.
 */
const NOT_AN_OPERATOR_CALL = [
  /^\/health$/,
  /^\/api\/site-config$/,
  /^\/demo\//,
  /^\/sportsbook\/demo\//,
  /^\/sportsbook\/betby\//,
];

export function isOperatorCall(path: string): boolean {
  return !NOT_AN_OPERATOR_CALL.some((pattern) => pattern.test(path));
}

const isZod = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

function accessOf(security: ZodOpenApiOperationObject['security']): OperationAccess {
  if (!security || security.length === 0) return 'public';
  // `[{}]` or a Guest-ID alternative: a guest may call it too.
  const guestsToo = security.some((requirement) => !('bearer' in requirement));
  return guestsToo ? 'optional' : 'player';
}

function schemaOfContent(content: unknown): z.ZodType | null {
  if (typeof content !== 'object' || content === null) return null;
  for (const media of Object.values(content)) {
    if (typeof media === 'object' && media !== null && 'schema' in media && isZod(media.schema)) {
      return media.schema;
    }
  }
  return null;
}

function operationOf(
  path: string,
  method: OperationMethod,
  operation: ZodOpenApiOperationObject,
): ContractOperation {
  const responses = new Map<number, z.ZodType | null>();
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    responses.set(Number(status), 'content' in response ? schemaOfContent(response.content) : null);
  }
  const params = operation.requestParams;
  const body =
    operation.requestBody && 'content' in operation.requestBody
      ? schemaOfContent(operation.requestBody.content)
      : null;
  return {
    name: `${method.toUpperCase()} ${path}`,
    method,
    path,
    summary: operation.summary ?? '',
    access: accessOf(operation.security),
    ...(isZod(params?.query) ? { query: params.query } : {}),
    ...(isZod(params?.path) ? { pathParams: params.path } : {}),
    ...(body ? { body } : {}),
    responses,
  };
}

/** Every operation of the contract an operator's backend serves, in the document's order. */
export function contractOperations(
  paths: ZodOpenApiPathsObject = contractPaths,
): ContractOperation[] {
  return Object.entries(paths).flatMap(([path, item]) =>
    isOperatorCall(path)
      ? OPERATION_METHODS.flatMap((method) => {
          const operation = item[method];
          return operation ? [operationOf(path, method, operation)] : [];
        })
      : [],
  );
}

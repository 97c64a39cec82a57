// The operations of the contract's OpenAPI document, read as the outside data it is: the walks over
// every operation (hostile input, authorization) take their list from here, so a call is walked
// the day it is documented.
import { z } from 'zod';
import { buildOpenApiDocument } from '@vitrine/contract/openapi/document.ts';

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
}
const jsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    $ref: z.string().optional(),
    type: z.union([z.string(), z.array(z.string())]).optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    minimum: z.number().optional(),
    exclusiveMinimum: z.number().optional(),
    maximum: z.number().optional(),
    pattern: z.string().optional(),
    format: z.string().optional(),
    properties: z.record(z.string(), jsonSchemaSchema).optional(),
    anyOf: z.array(jsonSchemaSchema).optional(),
  }),
);
const operationSchema = z.looseObject({
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
  parameters: z
    .array(
      z.object({
        in: z.enum(['query', 'path', 'header', 'cookie']),
        name: z.string(),
        schema: jsonSchemaSchema.optional(),
      }),
    )
    .optional(),
  requestBody: z
    .object({ content: z.record(z.string(), z.object({ schema: jsonSchemaSchema })) })
    .optional(),
});
const documentSchema = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.object({ schemas: z.record(z.string(), jsonSchemaSchema) }),
});

const document = documentSchema.parse(JSON.parse(JSON.stringify(buildOpenApiDocument())));

/** A schema with its `$ref` (to a named component) followed. */
export function resolveSchema(schema: JsonSchema): JsonSchema {
  const name = schema.$ref?.split('/').pop();
  return name === undefined ? schema : (document.components.schemas[name] ?? schema);
}

/** A body's properties; of a body that is one of several shapes (`anyOf`), all of theirs. */
function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.anyOf ?? [])
    .map((shape) => propertiesOf(resolveSchema(shape)))
    .reduce((all, shape) => ({ ...all, ...shape }), { ...schema.properties });
}

export interface Operation {
  name: string;
  method: 'GET' | 'POST';
  /** The path as the platform serves it: a tenant's calls under `/t/{tenant}` (here `demo`). */
  path: string;
  /**
   * The document's `security`: one entry per way in, each naming its schemes (`bearer`, `guest`);
   * an empty entry (`{}`) lets a caller in with none. No entry at all: a public call.
   */
  security: string[][];
  /** The document's `security` asks for something (a token, a Guest-ID). */
  signedIn: boolean;
  /** In the OpenAPI document, whose sample requests must pass. */
  documented: boolean;
  query: string[];
  pathParams: string[];
  /** The schemas of the query and path parameters, by name. */
  parameters: Record<string, JsonSchema>;
  body: { kind: 'json' | 'multipart'; properties: Record<string, JsonSchema> } | null;
}

// The registry's own calls; every other path is under a tenant's apiLink (`/t/{tenant}`).
const REGISTRY_PATHS = new Set(['/health', '/api/site-config']);

/** Every operation of the document, its tenant calls addressed to `tenant`. */
export function documentedOperations(tenant = 'demo'): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, value]): Operation => {
      const operation = operationSchema.parse(value);
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const [contentType, media] = Object.entries(content)[0] ?? [];
      const upper = method.toUpperCase();
      if (upper !== 'GET' && upper !== 'POST') throw new Error(`${upper} ${path}: add the method`);
      const security = (operation.security ?? []).map((way) => Object.keys(way));
      return {
        name: `${upper} ${path}`,
        method: upper,
        path: REGISTRY_PATHS.has(path) ? path : `/t/${tenant}${path}`,
        security,
        signedIn: security.length > 0,
        documented: true,
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        parameters: Object.fromEntries(parameters.map((p) => [p.name, p.schema ?? {}])),
        body: media
          ? {
              kind: contentType === 'multipart/form-data' ? 'multipart' : 'json',
              properties: propertiesOf(resolveSchema(media.schema)),
            }
          : null,
      };
    }),
  );
}

/** The JSON types a value of the schema may have, through `$ref` and `anyOf`. */
export function typesOf(schema: JsonSchema): string[] {
  const resolved = resolveSchema(schema);
  const own = [resolved.type ?? []].flat();
  const constType = resolved.const === undefined ? [] : [typeof resolved.const];
  return [...own, ...constType, ...(resolved.anyOf ?? []).flatMap(typesOf)];
}

/** The first of the schema's branches (through `anyOf`) that is not `null`. */
export function valueSchemaOf(schema: JsonSchema): JsonSchema {
  const resolved = resolveSchema(schema);
  const branch = resolved.anyOf?.find((shape) => !typesOf(shape).includes('null'));
  return branch ? valueSchemaOf(branch) : resolved;
}

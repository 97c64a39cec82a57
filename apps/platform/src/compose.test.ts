import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '@vitrine/contract/openapi/document.ts';
import { createTenantServices, registerRoutes } from './compose.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { TEST_PUBLIC_URL } from './test/test-platform.ts';

// The contract's OpenAPI document and the reference platform describe the same API: every route
// the composition root registers is a documented operation, and every documented operation is
// served. Routes deliberately outside the contract are listed here, each with its reason.
const OUTSIDE_THE_CONTRACT: Record<string, string> = {
  'OPTIONS /t/{tenant}/*':
    "CORS preflight, answered by @fastify/cors for every call under a tenant's apiLink",
  'GET /storage/{tenant}/*':
    'Tenant assets (logos, banners, game art): URLs inside site-config and game responses',
  'GET /uploads/{tenant}/avatars/{name}': "Avatar files: the URL in a user's `avatar`",
  'POST /apps/{appId}/events':
    "Pusher's HTTP publishing API of the built-in realtime server (the pusher SDK calls it)",
  'POST /apps/{appId}/batch_events': "Pusher's HTTP publishing API (batches)",
  'GET /apps/{appId}/channels': "Pusher's HTTP API: occupied channels",
  'GET /apps/{appId}/channels/{channelName}': "Pusher's HTTP API: one channel",
  'GET /apps/{appId}/channels/{channelName}/users': "Pusher's HTTP API: a presence channel's users",
  'GET /t/{tenant}/live-support/demo/widget/{widgetId}':
    "Demo mode: the JivoChat stand-in's widget script, in place of Jivo's own (a script, not an API)",
  'GET /t/{tenant}/documents/{id}/file':
    "A KYC document's file, behind the signed, expiring link a document response carries",
};

/** The registry's own calls; every other documented path is under `/t/{tenant}`. */
const REGISTRY_PATHS = new Set(['/health', '/api/site-config']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

let database: DatabaseHandle;
const registered: string[] = [];

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  const app = Fastify({ logger: false });
  app.addHook('onRoute', (route) => {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    for (const method of [route.method].flat()) {
      // Fastify adds a HEAD route beside every GET.
      if (method !== 'HEAD') registered.push(`${method} ${path}`);
    }
  });
  const services = await createTenantServices(
    database.db,
    { publicUrl: TEST_PUBLIC_URL, demoMode: true },
    app.log,
  );
  await registerRoutes(app, services);
  await app.ready();
  await app.close();
  await services.uploads.close();
});
afterAll(() => database.close());

function documentedOperations(): string[] {
  const paths = buildOpenApiDocument().paths ?? {};
  return Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map(
      (method) =>
        `${method.toUpperCase()} ${REGISTRY_PATHS.has(path) ? path : `/t/{tenant}${path}`}`,
    ),
  );
}

describe('the OpenAPI document and the platform routes', () => {
  it('documents every route the platform serves, except those listed with a reason', () => {
    const documented = new Set(documentedOperations());
    const undocumented = registered.filter(
      (route) => !documented.has(route) && !(route in OUTSIDE_THE_CONTRACT),
    );
    expect(undocumented).toEqual([]);
  });

  it('serves every documented operation', () => {
    const served = new Set(registered);
    expect(documentedOperations().filter((operation) => !served.has(operation))).toEqual([]);
  });

  it('lists only routes that exist as outside the contract, and none that is documented', () => {
    const documented = new Set(documentedOperations());
    for (const route of Object.keys(OUTSIDE_THE_CONTRACT)) {
      expect(registered).toContain(route);
      expect(documented.has(route)).toBe(false);
    }
  });

  it('registers each route once, and documents at least the 50 operations of issue 11', () => {
    expect(new Set(registered).size).toBe(registered.length);
    expect(new Set(documentedOperations()).size).toBeGreaterThanOrEqual(50);
  });
});

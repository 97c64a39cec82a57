import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testTheme } from '~/test/fixtures';
import { LAST_ANSWER_KEPT_MS, lookupTenant, resolveTenant } from './resolve-tenant.server';

// §4 "Site load" (docs/product/tenant-and-shell.md): the registry's answer decides the state; when
// it fails, a host already served keeps its last answer for a while, a first request gets
// maintenance, and a 404 is believed at once.

type Registry = (host: string) => Response | Promise<Response>;
let registry: Registry;
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const host = new URL(String(input)).searchParams.get('domain') ?? '';
    asked.push(host);
    return registry(host);
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const theme = (siteName: string) =>
  Response.json(testTheme({ siteName }), { headers: { 'content-type': 'application/json' } });
const failing = () => new Response('registry down', { status: 503 });
const notFound = () => new Response('{}', { status: 404 });
const siteNameOf = (state: Awaited<ReturnType<typeof lookupTenant>>) =>
  state.status === 'ok' ? state.theme.siteName : state.status;

describe('the registry fails', () => {
  it('gives a first request maintenance, with no theme', async () => {
    registry = failing;
    expect(await lookupTenant('first.example')).toEqual({ status: 'maintenance', theme: null });
  });

  it("keeps a served host's last answer, for ten minutes", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    registry = () => theme('Marca Servida');
    expect(siteNameOf(await lookupTenant('served.example'))).toBe('Marca Servida');

    registry = failing;
    expect(siteNameOf(await lookupTenant('served.example'))).toBe('Marca Servida');
    vi.setSystemTime(Date.now() + LAST_ANSWER_KEPT_MS + 1);
    expect(siteNameOf(await lookupTenant('served.example'))).toBe('maintenance');
  });

  it('believes a 404 at once, and forgets the last answer', async () => {
    registry = () => theme('Marca Removida');
    await lookupTenant('removed.example');
    registry = notFound;
    expect(await lookupTenant('removed.example')).toEqual({ status: 'not-found' });
    registry = failing;
    expect(siteNameOf(await lookupTenant('removed.example'))).toBe('maintenance');
  });

  it('asks again within 5 s while it stands in for the registry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const request = new Request('http://standin.example/');
    registry = () => theme('Marca');
    await lookupTenant('standin.example');
    registry = failing;
    expect(siteNameOf(await resolveTenant(request))).toBe('Marca');
    registry = () => theme('Marca Nova');
    vi.setSystemTime(Date.now() + 5_001);
    expect(siteNameOf(await resolveTenant(request))).toBe('Marca Nova');
    expect(asked.filter((host) => host === 'standin.example')).toHaveLength(3);
  });
});

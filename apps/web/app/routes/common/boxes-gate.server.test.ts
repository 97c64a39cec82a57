import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testTheme } from '~/test/fixtures';
import { boxesPageData } from './boxes-gate.server';

const resolveTenant = vi.hoisted(() => vi.fn());
vi.mock('~/core/tenant/server/resolve-tenant.server', () => ({ resolveTenant }));

function brand(overrides: Partial<SiteConfig>) {
  resolveTenant.mockResolvedValue({ status: 'ok', theme: testTheme(overrides) });
}

const at = (path: string) => {
  const url = new URL(`http://aurora.localhost${path}`);
  return { request: new Request(url), url };
};

async function thrownBy(run: () => Promise<unknown>) {
  try {
    return { returned: await run(), thrown: null };
  } catch (thrown) {
    return { returned: null, thrown };
  }
}

const statusOf = (thrown: unknown) =>
  thrown instanceof Response
    ? thrown.status
    : (thrown as { init?: { status?: number } }).init?.status;

beforeEach(() => resolveTenant.mockReset());

describe('the boxes pages’ gate (§3 hasBoxes)', () => {
  it.each(['/casino/crates', '/casino/box/caixa-1', '/account/boxes', '/account/items'])(
    '%s opens for a brand with boxes, with the boxes messages',
    async (path) => {
      brand({ hasBoxes: true });
      const { request, url } = at(path);
      const data = await boxesPageData(request, url);
      expect(data.locale).toBe('pt-BR');
      expect(data.messages).toMatchObject({ mine: { title: 'Minhas caixas' } });
    },
  );

  it('speaks English under /en', async () => {
    brand({ hasBoxes: true });
    const { request, url } = at('/en/casino/crates/fairness');
    const data = await boxesPageData(request, url);
    expect(data.locale).toBe('en');
    expect(data.messages).toMatchObject({ fairness: { title: 'Fair play' } });
  });

  it.each(['/casino/crates', '/en/casino/crates/fairness', '/account/items'])(
    '%s is a 404 for a brand without boxes',
    async (path) => {
      brand({ hasBoxes: false });
      const { request, url } = at(path);
      expect(statusOf((await thrownBy(() => boxesPageData(request, url))).thrown)).toBe(404);
    },
  );
});

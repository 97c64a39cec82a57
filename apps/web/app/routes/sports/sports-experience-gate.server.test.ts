import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import { testTheme } from '~/test/fixtures';
import { requireSportsExperience, sportsEntryRedirect } from './sports-experience-gate.server';

const resolveTenant = vi.hoisted(() => vi.fn());
vi.mock('~/core/tenant/server/resolve-tenant.server', () => ({ resolveTenant }));

const betby = (active: boolean) => ({ active, brand_id: 'brand', theme_name: 'default' });
const SORTE = { hasSports: true, betby: betby(false) };
const WITH_BETBY = { hasSports: true, betby: betby(true) };
const NO_SPORTS = { hasSports: false, betby: betby(false) };

function brand(overrides: Partial<SiteConfig>) {
  resolveTenant.mockResolvedValue({ status: 'ok', theme: testTheme(overrides) });
}

const at = (path: string) => {
  const url = new URL(`http://sorte.localhost${path}`);
  return { request: new Request(url), url };
};

/** What a loader threw (a Response or the data() of a 404), or null when it returned. */
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

describe('/sports', () => {
  it('opens for a brand with sports and without Betby', async () => {
    brand(SORTE);
    const { request, url } = at('/sports');
    expect(
      (await thrownBy(() => requireSportsExperience(request, url, 'provider-sports'))).thrown,
    ).toBeNull();
  });

  it.each([
    ['Betby is its sportsbook', WITH_BETBY],
    ['it has no sports', NO_SPORTS],
  ])('is a 404 when %s', async (_case, overrides) => {
    brand(overrides);
    const { request, url } = at('/en/sports');
    const { thrown } = await thrownBy(() =>
      requireSportsExperience(request, url, 'provider-sports'),
    );
    expect(statusOf(thrown)).toBe(404);
  });

  it("leaves a site that is not serving to the root route's screen", async () => {
    resolveTenant.mockResolvedValue({ status: 'maintenance', theme: null });
    const { request, url } = at('/sports');
    expect(
      (await thrownBy(() => requireSportsExperience(request, url, 'provider-sports'))).thrown,
    ).toBeNull();
  });
});

describe('/sportschange', () => {
  it.each([
    ['/sportschange', WITH_BETBY, '/sportsbook'],
    ['/en/sportschange', WITH_BETBY, '/en/sportsbook'],
    ['/sportschange', SORTE, '/sports'],
    ['/en/sportschange', SORTE, '/en/sports'],
  ])('sends %s to the brand’s experience', async (path, overrides, location) => {
    brand(overrides);
    const { request, url } = at(path);
    const entry = await sportsEntryRedirect(request, url);
    expect(entry?.status).toBe(302);
    expect(entry?.headers.get('Location')).toBe(location);
  });

  it('is a 404 for a brand without sports', async () => {
    brand(NO_SPORTS);
    const { request, url } = at('/sportschange');
    const { thrown } = await thrownBy(() => sportsEntryRedirect(request, url));
    expect(statusOf(thrown)).toBe(404);
  });
});

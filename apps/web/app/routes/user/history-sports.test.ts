import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testTheme } from '~/test/fixtures';
import { loader } from './history-sports';

const resolveTenant = vi.hoisted(() => vi.fn());
vi.mock('~/core/tenant/server/resolve-tenant.server', () => ({ resolveTenant }));

const betby = (active: boolean) => ({ active, brand_id: 'brand', theme_name: 'default' });

function load(path: string) {
  const url = new URL(`http://demo.localhost${path}`);
  return loader({ request: new Request(url), url, params: {}, context: {} } as never);
}

beforeEach(() => resolveTenant.mockReset());

describe('/user/edit/history-sports', () => {
  it('opens for a brand with Betby’s sportsbook, with the wallet’s messages in its language', async () => {
    resolveTenant.mockResolvedValue({ status: 'ok', theme: testTheme({ betby: betby(true) }) });
    const data = await load('/en/user/edit/history-sports');
    expect(data.locale).toBe('en');
    expect(data.walletMessages).toMatchObject({
      history: { sports: { tableLabel: 'Sports bets' } },
    });
  });

  it('is a 404 for a brand without it', async () => {
    resolveTenant.mockResolvedValue({
      status: 'ok',
      theme: testTheme({ hasSports: true, betby: betby(false) }),
    });
    await expect(load('/user/edit/history-sports')).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

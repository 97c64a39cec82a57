import type { APIRequestContext } from '@playwright/test';
import { DEMO } from './accounts';
import { depositByApi } from './platform-api';
import {
  expect,
  expectNoAxeViolations,
  expectNoHorizontalScroll,
  PLATFORM_ORIGIN,
  type RegisteredPlayer,
  test,
  visit,
} from './fixtures';

// The player's sportsbook bets on /user/edit/history-sports (issue 14): a bet placed and won through
// the stand-in's demo routes — what its widget calls (sportsbook.spec.ts clicks through it) — is
// listed there as won, and stays out of the casino history.

const api = (path: string) => `${PLATFORM_ORIGIN}/t/${DEMO.slug}${path}`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Fixtures {
  events: { id: string; home: string; markets: { outcomes: { id: string; name: string }[] }[] }[];
}

/** A R$ 10 single on Flamengo to beat Palmeiras, placed with the player's sportsbook token, then won. */
async function winTenOnFlamengo(request: APIRequestContext, player: RegisteredPlayer) {
  const session = await request.post(api('/sportsbook/session'), {
    data: { lang: 'pt-br' },
    headers: bearer(player.session.token),
  });
  expect(session.status(), await session.text()).toBe(200);
  const { token } = (await session.json()) as { token: string };

  const fixtures = (await (await request.get(api('/sportsbook/demo/fixtures'))).json()) as Fixtures;
  const match = fixtures.events.find((event) => event.id === 'flamengo-palmeiras');
  const outcome = match?.markets[0]?.outcomes.find((candidate) => candidate.name === 'Flamengo');
  expect(outcome, 'the stand-in offers Flamengo to win').toBeTruthy();

  const placed = await request.post(api('/sportsbook/demo/bets'), {
    data: {
      type: 'single',
      stake: 1000,
      selections: [{ event_id: match!.id, outcome_id: outcome!.id }],
    },
    headers: bearer(token),
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const { bet } = (await placed.json()) as { bet: { id: string; odds: string } };
  const settled = await request.post(api(`/sportsbook/demo/bets/${bet.id}/settle`), {
    data: { outcome: 'win' },
    headers: bearer(token),
  });
  expect(settled.status(), await settled.text()).toBe(200);
  return bet.odds;
}

test.describe('the sportsbook history', () => {
  test('a won R$ 10 single is listed as won, at 360 px too, and not in the casino history', async ({
    page,
    request,
    signedInPlayer,
  }) => {
    await depositByApi(request, DEMO, signedInPlayer.session, 5000);

    await visit(page, '/user/edit/history-sports');
    const nav = page.getByRole('navigation', { name: 'Seções da conta' });
    await expect(nav.getByRole('link', { name: 'Apostas esportivas' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByText('Nenhuma aposta esportiva ainda')).toBeVisible();
    await expectNoAxeViolations(page, 'sports history, empty');

    const odds = await winTenOnFlamengo(request, signedInPlayer);
    await visit(page, '/user/edit/history-sports');
    const table = page.getByRole('table', { name: 'Apostas esportivas' });
    const row = table.getByRole('row').filter({ hasText: 'Flamengo × Palmeiras' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Resultado final: Flamengo @ ${odds}`);
    await expect(row).toContainText(/R\$\s10,00/);
    const payout = (10 * Number(odds)).toFixed(2).replace('.', ',');
    await expect(row).toContainText(new RegExp(`R\\$\\s${payout}`));
    await expect(row).toContainText('Ganha');
    await expectNoAxeViolations(page, 'sports history, one bet won');

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(row).toContainText('Ganha');
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'sports history at 360 px');

    await visit(page, '/en/user/edit/history-sports');
    await expect(page.getByRole('table', { name: 'Sports bets' })).toContainText('Won');

    await visit(page, '/user/edit/history-casino');
    await expect(page.getByText('Nenhuma aposta ainda')).toBeVisible();
  });
});

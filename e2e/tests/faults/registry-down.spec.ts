import { AURORA, SORTE } from '../accounts';
import { expect, expectNoAxeViolations, siteUrl, test } from '../fixtures';
import { faults } from './faults';

// Issue 39 §1: the tenant registry fails at a host's first request. docs/product/tenant-and-shell.md
// "§4 Site load": any failure of the theme fetch but a 404 means maintenance (HTTP 503). The faults
// config keeps the registry's answer for 1 s (TENANT_CACHE_TTL_MS).

test.afterEach(async () => {
  await faults.pass();
});

test('the registry down at a first request shows "Manutenção Programada" with 503, and the site returns on the next request without a restart', async ({
  page,
}) => {
  await faults.clearLog();
  await faults.rules([
    // One host's registry call answered 503, the other's connection refused.
    { method: 'GET', path: '^/api/site-config$', action: 'answer', status: 503, times: 1 },
    { method: 'GET', path: '^/api/site-config$', action: 'refuse' },
  ]);
  for (const host of [AURORA.host, SORTE.host]) {
    const response = await page.goto(siteUrl(host));
    expect(response!.status(), host).toBe(503);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manutenção Programada');
    await expect(page.getByText('Estamos aplicando melhorias na plataforma.')).toBeVisible();
    await expectNoAxeViolations(page, `maintenance screen on ${host}, registry down`);
  }
  const registryCalls = (await faults.log()).filter((seen) =>
    seen.path.startsWith('/api/site-config'),
  );
  expect(registryCalls.map((seen) => seen.fault)).toEqual(
    expect.arrayContaining(['answer 503', 'refuse']),
  );

  await faults.pass();
  // A failed lookup is kept no longer than the theme cache (1 s here, at most 5 s): the player's
  // next visit after that finds the site, the web server never restarted.
  await page.waitForTimeout(1_100);
  for (const host of [AURORA.host, SORTE.host]) {
    const response = await page.goto(siteUrl(host));
    expect(response!.status(), host).toBe(200);
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  }
});

import { expect, expectNoAxeViolations, test, visit } from '../fixtures';
import { faults, isSameDocument, markDocument, openDeposit } from './faults';

// Issue 39 §1: the platform stops while a page is open (docs/design/fault-journeys.md).

test.afterEach(async () => {
  await faults.pass();
});

test('the platform stops while the deposit is open: the connection message, nothing blank, and the deposit goes through once it is back, without a reload', async ({
  page,
  signedInPlayer,
}) => {
  expect(signedInPlayer.cpf).toBeTruthy();
  await visit(page, '/');
  await markDocument(page);
  const header = page.getByRole('banner');
  await expect(header.getByText(/R\$\s0,00/)).toBeVisible();
  const { dialog, amount } = await openDeposit(page, '50');

  await faults.down();
  await faults.clearLog();
  const generate = dialog.getByRole('button', { name: 'Gerar PIX' });
  await generate.click();

  // §8 502 "connection problem", not a bare "unknown error"; the page and the typed amount stay.
  await expect(dialog.getByRole('alert')).toHaveText('Problema de conexão. Tente novamente.');
  await expect(amount).toHaveValue('50');
  await expect(generate).toBeEnabled();
  // Behind the modal (hidden from the accessibility tree while it is open) the page is still drawn.
  await expect(page.locator('header').getByText(/R\$\s0,00/)).toBeVisible();
  await expect(page.locator('main')).toContainText('Jogos em destaque');
  // §7: the POST was tried twice (its CORS preflight is what met the closed door each time).
  const attempts = (await faults.log()).filter((seen) =>
    seen.path.endsWith('/main-gateway/qrcode-pix'),
  );
  expect(attempts.map((seen) => seen.fault)).toEqual(['down', 'down']);
  await expectNoAxeViolations(page, 'deposit dialog, platform down');

  await faults.pass();
  await generate.click();
  await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(await isSameDocument(page), 'the page was reloaded').toBe(true);
});

test('the platform stops, then the player opens the lobby: the games say they could not load, with a retry that brings them once it is back, without a reload', async ({
  page,
  signedInPlayer,
}) => {
  expect(signedInPlayer.cpf).toBeTruthy();
  await visit(page, '/');
  await markDocument(page);
  const header = page.getByRole('banner');
  await expect(header.getByText(/R\$\s0,00/)).toBeVisible();

  await faults.down();
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Cassino' })
    .click();
  await expect(page.getByText('Não foi possível carregar os jogos.')).toBeVisible();
  const retry = page.getByRole('button', { name: 'Tentar novamente' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Jogos' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Depositar' })).toBeVisible();
  await expectNoAxeViolations(page, 'lobby, platform down');

  await faults.pass();
  await retry.click();
  await expect(
    page.getByRole('list', { name: 'Jogos' }).getByRole('link', { name: /Tigre da Sorte/ }),
  ).toBeVisible();
  await expect(page.getByText('Não foi possível carregar os jogos.')).toHaveCount(0);
  await expect(header.getByText(/R\$\s0,00/)).toBeVisible();
  expect(await isSameDocument(page), 'the page was reloaded').toBe(true);
});

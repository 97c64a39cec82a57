import { expect, expectNoAxeViolations, test, visit } from '../fixtures';
import { faults, isSameDocument, markDocument, openDeposit } from './faults';

// Issue 39 §1: the platform slower than the client's timeout (§7 Generic client behaviour); the
// faults config sets the web's API_TIMEOUT_MS to 3 s (docs/design/fault-journeys.md).

test.afterEach(async () => {
  await faults.pass();
});

test('a platform slower than the timeout: the deposit shows it is working, then the timeout message, and a retry works once the platform is fast again', async ({
  page,
  signedInPlayer,
}) => {
  expect(signedInPlayer.cpf).toBeTruthy();
  await visit(page, '/');
  await markDocument(page);
  const { dialog, amount } = await openDeposit(page, '50');

  await faults.slow(10_000);
  await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
  const pending = dialog.getByRole('button', { name: 'Gerando PIX…' });
  await expect(pending).toBeVisible();
  await expect(pending).toHaveAttribute('aria-busy', 'true');

  // Two attempts of 3 s each (§7: a POST is retried once), then §8 408.
  await expect(dialog.getByRole('alert')).toHaveText(
    'A solicitação demorou demais. Tente novamente.',
    { timeout: 20_000 },
  );
  await expect(amount).toHaveValue('50');
  await expectNoAxeViolations(page, 'deposit dialog, platform too slow');

  await faults.pass();
  await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
  await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
  expect(await isSameDocument(page), 'the page was reloaded').toBe(true);
});

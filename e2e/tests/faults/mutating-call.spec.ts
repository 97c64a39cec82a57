import { DEMO } from '../accounts';
import type { SeenRequest } from '../fault-proxy';
import { expect, test, visit } from '../fixtures';
import { faults as proxy, openDeposit } from './faults';

// Issue 39 §1, 5xx and 429 on a mutating call, as docs/product/tenant-and-shell.md
// "§7 Generic client behaviour" has it: the fault proxy answers the first attempt itself; the one
// retry carries the same Idempotency-Key and waits what Retry-After asks; when the retry fails too,
// the player reads §8's status message with what they typed still there, and the next try works
// without a reload.

const PIX_CHARGE = '/main-gateway/qrcode-pix$';
const CHAT_SEND = '/chat/messages$';

/** The requests the proxy saw for `path` (a RegExp source), method POST. */
async function postsTo(path: string): Promise<SeenRequest[]> {
  return (await proxy.log()).filter(
    (seen) => seen.method === 'POST' && new RegExp(path).test(seen.path.split('?')[0]!),
  );
}

/** Two attempts of one logical call: the same key, and the second not before `atLeastMs`. */
function expectOneRetry(seen: SeenRequest[], atLeastMs = 0) {
  expect(seen, JSON.stringify(seen)).toHaveLength(2);
  const [first, second] = seen;
  expect(first!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
  expect(second!.time - first!.time).toBeGreaterThanOrEqual(atLeastMs);
}

test.describe('5xx and 429 on a mutating call', () => {
  test.beforeEach(async () => {
    await proxy.pass();
    await proxy.clearLog();
  });
  test.afterEach(async () => {
    await proxy.pass();
  });

  test('a deposit answered 429 with Retry-After is retried once, after the wait, with the same key, and the PIX shows', async ({
    page,
    signedInPlayer,
  }) => {
    expect(signedInPlayer.session.token).toBeTruthy();
    await visit(page, '/');
    const { dialog } = await openDeposit(page, '50');

    await proxy.rules([
      { action: 'answer', method: 'POST', path: PIX_CHARGE, status: 429, retryAfter: 2, times: 1 },
    ]);
    await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    expectOneRetry(await postsTo(PIX_CHARGE), 2_000);
  });

  test('a deposit answered 503 twice says §8’s message with the amount kept, and goes on the next try', async ({
    page,
    signedInPlayer,
  }) => {
    expect(signedInPlayer.session.token).toBeTruthy();
    await visit(page, '/');
    const { dialog, amount } = await openDeposit(page, '75');

    await proxy.rules([
      { action: 'answer', method: 'POST', path: PIX_CHARGE, status: 503, times: 2 },
    ]);
    await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Serviço temporariamente indisponível.');
    await expect(amount).toHaveValue('75');
    expectOneRetry(await postsTo(PIX_CHARGE));

    // The platform answers again: the same dialog, no reload.
    await proxy.pass();
    await dialog.getByRole('button', { name: 'Gerar PIX' }).click();
    await expect(dialog.getByRole('img', { name: 'QR Code PIX' })).toBeVisible();
    // The BR Code names the amount kept in the field: field 54, five characters, 75.00.
    await expect(dialog.getByRole('textbox', { name: 'PIX copia e cola' })).toHaveValue(
      /540575\.00/,
    );
  });

  test('a chat message answered 500, then 429 with Retry-After, keeps its text under §8’s message, and goes on the next try', async ({
    page,
    signedInPlayer,
  }) => {
    expect(signedInPlayer.session.token).toBeTruthy();
    await visit(page, '/');
    // A player's chat shares its button with the live support (docs/design/floating-controls.md).
    await page.getByRole('banner').getByRole('button', { name: 'Chat e atendimento' }).click();
    await page
      .getByRole('group', { name: 'Chat e atendimento' })
      .getByRole('button', { name: 'Chat', exact: true })
      .click();
    const panel = page.getByRole('dialog', { name: 'Chat' });
    const field = panel.getByRole('textbox', { name: 'Mensagem' });
    const text = `Boa noite, ${DEMO.slug} ${Date.now()}`;
    await field.fill(text);

    await proxy.rules([
      { action: 'answer', method: 'POST', path: CHAT_SEND, status: 500, times: 1 },
      { action: 'answer', method: 'POST', path: CHAT_SEND, status: 429, retryAfter: 1, times: 1 },
    ]);
    await field.press('Enter');
    await expect(panel.getByRole('alert')).toHaveText(
      'Muitas solicitações. Aguarde um momento e tente novamente.',
    );
    await expect(field).toHaveValue(text);
    expectOneRetry(await postsTo(CHAT_SEND));

    await field.press('Enter');
    await expect(field).toHaveValue('');
    await expect(panel.getByRole('log').getByText(text)).toBeVisible();
  });
});

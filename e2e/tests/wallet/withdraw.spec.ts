import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  DEMO,
  TINY_PNG,
  approveDocument,
  codeFromOutbox,
  documentsOf,
  outboxMark,
} from '../accounts';
import {
  PLATFORM_ORIGIN,
  type RegisteredPlayer,
  expect,
  expectNoAxeViolations,
  horizontalOverflow,
  test,
  visit,
} from '../fixtures';

// ─── What a player has done before withdrawing (set up through the platform's API) ───────────

const api = (path: string) => `${PLATFORM_ORIGIN}/t/${DEMO.slug}${path}`;

function headersOf(token: string) {
  return { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() };
}

/** The player confirms the code the platform e-mailed them (demo's outbox). */
async function verifyEmail(request: APIRequestContext, player: RegisteredPlayer) {
  const { token } = player.session;
  const since = outboxMark();
  const sent = await request.post(api('/auth/verify-email'), {
    data: { email: player.email, purpose: 'verify' },
    headers: headersOf(token),
  });
  expect(sent.status(), await sent.text()).toBe(202);
  const code = await codeFromOutbox(request, DEMO, player.email, since);
  const checked = await request.post(api('/auth/verify-code'), {
    data: { channel: 'email', to: player.email, code, purpose: 'verify' },
    headers: headersOf(token),
  });
  expect(checked.status(), await checked.text()).toBe(200);
}

/** The player sends a document and the operator approves it (demo's review control). */
async function approveDocuments(request: APIRequestContext, player: RegisteredPlayer) {
  const { token } = player.session;
  const uploaded = await request.post(api('/documents/upload'), {
    multipart: {
      type: 'rg_front',
      document: { name: 'rg-frente.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
    headers: headersOf(token),
  });
  expect(uploaded.status(), await uploaded.text()).toBeLessThan(300);
  const documents = await documentsOf(request, DEMO, token);
  await approveDocument(request, DEMO, documents.data[0]!.id);
}

/** The player deposits `amount` centavos by PIX and pays it in the demo bank from their own CPF. */
async function depositThroughDemoBank(
  request: APIRequestContext,
  player: RegisteredPlayer,
  amount: number,
) {
  const charge = await request.post(api('/main-gateway/qrcode-pix'), {
    data: { amount },
    headers: headersOf(player.session.token),
  });
  expect(charge.status(), await charge.text()).toBe(200);
  const { qrcode } = (await charge.json()) as { qrcode: string };
  const paid = await request.post(api('/demo/bank/pay'), {
    data: { payload: qrcode },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(paid.status(), await paid.text()).toBe(200);
}

/** A player who may withdraw: e-mail and phone verified, documents approved, R$ 100 deposited. */
async function readyToWithdraw(request: APIRequestContext, player: RegisteredPlayer) {
  await verifyEmail(request, player);
  await approveDocuments(request, player);
  await depositThroughDemoBank(request, player, 10_000);
}

// ─── Journeys ─────────────────────────────────────────────────────────────────────────────────

test.describe('withdraw', () => {
  test('the §5 gate asks a player with the e-mail unverified to verify it first', async ({
    page,
    signedInPlayer,
  }) => {
    expect(signedInPlayer.phone).toBeTruthy();
    await visit(page, '/');
    await page.getByRole('button', { name: /^Menu da conta de/ }).click();
    await page.getByRole('link', { name: 'Carteira' }).click();
    await expect(page).toHaveURL(/\/account\/wallet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible();
    await expect(page.getByText('Você ainda não fez nenhum saque.')).toBeVisible();
    await expectNoAxeViolations(page, '/account/wallet');

    await page.getByRole('button', { name: 'Sacar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sacar via PIX' });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Para sua segurança, é necessário verificar seu e-mail antes de continuar.',
    );
    await expectNoAxeViolations(page, 'withdraw, e-mail gate');
    await dialog.getByRole('link', { name: 'Verificar agora' }).click();
    await expect(page).toHaveURL(/\/user\/edit\/access-data$/);
    await expect(page.getByRole('region', { name: 'E-mail', exact: true })).toBeVisible();
  });

  test('a withdrawal below the minimum shows the range', async ({
    page,
    request,
    signedInPlayer,
  }) => {
    await readyToWithdraw(request, signedInPlayer);
    await visit(page, '/account/wallet');
    const balances = page.getByRole('region', { name: 'Seus saldos' });
    await expect(balances.getByText(/R\$\s100,00/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Sacar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sacar via PIX' });

    // The first withdrawal: the player adds their own CPF as the PIX key.
    await expect(dialog.getByRole('heading', { name: 'Nova chave PIX' })).toBeFocused();
    await expectNoAxeViolations(page, 'withdraw, new PIX key');
    await dialog.getByRole('textbox', { name: 'Chave PIX' }).fill(signedInPlayer.cpf);
    await dialog.getByRole('button', { name: 'Salvar chave' }).click();

    const amount = dialog.getByRole('textbox', { name: 'Valor do saque' });
    await expect(amount).toBeVisible();
    await expect(dialog.getByText('Valor: (R$ 20,00 ~ R$ 10.000,00)')).toBeVisible();
    await expectNoAxeViolations(page, 'withdraw, amount');
    await amount.fill('10');
    await dialog.getByRole('button', { name: 'Solicitar saque' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Valor: (R$ 20,00 ~ R$ 10.000,00)')).toBeVisible();
    await expectNoAxeViolations(page, 'withdraw, below the minimum');
  });

  test('a withdrawal is requested, cancelled after "Repensando Decisões", and the balance comes back', async ({
    page,
    request,
    signedInPlayer,
  }) => {
    await readyToWithdraw(request, signedInPlayer);
    await page.setViewportSize({ width: 360, height: 740 });
    await visit(page, '/account/wallet');
    const header = page.getByRole('banner');
    await expect(header.getByText(/R\$\s100,00/)).toBeVisible();

    await page.getByRole('button', { name: 'Sacar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sacar via PIX' });
    await dialog.getByRole('textbox', { name: 'Chave PIX' }).fill(signedInPlayer.cpf);
    await dialog.getByRole('button', { name: 'Salvar chave' }).click();
    await dialog.getByRole('textbox', { name: 'Valor do saque' }).fill('30');
    await dialog.getByRole('button', { name: 'Solicitar saque' }).click();
    await expect(dialog.getByText('Saque solicitado!')).toBeVisible();
    await expect(dialog.getByText('Status: Pendente')).toBeVisible();
    await expect(dialog.getByText(/Seu saldo agora é R\$\s70,00\./)).toBeVisible();
    await expectNoAxeViolations(page, 'withdraw, requested');
    const wide = await horizontalOverflow(page);
    expect(wide.scrollWidth, 'the withdraw flow is wider than 360 px').toBeLessThanOrEqual(
      wide.innerWidth,
    );
    await dialog.getByRole('button', { name: 'Concluir' }).click();
    await expect(dialog).toBeHidden();
    await expect(header.getByText(/R\$\s70,00/)).toBeVisible();

    const list = page.getByRole('region', { name: 'Seus saques' });
    const row = list.getByRole('listitem').filter({ hasText: /R\$\s30,00/ });
    await expect(row).toContainText('Pendente');
    await expectNoAxeViolations(page, '/account/wallet, withdrawal pending');
    await row.getByRole('button', { name: /^Cancelar o saque de R\$\s30,00/ }).click();
    const question = page.getByRole('alertdialog', { name: 'Repensando Decisões' });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page, 'Repensando Decisões');
    await question.getByRole('button', { name: 'Sim, cancelar saque' }).click();
    await expect(question).toBeHidden();
    await expect(row).toContainText('Cancelado');
    await expect(row.getByRole('button', { name: /^Cancelar/ })).toHaveCount(0);
    await expect(header.getByText(/R\$\s100,00/)).toBeVisible();
    await page.reload();
    await expect(header.getByText(/R\$\s100,00/)).toBeVisible();
    await expect(row).toContainText('Cancelado');
    await expectNoAxeViolations(page, '/account/wallet, withdrawal cancelled');
  });
});

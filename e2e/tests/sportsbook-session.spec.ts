import { DEMO } from './accounts';
import { submitLogin } from './accounts/login-dialog';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';

// Signing in and out while on the sportsbook (issue 14): the page kills Betby's widget and draws it
// again with the right session — the player's token after a sign-in, none after a sign-out — on the
// same market, without leaving it.

const MATCH = '/sportsbook/futebol/brasileirao/flamengo-palmeiras';
const FLAMENGO_WINS = /^Flamengo — Resultado final, odd /;

test('signing in and out on a match redraws the widget for the new session, on the same match', async ({
  page,
  registeredPlayer,
}) => {
  await visit(page, MATCH);
  const widget = page.getByRole('main');
  const match = widget.getByRole('heading', { level: 2, name: 'Flamengo × Palmeiras' });
  await expect(match).toBeVisible();

  /** Picks Flamengo to win and opens the bet slip. */
  const openSlip = async () => {
    await widget.getByRole('button', { name: FLAMENGO_WINS }).first().click();
    await widget.getByRole('button', { name: /^Cupom de apostas \(1\)$/ }).click();
  };

  // A guest's slip asks to sign in, through our modal.
  await openSlip();
  await widget.getByRole('button', { name: 'Entre para apostar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await submitLogin(dialog, DEMO, registeredPlayer);
  await expect(dialog).toBeHidden();

  // Signed in: the widget is the player's, still on the match, and its slip places the bet.
  const menu = page.getByRole('button', { name: /^Menu da conta de / });
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${MATCH}$`));
  await expect(match).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Entre para apostar' })).toHaveCount(0);
  await openSlip();
  await expect(widget.getByRole('textbox', { name: 'Valor da aposta (R$)' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Apostar', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'sportsbook, signed in on the page');

  // Signed out: a guest's widget again, on the same match.
  await menu.click();
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${MATCH}$`));
  await expect(match).toBeVisible();
  await openSlip();
  await expect(widget.getByRole('button', { name: 'Entre para apostar' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Apostar', exact: true })).toHaveCount(0);
});

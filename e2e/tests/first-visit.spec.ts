import { devices, type Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, visit } from './fixtures';

// A first-time visitor on a cheap phone: 360 px, touch, nothing stored. Every overlay that can
// meet another on such a visit is tried as a pair: the 18+ question with the dialog the URL asked
// for, with the registration prompt, with the game page; the registration dialog with its own
// confirmation; a panel the player opened with the prompt that waits for it.
test.use({
  ...devices['Pixel 7'],
  viewport: { width: 360, height: 740 },
  returningVisitor: false,
});

const GATE = 'Você tem 18 anos ou mais?';
const YES = 'Sim, tenho 18 anos ou mais';

/** The 18+ question is the only overlay: focus on its answer, nothing else asked yet. */
async function expectGateAlone(page: Page) {
  const gate = page.getByRole('dialog', { name: GATE });
  await expect(gate).toBeVisible();
  await expect(gate.getByRole('button', { name: YES })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  return gate;
}

/** One tap answers it; the answer is remembered. */
async function answerGate(page: Page) {
  const gate = page.getByRole('dialog', { name: GATE });
  await gate.getByRole('button', { name: YES }).tap();
  await expect(gate).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('ageVerified'))).toBe('true');
}

test.describe('a first visit on a phone', () => {
  test('a referral link: 18+ first, then the registration dialog, usable, with the code kept', async ({
    page,
  }) => {
    await visit(page, '/register?ref=AMIGO1');
    await expectGateAlone(page);
    await expectNoAxeViolations(page, 'referral link: 18+ question');
    await answerGate(page);

    const dialog = page.getByRole('dialog', { name: 'Criar conta' });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const first = dialog.getByRole('radio').first();
    await expect(first).toBeFocused();
    await expectNoAxeViolations(page, 'referral link: registration dialog');
    expect(await page.evaluate(() => localStorage.getItem('ref'))).toBe('AMIGO1');

    // Usable by touch: the first step is answered and the wizard moves on.
    await dialog.getByText('Feminino', { exact: true }).tap();
    await dialog.getByRole('button', { name: 'Continuar' }).tap();
    await expect(dialog.getByRole('group', { name: 'Qual é o seu estado civil?' })).toBeVisible();

    // Closing asks first, on top of the wizard; "keep going" returns to the same step.
    await dialog.getByRole('button', { name: 'Fechar' }).tap();
    const question = page.getByRole('alertdialog', {
      name: 'Tem certeza que deseja cancelar seu registro?',
    });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Continuar cadastro' })).toBeFocused();
    // Only the question is reachable: the wizard beneath is hidden from screen readers.
    await expect(page.getByRole('dialog', { name: 'Criar conta' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'referral link: cancel confirmation');
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(dialog.getByRole('group', { name: 'Qual é o seu estado civil?' })).toBeVisible();

    await dialog.getByRole('button', { name: 'Fechar' }).tap();
    await question.getByRole('button', { name: 'Sim, cancelar' }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    // The referral survives the cancelled registration, for the next attempt.
    expect(await page.evaluate(() => localStorage.getItem('ref'))).toBe('AMIGO1');
  });

  test('in English, a referral link carrying markup: 18+ first, the dialog next, nothing stored or run', async ({
    page,
  }) => {
    const hostile = encodeURIComponent('<img src=x onerror=alert(1)>');
    await visit(page, `/en/register?ref=${hostile}`);
    const gate = page.getByRole('dialog', { name: 'Are you 18 or older?' });
    await expect(gate.getByRole('button', { name: 'Yes, I am 18 or older' })).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expectNoAxeViolations(page, 'English referral link: 18+ question');
    await gate.getByRole('button', { name: 'Yes, I am 18 or older' }).tap();
    await expect(gate).toHaveCount(0);

    const dialog = page.getByRole('dialog', { name: 'Create account' });
    await expect(dialog.getByRole('radio').first()).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    // A referral code is letters, digits, '-' and '_': markup is neither kept nor shown.
    expect(await page.evaluate(() => localStorage.getItem('ref'))).toBeNull();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'English referral link: registration dialog');
  });

  test('a sign-in link: 18+ first, then the login dialog on its first field', async ({ page }) => {
    await visit(page, '/login');
    await expectGateAlone(page);
    await answerGate(page);

    const login = page.getByRole('dialog', { name: 'Entrar' });
    await expect(login).toBeVisible();
    const phone = login.getByLabel('Celular');
    await expect(phone).toBeFocused();
    await phone.fill('11999990001');
    await expect(phone).toHaveValue('(11) 99999-0001');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expectNoAxeViolations(page, 'sign-in link: login dialog after the 18+ question');
  });

  test('the warning signs link: 18+ first, then the help and the central self-exclusion, no sign-up prompt', async ({
    page,
  }) => {
    // Where the risk warning of the sign-in and the registration leads: a person who wants to
    // stop reads it without an account and without a password, and is not invited to sign up.
    await visit(page, '/responsible-gambling#sinais');
    await expectGateAlone(page);
    await answerGate(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Jogo Responsável' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sinais de alerta' })).toBeInViewport();
    await expect(
      page
        .getByRole('region', { name: 'Autoexclusão em todas as casas' })
        .getByRole('link', { name: /plataforma central/ }),
    ).toHaveAttribute('href', /^https:\/\/www\.gov\.br\/autoexclusaoapostas/);
    // Well past the prompt's 2 s: no registration dialog over the help.
    await page.waitForTimeout(3000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, 'responsible gambling as a first-time guest');

    // The tools are one sign-in away, and the login brings the player back here.
    await page
      .getByRole('region', { name: 'Entre para usar as ferramentas' })
      .getByRole('button', { name: 'Entrar' })
      .tap();
    await expect(page.getByRole('dialog', { name: 'Entrar' })).toBeVisible();
  });

  test('the home page: the registration prompt waits for the 18+ answer, then comes alone', async ({
    page,
  }) => {
    await visit(page, '/');
    await expectGateAlone(page);
    // Well past the prompt's 2 s: it does not open over the unanswered question.
    await page.waitForTimeout(3000);
    await expectGateAlone(page);
    await answerGate(page);

    const prompt = page.getByRole('dialog', { name: 'Criar conta' });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expectNoAxeViolations(page, 'home: registration prompt after the 18+ question');
  });

  test('a panel the player opened keeps the registration prompt waiting until it closes', async ({
    page,
  }) => {
    await visit(page, '/');
    await answerGate(page);
    await page.getByRole('button', { name: /^Idioma/ }).tap();
    const panel = page.getByRole('dialog', { name: 'Idioma' });
    await expect(panel).toBeVisible();
    await page.waitForTimeout(3000);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Fechar' }).tap();
    await expect(page.getByRole('dialog', { name: 'Criar conta' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('a game page: 18+ first, then the game and the registration prompt, one at a time', async ({
    page,
  }) => {
    await visit(page, '/casino/vitrine-originals/tigre-da-sorte');
    await expectGateAlone(page);
    await expectNoAxeViolations(page, 'game page: 18+ question');
    await answerGate(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Tigre da Sorte' })).toBeVisible();
    const prompt = page.getByRole('dialog', { name: 'Criar conta' });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expectNoAxeViolations(page, 'game page: registration prompt');

    await prompt.getByRole('button', { name: 'Fechar' }).tap();
    await page
      .getByRole('alertdialog', { name: 'Tem certeza que deseja cancelar seu registro?' })
      .getByRole('button', { name: 'Sim, cancelar' })
      .tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/casino\/vitrine-originals\/tigre-da-sorte$/);
    await expectNoAxeViolations(page, 'game page after the overlays');
  });
});

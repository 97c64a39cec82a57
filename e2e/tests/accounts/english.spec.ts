import { ANA, SORTE, freshCpf } from '../accounts';
import { expect, expectNoAxeViolations, siteUrl, test, visit, waitForHydration } from '../fixtures';
import { LOGIN_TEXTS, sessionCookies, storedToken, submitLogin } from './login-dialog';

test.describe('accounts in English (/en)', () => {
  test('guest gate, sign-in, reload and sign-out on sorte', async ({ page }) => {
    await visit(page, siteUrl(SORTE.host, '/en/user'));
    await expect(page).toHaveURL(siteUrl(SORTE.host, '/en/login?redirect=%2Fen%2Fuser'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByText('Sign in with your mobile number and password.')).toBeVisible();
    // sorte asks for the CPF at login (`login_requires_cpf`), not the e-mail.
    await expect(dialog.getByLabel('CPF')).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'I forgot my password' })).toBeVisible();
    await expectNoAxeViolations(page, 'sorte /en/login?redirect=%2Fen%2Fuser');
    await submitLogin(dialog, SORTE, ANA, LOGIN_TEXTS.en);

    await expect(page).toHaveURL(siteUrl(SORTE.host, '/en/user'));
    await expect(page.getByText('Welcome, Ana!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit Profile');
    await expect(
      page.getByRole('region', { name: 'Edit Profile' }).getByText('Ana Souza', { exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page, 'sorte /en/user');

    await page.getByRole('link', { name: /— home page$/ }).click();
    await expect(page).toHaveURL(siteUrl(SORTE.host, '/en'));
    await page.reload();
    // The menu opens once the page has hydrated (a worker-served reload can take a moment longer).
    await waitForHydration(page);
    const menu = page.getByRole('button', { name: 'Account menu of Ana' });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(page.getByRole('link', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/en/user',
    );
    await expectNoAxeViolations(page, 'sorte /en, account menu open');
    await page.getByRole('button', { name: 'Sign out' }).click();

    await expect(page.getByText('You have signed out.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(menu).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
    expect(await sessionCookies(page)).toEqual([]);
  });

  test('the registration wizard speaks English', async ({ page }) => {
    await visit(page, siteUrl(SORTE.host, '/en/register'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const dialog = page.getByRole('dialog', { name: 'Create account' });
    const progress = dialog.getByRole('progressbar', { name: 'Registration progress' });
    const next = dialog.getByRole('button', { name: 'Continue' });
    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 9');
    const gender = dialog.getByRole('group', { name: 'What is your gender?' });
    await expect(gender.getByRole('radio')).toHaveCount(4);
    await expect(gender.getByRole('radio', { name: 'Prefer not to say' })).toBeVisible();
    await next.click();
    await expect(gender).toHaveAccessibleDescription('This field is required.');
    await expectNoAxeViolations(page, 'sorte /en/register, step 1 with an error');

    await gender.getByRole('radio', { name: 'Female' }).check();
    await next.click();
    await dialog.getByRole('radio', { name: 'Single' }).check();
    await next.click();
    await dialog.getByLabel('Full name').fill('Beatriz Teste');
    await next.click();
    await expect(dialog.getByRole('heading', { name: 'What is your CPF?' })).toBeVisible();
    await dialog.getByLabel('CPF').fill(freshCpf());
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Step 5 of 9');
    await expect(
      dialog.getByRole('heading', { name: 'What is your mobile number?' }),
    ).toBeVisible();
    const phone = dialog.getByLabel('Mobile number');
    await phone.fill('(10) 99999-0001');
    await next.click();
    await expect(phone).toHaveAccessibleDescription(
      /This mobile number does not exist in Brazil\.$/,
    );
    await expectNoAxeViolations(page, 'sorte /en/register, phone step with an error');
  });
});

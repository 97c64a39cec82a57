import type { Locator, Page } from '@playwright/test';
import type { Player, Tenant } from '../accounts';

// The login dialog as a person fills it, and the traces a session leaves in the browser.

/** The login form's texts in each language (apps/web i18n `session.login`). */
export const LOGIN_TEXTS = {
  pt: { phone: 'Celular', password: 'Senha', submit: 'Entrar' },
  en: { phone: 'Mobile number', password: 'Password', submit: 'Sign in' },
} as const;

/** Fills the login dialog with what the tenant asks for and submits it. */
export async function submitLogin(
  dialog: Locator,
  tenant: Tenant,
  player: Player,
  texts: (typeof LOGIN_TEXTS)['pt' | 'en'] = LOGIN_TEXTS.pt,
) {
  await dialog.getByLabel(texts.phone).fill(player.nationalPhone);
  await dialog.getByLabel(texts.password, { exact: true }).fill(player.password);
  if (tenant.loginExtra === 'email') await dialog.getByLabel('E-mail').fill(player.email);
  else await dialog.getByLabel('CPF').fill(player.cpf);
  await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
}

/** The token the web app keeps in local storage `auth`. */
export const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth'));

/** The session cookies (`auth_client`, `auth_state`) the browser holds. */
export async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.filter((cookie) => ['auth_client', 'auth_state'].includes(cookie.name));
}

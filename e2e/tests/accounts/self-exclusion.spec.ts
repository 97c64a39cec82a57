import { selfExcludedSchema } from '@vitrine/contract/accounts.ts';
import { BRUNO, DEMO, SORTE } from '../accounts';
import { PLATFORM_ORIGIN, expect, expectNoAxeViolations, siteUrl, test, visit } from '../fixtures';
import { LOGIN_TEXTS, sessionCookies, storedToken, submitLogin } from './login-dialog';

test.describe('self-exclusion', () => {
  test.use({ timezoneId: 'America/Sao_Paulo' });

  const cases = [
    {
      title: 'demo, in Portuguese',
      tenant: DEMO,
      path: '/login',
      texts: LOGIN_TEXTS.pt,
      intl: 'pt-BR',
      notice: 'Conta em autoexclusão',
      body: (start: string, end: string) =>
        `Sua conta está em autoexclusão de ${start} até ${end}. ` +
        'Durante esse período não é possível entrar.',
      ok: 'Entendi',
      menu: /^Menu da conta/,
    },
    {
      title: 'sorte, in English',
      tenant: SORTE,
      path: '/en/login',
      texts: LOGIN_TEXTS.en,
      intl: 'en-US',
      notice: 'Account self-excluded',
      body: (start: string, end: string) =>
        `Your account is self-excluded from ${start} until ${end}. ` +
        'You cannot sign in during this period.',
      ok: 'Understood',
      menu: /^Account menu of/,
    },
  ] as const;

  for (const each of cases) {
    test(`a self-excluded player cannot stay signed in and sees the period (${each.title})`, async ({
      page,
    }) => {
      await visit(page, siteUrl(each.tenant.host, each.path));
      const dialog = page.getByRole('dialog', { name: each.texts.submit });
      const answer = page.waitForResponse(
        (response) =>
          response.url() === `${PLATFORM_ORIGIN}/t/${each.tenant.slug}/auth/login` &&
          response.request().method() === 'POST',
      );
      await submitLogin(dialog, each.tenant, BRUNO, each.texts);
      const refusal = await answer;
      expect(refusal.status()).toBe(403);
      const period = selfExcludedSchema.parse(await refusal.json());

      const notice = page.getByRole('dialog', { name: each.notice });
      await expect(notice).toBeVisible();
      const day = (iso: string) =>
        new Intl.DateTimeFormat(each.intl, {
          dateStyle: 'long',
          timeZone: 'America/Sao_Paulo',
        }).format(new Date(iso));
      await expect(notice).toHaveAccessibleDescription(
        each.body(day(period.start_at), day(period.end_at ?? '')),
      );
      // Seeded self-excluded for 90 days.
      const days = (Date.parse(period.end_at ?? '') - Date.parse(period.start_at)) / 86_400_000;
      expect(Math.round(days)).toBe(90);
      await expect(dialog).toBeHidden();
      await expectNoAxeViolations(page, `self-exclusion notice (${each.title})`);

      await notice.getByRole('button', { name: each.ok }).click();
      await expect(notice).toBeHidden();
      await expect(page.getByRole('link', { name: each.texts.submit, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: each.menu })).toHaveCount(0);
      expect(await storedToken(page)).toBeNull();
      expect(await sessionCookies(page)).toEqual([]);
    });
  }
});

import type { Locator, Page } from '@playwright/test';
import {
  ANA,
  BRUNO,
  DEMO,
  type Player,
  SORTE,
  TINY_PNG,
  type Tenant,
  approveDocument,
  codeFromOutbox,
  documentsOf,
  freshCpf,
  freshPlayer,
  outboxMark,
  putSessionInBrowser,
  registerPlayer,
} from './accounts';
import { PLATFORM_ORIGIN, expect, expectNoAxeViolations, siteUrl, test, visit } from './fixtures';

/** The login form's texts in each language (apps/web i18n `session.login`). */
const LOGIN_TEXTS = {
  pt: { phone: 'Celular', password: 'Senha', submit: 'Entrar' },
  en: { phone: 'Mobile number', password: 'Password', submit: 'Sign in' },
} as const;

/** Fills the login dialog with what the tenant asks for and submits it. */
async function submitLogin(
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

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth'));

async function sessionCookies(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.filter((cookie) => ['auth_client', 'auth_state'].includes(cookie.name));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test.describe('accounts', () => {
  test('a new player registers through the whole wizard, reading the code from the outbox, and ends signed in', async ({
    page,
    request,
  }) => {
    const player = freshPlayer('Carla');
    await visit(page, '/');
    await page.getByRole('link', { name: 'Cadastrar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar conta' });
    const progress = dialog.getByRole('progressbar', { name: 'Progresso do cadastro' });
    const next = dialog.getByRole('button', { name: 'Continuar' });

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 1 de 8');
    await expect(dialog.getByRole('group', { name: 'Qual é o seu gênero?' })).toBeVisible();
    await expectNoAxeViolations(page, 'register wizard, step 1 (gender)');
    await dialog.getByRole('radio', { name: 'Feminino' }).check();
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 2 de 8');
    await dialog.getByRole('radio', { name: 'Solteiro(a)' }).check();
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 3 de 8');
    await dialog.getByLabel('Nome completo').fill(player.name);
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 4 de 8');
    await dialog.getByLabel('CPF').fill(player.cpf.replace(/\D/g, ''));
    await expect(dialog.getByLabel('CPF')).toHaveValue(player.cpf);
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 5 de 8');
    await dialog.getByLabel('Celular').fill(player.nationalPhone);
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 6 de 8');
    await dialog.getByLabel('E-mail').fill(player.email);
    const since = outboxMark();
    await next.click();

    // `reg_phone`: the code goes by SMS to the phone.
    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 7 de 8');
    await expect(dialog).toContainText(
      `Enviamos um código de 6 dígitos por SMS para ${player.nationalPhone}.`,
    );
    await expect(dialog.getByRole('button', { name: /^Reenviar código em \d+ s$/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'register wizard, code step');
    const code = await codeFromOutbox(request, DEMO, player.phone, since);
    await dialog.getByLabel('Código de 6 dígitos').fill(code);
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 8 de 8');
    await dialog.getByLabel('Senha', { exact: true }).fill(player.password);
    await dialog.getByLabel('Confirmar senha').fill(player.password);
    await dialog.getByRole('checkbox', { name: /^Tenho mais de 18 anos/ }).check();
    const captcha = dialog.getByRole('checkbox', { name: 'Não sou um robô' });
    await expect(captcha).toBeVisible();
    await expectNoAxeViolations(page, 'register wizard, last step (password, terms, captcha)');
    await captcha.check();
    await dialog.getByRole('button', { name: 'Criar conta' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Cadastro realizado com sucesso :)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu da conta de Carla' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);
    expect(await storedToken(page)).toBeTruthy();
    const storedUser = await page.evaluate(() => localStorage.getItem('user'));
    expect(JSON.parse(storedUser ?? '{}')).toMatchObject({
      name: player.name,
      username: player.phone,
      email: player.email,
    });
    expect((await sessionCookies(page)).map((cookie) => cookie.name).sort()).toEqual([
      'auth_client',
      'auth_state',
    ]);
    await expectNoAxeViolations(page, 'home after registering');
  });

  test('the CPF and phone steps of the wizard say what is wrong', async ({ page }) => {
    await visit(page, '/register');
    const dialog = page.getByRole('dialog', { name: 'Criar conta' });
    const progress = dialog.getByRole('progressbar', { name: 'Progresso do cadastro' });
    const next = dialog.getByRole('button', { name: 'Continuar' });
    await dialog.getByRole('radio', { name: 'Masculino' }).check();
    await next.click();
    await dialog.getByRole('radio', { name: 'Casado(a)' }).check();
    await next.click();
    await dialog.getByLabel('Nome completo').fill('Diego Teste');
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 4 de 8');
    const cpf = dialog.getByLabel('CPF');
    await cpf.fill('123.456.789-00');
    await next.click();
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await expect(cpf).toHaveAccessibleDescription('CPF inválido');
    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 4 de 8');
    await expectNoAxeViolations(page, 'register wizard, CPF step with an error');
    await cpf.fill(freshCpf());
    await next.click();

    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 5 de 8');
    const phone = dialog.getByLabel('Celular');
    const problems = [
      ['+351 912 345 678', 'Informe um número de telefone do Brasil.'],
      ['abcdefgh', 'Isto não é um número de telefone.'],
      ['(11) 9999', 'O número de telefone é curto demais.'],
      ['119999900011234', 'O número de telefone é longo demais.'],
      ['(10) 99999-0001', 'Este número de celular não existe no Brasil.'],
    ] as const;
    for (const [typed, message] of problems) {
      await phone.fill(typed);
      await next.click();
      await expect(phone, typed).toHaveValue(typed);
      await expect(phone, typed).toHaveAttribute('aria-invalid', 'true');
      await expect(phone, typed).toHaveAccessibleDescription(
        new RegExp(`${escapeRegExp(message)}$`),
      );
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
      await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 5 de 8');
    }
    await expectNoAxeViolations(page, 'register wizard, phone step with an error');

    await phone.fill('(11) 98765-4321');
    await next.click();
    await expect(progress).toHaveAttribute('aria-valuetext', 'Passo 6 de 8');
  });

  test('sign-in, reload (still signed in), sign-out', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await expect(dialog.getByText('Entre com o seu celular e senha.')).toBeVisible();
    // demo asks for the e-mail at login (`login_requires_email`).
    await expect(dialog.getByLabel('E-mail')).toBeVisible();
    await expect(dialog.getByLabel('CPF')).toHaveCount(0);
    await expectNoAxeViolations(page, 'login dialog (demo)');
    await submitLogin(dialog, DEMO, ANA);

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Bem-vindo(a), Ana!')).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu da conta de Ana' });
    await expect(menu).toBeVisible();
    expect(await storedToken(page)).toBeTruthy();
    await expectNoAxeViolations(page, 'home signed in');

    await page.reload();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveCount(0);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Meu perfil' })).toHaveAttribute('href', '/user');
    await expect(page.getByRole('link', { name: 'Editar conta' })).toHaveAttribute(
      'href',
      '/user/edit',
    );
    await expectNoAxeViolations(page, 'account menu open');
    await page.getByRole('button', { name: 'Sair' }).click();

    await expect(page.getByText('Você saiu da sua conta.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(menu).toHaveCount(0);
    expect(await storedToken(page)).toBeNull();
    expect(await sessionCookies(page)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toBeVisible();
  });

  test('the deposit action sends a guest to register (§4, §6)', async ({ page }) => {
    await visit(page, siteUrl('localhost', '/'));
    await page.getByRole('button', { name: 'Depositar' }).click();
    await expect(page.getByRole('dialog', { name: 'Criar conta' })).toBeVisible();
    await expectNoAxeViolations(page, 'register dialog opened by the deposit action');
  });

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
        const period = (await refusal.json()) as { start_at: string; end_at: string };

        const notice = page.getByRole('dialog', { name: each.notice });
        await expect(notice).toBeVisible();
        const day = (iso: string) =>
          new Intl.DateTimeFormat(each.intl, {
            dateStyle: 'long',
            timeZone: 'America/Sao_Paulo',
          }).format(new Date(iso));
        await expect(notice).toHaveAccessibleDescription(
          each.body(day(period.start_at), day(period.end_at)),
        );
        // Seeded self-excluded for 90 days.
        const days = (Date.parse(period.end_at) - Date.parse(period.start_at)) / 86_400_000;
        expect(Math.round(days)).toBe(90);
        await expect(dialog).toBeHidden();
        await expectNoAxeViolations(page, `self-exclusion notice (${each.title})`);

        await notice.getByRole('button', { name: each.ok }).click();
        await expect(notice).toBeHidden();
        await expect(
          page.getByRole('link', { name: each.texts.submit, exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: each.menu })).toHaveCount(0);
        expect(await storedToken(page)).toBeNull();
        expect(await sessionCookies(page)).toEqual([]);
      });
    }
  });

  test('password recovery by e-mail code', async ({ page, request }) => {
    const player = freshPlayer('Rita');
    await registerPlayer(request, DEMO, player);

    // /recover-pass opens the recovery in the login modal (the modal's own link: see below).
    await visit(page, '/recover-pass');
    const dialog = page.getByRole('dialog', { name: 'Recuperar senha' });
    await expect(dialog.getByText('Passo 1 de 2')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await expectNoAxeViolations(page, 'recovery, step 1 (method)');
    await dialog.getByLabel('E-mail da conta').fill(player.email);
    const since = outboxMark();
    await dialog.getByRole('button', { name: 'Enviar código' }).click();

    await expect(dialog.getByText('Passo 2 de 2')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(`Enviamos um código para ${player.email}.`);
    await expect(dialog.getByRole('button', { name: /^Reenviar em \d+ s$/ })).toBeDisabled();
    await expectNoAxeViolations(page, 'recovery, step 2 (code and new password)');
    const code = await codeFromOutbox(request, DEMO, player.email, since);
    const newPassword = 'Nova#Senha2026';
    await dialog.getByLabel('Código de 6 dígitos').fill(code);
    await dialog.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await dialog.getByLabel('Confirmar nova senha').fill(newPassword);
    await dialog.getByRole('button', { name: 'Salvar nova senha' }).click();

    await expect(page.getByText('Senha atualizada com sucesso.')).toBeVisible();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await expect(login).toBeVisible();
    await submitLogin(login, DEMO, { ...player, password: newPassword });
    await expect(login).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu da conta de Rita' })).toBeVisible();
  });

  test('"Esqueci minha senha" in the login modal opens the recovery', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Entrar' });
    await expect(login.getByLabel('Celular')).toBeFocused();
    await login.getByRole('button', { name: 'Esqueci minha senha' }).click();
    // The modal switches in place: no network, so a short wait is plenty.
    await expect(page.getByRole('dialog', { name: 'Recuperar senha' })).toBeVisible({
      timeout: 3000,
    });
  });

  test('the registration modal opens on its first field', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('link', { name: 'Cadastrar', exact: true }).click();
    const first = page.getByRole('dialog', { name: 'Criar conta' }).getByRole('radio').first();
    await expect(first).toBeVisible();
    // Focus moves as the step appears: a short wait is plenty.
    await expect(first).toBeFocused({ timeout: 3000 });
  });

  test('/user/edit/access-data verifies the e-mail with a code', async ({ page, request }) => {
    const player = freshPlayer('Lia');
    // Registered with the SMS code: the phone is verified, the e-mail not yet.
    await putSessionInBrowser(page, DEMO, await registerPlayer(request, DEMO, player));

    await visit(page, '/user/edit/access-data');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar conta');
    await expect(
      page
        .getByRole('navigation', { name: 'Seções da conta' })
        .getByRole('link', { name: 'Dados de acesso' }),
    ).toHaveAttribute('aria-current', 'page');
    const emailCard = page.getByRole('region', { name: 'E-mail', exact: true });
    const phoneCard = page.getByRole('region', { name: 'Telefone', exact: true });
    await expect(emailCard).toContainText(player.email);
    await expect(emailCard.getByText('Não verificado')).toBeVisible();
    await expect(phoneCard).toContainText(player.nationalPhone);
    await expect(phoneCard.getByText('Verificado', { exact: true })).toBeVisible();
    await expect(emailCard.getByRole('status')).toHaveText(
      'Confirme o seu e-mail para proteger a sua conta.',
    );
    await expectNoAxeViolations(page, '/user/edit/access-data');

    const since = outboxMark();
    await emailCard.getByRole('button', { name: 'Enviar código' }).click();
    await expect(emailCard.getByRole('status')).toHaveText(
      `Enviamos um código de 6 dígitos para ${player.email}.`,
    );
    const codeField = emailCard.getByLabel('Código de 6 dígitos');
    await expect(codeField).toBeFocused();
    await expect(emailCard.getByRole('button', { name: /^Reenviar em \d+ s$/ })).toBeDisabled();
    await expectNoAxeViolations(page, '/user/edit/access-data, code sent');
    await codeField.fill(await codeFromOutbox(request, DEMO, player.email, since));
    await emailCard.getByRole('button', { name: 'Confirmar código' }).click();

    await expect(page.getByText('E-mail verificado com sucesso.')).toBeVisible();
    await expect(emailCard.getByText('Verificado', { exact: true })).toBeVisible();
    await expect(emailCard.getByText('Não verificado')).toHaveCount(0);
    await expect(codeField).toHaveCount(0);
    await page.reload();
    await expect(emailCard.getByText('Verificado', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, '/user/edit/access-data, e-mail verified');
  });

  test('a document upload shows pending, then the review', async ({ page, request }) => {
    const session = await registerPlayer(request, DEMO, freshPlayer('Davi'));
    await putSessionInBrowser(page, DEMO, session);

    await visit(page, '/user/edit/verification');
    await expect(
      page
        .getByRole('navigation', { name: 'Seções da conta' })
        .getByRole('link', { name: 'Verificação' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText('Não enviados', { exact: true })).toBeVisible();
    await expect(page.getByText('Envie seus documentos para verificar a sua conta.')).toBeVisible();
    const list = page.getByRole('region', { name: 'Documentos enviados' });
    await expect(list).toContainText('Você ainda não enviou nenhum documento.');
    await expectNoAxeViolations(page, '/user/edit/verification');

    const upload = page.getByRole('region', { name: 'Enviar documento' });
    await upload.getByRole('radio', { name: 'RG (frente)' }).check();
    await upload
      .getByLabel('Escolher arquivo')
      .setInputFiles({ name: 'rg-frente.png', mimeType: 'image/png', buffer: TINY_PNG });
    await expect(upload.getByText('Arquivo escolhido: rg-frente.png')).toBeVisible();
    await expect(upload.getByRole('img', { name: 'Prévia do documento escolhido' })).toBeVisible();
    await expectNoAxeViolations(page, '/user/edit/verification, file chosen');
    await upload.getByRole('button', { name: 'Enviar documento' }).click();

    await expect(page.getByText('Documento enviado. Vamos analisá-lo em breve.')).toBeVisible();
    const row = list.getByRole('listitem').filter({ hasText: 'RG (frente)' });
    await expect(row).toContainText('Em análise');
    await expect(row.getByRole('button', { name: 'Cancelar envio de RG (frente)' })).toBeVisible();
    await expect(
      page.getByText('Seus documentos estão em análise. Avisaremos quando terminarmos.'),
    ).toBeVisible();
    await expect(upload.getByText('Arquivo escolhido: rg-frente.png')).toHaveCount(0);
    await expectNoAxeViolations(page, '/user/edit/verification, document pending');

    // The operator approves it (demo review control); the page shows it on the next load.
    const documents = await documentsOf(request, DEMO, session.token);
    expect(documents.data).toMatchObject([{ type: 'rg_front', status: 'pending' }]);
    await approveDocument(request, DEMO, documents.data[0]!.id);
    await page.reload();
    await expect(row).toContainText('Aprovado');
    await expect(row.getByRole('button', { name: /^Cancelar envio/ })).toHaveCount(0);
    await expect(page.getByText('Sua conta está verificada.')).toBeVisible();
  });

  test('a guest opening /user gets the login modal and lands on /user after signing in', async ({
    page,
  }) => {
    await visit(page, '/user');
    await expect(page).toHaveURL(siteUrl('localhost', '/login?redirect=%2Fuser'));
    const dialog = page.getByRole('dialog', { name: 'Entrar' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Celular')).toBeFocused();
    await expectNoAxeViolations(page, '/login?redirect=%2Fuser');
    await submitLogin(dialog, DEMO, ANA);

    await expect(page).toHaveURL(siteUrl('localhost', '/user'));
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editar perfil');
    const identity = page.getByRole('region', { name: 'Editar perfil' });
    await expect(identity.getByText('Ana Souza', { exact: true })).toBeVisible();
    await expect(identity).toContainText(`${ANA.nationalPhone} · ${ANA.email}`);
    await expectNoAxeViolations(page, '/user');
  });

  test.describe('in English (/en)', () => {
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
      await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 8');
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

      await expect(progress).toHaveAttribute('aria-valuetext', 'Step 5 of 8');
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
});

import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { THE_CODE } from '~/test/fake-platform/db';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { laravelError, reply } from '~/test/fake-platform/reply';
import { maria } from '~/test/fixtures';
import {
  continueButton,
  continueTo,
  fillSteps,
  renderWizard,
  WIZARD_WALK_TIMEOUT_MS,
} from '~/test/register-test-kit';

// happy-dom does not fetch scripts: run the Turnstile stand-in the way the browser would.
vi.mock('~/lib/load-script', () => ({
  loadScript: async () => {
    const { readFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const file = join(import.meta.dirname, '../../../../../public/vendor/turnstile-standin.js');
    new Function(await readFile(file, 'utf8'))();
  },
}));

const submitButton = () => screen.getByRole('button', { name: 'Criar conta' });

async function fillPassword(user: ReturnType<typeof renderWizard>['user']) {
  await user.type(screen.getByLabelText('Senha'), 'Vitrine@2026');
  await user.type(screen.getByLabelText('Confirmar senha'), 'Vitrine@2026');
  await user.click(screen.getByRole('checkbox', { name: /Tenho mais de 18 anos/ }));
}

describe('RegisterWizard: the CPF step', { timeout: WIZARD_WALK_TIMEOUT_MS }, () => {
  it('is not there unless the tenant asks for the CPF', async () => {
    const { user } = renderWizard();
    await fillSteps(user, { stopAt: 'Qual é o seu celular?' });
    expect(screen.getByText('Passo 4 de 8')).toBeTruthy();
    expect(screen.queryByLabelText('CPF')).toBeNull();
  });

  it('masks the CPF, refuses an invalid one and checks the rest with the platform', async () => {
    const { user, platform } = renderWizard({ requirements: { requiresCpf: true } });
    await fillSteps(user, { cpf: true, stopAt: 'Qual é o seu CPF?' });
    expect(screen.getByText('Passo 4 de 9')).toBeTruthy();
    const cpf = screen.getByLabelText<HTMLInputElement>('CPF');
    await user.type(cpf, '12345678900');
    expect(cpf.value).toBe('123.456.789-00');
    await user.click(continueButton());
    expect(await screen.findByText('CPF inválido')).toBeTruthy();
    expect(platform.callsTo('POST /validate/validate-cpf')).toHaveLength(0);

    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    await continueTo(user, 'Qual é o seu celular?');
    expect(platform.callsTo('POST /validate/validate-cpf')[0]?.body).toEqual({
      cpf: '529.982.247-25',
    });
  });

  it('says so when the CPF already has an account', async () => {
    const handlers: FakeHandlers = {
      'POST /validate/validate-cpf': () => ({ valid: true, available: false }),
    };
    const { user } = renderWizard({ requirements: { requiresCpf: true }, handlers });
    await fillSteps(user, { cpf: true, stopAt: 'Qual é o seu CPF?' });
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(continueButton());
    expect(await screen.findByText('Este CPF já está cadastrado.')).toBeTruthy();
    expect(screen.getByText('Passo 4 de 9')).toBeTruthy();
  });

  it('sends the CPF digits with the registration', async () => {
    const { user, platform } = renderWizard({ requirements: { requiresCpf: true } });
    await fillSteps(user, { cpf: true });
    await fillPassword(user);
    await user.click(submitButton());
    await waitFor(() => expect(platform.callsTo('POST /auth/register')).toHaveLength(1));
    expect(platform.callsTo('POST /auth/register')[0]?.body?.cpf).toBe('52998224725');
  });
});

describe('RegisterWizard: the captcha', { timeout: WIZARD_WALK_TIMEOUT_MS }, () => {
  it('is not shown when the tenant has no Turnstile site key', async () => {
    const { user } = renderWizard();
    await fillSteps(user);
    expect(screen.queryByRole('group', { name: 'Verificação de segurança' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Não sou um robô' })).toBeNull();
  });

  it("renders the tenant's widget, asks for it first and sends its token", async () => {
    const { user, platform } = renderWizard({
      requirements: { turnstileSiteKey: '1x00000000000000000000AA' },
    });
    await fillSteps(user);
    await fillPassword(user);
    await user.click(submitButton());
    expect(await screen.findByText('Confirme que você não é um robô.')).toBeTruthy();
    expect(platform.callsTo('POST /auth/register')).toHaveLength(0);

    await user.click(await screen.findByRole('checkbox', { name: 'Não sou um robô' }));
    await user.click(submitButton());
    await waitFor(() => expect(platform.callsTo('POST /auth/register')).toHaveLength(1));
    expect(platform.callsTo('POST /auth/register')[0]?.body?.captcha).toMatch(
      /^demo-turnstile-pass\./,
    );
  });

  it('asks for a new captcha after a refused registration (each token counts once)', async () => {
    const refused = 'Não foi possível confirmar que você não é um robô. Tente novamente.';
    const handlers: FakeHandlers = {
      'POST /auth/register': () => laravelError(422, refused, { captcha: [refused] }),
    };
    const { user } = renderWizard({ requirements: { turnstileSiteKey: 'site-key' }, handlers });
    await fillSteps(user);
    await fillPassword(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Não sou um robô' }));
    await user.click(submitButton());
    expect(await screen.findByText(refused)).toBeTruthy();
    const fresh = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: 'Não sou um robô',
    });
    expect(fresh.checked).toBe(false);
  });
});

describe('RegisterWizard: creating the account', { timeout: WIZARD_WALK_TIMEOUT_MS }, () => {
  it('sends every field, signs the player in and says so', async () => {
    const success = vi.spyOn(toast, 'success');
    const { user, platform, onRegistered } = renderWizard();
    await fillSteps(user);
    await fillPassword(user);
    await user.click(submitButton());

    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(platform.callsTo('POST /auth/register')[0]?.body).toEqual({
      gender: 'female',
      marital_status: 'single',
      name: 'Maria Silva',
      username: '+5511988887777',
      email: 'maria@vitrine.test',
      code: THE_CODE,
      password: 'Vitrine@2026',
      password_confirmation: 'Vitrine@2026',
      terms: true,
      limits: { loss: { period: 'week', amount: 20_000 }, time: { period: 'day', minutes: 120 } },
    });
    expect(localStorage.getItem('auth')).toContain('token-of-maria');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      id: maria.id,
    });
    expect(success).toHaveBeenCalledWith('Cadastro realizado com sucesso :)');
  });

  it('carries the referral code stored on arrival (§2 `ref`)', async () => {
    localStorage.setItem('ref', 'AMIGO10');
    const { user, platform, onRegistered } = renderWizard();
    await fillSteps(user);
    await fillPassword(user);
    await user.click(submitButton());
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(platform.callsTo('POST /auth/register')[0]?.body?.ref).toBe('AMIGO10');
  });

  it('sends no ref when none is stored', async () => {
    const { user, platform, onRegistered } = renderWizard();
    await fillSteps(user);
    await fillPassword(user);
    await user.click(submitButton());
    await waitFor(() => expect(onRegistered).toHaveBeenCalledOnce());
    expect(platform.callsTo('POST /auth/register')[0]?.body).not.toHaveProperty('ref');
  });

  it('sends the player back to the phone step when the platform refuses the phone', async () => {
    const taken = 'Este telefone já está cadastrado.';
    const handlers: FakeHandlers = {
      'POST /auth/register': () => laravelError(422, taken, { username: [taken] }),
    };
    const { user, onRegistered } = renderWizard({ handlers });
    await fillSteps(user);
    await fillPassword(user);
    await user.click(submitButton());

    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getByText('Passo 4 de 8')).toBeTruthy();
    const phone = screen.getByLabelText<HTMLInputElement>('Celular');
    expect(phone.value).toBe('(11) 98888-7777');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(phone);
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('shows a refused code on the code step', async () => {
    const expired = 'O código expirou. Peça um novo.';
    const handlers: FakeHandlers = {
      'POST /auth/register': () => laravelError(422, expired, { code: [expired] }),
    };
    const { user } = renderWizard({ handlers });
    await fillSteps(user);
    await fillPassword(user);
    await user.click(submitButton());
    expect(await screen.findByText(expired)).toBeTruthy();
    expect(screen.getByText('Passo 6 de 8')).toBeTruthy();
  });

  it('shows a failure without field errors as a message for the form', async () => {
    const handlers: FakeHandlers = { 'POST /auth/register': () => reply(500, {}) };
    const { user } = renderWizard({ handlers });
    await fillSteps(user);
    await fillPassword(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Passo 8 de 8')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Senha').value).toBe('Vitrine@2026');
  });

  it('shows the notice of the tenant on the last step', async () => {
    const { user } = renderWizard({ requirements: { alert: 'Cadastro sujeito a verificação.' } });
    await fillSteps(user);
    expect(screen.getByRole('note').textContent).toContain('Cadastro sujeito a verificação.');
  });
});

describe('RegisterWizard in English', { timeout: WIZARD_WALK_TIMEOUT_MS }, () => {
  it('speaks English', async () => {
    const { user } = renderWizard({ locale: 'en' });
    expect(await screen.findByText('Step 1 of 8')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'What is your gender?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
  });
});

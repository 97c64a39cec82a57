import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { THE_CODE } from '~/test/fake-platform/db';
import type { FakeHandlers } from '~/test/fake-platform/platform';
import { laravelError, reply } from '~/test/fake-platform/reply';
import {
  continueButton,
  continueTo,
  fillSteps,
  renderWizard,
  WIZARD_WALK_TIMEOUT_MS,
} from '~/test/register-test-kit';

const progressbar = () => screen.getByRole('progressbar', { name: 'Progresso do cadastro' });

describe('RegisterWizard: moving between steps', { timeout: WIZARD_WALK_TIMEOUT_MS }, () => {
  it('shows one step at a time with its progress, starting at "Passo 1 de 8"', async () => {
    renderWizard();
    expect(await screen.findByText('Passo 1 de 8')).toBeTruthy();
    expect(progressbar().getAttribute('aria-valuenow')).toBe('1');
    expect(progressbar().getAttribute('aria-valuemax')).toBe('8');
    expect(screen.getByRole('group', { name: 'Qual é o seu gênero?' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
  });

  it('keeps every value when going back and forward', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: 'Outro' }));
    await continueTo(user, 'Passo 2 de 8');
    await user.click(screen.getByRole('radio', { name: 'Casado(a)' }));
    await continueTo(user, 'Passo 3 de 8');
    expect(progressbar().getAttribute('aria-valuenow')).toBe('3');
    await user.type(screen.getByLabelText('Nome completo'), 'João Pereira');
    await continueTo(user, 'Passo 4 de 8');

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByText('Passo 3 de 8');
    expect(screen.getByLabelText<HTMLInputElement>('Nome completo').value).toBe('João Pereira');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Casado(a)' }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Outro' }).checked).toBe(true);

    await continueTo(user, 'Passo 2 de 8');
    await continueTo(user, 'Passo 3 de 8');
    expect(screen.getByLabelText<HTMLInputElement>('Nome completo').value).toBe('João Pereira');
  });

  it("moves focus to the new step's first field, the chosen option in a radio group", async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: 'Feminino' }));
    await continueTo(user, 'Passo 2 de 8');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Solteiro(a)' }));
    await user.click(screen.getByRole('radio', { name: 'Viúvo(a)' }));
    await continueTo(user, 'Passo 3 de 8');
    expect(document.activeElement).toBe(screen.getByLabelText('Nome completo'));
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await screen.findByText('Passo 2 de 8');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Viúvo(a)' }));
  });

  it('continues with Enter from a field', async () => {
    const { user } = renderWizard();
    await user.click(await screen.findByRole('radio', { name: 'Masculino' }));
    await continueTo(user, 'Passo 2 de 8');
    await user.click(screen.getByRole('radio', { name: 'Solteiro(a)' }));
    await continueTo(user, 'Passo 3 de 8');
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza{Enter}');
    expect(await screen.findByText('Passo 4 de 8')).toBeTruthy();
  });

  it('offers signing in instead on the first step', async () => {
    const { user, onSignIn } = renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });
});

describe(
  'RegisterWizard: each step checks only its own fields',
  { timeout: WIZARD_WALK_TIMEOUT_MS },
  () => {
    it('asks for a choice before leaving the gender step', async () => {
      const { user } = renderWizard();
      await screen.findByText('Passo 1 de 8');
      await user.click(continueButton());
      expect(await screen.findByText('Este campo é obrigatório.')).toBeTruthy();
      expect(screen.getByText('Passo 1 de 8')).toBeTruthy();
    });

    it('asks for the full name', async () => {
      const { user } = renderWizard();
      await fillSteps(user, { stopAt: 'Como você se chama?' });
      await user.type(screen.getByLabelText('Nome completo'), 'Maria');
      await user.click(continueButton());
      expect(await screen.findByText('Por favor, insira seu nome completo.')).toBeTruthy();
    });

    it('refuses a phone number that is not Brazilian mobile', async () => {
      const { user } = renderWizard();
      await fillSteps(user, { stopAt: 'Qual é o seu celular?' });
      await user.type(screen.getByLabelText('Celular'), '1234');
      await user.click(continueButton());
      expect(await screen.findByText('O número de telefone é curto demais.')).toBeTruthy();
      expect(screen.getByLabelText('Celular').getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('Passo 4 de 8')).toBeTruthy();
    });

    it('refuses an e-mail over 30 characters without sending a code', async () => {
      const { user, platform } = renderWizard();
      await fillSteps(user, { stopAt: 'Qual é o seu e-mail?' });
      await user.type(screen.getByLabelText('E-mail'), 'a.very.long.address@vitrine.test');
      await user.click(continueButton());
      expect(await screen.findByText('E-mail é permitido apenas 30 caracteres')).toBeTruthy();
      expect(platform.callsTo('POST /auth/verify-email')).toHaveLength(0);
    });

    it('asks for the code first when continuing without one', async () => {
      const { user, platform } = renderWizard();
      await fillSteps(user, { stopAt: 'Digite o código de verificação' });
      await user.click(continueButton());
      expect(await screen.findByText('Por favor, informe o código primeiro.')).toBeTruthy();
      expect(platform.callsTo('POST /auth/verify-code')).toHaveLength(0);
    });

    it('refuses a password confirmation that does not match', async () => {
      const { user, platform } = renderWizard();
      await fillSteps(user);
      await user.type(screen.getByLabelText('Senha'), 'Vitrine@2026');
      await user.type(screen.getByLabelText('Confirmar senha'), 'Vitrine@2027');
      await user.click(screen.getByRole('checkbox', { name: /Tenho mais de 18 anos/ }));
      await user.click(screen.getByRole('button', { name: 'Criar conta' }));
      expect(await screen.findByText('Senha e Confirmar senha não correspondem')).toBeTruthy();
      expect(platform.callsTo('POST /auth/register')).toHaveLength(0);
    });

    it('requires the 18+ and terms acceptance when the tenant asks for the licence', async () => {
      const { user } = renderWizard({ requirements: { requiresLicence: true } });
      await fillSteps(user);
      await user.type(screen.getByLabelText('Senha'), 'Vitrine@2026');
      await user.type(screen.getByLabelText('Confirmar senha'), 'Vitrine@2026');
      await user.click(screen.getByRole('button', { name: 'Criar conta' }));
      expect(
        await screen.findByText(
          'Você precisa confirmar que tem mais de 18 anos e aceitar os termos.',
        ),
      ).toBeTruthy();
      const terms = screen.getByRole('link', { name: /Termos e condições/ });
      expect(terms.getAttribute('href')).toBe('/terms');
      expect(
        screen.getByRole('link', { name: /Política de privacidade/ }).getAttribute('href'),
      ).toBe('/privacy');
    });
  },
);

describe('RegisterWizard: the verification code', { timeout: WIZARD_WALK_TIMEOUT_MS }, () => {
  it('sends the code to the e-mail, says where, and checks it before moving on', async () => {
    const { user, platform } = renderWizard();
    await fillSteps(user, { stopAt: 'Digite o código de verificação' });
    expect(platform.callsTo('POST /auth/verify-email')[0]?.body).toEqual({
      email: 'maria@vitrine.test',
      purpose: 'register',
    });
    expect(
      screen.getByText('Enviamos um código de 6 dígitos para o e-mail maria@vitrine.test.'),
    ).toBeTruthy();
    const resend = screen.getByRole<HTMLButtonElement>('button', {
      name: /Reenviar código em 2\d s/,
    });
    expect(resend.disabled).toBe(true);

    await user.type(screen.getByLabelText('Código de 6 dígitos'), '000000');
    await user.click(continueButton());
    expect(await screen.findByText('Código inválido.')).toBeTruthy();
    await user.clear(screen.getByLabelText('Código de 6 dígitos'));
    await user.type(screen.getByLabelText('Código de 6 dígitos'), THE_CODE);
    await continueTo(user, 'Seus limites de jogo');
    expect(platform.callsTo('POST /auth/verify-code').at(-1)?.body).toEqual({
      channel: 'email',
      to: 'maria@vitrine.test',
      code: THE_CODE,
      purpose: 'register',
    });
  });

  it('sends the code by SMS to the phone when the tenant verifies by phone', async () => {
    const { user, platform } = renderWizard({ requirements: { verifyByPhone: true } });
    await fillSteps(user, { stopAt: 'Digite o código de verificação' });
    expect(platform.callsTo('POST /auth/verify-email')).toHaveLength(0);
    expect(platform.callsTo('POST /auth/verify-phone')[0]?.body).toEqual({
      username: '+5511988887777',
      purpose: 'register',
    });
    expect(
      screen.getByText('Enviamos um código de 6 dígitos por SMS para (11) 98888-7777.'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText('Código de 6 dígitos'), THE_CODE);
    await continueTo(user, 'Seus limites de jogo');
    expect(platform.callsTo('POST /auth/verify-code')[0]?.body).toMatchObject({
      channel: 'sms',
      to: '+5511988887777',
    });
  });

  it('needs a new code after going back and changing the e-mail, but not for the same one', async () => {
    const { user, platform } = renderWizard();
    await fillSteps(user, { stopAt: 'Digite o código de verificação' });
    await user.type(screen.getByLabelText('Código de 6 dígitos'), THE_CODE);

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await continueTo(user, 'Digite o código de verificação');
    expect(platform.callsTo('POST /auth/verify-email')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Código de 6 dígitos').value).toBe(THE_CODE);

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'maria2@vitrine.test');
    await continueTo(user, 'Enviamos um código de 6 dígitos para o e-mail maria2@vitrine.test.');
    expect(platform.callsTo('POST /auth/verify-email')).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>('Código de 6 dígitos').value).toBe('');
  });

  it("shows the platform's refusal to send a code on the e-mail step", async () => {
    const taken = 'Este e-mail já está cadastrado.';
    const handlers: FakeHandlers = {
      'POST /auth/verify-email': () => laravelError(422, taken, { email: [taken] }),
    };
    const { user } = renderWizard({ handlers });
    await fillSteps(user, { stopAt: 'Qual é o seu e-mail?' });
    await user.type(screen.getByLabelText('E-mail'), 'ana@vitrine.test');
    await user.click(continueButton());
    expect(await screen.findByText(taken)).toBeTruthy();
    expect(screen.getByText('Passo 5 de 8')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('E-mail').value).toBe('ana@vitrine.test');
  });

  it('resends the code once the wait the platform gave is over', async () => {
    const handlers: FakeHandlers = {
      'POST /auth/verify-email': () =>
        reply(202, { message: 'Enviamos um código.', resend_after: 1 }),
    };
    const { user, platform } = renderWizard({ handlers });
    await fillSteps(user, { stopAt: 'Digite o código de verificação' });
    expect(screen.getByRole('button', { name: 'Reenviar código em 1 s' })).toBeTruthy();
    await user.click(
      await screen.findByRole('button', { name: 'Reenviar código' }, { timeout: 3000 }),
    );
    expect(await screen.findByText('Enviamos um novo código.')).toBeTruthy();
    expect(platform.callsTo('POST /auth/verify-email')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Reenviar código em 1 s' })).toBeTruthy();
  });
});

describe(
  'RegisterWizard: the limits step (Portaria 2.579/2025)',
  { timeout: WIZARD_WALK_TIMEOUT_MS },
  () => {
    it('asks for a loss and a time limit, offers no "no limit", and shows the risk warning', async () => {
      const { user } = renderWizard();
      await fillSteps(user, { stopAt: 'Seus limites de jogo' });
      await user.click(continueButton());
      expect(await screen.findAllByText('Este campo é obrigatório.')).toHaveLength(3);
      expect(screen.getByText('Passo 7 de 8')).toBeTruthy();
      expect(screen.queryByRole('radio', { name: /sem limite/i })).toBeNull();
      const warning = screen.getByRole('note');
      expect(warning.textContent).toMatch(/risco de perder dinheiro/);
      expect(
        screen.getByRole('link', { name: 'Conheça os sinais de alerta' }).getAttribute('href'),
      ).toBe('/responsible-gambling#sinais');

      await user.click(screen.getByRole('radio', { name: 'Outro valor' }));
      await user.click(screen.getByRole('radio', { name: 'Mês' }));
      await user.click(screen.getByRole('radio', { name: '4 h por dia' }));
      await user.type(screen.getByLabelText('Valor do limite de perdas (R$)'), '0');
      await user.click(continueButton());
      expect(
        await screen.findByText('O campo valor do limite de perdas deve ser 1 ou maior.'),
      ).toBeTruthy();
      await user.clear(screen.getByLabelText('Valor do limite de perdas (R$)'));
      await user.type(screen.getByLabelText('Valor do limite de perdas (R$)'), '350,50');
      await continueTo(user, 'Crie sua senha');
    });
  },
);

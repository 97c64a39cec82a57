import { describe, expect, it } from 'vitest';
import { sortServerErrors } from './field-messages';
import { EMPTY_DRAFT, registerStepsFor, registrationBodyOf } from './register-steps';
import { requirementsWith } from '~/test/register-test-kit';

const complete = {
  ...EMPTY_DRAFT,
  gender: 'male',
  marital_status: 'divorced',
  name: '  João   da Silva ',
  cpf: '529.982.247-25',
  username: '(11) 98888-7777',
  email: ' Joao@Vitrine.Test ',
  code: '123 456',
  password: 'Vitrine@2026',
  password_confirmation: 'Vitrine@2026',
  terms: true,
  captcha: 'demo-turnstile-pass.abcdef',
  loss_period: 'day',
  loss_amount: 'custom',
  loss_custom: '150,5',
  time_minutes: '240',
};

describe('registerStepsFor', () => {
  it('has the seven steps of §2 and the limits step, the CPF after the name when the tenant asks for it', () => {
    expect(registerStepsFor(requirementsWith()).map((step) => step.id)).toEqual([
      'gender',
      'marital_status',
      'name',
      'phone',
      'email',
      'code',
      'limits',
      'password',
    ]);
    expect(
      registerStepsFor(requirementsWith({ requiresCpf: true })).map((step) => step.id),
    ).toEqual([
      'gender',
      'marital_status',
      'name',
      'cpf',
      'phone',
      'email',
      'code',
      'limits',
      'password',
    ]);
  });
});

describe('registrationBodyOf', () => {
  it('parses the draft into the POST /auth/register body', () => {
    const result = registrationBodyOf(
      complete,
      requirementsWith({ requiresCpf: true, turnstileSiteKey: 'key' }),
    );
    expect(result).toEqual({
      ok: true,
      body: {
        gender: 'male',
        marital_status: 'divorced',
        name: 'João da Silva',
        username: '+5511988887777',
        email: 'joao@vitrine.test',
        code: '123456',
        cpf: '52998224725',
        password: 'Vitrine@2026',
        password_confirmation: 'Vitrine@2026',
        terms: true,
        captcha: 'demo-turnstile-pass.abcdef',
        limits: { loss: { period: 'day', amount: 15_050 }, time: { period: 'day', minutes: 240 } },
      },
    });
  });

  it('leaves out what the tenant does not ask for', () => {
    const result = registrationBodyOf(
      { ...complete, cpf: '', captcha: '', terms: false },
      requirementsWith({ requiresLicence: false }),
    );
    expect(result.ok && result.body).not.toHaveProperty('cpf');
    expect(result.ok && result.body).not.toHaveProperty('captcha');
    expect(result.ok && result.body).not.toHaveProperty('terms');
  });

  it('names the fields that do not pass', () => {
    const result = registrationBodyOf({ ...complete, code: '' }, requirementsWith());
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(['code']);
  });
});

describe('sortServerErrors', () => {
  it("puts the platform's field errors on the wizard's fields and keeps the rest for the form", () => {
    const shown = new Set(['name', 'username', 'email'] as const);
    expect(
      sortServerErrors(
        { last_name: 'Sobrenome curto.', phone: 'Telefone já usado.', device: 'Bloqueado.' },
        shown,
      ),
    ).toEqual({
      onFields: { name: 'Sobrenome curto.', username: 'Telefone já usado.' },
      elsewhere: ['Bloqueado.'],
    });
  });
});

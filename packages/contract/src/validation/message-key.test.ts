import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  fieldLabel,
  laravelValidationErrors,
  parseValidationMessage,
  translateValidation,
  validationLocaleFor,
  validationMessage,
  validationMessages,
} from './message-key.ts';

function flatKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, entry]) =>
    flatKeys(entry, prefix ? `${prefix}.${key}` : key),
  );
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

describe('validation message files', () => {
  const ptBR = validationMessages['pt-BR'];
  const en = validationMessages.en;

  it('have exactly the same keys in pt-BR and en', () => {
    expect(flatKeys(en).sort()).toEqual(flatKeys(ptBR).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(ptBR.validation)) {
      const english: string = en.validation[key as keyof typeof en.validation];
      expect(placeholders(english), key).toEqual(placeholders(text));
    }
  });

  it('quote the spec’s Portuguese verbatim (§5)', () => {
    expect(ptBR.validation.required).toBe('Este campo é obrigatório.');
    expect(ptBR.validation.required_field).toBe('Este é um campo obrigatório.');
    expect(ptBR.validation.email_max).toBe('E-mail é permitido apenas 30 caracteres');
    expect(ptBR.validation.password_confirmation).toBe('Senha e Confirmar senha não correspondem');
    expect(ptBR.validation.passwords_differ).toBe('As senhas não coincidem');
    expect(ptBR.validation.full_name).toBe('Por favor, insira seu nome completo.');
    expect(ptBR.validation.surname_short).toBe('O sobrenome deve ter mais de três caracteres.');
    expect(ptBR.validation.cpf_invalid).toBe('CPF inválido');
    expect(ptBR.validation.verify_email_and_phone).toBe(
      'Para sua segurança, é necessário verificar seu e-mail e telefone antes de continuar.',
    );
    expect(en.validation.default).toBe('The {{field}} is not valid');
    expect(en.validation.fallback).toBe('{{field}} is not valid');
  });

  it('label every field the spec names', () => {
    for (const field of [
      'email',
      'password',
      'username',
      'name',
      'firstName',
      'lastName',
      'confirmPassword',
      'password_confirmation',
      'terms',
      'captcha',
      'cpf',
      'code',
      'birth_date',
      'gender',
      'marital_status',
    ]) {
      expect(Object.hasOwn(ptBR.fields, field), field).toBe(true);
    }
  });
});

describe('message keys with parameters', () => {
  it('round-trips a key and its parameters through one string', () => {
    const message = validationMessage('validation.min_length', { min: 8 });
    expect(message).toBe('validation.min_length|{"min":8}');
    expect(parseValidationMessage(message)).toEqual({
      key: 'validation.min_length',
      params: { min: 8 },
    });
  });

  it('leaves a key without parameters bare', () => {
    expect(validationMessage('validation.cpf_invalid')).toBe('validation.cpf_invalid');
    expect(validationMessage('validation.cpf_invalid', {})).toBe('validation.cpf_invalid');
    expect(parseValidationMessage('validation.cpf_invalid')).toEqual({
      key: 'validation.cpf_invalid',
      params: {},
    });
  });

  it('treats a message that is not one of ours as plain text', () => {
    expect(parseValidationMessage('a | b')).toEqual({ key: 'a | b', params: {} });
    expect(parseValidationMessage('x|{"a":{"b":1}}')).toEqual({
      key: 'x|{"a":{"b":1}}',
      params: {},
    });
  });
});

describe('translateValidation', () => {
  it('renders the Portuguese and the English text', () => {
    expect(translateValidation('validation.cpf_invalid', 'pt-BR')).toBe('CPF inválido');
    expect(translateValidation('validation.cpf_invalid', 'en')).toBe('Invalid CPF');
    expect(translateValidation('validation.required', 'pt-BR', 'email')).toBe(
      'Este campo é obrigatório.',
    );
  });

  it('interpolates parameters and the translated field label', () => {
    const message = validationMessage('validation.min_length', { min: 8 });
    expect(translateValidation(message, 'pt-BR', 'password')).toBe(
      'O campo Senha deve ter pelo menos 8 caracteres.',
    );
    expect(translateValidation(message, 'en', 'password')).toBe(
      'The Password field must be at least 8 characters.',
    );
    expect(
      translateValidation(
        validationMessage('validation.between', { min: 1, max: 5 }),
        'en',
        'code',
      ),
    ).toBe('The Code field must be between 1 and 5.');
    expect(
      translateValidation(validationMessage('validation.size', { size: 2048 }), 'pt-BR', 'avatar'),
    ).toBe('O campo Foto de perfil deve ter menos de 2048 KB.');
  });

  it('shows the withdrawal range with the amounts it is given', () => {
    const message = validationMessage('validation.withdrawal_range', {
      min: 'R$ 10,00',
      max: 'R$ 5.000,00',
    });
    expect(translateValidation(message, 'pt-BR')).toBe('Valor: (R$ 10,00 ~ R$ 5.000,00)');
  });

  it('uses the default and fallback form messages with or without a field', () => {
    expect(translateValidation('validation.default', 'en', 'email')).toBe('The Email is not valid');
    expect(translateValidation('validation.fallback', 'en', 'email')).toBe('Email is not valid');
    expect(translateValidation('validation.fallback', 'pt-BR', 'cpf')).toBe('CPF não é válido');
    expect(translateValidation('validation.default', 'pt-BR')).toBe('O campo não é válido');
    expect(translateValidation('validation.default', 'en')).toBe('The field is not valid');
    expect(translateValidation('validation.fallback', 'en')).toBe('Field is not valid');
    expect(translateValidation('validation.fallback', 'pt-BR')).toBe('Campo não é válido');
    expect(translateValidation('validation.url', 'en')).toBe('The field is not a valid URL.');
    expect(translateValidation('validation.url', 'pt-BR')).toBe('O campo não é uma URL válida.');
  });

  it('keeps an unknown field name and an unknown message as they are', () => {
    expect(fieldLabel('nickname', 'en')).toBe('nickname');
    expect(translateValidation('validation.default', 'en', 'nickname')).toBe(
      'The nickname is not valid',
    );
    expect(translateValidation('Something else', 'pt-BR')).toBe('Something else');
    expect(translateValidation('validation.nope', 'en')).toBe('validation.nope');
    expect(translateValidation('validation.toString', 'en')).toBe('validation.toString');
  });
});

describe('validationLocaleFor', () => {
  it('is pt-BR for any Portuguese and en for everything else (§5 Validation timing)', () => {
    expect(validationLocaleFor('pt')).toBe('pt-BR');
    expect(validationLocaleFor('pt-BR')).toBe('pt-BR');
    expect(validationLocaleFor('pt-PT')).toBe('pt-BR');
    expect(validationLocaleFor('en')).toBe('en');
    expect(validationLocaleFor('es')).toBe('en');
    expect(validationLocaleFor(undefined)).toBe('en');
  });
});

describe('laravelValidationErrors', () => {
  it('keeps the first message of each field, translated', () => {
    const issues = [
      { path: ['password'], message: validationMessage('validation.min_length', { min: 8 }) },
      { path: ['password'], message: 'validation.password_mix' },
      { path: ['cpf'], message: 'validation.cpf_invalid' },
    ];
    expect(laravelValidationErrors(issues, 'pt-BR')).toEqual({
      password: ['O campo Senha deve ter pelo menos 8 caracteres.'],
      cpf: ['CPF inválido'],
    });
    expect(laravelValidationErrors(issues, 'en')).toEqual({
      password: ['The Password field must be at least 8 characters.'],
      cpf: ['Invalid CPF'],
    });
  });

  it("translates zod's own checks into the Laravel rule they stand for", () => {
    const query = z.object({
      page: z.coerce.number().int().positive().max(100_000),
      per_page: z.coerce.number().int().max(100),
      searchTerm: z.string().max(100),
      type: z.enum(['slot', 'live']),
      slug: z.string().regex(/^[a-z]+$/, 'invalid slug'),
      limit: z.number().int(),
      list: z.array(z.string()),
    });
    const result = query.safeParse({
      page: '0',
      per_page: '1e30',
      searchTerm: 'a'.repeat(101),
      type: 'poker',
      slug: 'Não',
      limit: 1.5,
      list: 'a',
    });
    expect(laravelValidationErrors(result.error?.issues ?? [], 'pt-BR')).toEqual({
      page: ['O campo page deve ser 1 ou maior.'],
      per_page: ['O campo per_page deve ser 9007199254740991 ou menor.'],
      searchTerm: ['O campo searchTerm não deve ter mais que 100 caracteres.'],
      type: ['O campo type não tem um valor válido.'],
      slug: ['O formato do campo slug é inválido.'],
      limit: ['O campo limit deve ser um número inteiro.'],
      list: ['O campo list não é válido'],
    });
  });

  it('reads a missing field as required when zod reports the input', () => {
    const result = z.object({ domain: z.string() }).safeParse({}, { reportInput: true });
    expect(laravelValidationErrors(result.error?.issues ?? [], 'en')).toEqual({
      domain: ['This field is required.'],
    });
  });
});

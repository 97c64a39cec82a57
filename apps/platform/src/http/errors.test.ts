import { describe, expect, it } from 'vitest';
import { LOCALES } from '@vitrine/contract/locale.ts';
import { ApiError, errorCodes, errorOf } from './errors.ts';
import en from './locales/en.json' with { type: 'json' };
import ptBR from './locales/pt-BR.json' with { type: 'json' };

const files: Record<string, Record<string, string>> = { 'pt-BR': ptBR, en };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('the platform locale files', () => {
  it('hold the same keys in pt-BR and en', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ptBR).sort());
  });

  it('fill the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(ptBR)) {
      expect(placeholders(files.en?.[key] ?? '').sort(), key).toEqual(placeholders(text).sort());
    }
  });

  it('cover every locale the contract knows', () => {
    expect(Object.keys(files).sort()).toEqual([...LOCALES].sort());
  });
});

describe('the error codes', () => {
  it.each(errorCodes)('%s has a message in both languages', (code) => {
    const { message } = errorOf(code);
    if (message === null) return; // Laravel's summary of the field errors
    for (const locale of LOCALES) expect(files[locale]?.[message], locale).toBeTruthy();
  });

  it('take their status and message from the table, in the language asked for', () => {
    const error = new ApiError('auth.unauthenticated', 'en');
    expect(error.statusCode).toBe(401);
    expect(error.toBody()).toEqual({ message: 'Unauthenticated.' });
    expect(new ApiError('auth.unauthenticated', 'pt-BR').message).toBe('Não autenticado.');
  });

  it('fill placeholders and key the message under a field', () => {
    const error = new ApiError('pix_key.limit', 'pt-BR', { params: { max: 5 }, field: 'key' });
    expect(error.statusCode).toBe(422);
    expect(error.toBody()).toEqual({
      message: 'Você pode cadastrar no máximo 5 chaves PIX.',
      errors: { key: ['Você pode cadastrar no máximo 5 chaves PIX.'] },
    });
  });

  it('summarise field errors as Laravel does for validation.failed', () => {
    const errors = {
      email: ['Este e-mail já está cadastrado.'],
      cpf: ['Este CPF já está cadastrado.'],
    };
    const error = new ApiError('validation.failed', 'pt-BR', { errors });
    expect(error.statusCode).toBe(422);
    expect(error.toBody()).toEqual({
      message: 'Este e-mail já está cadastrado. (e mais 1 erro)',
      errors,
    });
  });
});

import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '@vitrine/contract/validation/messages/en.json';
import ptBR from '@vitrine/contract/validation/messages/pt-BR.json';
import { createI18n } from './create-i18n';
import { useValidationText } from './use-validation-text';

function wrapperFor(locale: 'pt-BR' | 'en') {
  const i18n = createI18n(locale, { [locale]: { validation: locale === 'en' ? en : ptBR } });
  return ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
}

describe('useValidationText', () => {
  it('renders a key with its parameters and the field label in Portuguese', () => {
    const { result } = renderHook(() => useValidationText(), { wrapper: wrapperFor('pt-BR') });
    expect(result.current('validation.cpf_invalid')).toBe('CPF inválido');
    expect(result.current('validation.min_length|{"min":8}', 'password')).toContain('8');
    expect(result.current('validation.min_length|{"min":8}', 'password')).toContain('Senha');
  });

  it('renders the same key in English', () => {
    const { result } = renderHook(() => useValidationText(), { wrapper: wrapperFor('en') });
    expect(result.current('validation.required')).not.toBe('validation.required');
  });

  it("passes a server's own sentence through", () => {
    const { result } = renderHook(() => useValidationText(), { wrapper: wrapperFor('pt-BR') });
    expect(result.current('Este telefone já está cadastrado.')).toBe(
      'Este telefone já está cadastrado.',
    );
    expect(result.current(undefined)).toBeUndefined();
  });
});

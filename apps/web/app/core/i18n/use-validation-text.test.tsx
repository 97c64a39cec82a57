import { describe, expect, it } from 'vitest';
import { renderAppHook } from '~/test/render-app';
import { useValidationText } from './use-validation-text';

describe('useValidationText', () => {
  it('renders a key with its parameters and the field label in Portuguese', () => {
    const { result } = renderAppHook(() => useValidationText());
    expect(result.current('validation.cpf_invalid')).toBe('CPF inválido');
    expect(result.current('validation.min_length|{"min":8}', 'password')).toContain('8');
    expect(result.current('validation.min_length|{"min":8}', 'password')).toContain('Senha');
  });

  it('renders the same key in English', () => {
    const { result } = renderAppHook(() => useValidationText(), { locale: 'en' });
    expect(result.current('validation.required')).not.toBe('validation.required');
  });

  it("passes a server's own sentence through", () => {
    const { result } = renderAppHook(() => useValidationText());
    expect(result.current('Este telefone já está cadastrado.')).toBe(
      'Este telefone já está cadastrado.',
    );
    expect(result.current(undefined)).toBeUndefined();
  });
});

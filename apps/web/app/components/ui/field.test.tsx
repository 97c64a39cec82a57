import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '~/test/render-app';
import { formatBrazilianPhoneInput, PasswordField, TextField } from './field';

describe('form fields', () => {
  it('ties the label, the hint and the error to the input', () => {
    renderApp(<TextField label="E-mail" hint="Usaremos para avisos" error="E-mail inválido" />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Usaremos para avisos',
      'E-mail inválido',
    ]);
  });

  it('is not marked invalid without an error', () => {
    renderApp(<TextField label="Nome" />);
    expect(screen.getByLabelText('Nome').getAttribute('aria-invalid')).toBeNull();
  });

  it('groups a Brazilian mobile number as it is typed', () => {
    expect(formatBrazilianPhoneInput('11999990001')).toBe('(11) 99999-0001');
    expect(formatBrazilianPhoneInput('+55 11 99999-0001')).toBe('(11) 99999-0001');
    expect(formatBrazilianPhoneInput('1133334444')).toBe('(11) 3333-4444');
    expect(formatBrazilianPhoneInput('11')).toBe('(11');
    expect(formatBrazilianPhoneInput('')).toBe('');
  });

  it('leaves what is not a Brazilian number as typed, for validation to name the problem', () => {
    expect(formatBrazilianPhoneInput('abc123')).toBe('abc123');
    expect(formatBrazilianPhoneInput('+351 912 345 678')).toBe('+351 912 345 678');
    expect(formatBrazilianPhoneInput('0044 20 7946 0000')).toBe('0044 20 7946 0000');
    expect(formatBrazilianPhoneInput('119999900011234')).toBe('119999900011234');
  });

  it('shows and hides the password on request', async () => {
    renderApp(<PasswordField label="Senha" showLabel="Mostrar" hideLabel="Ocultar" />);
    const input = screen.getByLabelText('Senha');
    expect(input.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Ocultar' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

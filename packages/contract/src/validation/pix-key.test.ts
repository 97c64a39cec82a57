import { describe, expect, it } from 'vitest';
import type { PixKeyType } from '../withdrawals.ts';
import { normalizePixKey } from './pix-key.ts';

describe('normalizePixKey', () => {
  it.each<[PixKeyType, string, string | null]>([
    ['cpf', '529.982.247-25', '52998224725'],
    ['cpf', '52998224725', '52998224725'],
    ['cpf', ' 123.456.789-09 ', '12345678909'],
    ['cpf', '529.982.247-26', null],
    ['cpf', '111.111.111-11', null],
    ['cpf', '1234567890', null],
    ['email', ' Joana.Silva@Exemplo.com ', 'joana.silva@exemplo.com'],
    [
      'email',
      'a-rather-long-address-for-pix@example.com.br',
      'a-rather-long-address-for-pix@example.com.br',
    ],
    ['email', `${'a'.repeat(40)}@exemplo.com.br`, `${'a'.repeat(40)}@exemplo.com.br`],
    ['email', 'joana@', null],
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['phone', '+55 11 99999-0001', '+5511999990001'],
    ['phone', ' +55 (21) 98765-4321 ', '+5521987654321'],
    ['phone', '1234', null],
    ['phone', '(11) 3333-4444', null],
    ['phone', '+1 202 555 0100', null],
    ['random', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000'],
    ['random', ' 123e4567-e89b-42d3-a456-426614174000 ', '123e4567-e89b-42d3-a456-426614174000'],
    ['random', '123e4567-e89b-12d3-a456-426614174000', null],
    ['random', '123e4567-e89b-42d3-c456-426614174000', null],
    ['random', '123e4567e89b42d3a456426614174000', null],
  ])('a %s key %j is stored as %j', (type, input, stored) => {
    expect(normalizePixKey(type, input)).toBe(stored);
  });

  it('takes an e-mail key up to the DICT’s 77 characters, longer than registering allows', () => {
    const at77 = `${'a'.repeat(65)}@exemplo.com`;
    expect(at77).toHaveLength(77);
    expect(normalizePixKey('email', at77)).toBe(at77);
    expect(normalizePixKey('email', `a${at77}`)).toBeNull();
  });
});

import type { PixKeyType } from '@vitrine/contract/withdrawals.ts';
import { describe, expect, it } from 'vitest';
import type { Locale } from '~/core/i18n/config';
import { createI18n } from '~/core/i18n/create-i18n';
import { allResources } from '~/test/translations';
import {
  canCancelWithdrawal,
  isOwnCpf,
  pixKeyProblem,
  pixKeyProblemKey,
  withdrawalGate,
  withdrawalStatus,
  withdrawalStatusLabelKey,
} from './withdrawals';

const say = (locale: Locale, key: string) =>
  createI18n(locale, allResources(locale)).getFixedT(locale, 'wallet')(key);

// 123.456.789-09 is a valid CPF; the player's is shown masked as ***.456.789-**.
const OWN_CPF = '123.456.789-09';
const OTHER_CPF = '529.982.247-25';
const MASKED = '***.456.789-**';

describe('withdrawal statuses', () => {
  it.each([
    [0, 'pending', 'Pendente', 'Pending'],
    [1, 'approved', 'Aprovado', 'Approved'],
    [2, 'cancelled', 'Cancelado', 'Cancelled'],
    [3, 'invalid_pix_key', 'Chave PIX inválida (em liberação)', 'Invalid PIX key (being released)'],
    [4, 'processing', 'Processando', 'Processing'],
    [5, 'under_analysis', 'Em análise', 'Under analysis'],
  ])('%i is %s: %j, %j', (code, status, pt, en) => {
    expect(withdrawalStatus(code)).toBe(status);
    expect(say('pt-BR', withdrawalStatusLabelKey(code))).toBe(pt);
    expect(say('en', withdrawalStatusLabelKey(code))).toBe(en);
  });

  it('labels a number the spec does not know neutrally', () => {
    for (const code of [6, -1, 1.5]) {
      expect(withdrawalStatus(code)).toBeNull();
      expect(say('pt-BR', withdrawalStatusLabelKey(code))).toBe('Status desconhecido');
    }
  });

  it('lets only a pending withdrawal be cancelled', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter(canCancelWithdrawal)).toEqual([0]);
  });

  it('asks "Repensando Decisões" before cancelling', () => {
    expect(say('pt-BR', 'withdrawal.cancelTitle')).toBe('Repensando Decisões');
  });
});

describe('the withdrawal gates', () => {
  const verified = {
    email_verified_at: '2026-01-10T12:00:00Z',
    phone_verified_at: '2026-01-10T12:00:00Z',
    kyc_status: 'approved',
  } as const;

  it('lets a verified player with approved documents through', () => {
    expect(withdrawalGate(verified, { kyc: true })).toBeNull();
  });

  it.each([
    [
      'e-mail and phone',
      { email_verified_at: null, phone_verified_at: null },
      'email_and_phone',
      'Para sua segurança, é necessário verificar seu e-mail e telefone antes de continuar.',
    ],
    [
      'e-mail',
      { email_verified_at: null },
      'email',
      'Para sua segurança, é necessário verificar seu e-mail antes de continuar.',
    ],
    [
      'phone',
      { phone_verified_at: null },
      'phone',
      'Para sua segurança, é necessário verificar seu telefone antes de continuar.',
    ],
  ])('sends a player without a verified %s to verify it first', (_, change, missing, message) => {
    const gate = withdrawalGate({ ...verified, ...change, kyc_status: 'none' }, { kyc: true });
    expect(gate).toMatchObject({ gate: 'contact', missing, path: '/user/edit/access-data' });
    expect(say('pt-BR', gate?.messageKey ?? '')).toBe(message);
  });

  it.each([
    ['none', 'Pelas novas regulamentações, é necessário enviar seus documentos antes de sacar.'],
    ['pending', 'Seus documentos estão em análise. Você poderá sacar assim que forem aprovados.'],
    ['rejected', 'Seus documentos foram recusados. Envie-os novamente para poder sacar.'],
  ] as const)('asks for approved documents when the tenant requires KYC (%s)', (status, text) => {
    const gate = withdrawalGate({ ...verified, kyc_status: status }, { kyc: true });
    expect(gate).toMatchObject({
      gate: 'documents',
      kycStatus: status,
      path: '/user/edit/verification',
    });
    expect(say('pt-BR', gate?.messageKey ?? '')).toBe(text);
  });

  it('does not ask for documents when the tenant does not require KYC', () => {
    expect(withdrawalGate({ ...verified, kyc_status: 'none' }, { kyc: false })).toBeNull();
  });

  it('has every gate message in English too', () => {
    expect(say('en', 'withdrawal.gate.emailAndPhone')).toBe(
      'For your security, you need to verify your e-mail and phone before continuing.',
    );
  });
});

describe('PIX keys', () => {
  it.each<[PixKeyType, string, string | null]>([
    ['cpf', '', 'required'],
    ['email', '   ', 'required'],
    ['cpf', '123.456.789-00', 'cpf'],
    ['email', 'ana', 'email'],
    ['phone', '123', 'phone'],
    ['random', 'not-a-uuid', 'random'],
    ['cpf', OTHER_CPF, 'notOwnCpf'],
    ['cpf', OWN_CPF, null],
    ['email', 'ana@example.com', null],
  ])('%s %j → %s', (type, input, problem) => {
    expect(pixKeyProblem(type, input, MASKED)).toBe(problem);
  });

  it('says "CPF inválido" for a CPF with wrong check digits, as §5 does', () => {
    expect(say('pt-BR', pixKeyProblemKey('cpf'))).toBe('CPF inválido');
    expect(say('pt-BR', pixKeyProblemKey('notOwnCpf'))).toBe(
      'A chave CPF precisa ser o seu próprio CPF.',
    );
  });

  it('compares a CPF key with the player’s CPF, masked or whole', () => {
    expect(isOwnCpf('12345678909', MASKED)).toBe(true);
    expect(isOwnCpf('52998224725', MASKED)).toBe(false);
    expect(isOwnCpf('12345678909', OWN_CPF)).toBe(true);
    expect(isOwnCpf('12345678909', OTHER_CPF)).toBe(false);
    // No CPF on file: the platform decides.
    expect(isOwnCpf('52998224725', null)).toBe(true);
    expect(isOwnCpf('12345678909', 'garbage')).toBe(false);
  });

  it('states the regulation in both languages', () => {
    expect(say('pt-BR', 'pixKey.ownCpfRule')).toContain('do seu próprio CPF');
    expect(say('en', 'pixKey.ownCpfRule')).toContain('of your own CPF');
  });
});

import type { PixKeyType } from '../withdrawals.ts';
import { emailProblem, isValidCpf, normalizeCpf, normalizePhone } from './rules.ts';

// docs/product/wallet.md §3 "Withdraw method": a key is stored normalized; the web sends it so.

// A random key (EVP) is a UUID v4, as the Central Bank's DICT issues it.
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
// The DICT's limit for an e-mail key; §9's 30 characters are for registering an account.
const EMAIL_KEY_MAX_LENGTH = 77;

/** The key as stored and sent: CPF digits, e-mail and UUID lower-case, phone E.164; or null. */
export function normalizePixKey(type: PixKeyType, input: string): string | null {
  const value = input.trim();
  switch (type) {
    case 'cpf':
      return isValidCpf(value) ? normalizeCpf(value) : null;
    case 'email': {
      const problem = emailProblem(value);
      return (problem === null || problem === 'max') && value.length <= EMAIL_KEY_MAX_LENGTH
        ? value.toLowerCase()
        : null;
    }
    case 'phone':
      return normalizePhone(value);
    case 'random':
      return RANDOM_KEY.test(value) ? value.toLowerCase() : null;
  }
}

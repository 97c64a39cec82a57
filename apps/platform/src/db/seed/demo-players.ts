// The demo players of every tenant and their password, apart from the seed's database code so that
// `npm start` (scripts/start.mjs) can print them without loading it.
import { DEMO_CENTRAL_SELF_EXCLUDED_CPF } from '../../demo/impediment-directory/demo-impediment-directory.ts';

export const DEMO_PASSWORD = 'Vitrine@2026';

/** The loss and time limits every player must have (Portaria 2.579/2025): R$ 1.000 and 40 h a month. */
const REQUIRED_LIMITS = [
  { kind: 'loss', period: 'month', amount: 100_000 },
  { kind: 'time', period: 'month', amount: 2_400 },
] as const;

/**
 * The demo players of every tenant (docs/design/accounts-api.md "Seed"); `signInNote` is what
 * `npm start` says of each (README.md "Demo players").
 */
export const DEMO_PLAYERS = [
  {
    firstName: 'Ana',
    lastName: 'Souza',
    phone: '+5511999990001',
    signInNote: 'verified, VIP 2, R$ 1.000,00',
    email: 'ana@vitrine.test',
    // A valid CPF, so that tenants with `login_requires_cpf` can sign her in too.
    cpf: '52998224725',
    gender: 'female',
    maritalStatus: 'single',
    birthDate: '1994-03-12',
    verified: true,
    kycStatus: 'approved',
    // VIP level 2 (R$ 2.500,00 wagered).
    totalBet: 250_000,
    selfExcludedDays: null,
    // Issue 35: daily deposit, loss and time limits (R$ 1.000, R$ 500, 4 h).
    limits: [
      { kind: 'deposit', period: 'day', amount: 100_000 },
      { kind: 'loss', period: 'day', amount: 50_000 },
      { kind: 'time', period: 'day', amount: 240 },
    ],
  },
  {
    firstName: 'Bruno',
    lastName: 'Lima',
    phone: '+5511999990002',
    signInNote: 'self-excluded: cannot sign in',
    email: 'bruno@vitrine.test',
    cpf: '11144477735',
    gender: 'male',
    maritalStatus: 'married',
    birthDate: '1988-11-02',
    verified: false,
    kycStatus: 'none',
    totalBet: 0,
    // Self-excluded until 90 days after the seed ran.
    selfExcludedDays: 90,
    limits: REQUIRED_LIMITS,
  },
  {
    // Issue 35: a player from before the required limits, asked to set them before a bet or deposit.
    firstName: 'Caio',
    lastName: 'Sem Limites',
    phone: '+5511999990003',
    signInNote: 'no loss or time limit yet: asked to set both',
    email: 'caio@vitrine.test',
    cpf: '81473625955',
    gender: 'male',
    maritalStatus: 'single',
    birthDate: '1991-07-20',
    verified: true,
    kycStatus: 'approved',
    totalBet: 0,
    selfExcludedDays: null,
    limits: [],
  },
  {
    // Issue 35: self-excluded on the government's central platform (the demo impediment directory
    // says so for her CPF): she signs in and may withdraw, but not bet or deposit.
    firstName: 'Dora',
    lastName: 'Impedida',
    phone: '+5511999990004',
    signInNote: 'centrally self-excluded: may withdraw, not bet',
    email: 'dora@vitrine.test',
    cpf: DEMO_CENTRAL_SELF_EXCLUDED_CPF,
    gender: 'female',
    maritalStatus: 'single',
    birthDate: '1985-01-15',
    verified: true,
    kycStatus: 'approved',
    totalBet: 0,
    selfExcludedDays: null,
    limits: REQUIRED_LIMITS,
  },
] as const;

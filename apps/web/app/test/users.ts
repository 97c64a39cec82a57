import type { User } from '@vitrine/contract/accounts.ts';

/** A complete, valid player (the seeded Ana Souza); override what a test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    first_name: 'Ana',
    last_name: 'Souza',
    name: 'Ana Souza',
    email: 'ana@vitrine.test',
    username: '+5511999990001',
    birth_date: '1990-05-10',
    avatar: null,
    language: 'pt-BR',
    level: 2,
    totalBet: 150_000,
    user_likes: [],
    vip: { level: 2, points: 1500 },
    gender: 'female',
    marital_status: 'single',
    cpf: '***.456.789-**',
    email_verified_at: '2026-01-10T12:00:00Z',
    phone_verified_at: '2026-01-10T12:00:00Z',
    kyc_status: 'approved',
    settings: {
      receive_promotions_email: true,
      hide_username: false,
      hide_statistics: false,
      hide_activity: false,
      hide_played_games: false,
      hide_battle_rewards: false,
      hide_all: false,
    },
    hide_metrics: false,
    created_at: '2025-12-01T10:00:00Z',
    ...overrides,
  };
}

/** The `GET /profile` answer for `user`. */
export function testProfileResponse(user: User = testUser()) {
  return {
    data: user,
    wallet: {
      balance: 10_000,
      balance_withdrawal: 5_000,
      bonus_balance: 0,
      deposit_count: 2,
      currency: 'BRL',
    },
    transactions: { data: [], current_page: 1, last_page: 1 },
  };
}

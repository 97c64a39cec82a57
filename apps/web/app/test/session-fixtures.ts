import type { SessionUser } from '~/features/session/model/session-user';

export const ana: SessionUser = {
  id: 1,
  name: 'Ana Souza',
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@vitrine.test',
  username: '+5511999990001',
  avatar: null,
  language: 'pt-BR',
  level: 2,
  vip: { level: 2, points: 120 },
  email_verified_at: '2026-01-01T00:00:00Z',
  phone_verified_at: '2026-01-01T00:00:00Z',
};

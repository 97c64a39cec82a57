import type { publicProfileSchema, Rank, vipResponseSchema } from '@vitrine/contract/accounts.ts';
import type { Game, GamePage, Paytable } from '@vitrine/contract/games.ts';
import type { Mission } from '@vitrine/contract/missions.ts';
import type { Notification } from '@vitrine/contract/notifications.ts';
import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import type { User } from '@vitrine/contract/user.ts';
import type { CasinoBet, SportsBet, TransactionPage, Wallet } from '@vitrine/contract/wallet.ts';
import type { SessionUser } from '~/core/session/model/session-user';
import type { TenantInfo } from '~/core/tenant/tenant-context';
import type { z } from 'zod';
import { xssCorpus } from '@vitrine/contract/testing/hostile-input.ts';

// The one home of test data: the test tenant, its players and its games. Component tests and the
// fake platform's db start from these; a test overrides only what it is about.

/** The test tenant's API base: the one address the fake platform answers. */
export const TEST_API_LINK = 'http://api.test/t/test';

/** The test tenant's realtime server, for tests of the live features (`renderApp({ live: true })`). */
export const TEST_REALTIME_SETTINGS = {
  key: 'test-key',
  cluster: 'eu',
  wsHost: 'ws.test',
  wsPort: 6001,
  wssPort: 6002,
  forceTLS: false,
} as const satisfies NonNullable<SiteConfig['realtime']>;

/** The guest id of a visitor nobody signed in as. */
export const TEST_GUEST_ID = 'guest-0123456789abcdef0123456789abcdef';

/** `keys`, each set to `value` (the theme's switches and unset options, written as lists). */
function every<Key extends keyof SiteConfig, Value extends SiteConfig[Key]>(
  keys: readonly Key[],
  value: Value,
): Record<Key, Value> {
  // fromEntries cannot type its keys; the theme literal below checks every one of them.
  return Object.fromEntries(keys.map((key) => [key, value])) as Record<Key, Value>;
}

/** A complete, valid theme for component tests; override what a test is about. */
export function testTheme(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return {
    // A live, regulated tenant with KYC, sports and boxes, where players sign up by phone.
    ...every(
      [
        'is_regulated',
        'kyc',
        'hasSports',
        'hasBoxes',
        'active',
        'systemExists',
        'isThemeLoaded',
        'reg_phone',
        'login_requires_phone',
      ],
      true,
    ),
    ...every(
      [
        'disable_18_popup',
        'maintenanceMode',
        'isStagingEnvironment',
        'chat_support',
        'affiliate_regular_user_active',
        'casVerifyRegistrations',
        'casAllowGoogleAuth',
        'registerCPF',
        'reg_license',
        'login_requires_cpf',
        'login_requires_email',
        'cashback',
      ],
      false,
    ),
    // No tracking, chat widget, sign-in services, registration alert, operator details, realtime
    // or web push.
    ...every(
      [
        'gtmId',
        'gtmSource',
        'html',
        'jivoChat',
        'googleClientId',
        'turnstileSiteKey',
        'reg_alert',
        'operator',
        'realtime',
        'vapidPublicKey',
      ],
      null,
    ),
    casino_id: 'test',
    apiLink: TEST_API_LINK,
    imageOrigins: [],
    responsible_gaming: {
      cooling_off_minutes: 1440,
      idle_minutes: 30,
      central_self_exclusion_url: 'https://www.gov.br/autoexclusaoapostas',
      support_organisations: [],
    },
    siteTitle: 'Casa Teste',
    siteDescription: 'Um cassino de teste.',
    siteName: 'Casa Teste',
    version: '1.0',
    muted: '#1f2937',
    primary_color: '#7c3aed',
    secondary_color: '#22d3ee',
    cpa_value: 0,
    banners: [],
    socialLinks: [
      { href: 'https://instagram.com/teste', icon: 'instagram', ariaLabel: 'Instagram' },
      { href: null, icon: 'facebook', ariaLabel: 'Facebook' },
      { href: 'javascript:alert(1)', icon: 'x', ariaLabel: 'X' },
      { href: null, icon: 'youtube', ariaLabel: 'YouTube' },
      { href: null, icon: 'telegram', ariaLabel: 'Telegram' },
    ],
    images: {},
    main_domain: { subdomain: 'teste' },
    icons: { '64': '/i64.png', '144': '/i144.png', '192': '/i192.png', '512': '/i512.png' },
    logos: { header: 40, footer: 30, auth: 48 },
    // The boxes' spine colours (the web app does not draw them).
    spineBox: {
      red: '#e44',
      blue: '#38f',
      pink: '#e49',
      black: '#112',
      green: '#2c5',
      yellow: '#eb0',
    },
    betby: { active: true, brand_id: 'b', theme_name: 'default' },
    min_deposit: 1000,
    max_deposit: 100000,
    min_withdrawal: 2000,
    max_withdrawal: 100000,
    deposit_popup_values: [2000, 5000],
    cashback_release_day: 1,
    cashback_release_hour: 12,
    cashback_conversion_percentage: 10,
    ...overrides,
  };
}

export function testTenant(overrides: Partial<SiteConfig> = {}): TenantInfo {
  return {
    theme: testTheme(overrides),
    tenantName: 'teste',
    logoUrl: 'http://storage.test/teste/logo.webp?v=1.0',
  };
}

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
    paused: false,
    paused_until: null,
    limits_required: false,
    ...overrides,
  };
}

/** The player's wallet: R$ 100,00, of which R$ 50,00 can be withdrawn. */
export function testWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    balance: 10_000,
    balance_withdrawal: 5_000,
    bonus_balance: 0,
    deposit_count: 2,
    currency: 'BRL',
    ...overrides,
  };
}

/** The `GET /profile` answer for `user`. */
export function testProfileResponse(user: User = testUser(), wallet: Wallet = testWallet()) {
  return {
    data: user,
    wallet,
    transactions: { data: [], current_page: 1, last_page: 1 },
  };
}

/** A VIP rank: its level, the total bet (centavos) that reaches it, and its badge. */
export function vipRank(level: number, totalBet: number): Rank {
  return {
    level,
    totalBet,
    image: `http://storage.test/ranks/${level}.webp`,
    name: `Nível ${level}`,
    benefits: [],
    reward: null,
  };
}

type VipStanding = z.input<typeof vipResponseSchema>['data'];

/** The player's VIP standing (`GET /profile/vip`): level 2, R$ 1.500,00 of the R$ 5.000,00 for 3. */
export function testVip(overrides: Partial<VipStanding> = {}): VipStanding {
  return {
    level: 2,
    points: 1500,
    totalBet: 150_000,
    current: vipRank(2, 100_000),
    next: vipRank(3, 500_000),
    ranks: [vipRank(1, 0), vipRank(2, 100_000), vipRank(3, 500_000)],
    ...overrides,
  };
}

/** A VIP standing at the top level (5): there is no next level. */
export const topVip: VipStanding = testVip({
  level: 5,
  points: 9000,
  totalBet: 9_000_000,
  current: vipRank(5, 5_000_000),
  next: null,
  ranks: [],
});

/** `user`'s public profile (`POST /profile/show`) with every part present. */
export function testPublicProfile(user: User = testUser()): z.input<typeof publicProfileSchema> {
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatar,
    level: user.level,
    vip: user.vip,
    statistics: { total_bet: user.totalBet, bets: 42, wins: 17 },
    activity: [
      { type: 'deposit', description: 'Fez um depósito', created_at: '2026-02-01T12:00:00Z' },
    ],
    played_games: [{ id: 9, title: 'Fortune Tiger', image: null }],
    battle_rewards: [{ id: 3, name: 'Caixa dourada', created_at: '2026-02-02T12:00:00Z' }],
  };
}

/** The part of `user` the session keeps (cookie and storage). */
export function sessionUserOf(user: User): SessionUser {
  return {
    id: user.id,
    name: user.name,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    username: user.username,
    avatar: user.avatar,
    language: user.language,
    level: user.level,
    vip: user.vip,
    email_verified_at: user.email_verified_at,
    phone_verified_at: user.phone_verified_at,
    limits_required: user.limits_required,
  };
}

/** Ana Souza, the seeded player, as the session knows her. */
export const ana: SessionUser = sessionUserOf(testUser());

/** Maria Silva, who signs up in the registration tests. */
export const maria: User = testUser({
  id: 42,
  name: 'Maria Silva',
  first_name: 'Maria',
  last_name: 'Silva',
  email: 'maria@vitrine.test',
  username: '+5511988887777',
  level: 1,
  vip: { level: 0, points: 0 },
  email_verified_at: '2026-01-01T00:00:00Z',
  phone_verified_at: null,
  totalBet: 0,
});

/** A game as the API sends it; `n` makes it unique. */
export function makeGame(n: number, overrides: Partial<Game> = {}): Game {
  return {
    id: n,
    game_id: n,
    title: `Jogo ${n}`,
    gamecode: `jogo-${n}`,
    providercode: 'aurora-gaming',
    provider_name: 'Aurora Gaming',
    category_slug: 'slots',
    type: 'slot',
    has_tables: false,
    only_demo: false,
    bonus_allowed: true,
    views: 100,
    likes: 10,
    image: `http://api.test/storage/demo/games/${n}.webp`,
    image_mobile: `http://api.test/storage/demo/games/${n}-m.webp`,
    hasFavorite: false,
    created_at: '2026-11-01T00:00:00Z',
    rtp: 96.5,
    ...overrides,
  };
}

/** Games 1 to `count` (or `start` to `start + count - 1`). */
export function makeGames(count: number, start = 1): Game[] {
  return Array.from({ length: count }, (_, index) => makeGame(start + index));
}

type Transaction = TransactionPage['data'][number];

/** Ledger row `n` (a deposit of R$ 50,00 by default), `n` minutes before now. */
export function makeTransaction(n: number, overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: n,
    type: 'deposit',
    amount: 5_000,
    created_at: new Date(Date.now() - n * 60_000).toISOString(),
    ...overrides,
  };
}

/** `count` deposits, newest first, as the ledger lists them. */
export function makeTransactions(count: number): Transaction[] {
  return Array.from({ length: count }, (_, index) => makeTransaction(index + 1));
}

/** Notification `n`: unread, personal unless told, sent `n` minutes before now. */
export function makeNotification(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: n,
    type: 'personal',
    read: false,
    read_at: null,
    name: `Aviso ${n}`,
    message: `Mensagem do aviso ${n}`,
    img: null,
    user_box: null,
    created_at: new Date(Date.now() - n * 60_000).toISOString(),
    ...overrides,
  };
}

/** Casino bet `n`: a stake of R$ 2,00 on game `n`, `n` minutes before now. */
export function makeCasinoBet(n: number, overrides: Partial<CasinoBet> = {}): CasinoBet {
  const game = makeGame(n);
  return {
    id: n,
    type: 'bet',
    round: `round-${n}`,
    game: {
      id: game.id,
      title: game.title,
      gamecode: game.gamecode,
      providercode: game.providercode,
    },
    amount: 200,
    with_bonus: false,
    refunded: false,
    created_at: new Date(Date.now() - n * 60_000).toISOString(),
    ...overrides,
  };
}

/** A sportsbook bet: by default an open R$ 10,00 single on Flamengo, placed `n` minutes ago. */
export function makeSportsBet(n: number, overrides: Partial<SportsBet> = {}): SportsBet {
  return {
    id: n,
    created_at: new Date(Date.now() - n * 60_000).toISOString(),
    stake: 1_000,
    payout: 0,
    status: 'open',
    kind: 'single',
    selections: [
      {
        event: 'Flamengo × Palmeiras',
        market: 'Resultado final',
        outcome: 'Flamengo',
        odds: '2.10',
      },
    ],
    ...overrides,
  };
}

/** Page `page` of a list of `total` games, 24 a page, as the API sends it. */
export function gamePage(page: number, total: number, start = 1): GamePage {
  const lastPage = Math.max(1, Math.ceil(total / 24));
  const first = (page - 1) * 24;
  const count = Math.max(0, Math.min(24, total - first));
  return {
    data: Array.from({ length: count }, (_, index) => makeGame(start + first + index)),
    current_page: page,
    last_page: lastPage,
    per_page: 24,
    total,
  };
}

/**
 * The XSS corpus closed by 10 KB of emoji (the contract's, shared with the platform's
 * tests): wherever server or player text appears it must stay these very characters, as text.
 */
export const XSS_CORPUS: readonly string[] = xssCorpus(2_560);

/** A game's paytable as `GET games/paytable` sends it (issue 35), in `lang`. */
export function makePaytable(gameId: number, rtp: number, lang: 'pt-BR' | 'en'): Paytable {
  const portuguese = lang === 'pt-BR';
  return {
    game_id: gameId,
    rtp,
    lines: 5,
    symbols: [
      { id: 'seven', name: portuguese ? 'Sete' : 'Seven', pays: 200 },
      { id: 'cherry', name: portuguese ? 'Cereja' : 'Cherry', pays: 3.2 },
    ],
    rules: [
      portuguese
        ? 'Pagam 5 linhas: as três fileiras e as duas diagonais.'
        : '5 lines pay: the three rows and the two diagonals.',
    ],
  };
}

/** Mission `n` (issue 36): wager R$ 50,00 for 500 loyalty centavos, accepted, 40 % along. */
export function makeMission(n: number, overrides: Partial<Mission> = {}): Mission {
  return {
    id: n,
    name: `Missão ${n}`,
    description: null,
    goal: { kind: 'wager', target: 5_000, game: null, provider: null },
    reward: { kind: 'loyalty', amount: 500, box: null },
    starts_at: '2026-03-01T00:00:00Z',
    ends_at: '2026-03-31T23:59:59Z',
    status: 'accepted',
    progress: { current: 2_000, target: 5_000, percentage: 40 },
    accepted_at: '2026-03-01T10:00:00Z',
    completed_at: null,
    claimed_at: null,
    ...overrides,
  };
}

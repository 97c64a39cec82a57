import type { Document } from '@vitrine/contract/accounts.ts';
import type { ChatMessage } from '@vitrine/contract/chat.ts';
import type { Game } from '@vitrine/contract/games.ts';
import type { Coupon, Promotion } from '@vitrine/contract/bonuses.ts';
import type { Mission } from '@vitrine/contract/missions.ts';
import type { Notification } from '@vitrine/contract/notifications.ts';
import type { KycStatus, User } from '@vitrine/contract/user.ts';
import type { CasinoBet, SportsBet, TransactionPage, Wallet } from '@vitrine/contract/wallet.ts';
import type {
  BlocksResponse,
  HistoryEntry,
  LimitsResponse,
  SessionSummary,
} from '@vitrine/contract/responsible-gaming.ts';
import type { Withdrawal, WithdrawMethod } from '@vitrine/contract/withdrawals.ts';
import type { ResponseBody } from './endpoints';
import type {
  Box,
  BoxOpenResponse,
  FairnessResponse,
  PlayerBox,
  PlayerPrize,
} from '@vitrine/contract/boxes.ts';
import { makeBox, rewardOnlyBox, testFairness } from '../box-fixtures';
import { makeGames, maria, testUser, testVip, testWallet } from '../fixtures';
import { makeCoupon, makePromotion } from '../promotion-fixtures';

/** The code every verification message carries in the fake platform. */
export const THE_CODE = '123456';

/** Everything the fake platform knows, one tenant's worth; handlers read and change it. */
export interface FakeDb {
  /** The player the bearer token belongs to (and who signs in with the right password). */
  player: User;
  /** Who `POST /auth/register` creates. */
  newPlayer: User;
  password: string;
  wallet: Wallet;
  vip: ResponseBody<'GET /profile/vip'>['data'];
  games: Game[];
  recentGames: Game[];
  documents: Document[];
  kycStatus: KycStatus;
  verificationCode: string;
  /** The PIX charges generated, newest last; a test pays one by changing its status. */
  pixCharges: FakePixCharge[];
  /** The player's PIX keys; at most one `selected`. */
  withdrawMethods: WithdrawMethod[];
  /** The player's withdrawals, newest first; a test moves one by changing its status. */
  withdrawals: Withdrawal[];
  /** The player's ledger rows, newest first (`GET /wallet/transactions`). */
  transactions: TransactionPage['data'];
  /** The player's casino bets and wins, newest first (`GET /wallet/bets`). */
  casinoBets: CasinoBet[];
  /** The player's sportsbook bets, newest first (`GET /wallet/sports-bets`). */
  sportsBets: SportsBet[];
  /** The chat room, oldest first (`GET /chat/messages`); a sent message is appended. */
  chatMessages: ChatMessage[];
  /** The tenant's minimum wagered to write, and what the player has wagered (centavos). */
  chatMinAmountBet: number;
  chatAmountBet: number;
  /** The player's notifications, personal and global (type `platform`), newest first. */
  notifications: Notification[];
  /** The player's limits as `GET /responsible-gaming/limits` answers them (issue 35). */
  limits: LimitsResponse;
  /** The pause or self-exclusion in force, and every one made. */
  blocks: BlocksResponse;
  /** The responsible-gaming history, newest first. */
  rgHistory: HistoryEntry[];
  /** This session so far, for the session reminder. */
  sessionSummary: SessionSummary;
  /** The fake platform's clock for the responsible-gaming answers (ISO). */
  rgNow: string;
  /** The missions `GET /missions` lists (issue 36): a guest sees them all as `available`. */
  missions: Mission[];
  /** Issue 36: the tenant's box catalogue (`GET /boxes/all`), cheapest first. */
  boxes: Box[];
  /** The player's unopened boxes, newest first. */
  playerBoxes: PlayerBox[];
  /** The player's prizes, kept and sold, newest first. */
  playerPrizes: PlayerPrize[];
  /** What the next `POST /boxes/open` answers (its prize joins `playerPrizes`); null: a 404. */
  nextOpening: BoxOpenResponse | null;
  /** The player's seeds. */
  fairness: FairnessResponse;
  /** Issue 37: the open coupons (`GET /bonuses/coupons`, `POST /bonuses/check-coupon`). */
  coupons: Coupon[];
  /** Issue 37: the tenant's promotions (`GET /promotions`). */
  promotions: Promotion[];
}

export interface FakePixCharge {
  transaction_id: string;
  qrcode: string;
  amount: number;
  status: 'waiting_payment' | 'paid' | 'refunded' | 'expired';
}

export function createFakeDb(overrides: Partial<FakeDb> = {}): FakeDb {
  return {
    player: testUser(),
    newPlayer: maria,
    password: 'Vitrine@2026',
    wallet: testWallet(),
    vip: testVip(),
    games: makeGames(30),
    recentGames: [],
    documents: [],
    kycStatus: 'none',
    verificationCode: THE_CODE,
    pixCharges: [],
    withdrawMethods: [],
    withdrawals: [],
    transactions: [],
    casinoBets: [],
    sportsBets: [],
    chatMessages: [],
    chatMinAmountBet: 0,
    chatAmountBet: 0,
    notifications: [],
    limits: { limits: [], cooling_off_minutes: 1_440 },
    blocks: { active: null, history: [] },
    rgHistory: [],
    sessionSummary: { started_at: '2026-03-01T11:00:00Z', minutes: 60, net_result: -2_500 },
    rgNow: '2026-03-01T12:00:00Z',
    missions: [],
    boxes: [makeBox(), rewardOnlyBox()],
    playerBoxes: [],
    playerPrizes: [],
    nextOpening: null,
    fairness: testFairness(),
    coupons: [makeCoupon()],
    promotions: [makePromotion()],
    ...overrides,
  };
}

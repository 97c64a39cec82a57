import type * as accounts from '@vitrine/contract/accounts.ts';
import type * as bonuses from '@vitrine/contract/bonuses.ts';
import type * as boxes from '@vitrine/contract/boxes.ts';
import type * as chat from '@vitrine/contract/chat.ts';
import type * as games from '@vitrine/contract/games.ts';
import type * as missions from '@vitrine/contract/missions.ts';
import type * as notifications from '@vitrine/contract/notifications.ts';
import type * as payments from '@vitrine/contract/payments.ts';
import type * as ranking from '@vitrine/contract/ranking.ts';
import type * as realtime from '@vitrine/contract/realtime.ts';
import type * as referrals from '@vitrine/contract/referrals.ts';
import type * as responsibleGaming from '@vitrine/contract/responsible-gaming.ts';
import type * as sportsbook from '@vitrine/contract/sportsbook.ts';
import type * as user from '@vitrine/contract/user.ts';
import type * as wallet from '@vitrine/contract/wallet.ts';
import type * as withdrawals from '@vitrine/contract/withdrawals.ts';
import type { z } from 'zod';

type Contract = typeof accounts &
  typeof bonuses &
  typeof boxes &
  typeof chat &
  typeof games &
  typeof missions &
  typeof notifications &
  typeof payments &
  typeof ranking &
  typeof realtime &
  typeof referrals &
  typeof responsibleGaming &
  typeof sportsbook &
  typeof user &
  typeof wallet &
  typeof withdrawals;

/** A contract schema by its name without the `Schema` suffix: `'loginRequest'`, `'authResponse'`. */
type SchemaName = {
  [Key in keyof Contract]: Key extends `${infer Name}Schema`
    ? Contract[Key] extends z.ZodType
      ? Name
      : never
    : never;
}[keyof Contract];

/** What goes over the wire for the schema `Name` (its input: before defaults and transforms). */
type Wire<Name extends SchemaName> = z.input<Contract[`${Name}Schema`]>;

/** The calls that send nothing, by the schema of their answer (`null`: no content). */
interface Reads {
  'GET /auth/me': 'userResponse';
  'GET /auth/logout': null;
  'GET /profile': 'profileResponse';
  'GET /profile/wallet': 'walletResponse';
  'GET /wallet/transactions': 'transactionPage';
  'GET /wallet/bets': 'casinoBetPage';
  'GET /wallet/sports-bets': 'sportsBetPage';
  'GET /profile/vip': 'vipResponse';
  'GET /documents/status': 'documentsStatusResponse';
  'POST /documents/cancel/:id': 'documentResponse';
  'GET /casinos/games': 'gamesResponse';
  'GET /games/recent': 'recentGamesResponse';
  'GET /wallet/withdraw/methods': 'withdrawMethodsResponse';
  'GET /wallet/withdrawals': 'withdrawalPage';
  'GET /chat/messages': 'chatMessagesResponse';
  'GET /notifications': 'notificationsResponse';
  'POST /notifications/:id/read': 'readNotificationResponse';
  'POST /notifications/:type/mark-all-read': 'markAllReadResponse';
  'GET /games/paytable': 'paytableResponse';
  'GET /responsible-gaming/limits': 'limitsResponse';
  'GET /responsible-gaming/blocks': 'blocksResponse';
  'GET /responsible-gaming/history': 'historyResponse';
  'GET /responsible-gaming/session': 'sessionSummary';
  'GET /missions': 'missionList';
  'POST /missions/:id/accept': 'missionResponse';
  'POST /missions/:id/claim': 'missionClaimResponse';
  // Issue 36: boxes, prizes and the fairness seeds.
  'GET /boxes/all': 'boxCatalogue';
  'GET /boxes/get/:id/prizes': 'boxPrizesResponse';
  'GET /boxes/user/get': 'playerBoxPage';
  'GET /prizes/user': 'playerPrizePage';
  'GET /boxes/fairness': 'fairnessResponse';
  'POST /boxes/fairness/rotate': 'seedRotationResponse';
  // Issue 37: the coupons open now and the promotions.
  'GET /bonuses/coupons': 'couponsResponse';
  'GET /promotions': 'promotionsResponse';
  'GET /promotions/:slug': 'promotionResponse';
  // Issue 37: the player's bonuses and cashback.
  'GET /wallet/bonuses': 'bonusPage';
  'POST /bonuses/:id/cancel': 'cancelBonusResponse';
  'GET /bonuses/cashback': 'cashbackResponse';
  // Issue 38: the referrer's link, totals and referred players.
  'GET /profile/affiliates': 'affiliatesResponse';
  // Issue 38: the VIP ladder and the period's leaderboard.
  'GET /ranking': 'rankingResponse';
}

/** The calls that send a body, by the schemas of the body and of the answer. */
interface Writes {
  'POST /auth/login': ['loginRequest', 'authResponse'];
  'POST /auth/register': ['registerRequest', 'authResponse'];
  'POST /auth/verify-email': ['verifyEmailRequest', 'codeSentResponse'];
  'POST /auth/verify-phone': ['verifyPhoneRequest', 'codeSentResponse'];
  'POST /auth/verify-code': ['verifyCodeRequest', 'verifyCodeResponse'];
  'POST /auth/request-password-change': ['passwordChangeRequest', 'messageResponse'];
  'POST /auth/confirm-password': ['confirmPasswordRequest', 'messageResponse'];
  'POST /validate/validate-cpf': ['validateCpfRequest', 'validateCpfResponse'];
  'POST /profile/show': ['profileShowRequest', 'profileShowResponse'];
  'POST /profile/update-settings': ['updateSettingsRequest', 'userResponse'];
  'POST /profile/toggle-hide-metrics': ['toggleHideMetricsRequest', 'userResponse'];
  'POST /games/getRelated': ['relatedGamesRequest', 'relatedGamesResponse'];
  'POST /games/url': ['gameUrlRequest', 'gameUrlResponse'];
  'POST /games/launch/sport': ['sportLaunchRequest', 'sportLaunchResponse'];
  'POST /sportsbook/session': ['sportsbookSessionRequest', 'sportsbookSessionResponse'];
  'POST /games/favorite/:gameId': ['favoriteRequest', 'favoriteResponse'];
  'POST /games/like/:gameId': ['likeRequest', 'likeResponse'];
  'POST /main-gateway/qrcode-pix': ['pixChargeRequest', 'pixChargeResponse'];
  'POST /main-gateway/consult-status-transaction': ['pixStatusRequest', 'pixStatusResponse'];
  'POST /address/create': ['createPixKeyRequest', 'withdrawMethodResponse'];
  'POST /wallet/withdraw/method': ['selectWithdrawMethodRequest', 'withdrawMethodResponse'];
  'POST /wallet/withdraw/request': ['withdrawalRequest', 'withdrawalResponse'];
  'POST /main-gateway/user-cancel-withdrawal': ['cancelWithdrawalRequest', 'withdrawalResponse'];
  'POST /broadcasting/auth': ['broadcastingAuthRequest', 'broadcastingAuthResponse'];
  'POST /broadcasting/user-auth': ['broadcastingUserAuthRequest', 'broadcastingUserAuthResponse'];
  'POST /chat/messages': ['sendChatMessageRequest', 'sendChatMessageResponse'];
  'POST /subscription': ['pushSubscriptionRequest', 'pushSubscriptionResponse'];
  'POST /responsible-gaming/limits': ['limitChangeRequest', 'limitChangeResponse'];
  'POST /responsible-gaming/pause': ['pauseRequest', 'pauseResponse'];
  'POST /profile/self-exclusion': ['selfExclusionRequest', 'selfExclusionResponse'];
  // Issue 36: boxes, prizes, the fairness seeds and the loyalty wallet.
  'POST /boxes/buy': ['boxBuyRequest', 'boxBuyResponse'];
  'POST /boxes/open': ['boxOpenRequest', 'boxOpenResponse'];
  'POST /boxes/sell': ['sellRequest', 'boxSellResponse'];
  'POST /prizes/sell': ['sellRequest', 'prizeSellResponse'];
  'POST /boxes/fairness/client-seed': ['clientSeedChange', 'clientSeedChangeResponse'];
  'POST /wallet/loyalty/cashout': ['loyaltyCashoutRequest', 'loyaltyCashoutResponse'];
  // Issue 37: a coupon's check.
  'POST /bonuses/check-coupon': ['checkCouponRequest', 'checkCouponResponse'];
  // Issue 37: a cashback claim.
  'POST /bonuses/cashback/claim': ['cashbackClaimRequest', 'cashbackClaimResponse'];
  // Issue 38: Google sign-in, carrying the stored referral code.
  'POST /auth/google': ['googleLoginRequest', 'authResponse'];
}

/** The multipart uploads, by the schema of their answer: their body is a FormData. */
interface Uploads {
  'POST /profile/uploadAvatar': 'userResponse';
  'POST /documents/upload': 'documentResponse';
}

type Answer<Name extends SchemaName | null> = Name extends SchemaName ? Wire<Name> : null;

/**
 * The tenant API calls the web app makes (packages/contract, §7), keyed `METHOD /path` with `:name`
 * for a path parameter: what the client sends and what a 2xx answer carries. The fake platform's
 * handlers are typed from this, so a handler that answers the wrong shape does not compile.
 */
export type Endpoints = {
  [Key in keyof Reads]: { body: null; response: Answer<Reads[Key]> };
} & {
  [Key in keyof Writes]: { body: Wire<Writes[Key][0]>; response: Wire<Writes[Key][1]> };
} & {
  [Key in keyof Uploads]: { body: FormData; response: Wire<Uploads[Key]> };
};

export type EndpointKey = keyof Endpoints;
export type RequestBody<Key extends EndpointKey> = Endpoints[Key]['body'];
export type ResponseBody<Key extends EndpointKey> = Endpoints[Key]['response'];

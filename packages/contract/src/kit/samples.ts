import { z } from 'zod';
import type { User } from '../user.ts';

// The inputs a call needs that the contract cannot invent: taken from the backend's own lists
// (its first game, mission, box, promotion, notification) and from the signed-in player. The one
// explicit table of the kit (docs/contract-kit.md "What it sends"); every other operation is
// walked from the contract's registry.

/** What the kit learnt from the backend before checking it. */
export interface Samples {
  game?: { id: number; gamecode: string; providercode: string; hasFavorite: boolean };
  missionId?: number;
  boxId?: number;
  promotionSlug?: string;
  notificationId?: number;
  couponCode?: string;
  /** The Guest-ID the kit sends, whose private channel it may subscribe to. */
  guestId?: string;
  minDeposit?: number;
  /** The brand's sportsbook is on (`betby.active`); false: its calls are not served, by design. */
  sportsbook?: boolean;
  user?: User;
  password?: string;
  cpf?: string;
  /** Set by a write (the PIX charge) for the read that follows it. */
  pixTransactionId?: string;
}

/** A call's inputs; `exists` says they name something the backend itself listed. */
export interface CallInput {
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  exists?: boolean;
}

/** A read: undefined when the backend listed nothing to read (the operation is skipped). */
type ReadSample = (samples: Samples) => CallInput | undefined;

/** A write on the test account and how it is put back; run only with `--write`. */
export interface WriteSample {
  input: (samples: Samples) => CallInput | undefined;
  /** The call that restores what `input` changed, when it changed something. */
  revert?: (samples: Samples) => CallInput | undefined;
  /** Keeps what the answer says for a later call (the PIX charge's id). */
  remember?: (samples: Samples, answer: unknown) => void;
}

const gameRef = (samples: Samples) => samples.game;

/** Inputs of the reads that need one, by operation name. */
export const READ_SAMPLES: Record<string, ReadSample> = {
  'GET /pages/{slug}': () => ({ path: { slug: 'terms' }, query: { lang: 'pt-BR' } }),
  'GET /games/paytable': (samples) => {
    const game = gameRef(samples);
    return game && { query: { game_id: String(game.id) }, exists: true };
  },
  'GET /missions/{id}': ({ missionId }) =>
    missionId === undefined ? undefined : { path: { id: String(missionId) }, exists: true },
  'GET /boxes/get/{id}/prizes': ({ boxId }) =>
    boxId === undefined ? undefined : { path: { id: String(boxId) }, exists: true },
  'GET /promotions/{slug}': ({ promotionSlug }) =>
    promotionSlug === undefined ? undefined : { path: { slug: promotionSlug }, exists: true },
  // POSTs that only read (§7): a game, its neighbours, a public profile, a CPF's format.
  'POST /games/get': (samples) => {
    const game = gameRef(samples);
    return (
      game && {
        body: { game_id: game.gamecode, provider_code: game.providercode },
        exists: true,
      }
    );
  },
  'POST /games/getRelated': (samples) => {
    const game = gameRef(samples);
    return game && { body: { game_id: game.id }, exists: true };
  },
  'POST /profile/show': ({ user }) => user && { body: { user_id: user.id }, exists: true },
  'POST /validate/validate-cpf': ({ cpf }) => ({ body: { cpf: cpf ?? '529.982.247-25' } }),
  'POST /games/launch/sport': () => ({ body: { lang: 'pt-BR' } }),
  // A coupon the backend lists, or an unknown code (its answer is the documented 404).
  'POST /bonuses/check-coupon': ({ couponCode }) =>
    couponCode === undefined
      ? { body: { coupon: 'KITCHECK' } }
      : { body: { coupon: couponCode }, exists: true },
  // Signing a subscription to the guest's own channel changes nothing.
  'POST /broadcasting/auth': ({ guestId }) =>
    guestId === undefined
      ? undefined
      : { body: { socket_id: '1234.5678', channel_name: `private-guest.${guestId}` } },
};

/** Reads that are writes for a signed-in player (a launch is a recent play): guests only. */
export const GUEST_ONLY_READS: Record<string, ReadSample> = {
  'POST /games/url': (samples) => {
    const game = gameRef(samples);
    return (
      game && {
        body: { game_id: game.id, provider_code: game.providercode, mode: 'demo' },
        exists: true,
      }
    );
  },
};

/** A GET that is a write: it revokes the token it is sent with. */
export const GET_WRITES = new Set(['GET /auth/logout']);

const userWrite =
  (body: (user: User) => unknown): WriteSample['input'] =>
  ({ user }) =>
    user && { body: body(user) };

/** The idempotent calls `--write` makes on the test account, each put back where it can be. */
export const WRITE_SAMPLES: Record<string, WriteSample> = {
  'POST /auth/confirm-password': {
    input: ({ password }) => (password === undefined ? undefined : { body: { password } }),
  },
  'POST /profile/toggle-hide-metrics': {
    input: userWrite((user) => ({ hide_metrics: user.hide_metrics })),
  },
  'POST /profile/updateName': { input: userWrite((user) => ({ name: user.name })) },
  'POST /profile/updateLanguage': { input: userWrite((user) => ({ language: user.language })) },
  'POST /games/favorite/{gameId}': {
    input: ({ game }) =>
      game && { path: { gameId: String(game.id) }, body: { gameId: game.id, action: 'add' } },
    revert: ({ game }) =>
      game && !game.hasFavorite
        ? { path: { gameId: String(game.id) }, body: { gameId: game.id, action: 'remove' } }
        : undefined,
  },
  'POST /games/like/{gameId}': {
    input: ({ game }) =>
      game && { path: { gameId: String(game.id) }, body: { liked: true, opId: 'contract-kit' } },
    revert: ({ game, user }) =>
      game && user && !user.user_likes.includes(game.id)
        ? { path: { gameId: String(game.id) }, body: { liked: false, opId: 'contract-kit-undo' } }
        : undefined,
  },
  'POST /games/url': {
    input: ({ game }) =>
      game && {
        body: { game_id: game.id, provider_code: game.providercode, mode: 'demo' },
        exists: true,
      },
  },
  // A charge that is never paid: it expires after 5 minutes.
  'POST /main-gateway/qrcode-pix': {
    input: ({ minDeposit }) =>
      minDeposit === undefined ? undefined : { body: { amount: minDeposit } },
    remember: (samples, answer) => {
      const charge = z.object({ transaction_id: z.string() }).safeParse(answer);
      if (charge.success) samples.pixTransactionId = charge.data.transaction_id;
    },
  },
  'POST /main-gateway/consult-status-transaction': {
    input: ({ pixTransactionId }) =>
      pixTransactionId === undefined
        ? undefined
        : { body: { transaction_id: pixTransactionId }, exists: true },
  },
  // A sportsbook session for the player: a token for the widget, nothing else.
  'POST /sportsbook/session': { input: () => ({ body: { lang: 'pt-br' } }) },
  'POST /notifications/{id}/read': {
    input: ({ notificationId }) =>
      notificationId === undefined
        ? undefined
        : { path: { id: String(notificationId) }, exists: true },
  },
  'POST /notifications/{type}/mark-all-read': {
    input: () => ({ path: { type: 'user_notifications' } }),
  },
};

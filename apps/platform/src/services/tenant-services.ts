import type { KeyObject } from 'node:crypto';
import type { CodeChannel } from '@vitrine/contract/accounts.ts';
import type { PixKeyType } from '@vitrine/contract/withdrawals.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../http/clock.ts';
import type { UrlSigner } from '../http/url-signer.ts';
import type { TenantDirectory } from '../tenancy/tenant-directory.ts';
import type { GameProviderRegistry, SportsProvider } from './game-provider.ts';
import type { PushService } from './push-service.ts';
import type { Realtime } from './realtime.ts';

// The outside world as the modules see it: interfaces here, real implementations in the modules,
// demo stand-ins in src/demo, chosen once by the composition root (src/compose.ts).

/** Checks a captcha token from the browser (Cloudflare Turnstile's API). */
export interface CaptchaVerifier {
  verify(token: string, remoteIp: string | undefined): Promise<boolean>;
}

/** Who a verified Google ID token says the player is. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export interface GoogleIdTokenVerifier {
  /** The identity in a token issued for `clientId`, or null when it does not check out. */
  verify(idToken: string, clientId: string, now: Date): Promise<GoogleIdentity | null>;
}

export interface OutgoingMessage {
  tenantId: number;
  channel: CodeChannel;
  to: string;
  subject: string;
  body: string;
  /** The code the message carries, so the demo outbox can show it on its own. */
  code: string | null;
}

/** Delivers e-mail and SMS. An operator plugs in their provider; the demo keeps an outbox. */
export interface MessageSender {
  send(message: OutgoingMessage, now: Date): Promise<void>;
}

export type UploadFolder = 'avatars' | 'documents';

/** Uploaded files on disk: `<root>/tenant-<id>/<folder>/<name>`. */
export interface UploadStore {
  readonly root: string;
  save(tenantId: number, folder: UploadFolder, name: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is no such file (or the name is not one of ours). */
  read(tenantId: number, folder: UploadFolder, name: string): Promise<Buffer | null>;
  remove(tenantId: number, folder: UploadFolder, name: string): Promise<void>;
  /** Releases the store; a temporary one (memory mode) is deleted. */
  close(): Promise<void>;
}

/**
 * The Central Bank's directory of PIX keys (DICT), as the tenant's PSP reaches it: who holds a key.
 * Withdrawals go only to keys of the player's own CPF (Portaria SPA/MF 615/2024).
 */
export interface PixDirectory {
  /**
   * The CPF (11 digits) of the account that holds `key` (normalized), or null when no account
   * holds it. `playerCpf` is who asks: the demo directory, which has no real accounts, answers it.
   */
  holderOf(
    key: { type: PixKeyType; key: string },
    asking: { tenantId: number; playerCpf: string },
  ): Promise<string | null>;
}

/** What the central impediment directory answers for a CPF (IN SPA/MF 31/2025; IN 22/2025). */
export type ImpedimentAnswer = 'not_impeded' | 'central_self_exclusion' | 'social_programme';

/**
 * The Ministry of Finance's directory of people who may not bet: asked at registration and at the
 * first sign-in of each São Paulo day (docs/design/responsible-gaming.md "The impediment
 * directory"). It may fail (a network error): the caller decides what that means.
 */
export interface ImpedimentDirectory {
  /** `cpf`: 11 digits. */
  check(cpf: string): Promise<ImpedimentAnswer>;
}

/** A charge the PSP issued: its id and the copia-e-cola code (BR Code) the player pays. */
export interface IssuedPixCharge {
  txid: string;
  payload: string;
}

/**
 * The tenant's PSP, which issues the PIX charges players deposit with (docs/design/payments-api.md).
 * The platform keeps the charge and its expiry; paying it is the PSP's and the bank's business.
 */
export interface PixPsp {
  /** A charge of `amount` centavos to the tenant, who is shown to the payer as `merchantName`. */
  issueCharge(request: {
    tenantSlug: string;
    merchantName: string;
    amount: number;
  }): Promise<IssuedPixCharge>;
}

/** Demo mode's bank app, where a player pays a charge's copia-e-cola code as in their own bank's. */
export interface PixBank {
  /** The page that pays the charge whose BR Code is `payload`. */
  paymentPageUrl(request: { tenantSlug: string; payload: string }): string;
}

/** A tenant's sportsbook keys (ES256, P-256): docs/design/sportsbook-api.md "Keys". */
export interface SportsbookKeys {
  /** Signs the player's token for the Betby renderer. */
  operatorPrivateKey: KeyObject;
  operatorPublicKey: KeyObject;
  /** Verifies Betby's wallet callbacks. */
  betbyPublicKey: KeyObject;
}

export interface SportsbookKeyring {
  /** The tenant's keys, or null when its sportsbook has none configured. */
  keysFor(tenantSlug: string): SportsbookKeys | null;
}

/** What the tenant API modules work with; built once by the composition root. */
/**
 * The views `POST games/get` counts (docs/design/casino-api.md "Calls"), kept in memory per tenant
 * and game and written in batches: a page view costs no write. Every view counted is written once.
 */
export interface GameViewCounter {
  count(tenantId: number, gameId: number): void;
  /** Writes what has been counted so far (after a flush already running, if any). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left. */
  close(): Promise<void>;
}

export interface TenantServices {
  db: Database;
  publicUrl: string;
  /** DEMO_MODE: the outbox, the demo document review and the stand-ins' tokens are on. */
  demoMode: boolean;
  clock: Clock;
  /** The tenants by slug, kept a few seconds; an edit through the platform forgets its slug. */
  tenants: TenantDirectory;
  uploads: UploadStore;
  captcha: CaptchaVerifier;
  google: GoogleIdTokenVerifier;
  messages: MessageSender;
  signer: UrlSigner;
  /** The integrations games launch through, by name (`game_providers.integration`). */
  gameProviders: GameProviderRegistry;
  /** The sports provider a brand without Betby launches; null when none is integrated. */
  sportsProvider: SportsProvider | null;
  /** Live events to the browsers (docs/design/realtime.md). */
  realtime: Realtime;
  /** Who holds a PIX key, before a withdrawal may go to it. */
  pixDirectory: PixDirectory;
  /** The PSP that issues the PIX charges of deposits. */
  pixPsp: PixPsp;
  /** Who may not bet: the central impediment directory (IN SPA/MF 31/2025). */
  impedimentDirectory: ImpedimentDirectory;
  /** The bank app that pays PIX charges in demo mode (its address goes with each charge); else null. */
  pixBank: PixBank | null;
  /** The sportsbook's signing and verifying keys, per tenant. */
  sportsbookKeys: SportsbookKeyring;
  /** Web push to the players' browsers, through their vendors' push services. */
  push: PushService;
  /** The views `POST games/get` counts, written in batches. */
  gameViews: GameViewCounter;
}

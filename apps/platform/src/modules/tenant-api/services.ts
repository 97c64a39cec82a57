import type { Database } from '../../db/client.ts';
import type { Clock } from '../../http/clock.ts';
import type { UrlSigner } from '../../http/url-signer.ts';
import type { GameProviderRegistry } from '../../services/game-provider.ts';
import type { CaptchaVerifier } from '../auth/captcha.ts';
import type { GoogleIdTokenVerifier } from '../auth/google-id-token.ts';
import type { UploadStore } from '../documents/upload-store.ts';
import type { MessageSender } from '../outbox/message-sender.ts';

/** What the account modules (auth, profile, documents) work with; built once in buildApp. */
export interface TenantServices {
  db: Database;
  publicUrl: string;
  /** DEMO_MODE: the outbox, the demo document review and the stand-ins' tokens are on. */
  demoMode: boolean;
  clock: Clock;
  uploads: UploadStore;
  captcha: CaptchaVerifier;
  google: GoogleIdTokenVerifier;
  messages: MessageSender;
  signer: UrlSigner;
  /** The integrations games launch through, by name (`game_providers.integration`). */
  gameProviders: GameProviderRegistry;
}

import type { GameMode, Paytable } from '@vitrine/contract/games.ts';
import type { Locale } from '@vitrine/contract/locale.ts';

/** A game as the integration that launches it needs to know it. */
export interface LaunchableGame {
  id: number;
  /** The provider's own code for the game (`tigre-da-sorte`). */
  code: string;
  providerCode: string;
  title: string;
}

/** One launch: who plays (a player, or a guest by Guest-ID), what, how and in which language. */
export interface GameLaunchRequest {
  tenant: { id: number; slug: string };
  game: LaunchableGame;
  player: { userId: number } | { guestId: string | null };
  mode: GameMode;
  lang: Locale;
  now: Date;
}

/**
 * What a launch comes to: the URL the game screen frames, or why there is none. `maintenance`: the
 * provider or the game is down (as data, or as the provider answered); `unavailable`: nothing
 * serves this provider.
 */
export type GameLaunchOutcome =
  | { outcome: 'launched'; gameUrl: string }
  | { outcome: 'maintenance' }
  | { outcome: 'unavailable' };

/**
 * An integration that launches games: an aggregator's or studio's API in production, the demo slot
 * (src/demo/slot) here. Each provider row names its integration (`game_providers.integration`).
 */
export interface GameProvider {
  launch(request: GameLaunchRequest): Promise<GameLaunchOutcome>;
  /**
   * The game's theoretical return to player in percent with two decimals (96.50), as the provider
   * certifies it; absent or null when the provider does not say (issue 35, Portaria 1.207/2024).
   */
  rtp?(game: LaunchableGame): number | null;
  /** The game's paytable in `lang`, shown before and during play; absent or null when none. */
  paytable?(game: LaunchableGame, lang: Locale): GamePaytable | null;
}

/** A paytable as a provider gives it; the platform adds the game's id and RTP. */
export type GamePaytable = Omit<Paytable, 'game_id' | 'rtp'>;

/** The integrations this platform can launch through, by the name a provider row gives. */
export type GameProviderRegistry = ReadonlyMap<string, GameProvider>;

/**
 * The sports provider `POST games/launch/sport` frames for a brand without Betby: a provider's API
 * in production, the demo sports page (src/demo/sports) in demo mode.
 */
export interface SportsProvider {
  /** The page to frame for the tenant's players, in `lang`. */
  launchUrl(request: { tenantSlug: string; lang: Locale }): string;
}

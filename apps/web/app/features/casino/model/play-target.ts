import { gamePath } from '../components/game-card';
import { type Locale, LOCALE_PREFIX, localizePath } from '~/core/i18n/config';

/**
 * `/casino/play` (§2 "Jogar"): where it leads. A signed-in player continues their last played game
 * (§4: the first recent game); with no recent game, or as a guest, the lobby. Guests are not asked
 * to sign in here: the lobby lets them browse and play the demo games, and every real-money game
 * page asks them to sign in itself (docs/decisions/004-casino-play-destination.md).
 */
export function playTarget(
  visitor: {
    signedIn: boolean;
    lastPlayed: { providercode: string; gamecode: string } | null | undefined;
  },
  locale: Locale,
): string {
  if (visitor.signedIn && visitor.lastPlayed) {
    return gamePath(visitor.lastPlayed, LOCALE_PREFIX[locale]);
  }
  return localizePath('/casino/games', locale);
}

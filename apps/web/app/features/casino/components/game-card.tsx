import type { Game } from '@vitrine/contract/games.ts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSlowConnection } from '~/lib/device/device-store';
import type { CardGame } from '../model/card-game';
import { GameFavoriteButton } from './game-favorite-button';
import { GameImage } from './game-image';
import { GameLikeButton } from './game-like-button';
import { formatRtp } from '../model/rtp';

export type { CardGame } from '../model/card-game';

/** The game page's address: `/casino/{provider}/{game}` (§2), in the page's language. */
export function gamePath(game: Pick<Game, 'providercode' | 'gamecode'>, prefix: string): string {
  return `${prefix}/casino/${game.providercode}/${game.gamecode}`;
}

/**
 * A game in a list: thumbnail (fixed 3:4, no layout shift), title, provider and RTP link to the
 * game; like and favourite buttons sit over the thumbnail.
 */
export const GameCard = memo(function GameCard({
  game,
  localePrefix,
  priority = false,
}: {
  game: CardGame;
  /** '' in Portuguese, '/en' in English. */
  localePrefix: string;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation('casino');
  // §9: on a slow connection the game page is not fetched ahead of the click.
  const slowConnection = useSlowConnection();
  return (
    <div className="group relative h-full">
      <Link
        to={gamePath(game, localePrefix)}
        prefetch={slowConnection ? 'none' : 'intent'}
        className="block overflow-hidden rounded-xl bg-surface-raised ring-line transition-transform hover:-translate-y-0.5 hover:ring-1"
      >
        {/* As few elements as the card needs: a lobby or a home page lays out dozens of them. */}
        <GameImage image={game.image} imageMobile={game.image_mobile} alt="" priority={priority}>
          {game.only_demo && (
            <span
              aria-hidden="true"
              className="absolute bottom-1.5 left-1.5 rounded bg-surface/85 px-1.5 py-0.5 text-[0.6875rem] font-bold tracking-wide uppercase"
            >
              {t('card.demo')}
            </span>
          )}
        </GameImage>
        <span className="block truncate px-2 pt-1.5 text-sm leading-5 font-semibold">
          {game.title}
        </span>
        <span className="block truncate px-2 text-xs leading-4 text-fg-muted">
          {game.provider_name}
          {game.only_demo && <span className="sr-only">, {t('card.demo')}</span>}
        </span>
        {/* Issue 35: the RTP on every card. Its line is kept when unknown, so cards stay even. */}
        <span className="block h-4 truncate px-2 pb-2 text-xs leading-4 text-fg-muted box-content">
          {game.rtp !== null && t('card.rtp', { value: formatRtp(game.rtp, i18n.language) })}
        </span>
      </Link>
      <div className="absolute top-1 right-1 flex flex-col items-end gap-1">
        <GameLikeButton game={game} />
        <GameFavoriteButton game={game} />
      </div>
    </div>
  );
});

/** A card's place while its page loads: same box, so nothing moves when it arrives. */
export function GameCardSkeleton({ pulse = true }: { pulse?: boolean }) {
  const shade = `${pulse ? 'animate-pulse ' : ''}bg-surface-overlay`;
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl bg-surface-raised">
      <div className={`aspect-[3/4] w-full ${shade}`} />
      <div className="px-2 pt-1.5 pb-2">
        <div className={`my-0.5 h-4 w-3/4 rounded ${shade}`} />
        <div className={`mt-1 h-3 w-1/2 rounded ${shade}`} />
        <div className={`mt-1 h-3 w-1/3 rounded ${shade}`} />
      </div>
    </div>
  );
}

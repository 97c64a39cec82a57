import type { Game } from '@vitrine/contract/games.ts';
import { useTranslation } from 'react-i18next';
import { SHOWN_WHOLE, ShownWholeEnd } from '~/components/ui/shown-whole';
import { GameFavoriteButton } from '../game-favorite-button';
import { GameLikeButton } from '../game-like-button';

/** The game's title and provider, a demo badge, and its like and favourite buttons. */
export function GameHeading({ game }: { game: Game }) {
  const { t } = useTranslation('game');
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <h1 className="truncate text-xl font-bold sm:text-2xl">{game.title}</h1>
        <p className="flex items-center gap-2 truncate text-sm text-fg-muted">
          {t('screen.by', { provider: game.provider_name })}
          {game.only_demo && (
            <span className="rounded bg-surface-overlay px-1.5 py-0.5 text-xs font-bold tracking-wide text-fg uppercase">
              {t('screen.demo')}
            </span>
          )}
        </p>
      </div>
      {/* Right-aligned: the like button would move when the favourite arrives after it. */}
      <div className={`flex items-center gap-3 ${SHOWN_WHOLE}`}>
        <GameLikeButton game={game} />
        <GameFavoriteButton game={game} />
        <ShownWholeEnd />
      </div>
    </div>
  );
}

import type { Game } from '@vitrine/contract/games.ts';
import { useTranslation } from 'react-i18next';
import { useRelatedGames } from '../../api/get-related-games';
import { GameCardSkeleton } from '../game-card';
import { GameRail } from '../game-rail';

/** Related games the server fetched, and for whom ('guest' or the player). */
export interface RenderedRelatedGames {
  games: Game[];
  viewer: string;
}

/**
 * Games like this one (`POST games/getRelated`), in a rail under the game: rendered by the server
 * with the page when it could fetch them, else fetched here. The rail keeps its place while
 * loading; without related games (or when they fail) it is left out.
 */
export function RelatedGames({
  gameId,
  localePrefix,
  rendered,
}: {
  gameId: number;
  localePrefix: string;
  rendered?: RenderedRelatedGames;
}) {
  const { t } = useTranslation('game');
  const related = useRelatedGames(gameId, rendered);

  if (related.isPending) {
    return (
      <section aria-busy="true" className="flex flex-col gap-2">
        <h2 className="flex min-h-9 items-center text-lg font-bold sm:text-xl">
          {t('related.title')}
        </h2>
        <div
          role="status"
          // The rail's own columns, so the cards land where their placeholders were.
          className="grid auto-cols-[calc((100%-1rem)/3.3)] grid-flow-col gap-2 overflow-hidden pb-2 min-[520px]:auto-cols-[calc((100%-1.5rem)/4.3)] sm:gap-3 md:auto-cols-[calc((100%-3rem)/5.3)] lg:auto-cols-[calc((100%-3.75rem)/6.3)]"
        >
          <span className="sr-only">{t('related.loading')}</span>
          {Array.from({ length: 7 }, (_, index) => (
            <GameCardSkeleton key={index} />
          ))}
        </div>
      </section>
    );
  }
  if (related.isError || related.data.length === 0) return null;
  return (
    <GameRail
      id={`related-${gameId}`}
      heading={t('related.title')}
      games={related.data}
      localePrefix={localePrefix}
    />
  );
}

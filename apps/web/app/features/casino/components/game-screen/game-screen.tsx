import type { Game } from '@vitrine/contract/games.ts';
import { HydrationBoundary } from '~/components/ui/hydration-boundary';
import { LOCALE_PREFIX, type Locale } from '~/core/i18n/config';
import { GameHeading } from './game-heading';
import { GameRtp } from './game-rtp';
import { type GameStageLinks, type PlayedRound, GameStage } from './game-stage';
import { type RenderedRelatedGames, RelatedGames } from './related-games';

/**
 * The game page (§4 "Game screen"): title, the RTP and the paytable (issue 35), the game in its
 * box, and related games under it.
 */
export function GameScreen({
  game,
  locale,
  links,
  onRound,
  related,
}: {
  game: Game;
  locale: Locale;
  links: GameStageLinks;
  /** Each round the game reports from its own origin. */
  onRound?: (round: PlayedRound) => void;
  /** The related games the server rendered with the page, for the viewer it rendered them for. */
  related?: RenderedRelatedGames;
}) {
  return (
    <div className="flex flex-col gap-6 py-4 sm:py-6">
      <div className="flex flex-col gap-3">
        <GameHeading game={game} />
        <GameRtp game={game} locale={locale} />
        <GameStage game={game} locale={locale} links={links} onRound={onRound} />
      </div>
      <HydrationBoundary>
        <RelatedGames
          key={game.id}
          gameId={game.id}
          localePrefix={LOCALE_PREFIX[locale]}
          rendered={related}
        />
      </HydrationBoundary>
    </div>
  );
}

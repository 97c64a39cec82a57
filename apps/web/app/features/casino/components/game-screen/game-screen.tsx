import type { Game } from '@vitrine/contract/games.ts';
import { LOCALE_PREFIX, type Locale } from '~/i18n/config';
import { GameHeading } from './game-heading';
import { type GameStageLinks, type PlayedRound, GameStage } from './game-stage';
import { RelatedGames } from './related-games';

/** The game page (§4 "Game screen"): title, the game in its box, and related games under it. */
export function GameScreen({
  game,
  locale,
  links,
  onRound,
}: {
  game: Game;
  locale: Locale;
  links: GameStageLinks;
  /** Each round the game reports from its own origin. */
  onRound?: (round: PlayedRound) => void;
}) {
  return (
    <div className="flex flex-col gap-6 py-4 sm:py-6">
      <div className="flex flex-col gap-3">
        <GameHeading game={game} />
        <GameStage game={game} locale={locale} links={links} onRound={onRound} />
      </div>
      <RelatedGames key={game.id} gameId={game.id} localePrefix={LOCALE_PREFIX[locale]} />
    </div>
  );
}

import type { Game, GameMode } from '@vitrine/contract/games.ts';
import { useTranslation } from 'react-i18next';
import type { Locale } from '~/core/i18n/config';
import { useGameLaunch } from '../../api/get-game-url';
import { type GameRound, useGameRounds } from '../../hooks/use-game-rounds';
import { GameSignIn } from './game-sign-in';
import { LaunchFrame } from './launch-frame';

/** A finished round, with the mode it was played in (demo rounds never touch the wallet). */
export type PlayedRound = GameRound & { mode: GameMode };

export interface GameStageLinks {
  lobby: string;
  signIn: string;
  register: string;
}

/**
 * The game itself (§4 "Game screen"): a sign-in call for guests on a real-money game, otherwise
 * the launch in the game screen's frame, and each finished round handed to `onRound`.
 */
export function GameStage({
  game,
  locale,
  links,
  onRound,
}: {
  game: Game;
  locale: Locale;
  links: GameStageLinks;
  onRound?: (round: PlayedRound) => void;
}) {
  const { t } = useTranslation('game');
  const { mode, query } = useGameLaunch(game, locale);
  const launch = query.data ?? null;

  useGameRounds(
    launch?.gameUrl ?? null,
    onRound && launch ? (round) => onRound({ ...round, mode: launch.mode }) : undefined,
  );

  return (
    <LaunchFrame
      title={game.title}
      modeLabel={game.only_demo ? t('screen.demoMode') : t('screen.realMode')}
      launch={{
        gameUrl: launch?.gameUrl ?? null,
        failed: query.isError && !query.isFetching,
        retry: () => void query.refetch(),
      }}
      lobbyHref={links.lobby}
      placeholder={
        mode === null ? (
          <GameSignIn
            title={game.title}
            image={game.image}
            signInHref={links.signIn}
            registerHref={links.register}
          />
        ) : undefined
      }
    />
  );
}

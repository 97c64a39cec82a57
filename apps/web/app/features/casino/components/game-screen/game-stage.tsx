import type { Game, GameMode } from '@vitrine/contract/games.ts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandIcon, ShrinkIcon } from '~/components/ui/icons';
import { Spinner } from '~/components/ui/spinner';
import type { Locale } from '~/i18n/config';
import { useGameLaunch } from '../../api/get-game-url';
import { type GameRound, useGameRounds } from '../../hooks/use-game-rounds';
import { GameMaintenance } from './game-maintenance';
import { GameSignIn } from './game-sign-in';
import { useFullscreen } from '../../hooks/use-fullscreen';

/** A finished round, with the mode it was played in (demo rounds never touch the wallet). */
export type PlayedRound = GameRound & { mode: GameMode };

export interface GameStageLinks {
  lobby: string;
  signIn: string;
  register: string;
}

// The box is reserved before anything is known, so nothing moves when the game arrives: on phones
// a full-width tall box (the viewport less header, title and bottom bar), on wider screens 16:9
// no taller than the viewport less the header and title.
const FRAMED =
  'mx-auto w-full rounded-2xl border border-line md:w-[min(100%,calc((100dvh_-_13rem)_*_16_/_9))]';
const EXPANDED = 'fixed inset-0 z-50 h-dvh w-full';
const AREA_FRAMED = 'h-[calc(100dvh_-_17rem)] min-h-80 md:aspect-video md:h-auto md:min-h-0';

/**
 * The game itself (§4 "Game screen"): a sign-in call for guests on a real-money game, otherwise
 * the launch — loading, maintenance when it fails (with a retry), then the provider's iframe —
 * with a fullscreen toggle, and each finished round handed to `onRound`.
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
  const boxRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(boxRef);
  const { mode, query } = useGameLaunch(game, locale);
  const launch = query.data ?? null;

  useGameRounds(
    launch?.gameUrl ?? null,
    onRound && launch ? (round) => onRound({ ...round, mode: launch.mode }) : undefined,
  );

  let content;
  if (mode === null) {
    content = (
      <GameSignIn
        title={game.title}
        image={game.image}
        signInHref={links.signIn}
        registerHref={links.register}
      />
    );
  } else if (launch) {
    content = (
      <iframe
        src={launch.gameUrl}
        title={game.title}
        allow="fullscreen; autoplay"
        allowFullScreen
        className="absolute inset-0 size-full border-0 bg-black"
      />
    );
  } else if (query.isError && !query.isFetching) {
    content = <GameMaintenance onRetry={() => void query.refetch()} lobbyHref={links.lobby} />;
  } else {
    content = (
      <div
        role="status"
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-fg-muted"
      >
        <Spinner />
        <span>{t('screen.loading')}</span>
      </div>
    );
  }

  const playing = launch !== null;
  return (
    <div
      ref={boxRef}
      className={`flex flex-col overflow-hidden bg-surface-raised ${
        fullscreen.expanded ? EXPANDED : fullscreen.active ? 'size-full' : FRAMED
      }`}
    >
      <div
        aria-label={t('screen.toolbar')}
        role="group"
        className="flex h-11 shrink-0 items-center justify-between gap-2 border-b border-line px-3 text-sm"
      >
        <span className="truncate text-fg-muted">
          {game.only_demo ? t('screen.demoMode') : t('screen.realMode')}
        </span>
        {playing && (
          <button
            type="button"
            aria-pressed={fullscreen.active}
            onClick={fullscreen.toggle}
            className="flex min-h-9 items-center gap-1.5 rounded-lg px-2 font-semibold hover:bg-surface-overlay"
          >
            {fullscreen.active ? (
              <ShrinkIcon className="size-5" />
            ) : (
              <ExpandIcon className="size-5" />
            )}
            {t('screen.fullscreen')}
          </button>
        )}
      </div>
      <div className={`relative ${fullscreen.active ? 'min-h-0 flex-1' : AREA_FRAMED}`}>
        {content}
      </div>
    </div>
  );
}

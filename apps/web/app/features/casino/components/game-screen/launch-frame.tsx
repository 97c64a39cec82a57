import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandIcon, ShrinkIcon } from '~/components/ui/icons';
import { Spinner } from '~/components/ui/spinner';
import { useFullscreen } from '../../hooks/use-fullscreen';
import { GameMaintenance, type MaintenanceCopy } from './game-maintenance';

/** Where a launch stands: its URL once launched; `failed` once it could not be had. */
export interface LaunchState {
  gameUrl: string | null;
  failed: boolean;
  retry: () => void;
}

// The box is reserved before anything is known, so nothing moves when the game arrives: on phones
// a full-width tall box (the viewport less header, title and bottom bar), on wider screens 16:9
// no taller than the viewport less the header and title.
const FRAMED =
  'mx-auto w-full rounded-2xl border border-line md:w-[min(100%,calc((100dvh_-_13rem)_*_16_/_9))]';
const EXPANDED = 'fixed inset-0 z-50 h-dvh w-full';
const AREA_FRAMED = 'h-[calc(100dvh_-_17rem)] min-h-80 md:aspect-video md:h-auto md:min-h-0';

/**
 * A provider's launched page in the game screen's box (§4 "Game screen"): loading, maintenance
 * when the launch fails (with a retry), then the provider's iframe, with a fullscreen toggle. The
 * casino's games and the provider's sports (`/sports`) both show here.
 */
export function LaunchFrame({
  title,
  modeLabel,
  launch,
  lobbyHref,
  placeholder,
  copy,
}: {
  /** The iframe's accessible name. */
  title: string;
  /** What the toolbar says about the play (demo credits, real balance). */
  modeLabel: string;
  launch: LaunchState;
  lobbyHref: string;
  /** Shown instead of the launch (a guest's call to sign in). */
  placeholder?: ReactNode;
  /** Words for what is launched when it is not a game: its loading line and maintenance state. */
  copy?: { loading: string; maintenance: MaintenanceCopy };
}) {
  const { t } = useTranslation('game');
  const boxRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(boxRef);

  let content;
  if (placeholder) {
    content = placeholder;
  } else if (launch.gameUrl) {
    content = (
      <iframe
        src={launch.gameUrl}
        title={title}
        allow="fullscreen; autoplay"
        allowFullScreen
        className="absolute inset-0 size-full border-0 bg-black"
      />
    );
  } else if (launch.failed) {
    content = (
      <GameMaintenance onRetry={launch.retry} lobbyHref={lobbyHref} copy={copy?.maintenance} />
    );
  } else {
    content = (
      <div
        role="status"
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-fg-muted"
      >
        <Spinner />
        <span>{copy?.loading ?? t('screen.loading')}</span>
      </div>
    );
  }

  const playing = !placeholder && launch.gameUrl !== null;
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
        <span className="truncate text-fg-muted">{modeLabel}</span>
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

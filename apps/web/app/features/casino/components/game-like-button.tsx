import { useTranslation } from 'react-i18next';
import { CardIcon } from '~/components/ui/icons';
import { formatCompactCount } from '~/lib/compact-number';
import { useGameLike } from '../hooks/use-game-like';
import type { CardGame } from './game-card';

/** §4 "Like toggle" on a card: flips at once, pending until the server confirms; the count follows. */
export function GameLikeButton({ game }: { game: Pick<CardGame, 'id' | 'title' | 'likes'> }) {
  const { t, i18n } = useTranslation('casino');
  const { liked, pending, likes, toggle } = useGameLike(game);
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-busy={pending || undefined}
      data-pending={pending || undefined}
      onClick={toggle}
      className={`flex size-8 items-center justify-center gap-1 rounded-full bg-surface/90 text-xs font-bold hover:bg-surface min-[520px]:h-9 min-[520px]:w-auto min-[520px]:min-w-9 min-[520px]:px-2 ${
        liked ? 'text-rose-400' : 'text-fg'
      }`}
    >
      <CardIcon
        shape="heart"
        filled={liked}
        className={`size-5 ${pending ? 'animate-pulse' : ''}`}
      />
      {/* The name is the content (what is seen is what is said): "Curtir X (12,4 mil curtidas)". */}
      <span className="sr-only">{t('card.like', { title: game.title })} (</span>
      <span className="sr-only tabular-nums min-[520px]:not-sr-only">
        {formatCompactCount(likes, i18n.language)}
      </span>
      <span className="sr-only"> {t('card.likesUnit', { count: likes })})</span>
    </button>
  );
}

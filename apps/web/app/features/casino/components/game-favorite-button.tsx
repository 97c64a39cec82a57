import { useTranslation } from 'react-i18next';
import { CardIcon } from '~/components/ui/icons';
import { useFavoriteToggle } from '../api/toggle-favorite';
import type { CardGame } from './game-card';

/** The favourite star over a card: a toggle button (aria-pressed), pending while the call runs. */
export function GameFavoriteButton({
  game,
}: {
  game: Pick<CardGame, 'id' | 'title' | 'hasFavorite'>;
}) {
  const { t } = useTranslation('casino');
  const { favorite, pending, toggle } = useFavoriteToggle(game);
  return (
    <button
      type="button"
      aria-pressed={favorite}
      aria-label={t('card.favorite', { title: game.title })}
      aria-busy={pending || undefined}
      onClick={toggle}
      className={`flex size-8 items-center min-[520px]:size-9 justify-center rounded-full bg-surface/90 hover:bg-surface ${
        favorite ? 'text-amber-300' : 'text-fg'
      } ${pending ? 'opacity-70' : ''}`}
    >
      <CardIcon shape="star" filled={favorite} className="size-5" />
    </button>
  );
}

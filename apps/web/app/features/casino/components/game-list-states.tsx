import { useTranslation } from 'react-i18next';
import { GameCardSkeleton } from './game-card';
import { GAME_GRID_CLASSES } from './virtual-game-grid';

/** The grid's shape while the first page loads: the same boxes the cards will fill. */
export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useTranslation('casino');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('lobby.loading')}</span>
      <div className={GAME_GRID_CLASSES}>
        {Array.from({ length: count }, (_, index) => (
          <GameCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
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

/** An empty list or a failed one: what happened and a way on. */
export function ListMessage({
  title,
  text,
  action,
  role,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div
      role={role}
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-4 py-12 text-center"
    >
      <p className="text-lg font-bold">{title}</p>
      {text && <p className="max-w-md text-fg-muted">{text}</p>}
      {action}
    </div>
  );
}

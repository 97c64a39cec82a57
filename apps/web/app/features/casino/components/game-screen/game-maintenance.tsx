import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/button';

/** What the maintenance state says, when it is not about a game (the provider's sports). */
export interface MaintenanceCopy {
  title: string;
  text: string;
  back: string;
}

/** §4 maintenance: the game could not be launched (§8 "Game launch failure sets maintenance"). */
export function GameMaintenance({
  onRetry,
  lobbyHref,
  copy,
}: {
  onRetry: () => void;
  lobbyHref: string;
  copy?: MaintenanceCopy;
}) {
  const { t } = useTranslation('game');
  return (
    <div
      role="alert"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 overflow-y-auto p-4 text-center"
    >
      <h2 className="text-xl font-bold">{copy?.title ?? t('maintenance.title')}</h2>
      <p className="max-w-md text-sm text-fg-muted">{copy?.text ?? t('maintenance.text')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>{t('maintenance.retry')}</Button>
        <Link to={lobbyHref} className={buttonClasses('secondary')}>
          {copy?.back ?? t('maintenance.back')}
        </Link>
      </div>
    </div>
  );
}

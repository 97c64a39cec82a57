import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '~/components/ui/button';

/** §4 maintenance: the game could not be launched (§8 "Game launch failure sets maintenance"). */
export function GameMaintenance({
  onRetry,
  lobbyHref,
}: {
  onRetry: () => void;
  lobbyHref: string;
}) {
  const { t } = useTranslation('game');
  return (
    <div
      role="alert"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 overflow-y-auto p-4 text-center"
    >
      <h2 className="text-xl font-bold">{t('maintenance.title')}</h2>
      <p className="max-w-md text-sm text-fg-muted">{t('maintenance.text')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={onRetry}>{t('maintenance.retry')}</Button>
        <Link to={lobbyHref} className={buttonClasses('secondary')}>
          {t('maintenance.back')}
        </Link>
      </div>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';

/** A block that failed to load: says so, and offers to try again. */
export function LoadError({ message, onRetry }: { message?: string; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
      <p>{message ?? t('common.loadFailed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

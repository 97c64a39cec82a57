import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Skeleton, SkeletonRows } from '~/components/ui/skeleton';
import { LoadingOverlay } from '~/components/ui/loading-overlay';
import { Spinner } from '~/components/ui/spinner';
import { ListMessage } from '~/components/ui/list-message';
import { GameGridSkeleton } from '~/features/casino/components/game-list-states';

/** What stands in while something loads: skeletons of its shape, the spinner and its overlay. */
export function LoadingSection({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('style-guide');
  return (
    <Card id={id} title={title}>
      <div className="flex flex-col gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="flex flex-col gap-3">
            <Skeleton className="h-6 w-3/4" />
            <SkeletonRows rows={3} label={t('loading.rows')} />
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <Spinner className="size-5" />
            <Spinner />
            <div className="relative h-24 w-40 rounded-xl border border-line p-3">
              <Skeleton className="h-4 w-3/4" />
              <LoadingOverlay label={t('loading.overlay')} />
            </div>
          </div>
        </div>
        <GameGridSkeleton count={6} />
      </div>
    </Card>
  );
}

/** An empty list, and a failed one with its retry. */
export function StatesSection({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation(['style-guide', 'casino']);
  return (
    <Card id={id} title={title}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ListMessage
          role="status"
          title={t('style-guide:states.emptyTitle')}
          text={t('style-guide:states.emptyText')}
        />
        <ListMessage
          role="alert"
          title={t('casino:lobby.errorTitle')}
          action={
            <Button onClick={() => toast(t('style-guide:states.retried'))}>
              {t('casino:lobby.retry')}
            </Button>
          }
        />
      </div>
    </Card>
  );
}

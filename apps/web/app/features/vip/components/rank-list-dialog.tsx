import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { ListMessage } from '~/components/ui/list-message';
import { Button } from '~/components/ui/button';
import { SkeletonRows } from '~/components/ui/skeleton';
import { intlLocale, type Locale, localizePath } from '~/core/i18n/config';
import { useRanking } from '../api/get-ranking';
import { RankLadder } from './rank-ladder';
import { VipStanding } from './vip-standing';

const LADDER_HEADING_ID = 'rank-list-heading';

/**
 * The rank-list modal (§2 "Profile"), opened from the header's VIP badge: the player's level and
 * progress, and the whole ladder with their level marked, from the same answer as `/ranking`
 * (whose weekly leaderboard is then already in the cache). Loaded when first opened.
 */
export default function RankListDialog({
  locale,
  open,
  onOpenChange,
}: {
  locale: Locale;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, ready } = useTranslation('vip');
  const ranking = useRanking('weekly');
  const intl = intlLocale(locale);
  if (!ready) return null;
  const data = ranking.data;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('modal.title')}
      description={t('modal.description')}
      closeLabel={t('modal.close')}
    >
      {data ? (
        <div className="flex flex-col gap-4">
          {data.self && (
            <VipStanding
              ranks={data.ranks}
              level={data.self.level}
              totalBet={data.self.totalBet}
              intl={intl}
            />
          )}
          <h3 id={LADDER_HEADING_ID} className="font-bold">
            {t('ladder.heading')}
          </h3>
          <RankLadder
            ranks={data.ranks}
            currentLevel={data.self?.level ?? null}
            intl={intl}
            headingId={LADDER_HEADING_ID}
            className="flex flex-col gap-3"
          />
          <Link
            to={localizePath('/ranking', locale)}
            onClick={() => onOpenChange(false)}
            className="inline-flex min-h-11 items-center font-semibold text-accent underline underline-offset-2"
          >
            {t('modal.seeRanking')}
          </Link>
        </div>
      ) : ranking.isError ? (
        <ListMessage
          role="alert"
          title={t('ladder.failed')}
          action={
            <Button variant="secondary" onClick={() => void ranking.refetch()}>
              {t('leaderboard.retry')}
            </Button>
          }
        />
      ) : (
        <SkeletonRows rows={4} label={t('leaderboard.loading')} />
      )}
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { type CardGame, GameCard, GameCardSkeleton } from '~/features/casino/components/game-card';
import { useTenant } from '~/core/tenant/tenant-context';
import { LOCALE_PREFIX, type Locale } from '~/core/i18n/config';

/** A game of no catalogue (its page is a not-found), pictured with the brand's own icon. */
function useSampleGame(): CardGame {
  const { t } = useTranslation('style-guide');
  const { theme } = useTenant();
  return {
    id: 0,
    title: t('cards.sampleGame'),
    gamecode: 'exemplo',
    providercode: 'exemplo',
    provider_name: t('cards.sampleProvider'),
    image: theme.icons['512'],
    image_mobile: theme.icons['192'],
    likes: 128,
    hasFavorite: false,
    only_demo: true,
    rtp: 96.5,
  };
}

/** The titled card of every profile page, and the game card of every list with its skeleton. */
export function CardsSection({ id, title, locale }: { id: string; title: string; locale: Locale }) {
  const { t } = useTranslation('style-guide');
  const game = useSampleGame();
  return (
    <Card id={id} title={title}>
      <div className="flex flex-col gap-4">
        <Card
          level={3}
          title={t('cards.card')}
          actions={
            <Button size="sm" variant="secondary">
              {t('cards.action')}
            </Button>
          }
        >
          <p className="text-fg-muted">{t('cards.cardBody')}</p>
        </Card>
        <h3 className="font-semibold">{t('cards.game')}</h3>
        <div className="grid max-w-md grid-cols-3 gap-2 sm:gap-3">
          <GameCard game={game} localePrefix={LOCALE_PREFIX[locale]} />
          <GameCard
            game={{ ...game, only_demo: false, hasFavorite: true }}
            localePrefix={LOCALE_PREFIX[locale]}
          />
          <GameCardSkeleton />
        </div>
      </div>
    </Card>
  );
}

import { isPlainRecord } from '@vitrine/contract/json-shapes.ts';
import { lazy, Suspense } from 'react';
import { type Locale, localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { usePlayerReady } from '~/core/session/hooks/use-player-ready';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { useTenant } from '~/core/tenant/tenant-context';
import { BonusPage } from '~/features/bonuses/components/bonus-page';
import { PromotionOffersSkeleton } from '~/features/promotions/components/promotion-offers-skeleton';
import { useWallet } from '~/features/wallet/api/get-wallet';
import { memoRoute } from '~/lib/memo-route';
import { useLoaderMessages } from './common/signed-in-area';
import { useRewardWallet } from './common/use-reward-wallet';
import type { Route } from './+types/bonus';

const NAMESPACE = 'bonuses';

// A guest's offers load with their own code: a signed-in player never needs it (first-load JS).
const PromotionOffers = lazy(() =>
  import('~/features/promotions/components/promotion-offers').then((module) => ({
    default: module.PromotionOffers,
  })),
);

/** The page's messages, so it renders and hydrates in its language at once. */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { locale, messages: await loadNamespace(locale, NAMESPACE) };
}

/** The title for `meta` (outside React), read by hand: no schema in the page's first load. */
function bonusTitle(loaderData: unknown): string | undefined {
  const messages = isPlainRecord(loaderData) ? loaderData.messages : undefined;
  const page = isPlainRecord(messages) ? messages.page : undefined;
  const title = isPlainRecord(page) ? page.title : undefined;
  return typeof title === 'string' ? title : undefined;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), bonusTitle(loaderData));

function BonusRoute({ loaderData }: Route.ComponentProps) {
  useLoaderMessages(loaderData.locale, NAMESPACE, loaderData.messages);
  return <Bonus locale={loaderData.locale} />;
}

export default memoRoute(BonusRoute);

/**
 * `/bonus` ('Bônus', issue 37). A guest is not sent to the login: the page shows the tenant's
 * current offers, says what it is for and offers the registration.
 */
export function Bonus({ locale }: { locale: Locale }) {
  const { theme } = useTenant();
  const ready = usePlayerReady();
  const wallet = useWallet(ready);
  const onWallet = useRewardWallet();
  return (
    <BonusPage
      locale={locale}
      regulated={theme.is_regulated}
      bonusBalance={wallet.data?.bonus_balance ?? null}
      onWallet={onWallet}
      guestOffers={
        <Suspense fallback={<PromotionOffersSkeleton />}>
          <PromotionOffers locale={locale} />
        </Suspense>
      }
    />
  );
}

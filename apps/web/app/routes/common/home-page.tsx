import { LiveBetFeed } from '~/features/bet-feed/components/live-bet-feed';
import { HomeCasino, type HomeCasinoData } from '~/features/casino/components/home-casino';
import { BannerCarousel, type SafeBanner } from '~/features/content/components/banner-carousel';
import { DepositCta } from '~/features/accounts/components/deposit-cta';
import { useTenant } from '~/core/tenant/tenant-context';
import { LOCALE_PREFIX, type Locale } from '~/core/i18n/config';
import { HomeSportsbookPromo } from '../sports/home-sportsbook-promo';

export function HomePage({
  banners,
  casino,
  locale,
}: {
  banners: SafeBanner[];
  casino: HomeCasinoData | null;
  locale: Locale;
}) {
  const { theme } = useTenant();
  return (
    <div className="flex flex-col gap-6 pb-6">
      <h1 className="sr-only">{theme.siteTitle}</h1>
      <BannerCarousel banners={banners} />
      <DepositCta />
      {casino && <HomeCasino data={casino} locale={locale} localePrefix={LOCALE_PREFIX[locale]} />}
      <HomeSportsbookPromo locale={locale} />
      <LiveBetFeed locale={locale} />
    </div>
  );
}

import { BannerCarousel, type SafeBanner } from '~/features/content/components/banner-carousel';
import { GuestDepositCta } from '~/features/session/components/guest-deposit-cta';
import { useTenant } from '~/features/tenant/tenant-context';

export function HomePage({ banners }: { banners: SafeBanner[] }) {
  const { theme } = useTenant();
  return (
    <>
      <h1 className="sr-only">{theme.siteTitle}</h1>
      <BannerCarousel banners={banners} />
      <GuestDepositCta />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BTRendererClass } from '~/features/sportsbook/model/renderer-options';
import { SPORTSBOOK_PATH } from '~/features/sportsbook/model/widget-path';
import { SPORTSBOOK_NAMESPACE } from '~/features/sportsbook/sportsbook-messages';
import { type Locale, localizePath } from '~/core/i18n/config';
import { BetbyPromo } from './betby-promo';

const HEADING_ID = 'sportsbook-promo-heading';

/**
 * The home page's promo section, loaded when it comes near the screen: the heading, Betby's promo
 * widget and the way to the whole sportsbook, in the space home-sportsbook-promo.tsx held.
 */
export default function HomeSportsbookPromoSection({
  locale,
  loadRenderer,
}: {
  locale: Locale;
  loadRenderer?: () => Promise<BTRendererClass>;
}) {
  // The sportsbook's strings are not the shell's: they arrive with this section.
  const { t, ready } = useTranslation(SPORTSBOOK_NAMESPACE);
  if (!ready) return null;
  return (
    <section aria-labelledby={HEADING_ID} className="flex flex-col gap-2">
      <div className="flex min-h-11 items-center">
        <h2 id={HEADING_ID} className="text-lg font-bold sm:text-xl">
          {t('promo.title')}
        </h2>
      </div>
      <BetbyPromo locale={locale} headingLevel={3} loadRenderer={loadRenderer} />
      <Link
        to={localizePath(SPORTSBOOK_PATH, locale)}
        className="flex min-h-11 items-center self-start rounded-lg text-sm font-semibold text-accent hover:underline"
      >
        {t('promo.seeAll')}
      </Link>
    </section>
  );
}

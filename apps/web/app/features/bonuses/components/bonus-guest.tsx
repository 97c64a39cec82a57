import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { localizePath, type Locale } from '~/core/i18n/config';
import { pageIsBuilt } from '~/core/pages-not-built';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';

const PROMOTIONS_PATH = '/promotion';

/**
 * `/bonus` for a guest: the tenant's offers (`offers`, composed by the route), then what the page
 * is for, the registration (back to this page once signed in) and the promotions. A regulated
 * brand's words speak of cashback only.
 */
export function BonusGuest({
  locale,
  regulated,
  offers,
}: {
  locale: Locale;
  regulated: boolean;
  offers?: ReactNode;
}) {
  const { t } = useTranslation('bonuses');
  const { openModal } = useAuthModal();
  const { pathname } = useLocation();
  return (
    <>
      {offers}
      <section
        aria-labelledby="bonus-guest-heading"
        className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
      >
        <h2 id="bonus-guest-heading" className="text-lg font-bold">
          {t('guest.heading')}
        </h2>
        <p className="text-fg-muted">{t(regulated ? 'guest.regulatedText' : 'guest.text')}</p>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => openModal('register', pathname)}>{t('guest.register')}</Button>
          <Button variant="secondary" onClick={() => openModal('login', pathname)}>
            {t('guest.login')}
          </Button>
        </div>
        {pageIsBuilt(PROMOTIONS_PATH) && (
          <Link to={localizePath(PROMOTIONS_PATH, locale)} className="font-semibold underline">
            {t('guest.promotions')}
          </Link>
        )}
      </section>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '~/components/ui/button';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';

/** `/ranking` for a guest: what the club gives and the registration, back to this page after. */
export function RankingGuest() {
  const { t } = useTranslation('vip');
  const { openModal } = useAuthModal();
  const { pathname } = useLocation();
  return (
    <section
      aria-labelledby="vip-guest-heading"
      className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="vip-guest-heading" className="text-lg font-bold">
        {t('guest.heading')}
      </h2>
      <p className="text-fg-muted">{t('guest.text')}</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => openModal('register', pathname)}>{t('guest.register')}</Button>
        <Button variant="secondary" onClick={() => openModal('login', pathname)}>
          {t('guest.login')}
        </Button>
      </div>
    </section>
  );
}

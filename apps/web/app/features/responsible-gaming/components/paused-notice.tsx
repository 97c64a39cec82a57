import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Locale, intlLocale, localizePath } from '~/core/i18n/config';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { formatSaoPauloMoment } from '~/lib/dates';

/**
 * Under the header, for a paused player (issue 35 "Pause"): until when, in São Paulo time, with the
 * way to the responsible-gaming page. The platform says whether the pause is in force.
 */
export function PausedNotice({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  if (!user?.paused || !user.paused_until) return null;
  return (
    <p className="border-b border-line bg-surface-overlay px-3 py-2 text-center text-sm font-semibold">
      <Link to={localizePath('/responsible-gambling', locale)} className="underline">
        {t('header.pausedUntil', {
          date: formatSaoPauloMoment(user.paused_until, intlLocale(locale)),
        })}
      </Link>
    </p>
  );
}

import { useTranslation } from 'react-i18next';

/**
 * In the widget's place when the platform refused the player a sportsbook token (a self-excluded
 * player): why, in the platform's words when it gave them, and no retry — asking again would be
 * refused again.
 */
export function SportsbookRefused({ message }: { message: string | null }) {
  const { t } = useTranslation('sportsbook');
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-line p-6 text-center"
    >
      <h2 className="text-lg font-semibold">{t('refused.title')}</h2>
      <p className="text-fg-muted">{message ?? t('refused.text')}</p>
    </div>
  );
}

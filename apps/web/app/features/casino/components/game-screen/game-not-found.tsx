import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';

/** §4 not found: the single-game fetch failed (§8). The page itself, with the way back to the lobby. */
export function GameNotFound({ lobbyHref }: { lobbyHref: string }) {
  const { t } = useTranslation('game');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden="true" className="text-6xl font-black text-fg-muted">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-fg-muted">{t('notFound.text')}</p>
      <Link to={lobbyHref} className={buttonClasses('primary')}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}

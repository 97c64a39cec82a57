import { useTranslation } from 'react-i18next';
import { Spinner } from '~/components/ui/spinner';
import type { PreloaderState } from '../model/tenant-state';

/**
 * §2 full-screen preloader. Server rendering picks the state directly, so a player never sees a
 * blank page; client-side theme refreshes reuse it.
 */
export function Preloader({
  state,
  themeLoaded,
  learnMoreUrl,
}: {
  state: Exclude<PreloaderState, 'ready'>;
  /** Without a theme only a minimal spinner is shown. */
  themeLoaded: boolean;
  learnMoreUrl: string;
}) {
  const { t } = useTranslation('common');

  if (state === 'loading') {
    return (
      <div role="status" className="fixed inset-0 z-50 grid place-items-center bg-surface">
        <div className="flex flex-col items-center gap-4">
          <Spinner className="size-10" />
          {themeLoaded ? (
            <p className="text-fg-muted">{t('site.loading')}</p>
          ) : (
            <span className="sr-only">{t('site.loading')}</span>
          )}
        </div>
      </div>
    );
  }

  const maintenance = state === 'maintenance';
  return (
    <main className="fixed inset-0 z-50 grid place-items-center overflow-y-auto bg-surface p-6 text-center">
      <div className="max-w-md">
        <svg aria-hidden="true" viewBox="0 0 64 64" className="mx-auto mb-6 size-16 text-accent">
          {maintenance ? (
            <path
              fill="currentColor"
              d="M40.6 7.4a13 13 0 0 0-15.9 16.4L7.9 40.6a5 5 0 0 0 7.1 7.1l16.8-16.8A13 13 0 0 0 48.2 15l-7.4 7.4-6.1-1.7-1.7-6.1 7.6-7.2Z"
            />
          ) : (
            <path
              fill="currentColor"
              d="M32 4a28 28 0 1 0 0 56 28 28 0 0 0 0-56Zm0 6a22 22 0 0 1 17.3 35.6L18.4 14.7A21.9 21.9 0 0 1 32 10Zm0 44a22 22 0 0 1-17.3-35.6l30.9 30.9A21.9 21.9 0 0 1 32 54Z"
            />
          )}
        </svg>
        <h1 className="text-2xl font-bold">
          {maintenance ? t('site.maintenanceTitle') : t('site.notFoundTitle')}
        </h1>
        <p className="mt-3 text-fg-muted">
          {maintenance ? t('site.maintenanceSubtitle') : t('site.notFoundBody')}
        </p>
        {!maintenance && (
          <a
            href={learnMoreUrl}
            rel="noopener noreferrer"
            className="mt-6 inline-block rounded-lg border border-line px-5 py-2.5 font-semibold underline-offset-2 hover:underline"
          >
            {t('site.learnMore')}
          </a>
        )}
      </div>
    </main>
  );
}

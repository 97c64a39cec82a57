import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  LOCALES,
  localeFromPath,
  switchLocalePath,
} from '~/core/i18n/config';
import { setDocumentCookie } from '~/lib/storage';
import { CheckIcon, GlobeIcon } from '../ui/icons';

// The dialog code (Radix) loads on the first open, not with every page.
const Dialog = lazy(() => import('../ui/dialog').then((m) => ({ default: m.Dialog })));

/** §2 language panel: switches language on the same page and remembers the explicit choice. */
export function LanguagePanel() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const current = localeFromPath(location.pathname);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 min-w-9 items-center justify-center gap-1.5 rounded-lg px-1.5 text-sm font-semibold hover:bg-surface-overlay min-[520px]:min-w-11 sm:px-2.5"
        // The visible code (PT/EN) is part of the name: WCAG 2.5.3 label in name.
        aria-label={t('language.open', {
          code: current === 'en' ? 'EN' : 'PT',
          current: t(`language.${current}`),
        })}
        aria-haspopup="dialog"
      >
        <GlobeIcon className="size-5" />
        <span aria-hidden="true" className="hidden min-[520px]:inline">
          {current === 'en' ? 'EN' : 'PT'}
        </span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <Dialog
            layout="panel"
            open={open}
            onOpenChange={setOpen}
            title={t('language.title')}
            description={t('language.description')}
            closeLabel={t('language.close')}
          >
            <ul className="flex flex-col gap-2">
              {LOCALES.map((locale) => {
                const active = locale === current;
                return (
                  <li key={locale}>
                    <Link
                      to={switchLocalePath(location, locale)}
                      lang={locale}
                      hrefLang={locale}
                      aria-current={active ? 'true' : undefined}
                      preventScrollReset
                      onClick={() => {
                        setDocumentCookie(LOCALE_COOKIE, locale, {
                          maxAge: LOCALE_COOKIE_MAX_AGE,
                          path: '/',
                          sameSite: 'Lax',
                        });
                        setOpen(false);
                      }}
                      className={`flex min-h-12 items-center justify-between rounded-lg border px-4 font-semibold ${
                        active
                          ? 'border-accent bg-surface-overlay'
                          : 'border-line hover:bg-surface-overlay'
                      }`}
                    >
                      {t(`language.${locale}`)}
                      {active && <CheckIcon className="size-5 text-accent" />}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}

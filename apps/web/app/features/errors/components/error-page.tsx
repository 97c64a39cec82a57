import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useLocation, useNavigate } from 'react-router';
import { localeFromPath, localizePath, intlLocale } from '~/core/i18n/config';
import { useHydrated } from '~/lib/use-client-value';
import { buttonClasses } from '~/components/ui/button';
import { LinkList } from '~/components/ui/link-list';
import {
  errorKind,
  errorReference,
  exploreLinks,
  isNotFoundData,
  phraseIndex,
} from '../model/error-page';

/** §2 Error page, for fatal and unhandled errors and for `/error`. */
export function ErrorPage({
  status,
  error,
  isCrawler,
  logo,
  siteTitle,
  sections,
}: {
  status: number;
  error?: unknown;
  isCrawler: boolean;
  logo: ReactNode;
  siteTitle: string;
  /** Which optional sections the tenant offers, for the links block. */
  sections: { betbyActive: boolean; hasSports: boolean };
}) {
  const { t } = useTranslation('errors');
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const locale = localeFromPath(location.pathname);
  const kind = errorKind(status);

  // 404s thrown by the app carry their own time, so the server-rendered reference is final.
  const thrownAt = isRouteErrorResponse(error) && isNotFoundData(error.data) ? error.data.at : null;
  const [clientNow] = useState(() => (typeof window === 'undefined' ? null : Date.now()));
  const at = thrownAt ?? (hydrated ? clientNow : null);

  if (isCrawler) {
    // Crawlers get the status and a minimal page; the error itself goes to the server log.
    return (
      <main>
        <h1>{t('page.crawler', { status })}</h1>
      </main>
    );
  }

  const phrases = t(`phrases.${kind}`, { returnObjects: true });
  const phraseList = Array.isArray(phrases) ? phrases.filter((p) => typeof p === 'string') : [];
  const phrase = at === null ? null : phraseList[phraseIndex(at, phraseList.length)];

  function goBack() {
    // React Router numbers history entries; idx > 0 means there is a page of ours to go back to.
    const idx: unknown = window.history.state?.idx;
    if (typeof idx === 'number' && idx > 0) void navigate(-1);
    else void navigate(localizePath('/', locale));
  }

  const links = exploreLinks(sections);
  const url = hydrated ? window.location.href : null;

  return (
    <div className="min-h-dvh px-4 py-6 sm:px-8">
      <header className="mx-auto flex max-w-3xl items-center">
        <Link to={localizePath('/', locale)} aria-label={siteTitle}>
          {logo}
        </Link>
      </header>
      <main id="main" className="mx-auto mt-10 max-w-3xl text-center">
        <p className="text-7xl font-black tracking-tight text-fg sm:text-8xl" aria-hidden="true">
          {status}
        </p>
        <h1 className="mt-4 text-2xl font-bold sm:text-3xl">{t(`page.${kind}Title`)}</h1>
        <p className="mt-3 min-h-[1.5em] text-lg text-fg-muted italic">{phrase ?? ''}</p>
        <p className="mt-2 text-fg-muted">{t(`page.${kind}Message`)}</p>

        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to={localizePath('/', locale)} className={buttonClasses('primary')}>
            {t('page.home')}
          </Link>
          <button type="button" onClick={goBack} className={buttonClasses('secondary')}>
            {t('page.back')}
          </button>
        </div>

        <nav aria-label={t('page.exploreLabel')} className="mt-10">
          <h2 className="font-semibold">{t('page.explore')}</h2>
          <LinkList
            links={links.map((link) => ({
              to: localizePath(link.path, locale),
              content: t(`links.${link.key}`),
            }))}
            className="mt-3 flex flex-wrap justify-center gap-2"
            linkClassName="inline-block rounded-full border border-line px-4 py-2 text-sm hover:bg-surface-overlay"
          />
        </nav>

        <section
          aria-labelledby="error-details"
          className="mx-auto mt-10 max-w-md rounded-xl border border-line bg-surface-raised p-4 text-left text-sm"
        >
          <h2 id="error-details" className="mb-2 font-semibold">
            {t('page.details')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-fg-muted">{t('page.code')}</dt>
            <dd>{status}</dd>
            <dt className="text-fg-muted">{t('page.localTime')}</dt>
            <dd className="min-h-[1.25em]">
              {at !== null && hydrated
                ? new Intl.DateTimeFormat(intlLocale(locale), {
                    dateStyle: 'short',
                    timeStyle: 'medium',
                  }).format(at)
                : ''}
            </dd>
            {url && (
              <>
                <dt className="text-fg-muted">{t('page.url')}</dt>
                <dd className="break-all">{url}</dd>
              </>
            )}
            <dt className="text-fg-muted">{t('page.reference')}</dt>
            <dd className="min-h-[1.25em] font-mono" data-testid="error-reference">
              {at !== null ? errorReference(status, at) : ''}
            </dd>
          </dl>
        </section>
      </main>
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useOnline } from '~/features/app-update/hooks/use-online';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { localeFromPath, localizePath } from '~/core/i18n/config';
import { safeRedirect } from '~/lib/safe-redirect';
import type { Route } from './+types/offline';
import { offlineTitle } from './offline-title.server';
import { memoRoute } from '~/lib/memo-route';

/**
 * `/Offiline` (docs/product/installable-app.md "§2 Offline page": the path exactly as written): the
 * page the service worker shows when a page cannot be loaded. It is kept as a guest sees it, so it
 * says nothing about any player.
 */
export async function loader({ url }: Route.LoaderArgs) {
  return { title: await offlineTitle(localeFromPath(url.pathname)) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(themeFromMatches(matches), loaderData?.title),
  { name: 'robots', content: 'noindex' },
];

/** Where the retry goes: the page the player was opening (`?from=`, a path of this site), else home. */
function retryTarget(): string {
  const url = new URL(window.location.href);
  const from = safeRedirect(url.searchParams.get('from'));
  return from ?? localizePath('/', localeFromPath(url.pathname));
}

function OfflinePage() {
  const { t } = useTranslation('common');
  const online = useOnline();
  const [triedOffline, setTriedOffline] = useState(false);

  const retry = () => {
    if (!navigator.onLine) {
      setTriedOffline(true);
      return;
    }
    // A page load, not a client navigation: the page and its data come fresh from the network.
    window.location.assign(retryTarget());
  };

  return (
    <section className="mx-auto max-w-xl py-10 sm:py-16">
      <h1 className="text-2xl font-bold">{t('offline.title')}</h1>
      <p className="mt-3 text-fg-muted">{t('offline.body')}</p>
      <h2 className="mt-6 font-semibold">{t('offline.works')}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-fg-muted">
        <li>{t('offline.worksPage')}</li>
        <li>{t('offline.worksImages')}</li>
      </ul>
      <p className="mt-6">{t('offline.back')}</p>
      <Button className="mt-4" onClick={retry}>
        {t('offline.retry')}
      </Button>
      <p role="status" className="mt-3 min-h-6 text-sm text-fg-muted">
        {triedOffline && !online ? t('offline.stillOffline') : null}
      </p>
    </section>
  );
}

export default memoRoute(OfflinePage);

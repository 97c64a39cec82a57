import { useTranslation } from 'react-i18next';
import { useProviders } from '~/features/casino/api/get-providers';
import { GameGridSkeleton } from '~/features/casino/components/game-list-states';
import { ProviderList } from '~/features/casino/components/provider-list';
import { loadProviders } from '~/features/casino/server/casino-data.server';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { LOCALE_PREFIX, localeFromPath } from '~/core/i18n/config';
import type { Route } from './+types/providers';
import { casinoTitle } from '~/features/casino/server/casino-titles.server';
import { casinoViewer, orNull } from '~/features/casino/server/casino-viewer.server';
import { memoRoute } from '~/lib/memo-route';

/** `/casino/providers`: the provider list with counts, rendered by the server. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const { api } = await casinoViewer(request);
  const [providers, title] = await Promise.all([
    api ? orNull(() => loadProviders(api), 'providers_failed') : null,
    casinoTitle(locale, 'providers'),
  ]);
  return { providers: providers ?? [], failed: providers === null, locale, title };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.title);

function CasinoProviders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('casino');
  // The server's list, or (when it could not load it) the browser fetches it: §9 fewer than 5 loaded.
  const { data: providers, isPending } = useProviders(
    loaderData.providers.length > 0 ? loaderData.providers : undefined,
  );
  return (
    <section aria-labelledby="providers-heading" className="flex flex-col gap-4 py-4 sm:py-6">
      <h1 id="providers-heading" className="text-2xl font-extrabold sm:text-3xl">
        {t('providers.heading')}
      </h1>
      {isPending ? (
        <GameGridSkeleton count={8} />
      ) : (
        <ProviderList providers={providers ?? []} localePrefix={LOCALE_PREFIX[loaderData.locale]} />
      )}
    </section>
  );
}

export default memoRoute(CasinoProviders);

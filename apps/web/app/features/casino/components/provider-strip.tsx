import type { Provider } from '@vitrine/contract/games.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProviders } from '../api/get-providers';
import { ProviderLogo, providerLobbyPath } from './provider-list';

/** The home page's provider strip: logos that open the lobby filtered to each provider. */
export function ProviderStrip({
  initial,
  localePrefix,
}: {
  initial: Provider[] | undefined;
  localePrefix: string;
}) {
  const { t } = useTranslation('casino');
  const { data: providers } = useProviders(initial);
  if (!providers || providers.length === 0) return null;
  return (
    <section aria-labelledby="provider-strip-heading" className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <h2 id="provider-strip-heading" className="text-lg font-bold sm:text-xl">
          {t('home.providers')}
        </h2>
        <Link
          to={`${localePrefix}/casino/providers`}
          className="ml-auto flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-accent hover:underline"
        >
          {t('home.seeAll')}
        </Link>
      </div>
      <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-2 [scrollbar-width:none] sm:mx-0 sm:px-0">
        {providers.map((provider) => (
          <li key={provider.code} className="shrink-0">
            <Link
              to={providerLobbyPath(provider.code, localePrefix)}
              className="flex w-32 flex-col items-center gap-1 rounded-xl border border-line bg-surface-raised p-2 hover:bg-surface-overlay"
            >
              <ProviderLogo src={provider.image} />
              <span className="w-full truncate text-center text-xs font-semibold">
                {provider.name}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

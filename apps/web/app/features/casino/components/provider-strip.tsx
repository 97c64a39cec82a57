import type { Provider } from '@vitrine/contract/games.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProviders } from '../api/get-providers';
import { useFirstItems } from '../hooks/use-first-items';
import { ProviderLogo, providerLobbyPath } from './provider-list';

/**
 * Logos a phone's strip renders until it is first scrolled or focused: a phone shows 2.8 of them.
 * The rest would load their images and lay out four elements each while the page starts, far below
 * its first screen. A wider screen renders them all.
 */
export const STRIP_FIRST_PROVIDERS_ON_PHONE = 4;

const NO_PROVIDERS: Provider[] = [];

/** The home page's provider strip: logos that open the lobby filtered to each provider. */
export function ProviderStrip({
  initial,
  localePrefix,
  phone = false,
}: {
  initial: Provider[] | undefined;
  localePrefix: string;
  /** The page was asked for by a phone (the server's guess): fewer logos before the first scroll. */
  phone?: boolean;
}) {
  const { t } = useTranslation('casino');
  const { data: providers = NO_PROVIDERS } = useProviders(initial);
  const { listRef, shown, expand } = useFirstItems(
    providers,
    phone ? STRIP_FIRST_PROVIDERS_ON_PHONE : providers.length,
  );
  if (providers.length === 0) return null;
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
      <ul
        ref={listRef}
        onScroll={expand}
        onFocus={expand}
        className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-2 [scrollbar-width:none] sm:mx-0 sm:px-0"
      >
        {shown.map((provider) => (
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

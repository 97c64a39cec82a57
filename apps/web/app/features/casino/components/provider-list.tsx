import type { Provider } from '@vitrine/contract/games.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkList } from '~/components/ui/link-list';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { ListMessage } from '~/components/ui/list-message';
import { SearchField } from './search-field';

/** A provider's logo (2:1, lazy; decorative beside its name). */
export function ProviderLogo({ src }: { src: string }) {
  return (
    <DecorativeImage
      src={src}
      width={240}
      height={120}
      loading="lazy"
      decoding="async"
      className="aspect-[2/1] w-full rounded-lg bg-surface-overlay object-contain"
    />
  );
}

/** The lobby filtered to one provider. */
export function providerLobbyPath(code: string, localePrefix: string): string {
  return `${localePrefix}/casino/games?provider=${encodeURIComponent(code)}`;
}

/** `/casino/providers`: every provider with its game count, each opening the filtered lobby. */
export function ProviderList({
  providers,
  localePrefix,
}: {
  providers: readonly Provider[];
  localePrefix: string;
}) {
  const { t } = useTranslation('casino');
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase();
  const shown = needle
    ? providers.filter((provider) => provider.name.toLocaleLowerCase().includes(needle))
    : providers;

  if (providers.length === 0) return <ListMessage role="status" title={t('providers.empty')} />;
  return (
    <div className="flex flex-col gap-4">
      <SearchField
        label={t('providers.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={t('providers.search')}
      />
      {shown.length === 0 ? (
        <ListMessage role="status" title={t('providers.noMatch')} />
      ) : (
        <LinkList
          links={shown.map((provider) => ({
            to: providerLobbyPath(provider.code, localePrefix),
            content: (
              <>
                <ProviderLogo src={provider.image} />
                <span className="font-semibold">{provider.name}</span>
                <span className="text-sm text-fg-muted">
                  {t('providers.games', { count: provider.games_count })}
                </span>
              </>
            ),
          }))}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          linkClassName="flex h-full flex-col items-center gap-2 rounded-xl border border-line bg-surface-raised p-3 text-center hover:bg-surface-overlay"
        />
      )}
    </div>
  );
}

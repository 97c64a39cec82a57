import type { ComponentProps } from 'react';
import { LiveBetFeed } from '~/features/bet-feed/components/live-bet-feed';
import { GameLobby } from '~/features/casino/components/game-lobby';
import { LOCALE_PREFIX, type Locale } from '~/core/i18n/config';
import { useLobbyFilter } from '~/features/casino/hooks/use-lobby-filter';

type LobbyData = Pick<ComponentProps<typeof GameLobby>, 'firstPage' | 'categories' | 'providers'>;

/**
 * The lobby of `/casino/games` and `/casino/category/{filter}`: what `loadLobby` rendered, the filter
 * in the URL, and the path's categories fixed (a single one is not a chip to untick).
 */
export function LobbyPage({
  heading,
  lobby,
  locale,
  pathCategories = [],
}: {
  heading: string;
  lobby: LobbyData;
  locale: Locale;
  pathCategories?: readonly string[];
}) {
  const { filter, setFilter } = useLobbyFilter(pathCategories);
  return (
    <>
      <GameLobby
        heading={heading}
        filter={filter}
        onFilterChange={setFilter}
        firstPage={lobby.firstPage}
        categories={lobby.categories}
        providers={lobby.providers}
        localePrefix={LOCALE_PREFIX[locale]}
        lockedCategory={pathCategories.length === 1 ? pathCategories[0] : undefined}
      />
      <LiveBetFeed locale={locale} className="pb-6" />
    </>
  );
}

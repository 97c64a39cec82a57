import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { gameFilterSearchParams, parseGameFilter, type GameFilter } from '../model/game-filter';

/** A filter from the search parameters plus the categories a category page's path fixes. */
export function lobbyFilter(searchParams: URLSearchParams, pathCategories: readonly string[]) {
  const filter = parseGameFilter(searchParams);
  return {
    ...filter,
    categories: [...new Set([...pathCategories, ...filter.categories])],
  };
}

/**
 * The lobby's filter is URL state: read from the search parameters, written back to them (typing
 * replaces the history entry, a click adds one) without scrolling the page back to the top.
 */
export function useLobbyFilter(pathCategories: readonly string[] = []) {
  const [searchParams, setSearchParams] = useSearchParams();
  const leaving = useLeavingPage();
  const pathKey = pathCategories.join(',');
  const filter = useMemo(
    () => lobbyFilter(searchParams, pathKey ? pathKey.split(',') : []),
    [searchParams, pathKey],
  );
  const setFilter = useCallback(
    (next: GameFilter, options?: { replace?: boolean }) => {
      // A search typed just before a click elsewhere must not pull the player back to the lobby.
      if (leaving.current) return;
      const fixed = pathKey ? pathKey.split(',') : [];
      const params = gameFilterSearchParams({
        ...next,
        categories: next.categories.filter((slug) => !fixed.includes(slug)),
      });
      setSearchParams(params, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [setSearchParams, pathKey, leaving],
  );
  return { filter, setFilter };
}

/** Whether a navigation to another page is under way (read by callbacks, hence a ref). */
function useLeavingPage() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leaving = useRef(false);
  const target = navigation.location?.pathname;
  useEffect(() => {
    leaving.current = target !== undefined && target !== pathname;
  }, [target, pathname]);
  return leaving;
}

/** Filters change on the client (the list fetches its pages); only a new path reruns the loader. */
export function onlyOnNewPath({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

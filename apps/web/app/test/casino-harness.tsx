import type { Game, GamePage } from '@vitrine/contract/games.ts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import {
  CasinoSessionProvider,
  type CasinoSession,
} from '~/features/casino/casino-session-context';
import { CasinoStateProvider } from '~/features/casino/casino-state-context';
import { LikesProvider } from '~/features/casino/stores/likes-store';
import type { Locale } from '~/i18n/config';
import type { FetchLike } from '~/lib/http/http-client';
import { renderApp } from './app-harness';

/** A game as the API sends it; `n` makes it unique. */
export function makeGame(n: number, overrides: Partial<Game> = {}): Game {
  return {
    id: n,
    game_id: n,
    title: `Jogo ${n}`,
    gamecode: `jogo-${n}`,
    providercode: 'aurora-gaming',
    provider_name: 'Aurora Gaming',
    category_slug: 'slots',
    type: 'slot',
    has_tables: false,
    only_demo: false,
    bonus_allowed: true,
    views: 100,
    likes: 10,
    image: `http://api.test/storage/demo/games/${n}.webp`,
    image_mobile: `http://api.test/storage/demo/games/${n}-m.webp`,
    hasFavorite: false,
    created_at: '2026-11-01T00:00:00Z',
    ...overrides,
  };
}

/** Page `page` of a list of `total` games, 24 a page, as the API sends it. */
export function gamePage(page: number, total: number, start = 1): GamePage {
  const lastPage = Math.max(1, Math.ceil(total / 24));
  const first = (page - 1) * 24;
  const count = Math.max(0, Math.min(24, total - first));
  return {
    data: Array.from({ length: count }, (_, index) => makeGame(start + first + index)),
    current_page: page,
    last_page: lastPage,
    per_page: 24,
    total,
  };
}

export function casinoSession(overrides: Partial<CasinoSession> = {}): CasinoSession {
  return {
    viewer: 'guest',
    signedIn: false,
    ready: true,
    userLikes: null,
    requestSignIn: vi.fn(),
    onUserLikes: vi.fn(),
    ...overrides,
  };
}

/** Shows the router's current address, to check what the page wrote to the URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** renderApp with the casino's providers (session bridge, favourites and likes stores). */
export function renderCasino(
  ui: ReactNode,
  options: {
    fetch: FetchLike;
    session?: CasinoSession;
    path?: string;
    locale?: Locale;
    routes?: string[];
  },
) {
  const session = options.session ?? casinoSession();
  return renderApp(
    <CasinoStateProvider>
      <CasinoSessionProvider value={session}>
        <LikesProvider>
          {ui}
          <LocationProbe />
        </LikesProvider>
      </CasinoSessionProvider>
    </CasinoStateProvider>,
    { fetch: options.fetch, path: options.path, locale: options.locale, routes: options.routes },
  );
}

import { render } from '@testing-library/react';
import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import type { User } from '@vitrine/contract/user.ts';
import type { ReactNode } from 'react';
import { sessionKeys } from '~/core/session/api/session-keys';
import type { SessionStore } from '~/core/session/stores/session-store';
import type { OverlayStack } from '~/components/overlays/overlay-stack';
import { AUTH_OVERLAY, type AuthModalState, authModalState } from '~/core/session/model/auth-modal';
import type { Integrations } from '~/core/integrations-context';
import type { Locale } from '~/core/i18n/config';
import { createI18n } from '~/core/i18n/create-i18n';
import { useHttpErrorStore } from '~/lib/http/http-error-store';
import { createQueryClient } from '~/lib/query-client';
import { STORAGE_KEYS } from '~/lib/storage';
import { createTenantApiClient } from '~/core/tenant/tenant-api-client';
import { AppProviders } from './app-providers';
import type { FakeDb } from './fake-platform/db';
import { tokenOf } from './fake-platform/handlers/session';
import { createFakePlatform, type FakeHandlers, type FakePlatform } from './fake-platform/platform';
import { createFakeRealtime } from './fake-realtime';
import { sessionUserOf, TEST_GUEST_ID, TEST_REALTIME_SETTINGS, testTenant } from './fixtures';
import { createTestRouter } from './test-router';
import { allResources } from './translations';

export interface RenderAppOptions {
  locale?: Locale;
  /** Where the router starts (may carry a query). `ui` is the page at this path. */
  path?: string;
  /** The page's route pattern when it is not `path` itself (a splat: `/sportsbook/*`). */
  pagePath?: string;
  /** Other routes the page may go to; each shows `page <path>`. */
  routes?: string[];
  /** What the test tenant's theme differs in. */
  tenant?: Partial<SiteConfig>;
  /** Where the test tenant's logo is. */
  logoUrl?: string;
  /** The signed-in player (the server saw their cookie; the API client holds their token). */
  player?: User;
  /** The fake platform to answer through (its own db: `db` and `handlers` then do not apply). */
  platform?: FakePlatform;
  /** How some endpoints of the default platform answer instead. */
  handlers?: FakeHandlers;
  /** What the default platform's db differs in. */
  db?: Partial<FakeDb>;
  /**
   * With `player`: whether the start-up check has already confirmed their token (default), so the
   * signed-in queries go; false leaves the session restoring, the token not yet read.
   */
  tokenRestored?: boolean;
  integrations?: Integrations;
  /**
   * Live features on: the tenant gets realtime settings (unless `tenant.realtime` says otherwise)
   * and the page connects, after its first paint, through the fake connection `realtime` returns.
   */
  live?: boolean;
}

const STAND_IN_INTEGRATIONS: Integrations = {
  googleScriptUrl: '/vendor/google-gsi-standin.js',
  turnstileScriptUrl: '/vendor/turnstile-standin.js',
  liveSupportScriptUrl: null,
};

/**
 * Renders `ui` as a page of the app sees it: translations (every namespace), the tenant, the query
 * cache, the tenant API client answering through the fake platform, the session, the integrations,
 * the default layout's overlay stack, casino providers and toasts, and a router at `path`.
 */
export function renderApp(ui: ReactNode, options: RenderAppOptions = {}) {
  const locale = options.locale ?? 'pt-BR';
  const player = options.player ?? null;
  const platform =
    options.platform ??
    createFakePlatform({
      db: player ? { player, ...options.db } : options.db,
      handlers: options.handlers,
    });
  if (player) localStorage.setItem(STORAGE_KEYS.authToken, tokenOf(player));
  useHttpErrorStore.setState(useHttpErrorStore.getInitialState(), true);

  const tenant = {
    ...testTenant({
      ...(options.live && { realtime: TEST_REALTIME_SETTINGS }),
      ...options.tenant,
    }),
    ...(options.logoUrl && { logoUrl: options.logoUrl }),
  };
  const realtime = createFakeRealtime();
  const client = createTenantApiClient({
    apiLink: tenant.theme.apiLink,
    gtmId: tenant.theme.gtmId,
    storage: localStorage,
    fetch: platform.fetch,
    getLanguage: () => locale,
  });
  const queryClient = createQueryClient();
  const tokenRestored = player !== null && options.tokenRestored !== false;
  // What the start-up check leaves in the cache beside the token: the user with their likes.
  if (tokenRestored) {
    queryClient.setQueryData(sessionKeys.me(), {
      ...sessionUserOf(player),
      user_likes: player.user_likes,
    });
  }
  let sessionStore: SessionStore | null = null;
  let overlayStack: OverlayStack | null = null;
  const router = createTestRouter(ui, options.path ?? '/', options.routes ?? [], options.pagePath);
  const i18n = createI18n(locale, allResources(locale));
  const view = render(
    <AppProviders
      i18n={i18n}
      tenant={tenant}
      queryClient={queryClient}
      client={client}
      serverSession={player ? { user: sessionUserOf(player) } : null}
      integrations={options.integrations ?? STAND_IN_INTEGRATIONS}
      restoredToken={tokenRestored ? tokenOf(player) : null}
      onSessionStore={(store) => {
        sessionStore = store;
      }}
      onOverlayStack={(stack) => {
        overlayStack = stack;
      }}
      realtime={{
        userId: player?.id ?? null,
        token: player ? tokenOf(player) : null,
        guestId: player ? null : TEST_GUEST_ID,
        connect: realtime.connect,
      }}
    >
      {router.router}
    </AppProviders>,
  );

  return {
    ...view,
    platform,
    queryClient,
    tenant,
    /** The realtime server as the page sees it (with `live`): its connections, and what they do. */
    realtime,
    /** The session's store, to check what the page asked of it or to change it as the app would. */
    session(): SessionStore {
      if (!sessionStore) throw new Error('The session has not rendered yet');
      return sessionStore;
    },
    /** The login modal as the page left it (the overlay stack holds it): open, mode, redirect. */
    authModal(): AuthModalState {
      if (!overlayStack) throw new Error('The overlay stack has not rendered yet');
      return authModalState(overlayStack.getState().opened[AUTH_OVERLAY]);
    },
    /** Renders `next` in place of the page, under the same providers, cache and router. */
    rerender: router.showPage,
    /** The router's address now (path and query), to check what the page wrote to the URL. */
    location: router.location,
  };
}

/** Runs `hook` in a component rendered by renderApp; `result.current` is its latest return. */
export function renderAppHook<Result>(hook: () => Result, options: RenderAppOptions = {}) {
  const latest: { value?: { current: Result } } = {};
  function HookProbe() {
    latest.value = { current: hook() };
    return null;
  }
  const view = renderApp(<HookProbe />, options);
  return {
    ...view,
    result: {
      get current(): Result {
        if (!latest.value) throw new Error('The hook has not rendered yet');
        return latest.value.current;
      },
    },
  };
}

import { QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import type { User } from '@vitrine/contract/user.ts';
import { type ReactNode, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import { vi } from 'vitest';
import { OverlayStackProvider } from '~/components/overlays/overlay-stack-context';
import Toasts from '~/components/ui/toasts';
import { type CasinoSession, CasinoSessionProvider } from '~/features/casino/casino-session';
import { CasinoStateProvider } from '~/features/casino/casino-state';
import { LikesProvider } from '~/features/casino/stores/likes-store';
import {
  type Integrations,
  IntegrationsProvider,
} from '~/features/session/components/integrations-context';
import { SessionProvider } from '~/features/session/session-context';
import { TenantProvider } from '~/features/tenant/tenant-context';
import type { Locale } from '~/i18n/config';
import { createI18n } from '~/i18n/create-i18n';
import { ApiClientProvider } from '~/lib/api-client-context';
import { useHttpErrorStore } from '~/lib/http/http-error-store';
import { createQueryClient } from '~/lib/query-client';
import { STORAGE_KEYS } from '~/lib/storage';
import { createTenantApiClient } from '~/lib/tenant-api-client';
import { createFakePlatform, type FakeHandlers, type FakePlatform } from './fake-platform/platform';
import { tokenOf } from './fake-platform/handlers/session';
import type { FakeDb } from './fake-platform/db';
import { sessionUserOf, testTenant } from './fixtures';
import { allResources } from './translations';

export interface RenderAppOptions {
  locale?: Locale;
  /** Where the router starts (may carry a query). `ui` is the page at this path. */
  path?: string;
  /** Other routes the page may go to; each shows `page <path>`. */
  routes?: string[];
  /** What the test tenant's theme differs in. */
  tenant?: Partial<SiteConfig>;
  /** Where the test tenant's logo is. */
  logoUrl?: string;
  /** The signed-in player (the server saw their cookie; the API client holds their token). */
  player?: User;
  /** The fake platform to answer through; one over a fresh db by default. */
  platform?: FakePlatform;
  /** How some endpoints of the default platform answer instead. */
  handlers?: FakeHandlers;
  /** What the default platform's db differs in. */
  db?: Partial<FakeDb>;
  /** What the casino's view of the session differs in (by default it follows `player`). */
  casino?: Partial<CasinoSession>;
  integrations?: Integrations;
}

const STAND_IN_INTEGRATIONS: Integrations = {
  googleScriptUrl: '/vendor/google-gsi-standin.js',
  turnstileScriptUrl: '/vendor/turnstile-standin.js',
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
    ...testTenant(options.tenant),
    ...(options.logoUrl && { logoUrl: options.logoUrl }),
  };
  const client = createTenantApiClient({
    apiLink: tenant.theme.apiLink,
    gtmId: tenant.theme.gtmId,
    storage: localStorage,
    fetch: platform.fetch,
    getLanguage: () => locale,
  });
  const queryClient = createQueryClient();
  let casino: CasinoSession = {
    viewer: player ? `user-${player.id}` : 'guest',
    signedIn: player !== null,
    ready: true,
    userLikes: player ? player.user_likes : null,
    requestSignIn: vi.fn(),
    onUserLikes: vi.fn(),
    ...options.casino,
  };
  const location = { current: '' };
  function LocationProbe() {
    const { pathname, search } = useLocation();
    location.current = pathname + search;
    return null;
  }
  // The page's element lives outside the router, so `rerender` can change it under the same providers.
  const page = { ui, listeners: new Set<() => void>() };
  const subscribe = (listener: () => void) => {
    page.listeners.add(listener);
    return () => page.listeners.delete(listener);
  };
  function Page() {
    const current = useSyncExternalStore(subscribe, () => page.ui);
    return (
      <>
        {current}
        <LocationProbe />
      </>
    );
  }
  const path = options.path ?? '/';
  const Stub = createRoutesStub([
    { path: path.split('?')[0] ?? '/', Component: Page },
    ...(options.routes ?? []).map((route) => ({
      path: route,
      Component: () => (
        <>
          <p>page {route}</p>
          <LocationProbe />
        </>
      ),
    })),
  ]);

  const i18n = createI18n(locale, allResources(locale));
  const tree = () => (
    <I18nextProvider i18n={i18n}>
      <TenantProvider value={tenant}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <SessionProvider serverSession={player ? { user: sessionUserOf(player) } : null}>
              <IntegrationsProvider value={options.integrations ?? STAND_IN_INTEGRATIONS}>
                <OverlayStackProvider>
                  <CasinoStateProvider>
                    <CasinoSessionProvider value={casino}>
                      <LikesProvider>
                        <Stub initialEntries={[path]} />
                        {/* Beside the page, not in it: a modal hides the page as one block. */}
                        {createPortal(<Toasts />, document.body)}
                      </LikesProvider>
                    </CasinoSessionProvider>
                  </CasinoStateProvider>
                </OverlayStackProvider>
              </IntegrationsProvider>
            </SessionProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </TenantProvider>
    </I18nextProvider>
  );
  const view = render(tree());
  return {
    ...view,
    platform,
    queryClient,
    tenant,
    /** The casino's view of the session as rendered first (its callbacks are mocks). */
    casino,
    /** Renders `next` in place of the page, under the same providers, cache and router. */
    rerender(next: ReactNode) {
      act(() => {
        page.ui = next;
        for (const listener of page.listeners) listener();
      });
    },
    /** Renders again with the casino's view of the session changed (sign-out, a new liked set). */
    changeCasinoSession(next: Partial<CasinoSession>) {
      casino = { ...casino, ...next };
      view.rerender(tree());
    },
    /** The router's address now (path and query), to check what the page wrote to the URL. */
    location: () => location.current,
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

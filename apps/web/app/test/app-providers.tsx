import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { OverlayStackProvider } from '~/components/overlays/overlay-stack-context';
import type { OverlayStack } from '~/components/overlays/overlay-stack';
import Toasts from '~/components/ui/toasts';
import { CasinoStateProvider } from '~/features/casino/casino-state-context';
import { LikesProvider } from '~/features/casino/stores/likes-store';
import { type Integrations, IntegrationsProvider } from '~/core/integrations-context';
import type { ServerSession } from '~/core/session/model/session-user';
import { SessionProvider, useSessionStoreApi } from '~/core/session/session-context';
import type { SessionStore } from '~/core/session/stores/session-store';
import { ViewerProvider } from '~/core/session/viewer-context';
import { type TenantInfo, TenantProvider } from '~/core/tenant/tenant-context';
import { ApiClientProvider } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { RealtimeProvider, type RealtimeProviderProps } from '~/lib/realtime/realtime-provider';

export interface AppProvidersProps {
  i18n: I18n;
  tenant: TenantInfo;
  queryClient: QueryClient;
  client: HttpClient;
  serverSession: ServerSession | null;
  integrations: Integrations;
  /** The player's token the start-up check has confirmed (null: a guest, or not checked yet). */
  restoredToken: string | null;
  /** Hands the test the session's store. */
  onSessionStore: (store: SessionStore) => void;
  /** Handed the overlay stack once, to read which dialogs the page opened. */
  onOverlayStack: (stack: OverlayStack) => void;
  /** Who the realtime connection is for, and the fake connector it opens (never a socket). */
  realtime: Pick<RealtimeProviderProps, 'userId' | 'token' | 'guestId' | 'connect'>;
  children: ReactNode;
}

/**
 * Every provider a page has, in the app's order: the root route's (translations, tenant, query
 * cache, API client, session, integrations, overlay stack, viewer) and the default layout's (casino
 * state, likes, realtime, toasts).
 */
export function AppProviders(props: AppProvidersProps) {
  return (
    <I18nextProvider i18n={props.i18n}>
      <TenantProvider value={props.tenant}>
        <QueryClientProvider client={props.queryClient}>
          <ApiClientProvider client={props.client}>
            <SessionProvider serverSession={props.serverSession}>
              <CheckedSession token={props.restoredToken} onStore={props.onSessionStore}>
                <IntegrationsProvider value={props.integrations}>
                  <OverlayStackProvider onStack={props.onOverlayStack}>
                    <ViewerProvider>
                      <CasinoStateProvider>
                        <LikesProvider>
                          <RealtimeProvider
                            settings={props.tenant.theme.realtime}
                            casinoId={props.tenant.theme.casino_id}
                            apiClient={props.client}
                            {...props.realtime}
                          >
                            {props.children}
                            {/* Beside the page, not in it: a modal hides the page as one block. */}
                            {createPortal(<Toasts />, document.body)}
                          </RealtimeProvider>
                        </LikesProvider>
                      </CasinoStateProvider>
                    </ViewerProvider>
                  </OverlayStackProvider>
                </IntegrationsProvider>
              </CheckedSession>
            </SessionProvider>
          </ApiClientProvider>
        </QueryClientProvider>
      </TenantProvider>
    </I18nextProvider>
  );
}

/**
 * For a player whose cookie named them, the session after the start-up check: the token read from
 * storage (the API client sends it) and confirmed by `GET /me`. Set before the page's first render.
 */
function CheckedSession({
  token,
  onStore,
  children,
}: {
  token: string | null;
  onStore: (store: SessionStore) => void;
  children: ReactNode;
}) {
  const store = useSessionStoreApi();
  useState(() => {
    if (token) store.getState().signedIn(token);
    onStore(store);
  });
  return children;
}

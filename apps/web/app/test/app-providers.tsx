import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { I18nextProvider } from 'react-i18next';
import { OverlayStackProvider } from '~/components/overlays/overlay-stack-context';
import Toasts from '~/components/ui/toasts';
import {
  type CasinoSession,
  CasinoSessionProvider,
} from '~/features/casino/casino-session-context';
import { CasinoStateProvider } from '~/features/casino/casino-state-context';
import { LikesProvider } from '~/features/casino/stores/likes-store';
import { type Integrations, IntegrationsProvider } from '~/core/integrations-context';
import type { ServerSession } from '~/core/session/model/session-user';
import { SessionProvider } from '~/core/session/session-context';
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
  casino: CasinoSession;
  /** Who the realtime connection is for, and the fake connector it opens (never a socket). */
  realtime: Pick<RealtimeProviderProps, 'userId' | 'token' | 'guestId' | 'connect'>;
  children: ReactNode;
}

/**
 * Every provider a page has, in the app's order: the root route's (translations, tenant, query
 * cache, API client, session, integrations) and the default layout's (overlay stack, casino state,
 * casino session, likes, realtime, toasts).
 */
export function AppProviders(props: AppProvidersProps) {
  return (
    <I18nextProvider i18n={props.i18n}>
      <TenantProvider value={props.tenant}>
        <QueryClientProvider client={props.queryClient}>
          <ApiClientProvider client={props.client}>
            <SessionProvider serverSession={props.serverSession}>
              <IntegrationsProvider value={props.integrations}>
                <OverlayStackProvider>
                  <CasinoStateProvider>
                    <CasinoSessionProvider value={props.casino}>
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
}

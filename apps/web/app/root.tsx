import { isbot } from 'isbot';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import type { Resource } from 'i18next';
import type { Route } from './+types/root';
import { AppStyles } from './components/layout/app-styles';
import { ErrorPage } from './features/errors/components/error-page';
import { HeldInstallOfferScript } from './features/install/components/held-install-offer-script';
import { manifestPath } from './features/install/model/web-app-manifest';
import { OverlayStackProvider } from '~/components/overlays/overlay-stack-context';
import { useSessionBootstrap } from '~/core/session/hooks/use-session-bootstrap';
import { readServerSession } from '~/core/session/model/session-persistence';
import { IntegrationsProvider } from '~/core/integrations-context';
import { SessionProvider } from '~/core/session/session-context';
import { ViewerProvider } from '~/core/session/viewer-context';
import { Preloader } from '~/core/tenant/components/preloader';
import { useThemeRefresh } from '~/core/tenant/hooks/use-theme-refresh';
import { TenantLogo } from '~/core/tenant/components/tenant-logo';
import { TenantCustomHtml, TenantHead } from '~/core/tenant/components/tenant-head';
import { pageMeta } from '~/core/tenant/model/tenant-meta';
import { PAGE_BACKGROUND } from '~/core/tenant/model/theme-style';
import {
  learnMoreUrl,
  resolveTenant,
  tenantInfo,
} from '~/core/tenant/server/resolve-tenant.server';
import { TenantProvider } from '~/core/tenant/tenant-context';
import { LOCALE_COOKIE, localeFromPath, type Locale, SHELL_NAMESPACES } from '~/core/i18n/config';
import { createI18n } from '~/core/i18n/create-i18n';
import { loadResources } from '~/core/i18n/resources';
import { ApiClientProvider } from './lib/api-client-context';
import { onIdle } from './lib/idle';
import { useCspNonce } from './lib/csp-nonce';
import { createQueryClient } from './lib/query-client';
import { lazyHttpClient } from './lib/lazy-http-client';
import { liveSupportScriptUrl } from './lib/live-support-script';
import { webEnv } from './lib/env.server';
import { documentThemeContext, securityHeadersMiddleware } from './lib/security-headers.server';
import { browserStorage, readCookie } from './lib/storage';
import { ZOD_WITHOUT_EVAL_SCRIPT } from './lib/zod-without-eval';
import { memoRoute } from '~/lib/memo-route';

/** Thrown by the root loader when the host has no serving site (§4 "Site load"). */
interface TenantStateData {
  tenantState: 'maintenance' | 'not-found';
  locale: Locale;
  resources: Resource;
  learnMoreUrl: string;
}

function isTenantStateData(value: unknown): value is TenantStateData {
  return typeof value === 'object' && value !== null && 'tenantState' in value;
}

/** Every response gets the security headers; documents their CSP with a fresh nonce (decision 008). */
export const middleware: Route.MiddlewareFunction[] = [securityHeadersMiddleware];

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);

  // docs/product/tenant-and-shell.md "§9 Locale and geography": an explicit English choice,
  // remembered in the cookie, wins on the bare home page.
  if (url.pathname === '/' && readCookie(request.headers.get('cookie'), LOCALE_COOKIE) === 'en') {
    throw redirect(`/en${url.search}`);
  }

  const [state, resources] = await Promise.all([
    resolveTenant(request),
    loadResources(locale, SHELL_NAMESPACES),
  ]);

  if (state.status === 'not-found') {
    throw data(
      { tenantState: 'not-found', locale, resources, learnMoreUrl: learnMoreUrl() },
      { status: 404 },
    );
  }
  if (state.status === 'maintenance') {
    throw data(
      { tenantState: 'maintenance', locale, resources, learnMoreUrl: learnMoreUrl() },
      { status: 503, headers: { 'Retry-After': '300', 'Cache-Control': 'no-store' } },
    );
  }

  // The document's policy is built from the tenant's origins and integrations (decision 008).
  context.set(documentThemeContext, state.theme);
  return {
    locale,
    resources,
    tenant: tenantInfo(request, state.theme),
    learnMoreUrl: learnMoreUrl(),
    // The player the cookies name (never the token): the header renders signed in from the start.
    session: readServerSession(request.headers.get('cookie')),
    integrations: {
      googleScriptUrl: webEnv().GOOGLE_GSI_SCRIPT_URL,
      turnstileScriptUrl: webEnv().TURNSTILE_SCRIPT_URL,
      liveSupportScriptUrl: liveSupportScriptUrl(state.theme, webEnv().JIVO_SCRIPT_URL),
    },
    apiTimeoutMs: webEnv().API_TIMEOUT_MS,
    isCrawler: isbot(request.headers.get('user-agent')),
    // The footer's year: read here, not while rendering, so a kept document is keyed by it (007).
    year: new Date().getFullYear(),
  };
}

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? loaderHeaders;
}

/**
 * The root data only changes with the language (docs/toolchain.md: keeps `<html lang>` current).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname)) return true;
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return false;
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.tenant.theme ?? null);

export function Layout({ children }: { children: React.ReactNode }) {
  const location = useLocation();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const theme = rootData?.tenant.theme;
  const nonce = useCspNonce();
  return (
    <html lang={localeFromPath(location.pathname)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={PAGE_BACKGROUND} />
        {/* Before any module defines a schema (lib/zod-without-eval, decision 008). */}
        <script
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL_SCRIPT }}
        />
        {/* Holds the browser's install offer until the install feature loads (held-install-offer). */}
        <HeldInstallOfferScript nonce={nonce} />
        <Meta />
        <AppStyles />
        <Links />
        {theme && (
          <TenantHead
            theme={theme}
            assetUrl={rootData.tenant.logoUrl}
            nonce={nonce}
            manifestHref={manifestPath(localeFromPath(location.pathname))}
          />
        )}
      </head>
      <body className="bg-surface font-sans text-fg antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* Without the nonce: scripts in the operator's markup do not run (decision 008). */}
        {theme && <TenantCustomHtml html={theme.html} />}
      </body>
    </html>
  );
}

function useI18n(locale: Locale, resources: Resource) {
  return useMemo(() => createI18n(locale, resources), [locale, resources]);
}

/** §2: any route may carry `ref` (the referral code) and `lmcp`; both are kept locally. */
function useCaptureCampaignParams() {
  const { search } = useLocation();
  useEffect(() => {
    // Its validation (zod) loads only for the visits that carry one of the parameters.
    if (!/[?&](ref|lmcp)=/.test(search)) return;
    void import('./lib/campaign-params').then(({ captureCampaignParams }) =>
      captureCampaignParams(new URL(window.location.href), browserStorage()),
    );
  }, [search]);
}

/** The geoip answer is cached once the page is idle, ready for the first phone field. */
function useWarmGeoipWhenIdle() {
  useEffect(
    () => onIdle(() => void import('./lib/warm-geoip').then((m) => m.warmGeoipCache())),
    [],
  );
}

function App({ loaderData }: Route.ComponentProps) {
  const i18n = useI18n(loaderData.locale, loaderData.resources);
  const refreshState = useThemeRefresh(loaderData.tenant.theme.version);
  useCaptureCampaignParams();
  useWarmGeoipWhenIdle();
  const [queryClient] = useState(createQueryClient);
  const { theme } = loaderData.tenant;
  const { apiTimeoutMs } = loaderData;
  // The client, and the schema library it parses with, load on the first call — after first paint.
  const apiClient = useMemo(
    () =>
      lazyHttpClient(() =>
        import('~/core/tenant/tenant-api-client').then((module) =>
          module.tenantApiClient(theme.apiLink, theme.gtmId, apiTimeoutMs),
        ),
      ),
    [theme.apiLink, theme.gtmId, apiTimeoutMs],
  );
  return (
    <I18nextProvider i18n={i18n}>
      <TenantProvider value={loaderData.tenant}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={apiClient}>
            <SessionProvider serverSession={loaderData.session}>
              <IntegrationsProvider value={loaderData.integrations}>
                {/* Above the viewer: a player's action on any page may open the login modal. */}
                <OverlayStackProvider>
                  <SessionBootstrap />
                  <ViewerProvider>
                    <Outlet />
                  </ViewerProvider>
                </OverlayStackProvider>
              </IntegrationsProvider>
            </SessionProvider>
          </ApiClientProvider>
        </QueryClientProvider>
        {refreshState !== 'ready' && (
          <Preloader state={refreshState} themeLoaded learnMoreUrl={loaderData.learnMoreUrl} />
        )}
      </TenantProvider>
    </I18nextProvider>
  );
}

export default memoRoute(App);

function SessionBootstrap() {
  useSessionBootstrap();
  return null;
}

function TenantStateScreen({ state }: { state: TenantStateData }) {
  const i18n = useI18n(state.locale, state.resources);
  return (
    <I18nextProvider i18n={i18n}>
      <Preloader state={state.tenantState} themeLoaded learnMoreUrl={state.learnMoreUrl} />
    </I18nextProvider>
  );
}

function RouteErrorScreen({ error }: { error: unknown }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!rootData) {
    // The shell itself failed before translations were available: a plain, bilingual fallback.
    const english = localeFromPath(location.pathname) === 'en';
    return (
      <main className="grid min-h-dvh place-items-center p-6 text-center">
        <div>
          <h1 className="text-2xl font-bold">
            {english ? 'Oops... Something went wrong' : 'Ops... Algo deu errado'}
          </h1>
          <a className="mt-6 inline-block underline" href={english ? '/en' : '/'}>
            {english ? 'Back to home' : 'Voltar ao início'}
          </a>
        </div>
      </main>
    );
  }
  return (
    <RootProviders data={rootData}>
      <ErrorPage
        status={status}
        error={error}
        isCrawler={rootData.isCrawler}
        logo={<TenantLogo placement="header" />}
        siteTitle={rootData.tenant.theme.siteTitle}
        sections={{
          betbyActive: rootData.tenant.theme.betby.active,
          hasSports: rootData.tenant.theme.hasSports,
        }}
      />
    </RootProviders>
  );
}

function RootProviders({
  data: rootData,
  children,
}: {
  data: Awaited<ReturnType<typeof loader>>;
  children: React.ReactNode;
}) {
  const i18n = useI18n(rootData.locale, rootData.resources);
  return (
    <I18nextProvider i18n={i18n}>
      <TenantProvider value={rootData.tenant}>{children}</TenantProvider>
    </I18nextProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && isTenantStateData(error.data)) {
    return <TenantStateScreen state={error.data} />;
  }
  return <RouteErrorScreen error={error} />;
}

import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import validationEn from '@vitrine/contract/validation/messages/en.json';
import validationPt from '@vitrine/contract/validation/messages/pt-BR.json';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import type { ServerSession } from '~/features/session/model/session-user';
import { SessionProvider } from '~/features/session/session-context';
import type { Locale } from '~/i18n/config';
import { createI18n } from '~/i18n/create-i18n';
import { ApiClientProvider } from '~/lib/api-client-context';
import type { FetchLike } from '~/lib/http/http-client';
import { createQueryClient } from '~/lib/query-client';
import { createTenantApiClient } from '~/lib/tenant-api-client';

const localeFiles = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Every namespace of a language, loaded at once (tests need no lazy loading). */
export function allResources(locale: Locale) {
  const namespaces: Record<string, Record<string, unknown>> = {
    validation: locale === 'en' ? validationEn : validationPt,
  };
  for (const [path, messages] of Object.entries(localeFiles)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === locale && match[2]) namespaces[match[2]] = messages;
  }
  return { [locale]: namespaces };
}

/**
 * Renders `ui` inside everything a page has: translations, the query cache, the tenant API client
 * (answering through `fetch`), the session and a router at `path` with extra stub `routes`.
 */
export function renderApp(
  ui: ReactNode,
  options: {
    fetch: FetchLike;
    locale?: Locale;
    path?: string;
    routes?: string[];
    serverSession?: ServerSession | null;
  },
) {
  const locale = options.locale ?? 'pt-BR';
  const i18n = createI18n(locale, allResources(locale));
  const queryClient = createQueryClient();
  const client = createTenantApiClient({
    apiLink: 'http://api.test/t/demo',
    gtmId: null,
    storage: localStorage,
    fetch: options.fetch,
  });
  const Stub = createRoutesStub([
    { path: options.path?.split('?')[0] ?? '/', Component: () => <>{ui}</> },
    ...(options.routes ?? []).map((path) => ({ path, Component: () => <p>page {path}</p> })),
  ]);
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>
          <SessionProvider serverSession={options.serverSession ?? null}>
            <Stub initialEntries={[options.path ?? '/']} />
          </SessionProvider>
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}

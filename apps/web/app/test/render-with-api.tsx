import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import enValidation from '@vitrine/contract/validation/messages/en.json';
import ptValidation from '@vitrine/contract/validation/messages/pt-BR.json';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { Toaster } from 'sonner';
import { TenantProvider } from '~/features/tenant/tenant-context';
import type { Locale } from '~/i18n/config';
import { createI18n } from '~/i18n/create-i18n';
import enCommon from '~/i18n/locales/en/common.json';
import enErrors from '~/i18n/locales/en/errors.json';
import enProfile from '~/i18n/locales/en/profile.json';
import ptCommon from '~/i18n/locales/pt-BR/common.json';
import ptErrors from '~/i18n/locales/pt-BR/errors.json';
import ptProfile from '~/i18n/locales/pt-BR/profile.json';
import { ApiClientProvider } from '~/lib/api-client-context';
import { createHttpClient } from '~/lib/http/http-client';
import { createQueryClient } from '~/lib/query-client';
import { testTenant } from './fixtures';

const RESOURCES = {
  'pt-BR': { common: ptCommon, errors: ptErrors, profile: ptProfile, validation: ptValidation },
  en: { common: enCommon, errors: enErrors, profile: enProfile, validation: enValidation },
};

export const TEST_API_BASE = 'http://api.test/t/test';

/** A request the fake API received: the path below the API base, and the body it carried. */
export interface FakeRequest {
  method: string;
  path: string;
  /** The parsed JSON body, or the FormData of a multipart call. */
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** Answers by `"METHOD /path"`; a handler may return a promise to hold the answer back. */
export type FakeHandlers = Record<
  string,
  (request: FakeRequest) => FakeResponse | Promise<FakeResponse>
>;

/** A fetch that answers from `handlers` and records every call; an unknown call is a 404. */
export function createFakeApi(handlers: FakeHandlers) {
  const calls: FakeRequest[] = [];
  async function fetch(url: string, init: RequestInit): Promise<Response> {
    const method = init.method ?? 'GET';
    const path = url.slice(TEST_API_BASE.length);
    const body =
      init.body instanceof FormData
        ? init.body
        : typeof init.body === 'string'
          ? (JSON.parse(init.body) as unknown)
          : undefined;
    const request = { method, path, body };
    calls.push(request);
    const handler = handlers[`${method} ${path.split('?')[0]}`];
    const answer = handler
      ? await handler(request)
      : { status: 404, body: { message: 'Not found' } };
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return { fetch, calls };
}

/**
 * Renders `ui` with what a profile page has around it: translations (including `profile` and
 * `validation`), the tenant, a query cache, an API client over a fake fetch, a router at `path`,
 * and the toaster.
 */
export function renderWithApi(
  ui: ReactNode,
  options: { handlers?: FakeHandlers; locale?: Locale; path?: string } = {},
) {
  const locale = options.locale ?? 'pt-BR';
  const api = createFakeApi(options.handlers ?? {});
  const client = createHttpClient({
    baseUrl: TEST_API_BASE,
    fetch: api.fetch,
    getAuthToken: () => 'test-token',
    getGuestId: () => null,
    getLmcp: () => null,
    createIdempotencyKey: () => `key-${api.calls.length}`,
  });
  const queryClient = createQueryClient();
  const i18n = createI18n(locale, { [locale]: RESOURCES[locale] });
  const Stub = createRoutesStub([{ path: '*', Component: () => <>{ui}</> }]);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <TenantProvider value={testTenant()}>
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={client}>
            <Stub initialEntries={[options.path ?? '/']} />
            <Toaster />
          </ApiClientProvider>
        </QueryClientProvider>
      </TenantProvider>
    </I18nextProvider>,
  );
  return { ...view, api, queryClient };
}

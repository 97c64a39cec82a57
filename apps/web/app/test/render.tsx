import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import { TenantProvider, type TenantInfo } from '~/features/tenant/tenant-context';
import type { Locale } from '~/i18n/config';
import { createI18n } from '~/i18n/create-i18n';
import enCommon from '~/i18n/locales/en/common.json';
import enErrors from '~/i18n/locales/en/errors.json';
import ptCommon from '~/i18n/locales/pt-BR/common.json';
import ptErrors from '~/i18n/locales/pt-BR/errors.json';
import { testTenant } from './fixtures';

const RESOURCES = {
  'pt-BR': { common: ptCommon, errors: ptErrors },
  en: { common: enCommon, errors: enErrors },
};

/** Renders `ui` as a page would see it: translations, the tenant, and a router at `path`. */
export function renderInShell(
  ui: ReactNode,
  options: { locale?: Locale; path?: string; tenant?: TenantInfo; routes?: string[] } = {},
) {
  const locale = options.locale ?? 'pt-BR';
  const i18n = createI18n(locale, { [locale]: RESOURCES[locale] });
  const Stub = createRoutesStub([
    { path: '*', Component: () => <>{ui}</> },
    ...(options.routes ?? []).map((path) => ({
      path,
      Component: () => <p>page {path}</p>,
    })),
  ]);
  return render(
    <I18nextProvider i18n={i18n}>
      <TenantProvider value={options.tenant ?? testTenant()}>
        <Stub initialEntries={[options.path ?? '/']} />
      </TenantProvider>
    </I18nextProvider>,
  );
}

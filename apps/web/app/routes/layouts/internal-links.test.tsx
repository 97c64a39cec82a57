import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, type RouteObject } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../../../../platform/src/db/seed/demo-tenants.ts';
import { ErrorPage } from '~/features/errors/components/error-page';
import { type Locale, localizePath } from '~/core/i18n/config';
import { PAGES_NOT_BUILT } from '~/core/pages-not-built';
import { STORAGE_KEYS } from '~/lib/storage';
import routeConfig from '~/routes';
import { testUser } from '~/test/fixtures';
import { renderApp } from '~/test/render-app';
import DefaultLayout from './default';

type RouteConfigEntry = (typeof routeConfig)[number];

function routeObjects(entries: readonly RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id, path: entry.path, index: true }
      : {
          id: entry.id,
          path: entry.path,
          caseSensitive: entry.caseSensitive,
          children: entry.children && routeObjects(entry.children),
        },
  );
}

const APP_ROUTES = routeObjects(routeConfig);

/** The page `href` opens in the app's route table, or null when it falls to the not-found page. */
function pageOf(href: string): string | null {
  const matches = matchRoutes(APP_ROUTES, href.split(/[?#]/, 1)[0] ?? '');
  const page = matches?.at(-1)?.route.id;
  return page && !page.endsWith('not-found') ? page : null;
}

function internalLinks(root: HTMLElement): string[] {
  return [...root.querySelectorAll('a[href^="/"]')].map((link) => link.getAttribute('href') ?? '');
}

function expectEachLeadsToAPage(hrefs: string[]) {
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => pageOf(href) === null)).toEqual([]);
}

async function layoutLinks(locale: Locale, signedIn: boolean): Promise<string[]> {
  renderApp(<DefaultLayout />, {
    locale,
    path: localizePath('/', locale),
    ...(signedIn ? { player: testUser() } : {}),
  });
  if (signedIn) {
    // The player's account menu adds its own links.
    await userEvent.click(
      await screen.findByRole('button', { name: /^(Menu da conta de|Account menu of) / }),
    );
    await screen.findByRole('link', { name: /^(Carteira|Wallet)$/ });
  }
  return internalLinks(document.body);
}

// A returning visitor: the 18+ question would hide the page behind its dialog.
beforeEach(() => localStorage.setItem(STORAGE_KEYS.ageVerified, 'true'));

describe('internal links lead to a page of the app', () => {
  it('knows a page from the not-found page', () => {
    expect(pageOf('/casino/category/crash')).toBe('casino-category');
    expect(pageOf('/en/terms')).toBe('en-legal-terms');
    expect(pageOf('/nao-existe')).toBeNull();
    for (const page of PAGES_NOT_BUILT) expect(pageOf(page)).toBeNull();
  });

  it.each([
    ['pt-BR', false],
    ['pt-BR', true],
    ['en', false],
    ['en', true],
  ] as const)(
    'in the header, bottom bar, menus and footer (%s, signed in: %s)',
    async (locale, signedIn) => {
      const links = await layoutLinks(locale, signedIn);
      expect(links).toContain(localizePath('/casino', locale));
      expect(links).toContain(localizePath('/terms', locale));
      expectEachLeadsToAPage(links);
    },
  );

  it('shows the header’s Promoções (issue 37) and VIP (issue 38) once their pages are built', () => {
    renderApp(<DefaultLayout />);
    for (const nav of screen.getAllByRole('navigation', { name: 'Navegação principal' })) {
      expect(within(nav).getByRole('link', { name: 'Promoções' }).getAttribute('href')).toBe(
        '/promotion',
      );
      expect(within(nav).getByRole('link', { name: 'VIP' }).getAttribute('href')).toBe('/ranking');
    }
  });

  it.each(['pt-BR', 'en'] as const)('on the error page (%s)', (locale) => {
    renderApp(
      <ErrorPage
        status={404}
        isCrawler={false}
        logo={<span>logo</span>}
        siteTitle="Casa Teste"
        sections={{ betbyActive: true, hasSports: true }}
      />,
      { locale, path: localizePath('/nao-existe', locale) },
    );
    const explore = screen.getByRole('navigation', { name: /Seções do site|Site sections/ });
    expect(within(explore).getAllByRole('listitem').length).toBeGreaterThan(0);
    expectEachLeadsToAPage(internalLinks(document.body));
  });

  it.each(DEMO_TENANTS.map((tenant) => [tenant.slug, tenant] as const))(
    'in the seeded banners of %s, in both languages',
    (_slug, tenant) => {
      const links = tenant.banners.flatMap(({ link }) =>
        link?.startsWith('/') ? [link, localizePath(link, 'en')] : [],
      );
      expect(links.filter((href) => pageOf(href) === null)).toEqual([]);
    },
  );
});

import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { LEGAL_PAGE_SLUGS } from '@vitrine/contract/content.ts';

/**
 * §2: every route exists in Portuguese (no prefix) and English (/en). The same modules are mounted
 * twice with unique ids. Routes whose capability is not built yet are simply absent: they fall
 * through to the not-found page rather than shipping a placeholder.
 */
function localizedRoutes(locale: 'pt' | 'en') {
  const id = (name: string) => (locale === 'pt' ? name : `en-${name}`);
  return [
    layout('routes/layouts/default.tsx', { id: id('layout-default') }, [
      index('routes/home.tsx', { id: id('home') }),
      route('login', 'routes/auth-entry.tsx', { id: id('login') }),
      route('register', 'routes/auth-entry.tsx', { id: id('register') }),
      route('recover-pass', 'routes/auth-entry.tsx', { id: id('recover-pass') }),
      ...LEGAL_PAGE_SLUGS.map((slug) =>
        route(slug, 'routes/legal-page.tsx', { id: id(`legal-${slug}`) }),
      ),
      route('pages/:slug', 'routes/content-page.tsx', { id: id('content-page') }),
      // §2 the install guides: Android (Chrome, then Samsung Internet) and iOS (Safari).
      route('install', 'routes/install/install-guide.tsx', { id: id('install') }),
      route('install-two', 'routes/install/install-guide.tsx', { id: id('install-two') }),
      route('ios', 'routes/install/install-guide.tsx', { id: id('ios') }),
      // §2 casino routes. Static segments rank above the game page's `:provider/:game`.
      ...prefix('casino', [
        index('routes/casino/index.tsx', { id: id('casino') }),
        layout('routes/casino/layout.tsx', { id: id('casino-lists') }, [
          route('games', 'routes/casino/games.tsx', { id: id('casino-games') }),
          route('category/:filter', 'routes/casino/category.tsx', { id: id('casino-category') }),
          route('providers', 'routes/casino/providers.tsx', { id: id('casino-providers') }),
          route('favorites', 'routes/casino/favorites.tsx', { id: id('casino-favorites') }),
          route('recent', 'routes/casino/recent.tsx', { id: id('casino-recent') }),
        ]),
        route('play', 'routes/casino/play.tsx', { id: id('casino-play') }),
        // §2 the boxes (issue 36): the catalogue, one box, and the fairness page.
        route('crates', 'routes/casino/boxes/crates.tsx', { id: id('casino-crates') }),
        route('crates/fairness', 'routes/casino/boxes/fairness.tsx', {
          id: id('casino-crates-fairness'),
        }),
        route('box/:name', 'routes/casino/boxes/box.tsx', { id: id('casino-box') }),
        route(':provider/:game', 'routes/casino/game.tsx', { id: id('casino-game') }),
      ]),
      // §2 sports without Betby, and the sports entry (routes/sports/sportschange.tsx).
      route('sports', 'routes/sports/sports.tsx', { id: id('sports') }),
      route('sportschange', 'routes/sports/sportschange.tsx', { id: id('sportschange') }),
      // §2 Sports routes (Betby's sportsbook): the path after /sportsbook is the widget's route (a deep link).
      route('sportsbook/*', 'routes/sports/sportsbook.tsx', { id: id('sportsbook') }),
      // §2 the sportsbook's widgets page: Betby's promo widget, whose clicks open /sportsbook/...
      route('widgetbetby', 'routes/sports/widgetbetby.tsx', { id: id('widgetbetby') }),
      // §2 (auth): the profile area; its layout loader sends guests to the login first.
      route('user', 'routes/user/layout.tsx', { id: id('user') }, [
        index('routes/user/profile.tsx', { id: id('user-profile') }),
        route('edit', 'routes/user/edit.tsx', { id: id('user-edit') }, [
          index('routes/user/edit-index.tsx', { id: id('user-edit-index') }),
          route('access-data', 'routes/user/access-data.tsx', { id: id('user-access-data') }),
          route('personal-data', 'routes/user/personal-data.tsx', { id: id('user-personal-data') }),
          route('verification', 'routes/user/verification.tsx', { id: id('user-verification') }),
          route('transaction', 'routes/user/transaction.tsx', { id: id('user-transaction') }),
          route('history-casino', 'routes/user/history-casino.tsx', {
            id: id('user-history-casino'),
          }),
          // Our extension, with Betby's sportsbook only: a 404 otherwise.
          route('history-sports', 'routes/user/history-sports.tsx', {
            id: id('user-history-sports'),
          }),
        ]),
      ]),
      // §2 (auth): the wallet ('Carteira'); its layout loader sends guests to the login first.
      route('account', 'routes/account/layout.tsx', { id: id('account') }, [
        route('wallet', 'routes/account/wallet.tsx', { id: id('account-wallet') }),
        // Issue 36 'Missões': the player's missions, accept and claim.
        route('missions', 'routes/account/missions.tsx', { id: id('account-missions') }),
        // §2 'Minhas caixas' and 'Meus itens' (issue 36).
        route('boxes', 'routes/account/boxes.tsx', { id: id('account-boxes') }),
        route('items', 'routes/account/items.tsx', { id: id('account-items') }),
      ]),
      // §2 promotions, their terms and the promo codes (issue 37).
      route('promotion', 'routes/promotion.tsx', { id: id('promotion') }),
      route('promotion/:slug', 'routes/promotion-detail.tsx', { id: id('promotion-detail') }),
      route('promo-codes', 'routes/promo-codes.tsx', { id: id('promo-codes') }),
      // Issue 37 'Bônus': the active bonus, its rollover, the cashback and the history.
      route('bonus', 'routes/bonus.tsx', { id: id('bonus') }),
      // §2 (auth) 'Indique um amigo': the referral link and the referred players (issue 38).
      route('refers', 'routes/refers.tsx', { id: id('refers') }),
      // §2 'VIP' (issue 38): the ladder, the player's level and the period's top wagerers.
      route('ranking', 'routes/ranking.tsx', { id: id('ranking') }),
      // §2 (auth) 'Jogo Responsável': limits, pause, self-exclusion and help (issue 35).
      route('responsible-gambling', 'routes/responsible-gambling.tsx', {
        id: id('responsible-gambling'),
      }),
      // §2 the offline fallback, served by the worker (docs/product/installable-app.md
      // "§2 Offline page": the path exactly as written).
      route('Offiline', 'routes/offline.tsx', { id: id('offline'), caseSensitive: true }),
      // §2 the living style guide, kept out of search (docs/product/tenant-and-shell.md
      // "§2 Public routes": the paths exactly as written).
      route('NewComponents', 'routes/style-guide/new-components.tsx', {
        id: id('new-components'),
        caseSensitive: true,
      }),
      route('animation', 'routes/style-guide/animation.tsx', { id: id('animation') }),
      route('*', 'routes/not-found.tsx', { id: id('not-found') }),
    ]),
    layout('routes/layouts/empty.tsx', { id: id('layout-empty') }, [
      route('error', 'routes/error.tsx', { id: id('error') }),
    ]),
  ];
}

export default [
  route('api/site-config', 'routes/api/site-config.ts'),
  route('api/geoip', 'routes/api/geoip.ts'),
  // `/manifest.webmanifest`, and `/en/manifest.webmanifest` for English pages.
  route(':lang?/manifest.webmanifest', 'routes/api/manifest.ts'),
  route('manifest-screenshots/:file', 'routes/api/manifest-screenshot.ts'),
  route('favicon.ico', 'routes/api/favicon.ts'),
  // A benchmark fixture, not a product page (docs/performance.md): the bench scripts hit /__floor.
  route('__floor', 'routes/bench/floor.tsx'),
  ...localizedRoutes('pt'),
  ...prefix('en', localizedRoutes('en')),
] satisfies RouteConfig;

import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useRouteLoaderData } from 'react-router';
import { LanguagePanel } from '~/components/layout/language-panel';
import type { NavItem } from '~/components/layout/nav-items';
import { BottomNav, SiteHeader } from '~/components/layout/site-header';
import { SiteFooter, type FooterSocialLink } from '~/components/layout/site-footer';
import {
  BoxIcon,
  CasinoIcon,
  CrownIcon,
  GiftIcon,
  HomeIcon,
  SportsIcon,
} from '~/components/ui/icons';
import { HydrationBoundary } from '~/components/ui/hydration-boundary';
import { RouteLoadingBar } from '~/components/ui/loading-bar';
import { CasinoStateProvider } from '~/features/casino/casino-state-context';
import { ChatEntry, ChatPanelHost } from '~/features/chat/components/chat-entry';
import { LikesProvider } from '~/features/casino/stores/likes-store';
import { SessionActions } from '~/features/accounts/components/session-actions';
import { sportsPath } from '~/features/sportsbook/model/sports-experience';
import { TenantLogo } from '~/core/tenant/components/tenant-logo';
import { useViewer } from '~/core/session/viewer-context';
import { useTenant } from '~/core/tenant/tenant-context';
import { HeaderBalance } from '~/features/wallet/components/header-balance';
import { PausedNotice } from '~/features/responsible-gaming/components/paused-notice';
import { type Locale, localeFromPath, localizePath } from '~/core/i18n/config';
import { onIdle } from '~/lib/idle';
import { pageIsBuilt } from '~/core/pages-not-built';
import { safeHref } from '~/lib/safe-navigation';
import type { loader as rootLoader } from '~/root';
import { AccountOverlays } from './account-overlays';
import { PlayerConversations } from './player-conversations';
import { DepositLayer, HeaderDepositButton } from './deposit-layer';
import { HeaderNotifications } from './header-notifications';
import { HeaderVipEntry } from './header-vip-entry';
import { ProfileStatsProvider, type RenderProfileStats } from '~/core/profile-stats-context';
import { RealtimeLayer } from './realtime-layer';
import { memoRoute } from '~/lib/memo-route';

// Not needed for the first paint: the toasts, the service worker, the update notice and the
// offline state load together once the page is idle (routes/layouts/idle-layer.tsx). So does the
// app install offer's code (it waits for the browser's offer and a second page anyway).
const IdleLayerContent = lazy(() => import('./idle-layer'));
const InstallOffer = lazy(() => import('~/features/install/components/install-offer'));
// Issue 38: the profile-stats modal a name in the chat or the bet feed opens, loaded on first use.
const ProfileStatsModal = lazy(() => import('./profile-stats-modal'));
const renderProfileStats: RenderProfileStats = (props) => <ProfileStatsModal {...props} />;

/**
 * The idle layer and the install offer, once the page is idle. Its own component: the layout keeps
 * no state (docs/performance.md "No urgent work over a hydrating page").
 */
function IdleLayers({
  site,
  iconUrl,
  onOpenChat,
}: {
  site: string;
  iconUrl: string;
  onOpenChat: () => void;
}) {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true)), []);
  return idle ? (
    <>
      <Suspense fallback={null}>
        <IdleLayerContent onOpenChat={onOpenChat} />
      </Suspense>
      <Suspense fallback={null}>
        <InstallOffer site={site} iconUrl={iconUrl} />
      </Suspense>
    </>
  ) : null;
}

/**
 * The footer with the tenant's links, notices and social slots. Its own component: its dozen
 * translations and links are a unit of work of their own, hydrated with its boundary, not a part
 * of the layout's render (one task on a cheap phone).
 */
function DefaultFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  const { theme } = useTenant();
  const to = (path: string) => localizePath(path, locale);
  const origin = 'https://tenant.invalid';
  const socialLinks: FooterSocialLink[] = theme.socialLinks.flatMap((link) => {
    const href = link.href ? safeHref(link.href, origin) : null;
    // Only absolute external links qualify for a social slot; empty or unsafe slots are hidden.
    return href && /^https?:\/\//.test(href)
      ? [{ href, icon: link.icon, ariaLabel: link.ariaLabel }]
      : [];
  });

  // From the root loader: a render reads nothing the loaders did not return (decision 007).
  const year = useRouteLoaderData<typeof rootLoader>('root')?.year;
  const operator = theme.operator;
  const notices = [
    t('footer.ageNotice'),
    ...(operator
      ? [
          // Lei 14.790 art. 15: the operator identified in full (docs/design/responsible-gaming.md).
          t('footer.operator', { name: operator.legalName, document: operator.document }),
          ...(operator.tradeName ? [t('footer.tradeName', { name: operator.tradeName })] : []),
          ...(operator.license ? [t('footer.license', { license: operator.license })] : []),
          operator.address,
          operator.sacPhone
            ? t('footer.sac', { phone: operator.sacPhone, email: operator.contactEmail })
            : t('footer.contact', { email: operator.contactEmail }),
          ...(operator.ombudsman ? [t('footer.ombudsman', { contact: operator.ombudsman })] : []),
        ]
      : []),
    t('footer.rights', { year, site: theme.siteName }),
  ];

  return (
    <SiteFooter
      label={t('footer.label')}
      logo={<TenantLogo placement="footer" />}
      description={theme.siteDescription}
      legalHeading={t('footer.legal')}
      links={[
        { to: to('/terms'), label: t('footer.terms') },
        { to: to('/privacy'), label: t('footer.privacy') },
        { to: to('/responsible-gaming'), label: t('footer.responsibleGaming') },
        { to: to('/responsible-gambling'), label: t('footer.tools') },
        { to: to('/aml-policy'), label: t('footer.aml') },
        { to: to('/betting-terms'), label: t('footer.bettingTerms') },
        {
          to: to('/em-conformidade-com-a-regulamentacao'),
          label: t('footer.compliance'),
        },
      ]}
      socialHeading={t('footer.social')}
      socialLinks={socialLinks}
      notices={notices}
      ageMark={t('footer.ageMark')}
      appLink={
        // Hidden by CSS inside the installed app, or once installed (app.css).
        <Link
          to={to('/install')}
          className="mt-3 inline-block py-1.5 text-sm font-semibold underline installed:hidden"
        >
          {t('footer.installApp')}
        </Link>
      }
    />
  );
}

/** §2 "default" layout: header, page, footer; bottom navigation on small screens. */
function DefaultLayout() {
  const { t } = useTranslation('common');
  const { theme } = useTenant();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const session = useViewer();
  // The chat panel a notification or a player's button opened: a guest's header button holds its
  // own, a signed-in player's is the layout's (her button, in the header from 1024 px and in the
  // bottom bar below, holds the live support too: docs/design/floating-controls.md). A click (in
  // the page or on a push, §2), never hydration, sets it.
  const [chatOpenedBy, setChatOpenedBy] = useState<'guest' | 'player' | null>(null);
  const openChatFromNotification = () => setChatOpenedBy(session.signedIn ? 'player' : 'guest');
  const openPlayerChat = () => setChatOpenedBy('player');
  const closeChatFromOutside = (open: boolean) => {
    if (!open) setChatOpenedBy(null);
  };
  const to = (path: string) => localizePath(path, locale);

  const sports = sportsPath(theme);
  const navItems: NavItem[] = [
    { to: to('/'), label: t('nav.home'), Icon: HomeIcon, end: true },
    { to: to('/casino'), label: t('nav.casino'), Icon: CasinoIcon },
    // §2: the brand's sports experience, if it has one (Betby's sportsbook or the provider's).
    ...(sports ? [{ to: to(sports), label: t('nav.sports'), Icon: SportsIcon }] : []),
    // §2 'Caixas', for a brand with §3 `hasBoxes` (issue 36).
    ...(theme.hasBoxes ? [{ to: to('/casino/crates'), label: t('nav.boxes'), Icon: BoxIcon }] : []),
    { to: to('/promotion'), label: t('nav.promotions'), Icon: GiftIcon },
    { to: to('/ranking'), label: t('nav.vip'), Icon: CrownIcon },
  ].filter((item) => pageIsBuilt(item.to));

  return (
    <CasinoStateProvider>
      <LikesProvider>
        <RealtimeLayer>
          <a
            href="#main"
            className="sr-only z-[70] rounded-lg bg-surface-overlay px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            {t('skipToContent')}
          </a>
          <RouteLoadingBar />
          <SiteHeader
            logo={<TenantLogo placement="header" className="max-w-full" />}
            // Reserved before the logo loads, and never given to the actions (decision 025):
            // as wide as the header leaves beside a player's or a guest's actions.
            logoBoxClassName={session.signedIn ? 'w-9 md:w-24 lg:w-40' : 'w-16 min-[480px]:w-40'}
            homeHref={to('/')}
            homeLabel={t('nav.logoHome', { site: theme.siteTitle })}
            navLabel={t('nav.label')}
            navItems={navItems}
            actions={
              <>
                {session.signedIn && (
                  <>
                    <HeaderVipEntry enabled={session.ready} locale={locale} />
                    <HeaderBalance enabled={session.ready} locale={locale} />
                    <HeaderDepositButton />
                  </>
                )}
                {session.signedIn ? (
                  <PlayerConversations placement="header" onOpenChat={openPlayerChat} />
                ) : (
                  <ProfileStatsProvider render={renderProfileStats}>
                    <ChatEntry
                      viewer={session.viewer}
                      signedIn={false}
                      ready={session.ready}
                      requestSignIn={session.requestSignIn}
                      open={chatOpenedBy === 'guest' || undefined}
                      onOpenChange={closeChatFromOutside}
                    />
                  </ProfileStatsProvider>
                )}
                <HeaderNotifications locale={locale} onOpenChat={openChatFromNotification} />
                <LanguagePanel />
                <SessionActions
                  loginHref={to('/login')}
                  registerHref={to('/register')}
                  profileHref={to('/user')}
                  walletHref={to('/account/wallet')}
                  editHref={to('/user/edit')}
                  responsibleGamingHref={to('/responsible-gambling')}
                  missionsHref={to('/account/missions')}
                  refersHref={to('/refers')}
                  {...(theme.hasBoxes
                    ? { boxesHref: to('/account/boxes'), itemsHref: to('/account/items') }
                    : {})}
                />
              </>
            }
          />
          {session.signedIn && <PausedNotice locale={locale} />}
          <main id="main" tabIndex={-1} className="mx-auto max-w-7xl px-3 outline-none sm:px-6">
            <HydrationBoundary>
              <ProfileStatsProvider render={renderProfileStats}>
                <Outlet />
              </ProfileStatsProvider>
            </HydrationBoundary>
          </main>
          <HydrationBoundary>
            <DefaultFooter locale={locale} />
          </HydrationBoundary>
          {/* Room at the end for the bottom bar: nothing else floats over the page
              (docs/design/floating-controls.md). */}
          <div aria-hidden="true" className="h-16 lg:hidden" />
          <HydrationBoundary>
            <BottomNav
              navLabel={t('nav.label')}
              navItems={navItems}
              // A signed-in player's header has no room for them below 1024 px.
              extra={
                session.signedIn && (
                  <PlayerConversations placement="bottom-bar" onOpenChat={openPlayerChat} />
                )
              }
            />
          </HydrationBoundary>
          {session.signedIn && (
            <ProfileStatsProvider render={renderProfileStats}>
              <ChatPanelHost
                viewer={session.viewer}
                signedIn
                ready={session.ready}
                requestSignIn={session.requestSignIn}
                open={chatOpenedBy === 'player'}
                onClose={() => setChatOpenedBy(null)}
              />
            </ProfileStatsProvider>
          )}
          <AccountOverlays locale={locale} />
          <DepositLayer locale={locale} />
          <IdleLayers
            site={theme.siteName}
            iconUrl={theme.icons['144']}
            onOpenChat={openChatFromNotification}
          />
        </RealtimeLayer>
      </LikesProvider>
    </CasinoStateProvider>
  );
}

export default memoRoute(DefaultLayout);

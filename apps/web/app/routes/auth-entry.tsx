import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import type { AuthModalMode } from '~/core/session/model/auth-modal';
import { useSessionState } from '~/core/session/session-context';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { localeFromPath, localizePath, stripLocale } from '~/core/i18n/config';
import { safeRedirect } from '~/lib/safe-redirect';
import type { Route } from './+types/auth-entry';
import { loadHome } from './common/home-loader.server';
import { HomePage } from './common/home-page';
import { memoRoute } from '~/lib/memo-route';

const MODES: Record<string, AuthModalMode> = {
  '/login': 'login',
  '/register': 'register',
  '/recover-pass': 'recovery',
};

/** §2: /login, /register and /recover-pass show the home page with the login modal open. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const mode = MODES[stripLocale(url.pathname)] ?? 'login';
  const redirect = safeRedirect(url.searchParams.get('redirect'));
  return { ...(await loadHome(request, url)), mode, redirect };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(themeFromMatches(matches));

function AuthEntry({ loaderData }: Route.ComponentProps) {
  const { mode, redirect } = loaderData;
  const navigate = useNavigate();
  const status = useSessionState((state) => state.status);
  const { open: modalOpen, openModal: openAuthModal } = useAuthModal();
  const opened = useRef(false);

  useEffect(() => {
    const home = localizePath('/', localeFromPath(window.location.pathname));
    if (status === 'signed-in') {
      void navigate(redirect ?? home, { replace: true });
      return;
    }
    // Wait for the start-up check when the cookies named a player.
    if (status === 'restoring') return;
    if (!opened.current) {
      opened.current = openAuthModal(mode, redirect);
      return;
    }
    // Closed without signing in: leave the /login address for the home page.
    if (!modalOpen) void navigate(home, { replace: true });
  }, [mode, modalOpen, navigate, openAuthModal, redirect, status]);

  return (
    <HomePage banners={loaderData.banners} casino={loaderData.casino} locale={loaderData.locale} />
  );
}

export default memoRoute(AuthEntry);

import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localeFromPath } from '~/core/i18n/config';
import { loginRedirectPath } from '../model/login-redirect';
import { useSessionState } from '../session-context';

/**
 * The client half of the signed-in gate: a visitor the start-up check finds to be a guest (an
 * expired token, a sign-out in another tab) goes to the login, which brings them back here.
 */
export function useSignedInGate(): void {
  const status = useSessionState((state) => state.status);
  const checked = useSessionState((state) => state.checked);
  const isGuest = status === 'guest' && checked;
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isGuest) return;
    void navigate(loginRedirectPath(localeFromPath(pathname), pathname + search), {
      replace: true,
    });
  }, [isGuest, navigate, pathname, search]);
}

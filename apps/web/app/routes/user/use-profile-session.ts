import type { User } from '@vitrine/contract/accounts.ts';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ProfileSession } from '~/features/profile/profile-session-context';
import { sessionUserSchema } from '~/core/session/model/session-user';
import { useSessionActions, useSessionState } from '~/core/session/session-context';
import { localeFromPath } from '~/core/i18n/config';
import { loginRedirectPath } from './login-redirect';

/**
 * The client half of the gate, and the bridge from the session to the profile pages: a visitor
 * the start-up check finds to be a guest (an expired token, a sign-out in another tab) goes to the
 * login; the profile queries wait until the API client holds the token; a changed user is written
 * back to the session (header, storage, cookies).
 */
export function useProfileSessionBridge(): ProfileSession {
  const status = useSessionState((state) => state.status);
  const checked = useSessionState((state) => state.checked);
  const token = useSessionState((state) => state.token);
  const { completeSignIn } = useSessionActions();

  useRedirectGuestToLogin(status === 'guest' && checked);

  const onUserChanged = useCallback(
    (user: User) => {
      const sessionUser = sessionUserSchema.safeParse(user);
      if (token && sessionUser.success) completeSignIn({ token, user: sessionUser.data });
    },
    [token, completeSignIn],
  );

  const ready = token !== null && status !== 'guest';
  return useMemo(() => ({ ready, onUserChanged }), [ready, onUserChanged]);
}

function useRedirectGuestToLogin(isGuest: boolean) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!isGuest) return;
    void navigate(loginRedirectPath(localeFromPath(pathname), pathname + search), {
      replace: true,
    });
  }, [isGuest, navigate, pathname, search]);
}

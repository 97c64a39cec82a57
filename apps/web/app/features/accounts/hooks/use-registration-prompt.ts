import { useEffect } from 'react';
import {
  PROMPT_SHOWN_KEY,
  promptAllowedOn,
  scheduleRegistrationPrompt,
} from '../model/registration-prompt';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useSessionStoreApi } from '~/core/session/session-context';

function sessionStorageSafe(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * §4 "Registration prompt": opens the register modal once per visit for a guest whose age is
 * verified, when no modal is open and the page is not a responsible-gaming one. The rendered site is serving (the shell renders no page in
 * maintenance or for an unknown platform), so that condition holds wherever this runs.
 */
export function useRegistrationPrompt({ ageVerified }: { ageVerified: boolean }) {
  const store = useSessionStoreApi();
  const { openModal } = useAuthModal();

  useEffect(() => {
    if (!ageVerified) return;
    const visit = sessionStorageSafe();
    if (visit?.getItem(PROMPT_SHOWN_KEY) === 'true') return;
    const hasRef = new URLSearchParams(window.location.search).has('ref');
    return scheduleRegistrationPrompt({
      hasRef,
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle),
      tryOpen: () => {
        const { status, checked } = store.getState();
        if (status !== 'guest' || !checked) return;
        if (!promptAllowedOn(window.location.pathname)) return;
        if (openModal('register', null, 'prompt')) {
          visit?.setItem(PROMPT_SHOWN_KEY, 'true');
        }
      },
    });
  }, [ageVerified, store, openModal]);
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useMatches } from 'react-router';
import { useOverlayStackApi } from '~/components/overlays/overlay-stack-context';
import { AUTH_OVERLAY, authModalState } from '~/core/session/model/auth-modal';
import { useSessionState, useSessionStoreApi } from '~/core/session/session-context';
import { type Locale, LOCALE_PREFIX } from '~/core/i18n/config';
import { prefetchWhenIdle } from '~/lib/device/device-store';

const loadLastGameModal = () => import('~/features/casino/components/game-screen/last-game-modal');
const LastGameModal = lazy(loadLastGameModal);

/** Pages where a player is already on their way into a game: no offer of another one there. */
const GAME_ROUTE = /(^|-)casino-(game|play)$/;

/**
 * A sign-in in this page (a guest, after the start-up check, becoming a player), not a session
 * restored at load: that is the moment to offer the last game played.
 */
function useSignedInHere(): [boolean, () => void] {
  const store = useSessionStoreApi();
  const overlays = useOverlayStackApi();
  const [signedInHere, setSignedInHere] = useState(false);
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.status === 'guest') setSignedInHere(false);
        else if (
          state.status === 'signed-in' &&
          previous.status === 'guest' &&
          previous.checked &&
          // A sign-in on the way to a page the player asked for (`?redirect=`): no offer in the way.
          // The modal closes after the store changed, so it still says where it was going.
          authModalState(overlays?.getState().opened[AUTH_OVERLAY]).redirectTo === null
        ) {
          setSignedInHere(true);
        }
      }),
    [store, overlays],
  );
  return [signedInHere, () => setSignedInHere(false)];
}

/**
 * §2 "Modals preloaded when idle: … last game played": the modal's code loads when a guest's page
 * is idle (not on a slow connection, §9), and the modal offers the last game once they sign in (unless they are going into a game).
 */
export function LastGameOffer({ locale }: { locale: Locale }) {
  const [signedInHere, dismiss] = useSignedInHere();
  const guest = useSessionState((state) => state.status === 'guest');
  const onGamePage = useMatches().some((match) => GAME_ROUTE.test(match.id));

  useEffect(() => {
    if (!guest) return;
    return prefetchWhenIdle(loadLastGameModal);
  }, [guest]);

  // Signing in to play a game (or landing on one after the login) answers the question already.
  if (signedInHere && onGamePage) dismiss();
  if (!signedInHere || onGamePage) return null;
  return (
    <Suspense fallback={null}>
      <LastGameModal localePrefix={LOCALE_PREFIX[locale]} />
    </Suspense>
  );
}

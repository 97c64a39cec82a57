import { useQueryClient } from '@tanstack/react-query';
import {
  refreshSportsbookToken,
  sportsbookRefusalOf,
  useSportsbookSession,
} from '~/features/sportsbook/api/sportsbook-session';
import type {
  SportsbookActions,
  SportsbookSession,
} from '~/features/sportsbook/model/renderer-lifecycle';
import { betbyLang, type BetbyLang } from '~/features/sportsbook/model/renderer-options';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { useAgeVerified } from '~/features/responsible-gaming/hooks/use-age-verified';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useDepositRequest } from '~/core/session/hooks/use-deposit-request';
import { useSessionState } from '~/core/session/session-context';
import { useTenant } from '~/core/tenant/tenant-context';
import type { Locale } from '~/core/i18n/config';
import { useApiClient } from '~/lib/api-client-context';

// The bridge from the session to Betby's widgets (a feature does not read another feature): the
// sportsbook page, /widgetbetby and the home's promo widget share the player's token and modals.

/** The player's sportsbook session as the widget needs it: a token of theirs, or none for a guest. */
export function useWidgetSession(locale: Locale) {
  const status = useSessionState((state) => state.status);
  const siteToken = useSessionState((state) => state.token);
  const user = useCurrentUser();
  const lang = betbyLang(locale);
  // A session still being restored is a player's: the API client already holds their token.
  const signedIn = status !== 'guest' && siteToken !== null && user !== null;
  const query = useSportsbookSession(lang, user?.id ?? null, signedIn);
  // Refused (403: self-excluded), not failed: asking again would be refused again.
  const refusal = signedIn ? sportsbookRefusalOf(query.error) : null;
  const session: SportsbookSession =
    status === 'guest'
      ? { kind: 'guest' }
      : signedIn && query.data
        ? { kind: 'player', token: query.data.token }
        : { kind: 'pending' };
  return {
    session,
    lang,
    userId: signedIn ? user.id : null,
    sessionFailed: signedIn && query.isError && !query.isFetching && refusal === null,
    sessionRefusal: refusal,
    retrySession: () => void query.refetch(),
  };
}

/** What a widget asks of the app: our login, registration and deposit modals, a fresh token. */
export function useWidgetActions(
  lang: BetbyLang,
  userId: number | null,
): Omit<SportsbookActions, 'followWidgetRoute'> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { openModal: openAuthModal } = useAuthModal();
  const requestDeposit = useDepositRequest();
  return {
    openLogin: () => void openAuthModal('login'),
    openRegister: () => void openAuthModal('register'),
    openDeposit: () => void requestDeposit(),
    refreshToken: () =>
      userId === null
        ? Promise.resolve(null)
        : refreshSportsbookToken(queryClient, client, lang, userId),
  };
}

/**
 * Whether the 18+ question is out of the way: answered, or not asked by the brand. Betby's widgets
 * load only then — a first visit meets the question before any betting content, and the question
 * is not kept waiting behind the widget's script and its data on a slow phone.
 */
export function useAgeAnswered(): boolean {
  const { theme } = useTenant();
  const [verified] = useAgeVerified();
  return theme.disable_18_popup || verified === true;
}

import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BOTTOM_NAV_ID, SITE_HEADER_ID } from '~/components/layout/site-header';
import { Button } from '~/components/ui/button';
import { Skeleton } from '~/components/ui/skeleton';
import {
  refreshSportsbookToken,
  useSportsbookSession,
} from '~/features/sportsbook/api/sportsbook-session';
import { useSportsbookWidget } from '~/features/sportsbook/hooks/use-sportsbook-widget';
import type { SportsbookSession } from '~/features/sportsbook/model/renderer-lifecycle';
import { betbyLang, type BTRendererClass } from '~/features/sportsbook/model/renderer-options';
import { useCurrentUser } from '~/features/session/hooks/use-current-user';
import { useSessionState } from '~/features/session/session-context';
import { pageMeta, themeFromMatches } from '~/features/tenant/model/tenant-meta';
import { useTenant } from '~/features/tenant/tenant-context';
import { type Locale, localeFromPath } from '~/i18n/config';
import { loadNamespace } from '~/i18n/resources';
import { useApiClient } from '~/lib/api-client-context';
import { sportsbookScriptUrl } from '~/lib/sportsbook-script';
import type { Route } from './+types/sportsbook';
import { requireSportsExperience } from './sports-experience-gate.server';

export const SPORTSBOOK_NAMESPACE = 'sportsbook';

const titleSchema = z.object({ title: z.string() });

/** `/sportsbook/{slug*}` (§2): only for a brand whose Betby integration is active; a 404 otherwise. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const [, messages] = await Promise.all([
    requireSportsExperience(request, url, 'sportsbook'),
    loadNamespace(locale, SPORTSBOOK_NAMESPACE),
  ]);
  return { locale, messages, title: titleSchema.parse(messages).title };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.title);

export default function SportsbookRoute({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  // The namespace is not the shell's: handed over by the loader so the first render has it (not an effect).
  if (!i18n.hasResourceBundle(loaderData.locale, SPORTSBOOK_NAMESPACE)) {
    i18n.addResourceBundle(
      loaderData.locale,
      SPORTSBOOK_NAMESPACE,
      loaderData.messages,
      true,
      false,
    );
  }
  return <SportsbookPage locale={loaderData.locale} />;
}

/** The player's sportsbook session as the widget needs it: a token of theirs, or none for a guest. */
function useWidgetSession(locale: Locale) {
  const status = useSessionState((state) => state.status);
  const siteToken = useSessionState((state) => state.token);
  const user = useCurrentUser();
  const lang = betbyLang(locale);
  // A session still being restored is a player's: the API client already holds their token.
  const signedIn = status !== 'guest' && siteToken !== null && user !== null;
  const query = useSportsbookSession(lang, user?.id ?? null, signedIn);
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
    sessionFailed: signedIn && query.isError && !query.isFetching,
    retrySession: () => void query.refetch(),
  };
}

/**
 * Betby's sportsbook, drawn by the tenant's renderer into space held for it: a skeleton until it
 * shows, a retry state when its script (or the player's token) could not be had. Its buttons open
 * our login, registration and deposit modals; its routes are our address (the hook).
 */
export function SportsbookPage({
  locale,
  loadRenderer,
}: {
  locale: Locale;
  /** Tests: a renderer without a script. */
  loadRenderer?: () => Promise<BTRendererClass>;
}) {
  const { t } = useTranslation(SPORTSBOOK_NAMESPACE);
  const { theme } = useTenant();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const openAuthModal = useSessionState((state) => state.openAuthModal);
  const requestDeposit = useSessionState((state) => state.requestDeposit);
  const { session, lang, userId, sessionFailed, retrySession } = useWidgetSession(locale);

  const { setTarget, status, retry } = useSportsbookWidget({
    scriptSrc: sportsbookScriptUrl(theme) ?? '',
    brandId: theme.betby.brand_id,
    themeName: theme.betby.theme_name,
    session,
    actions: {
      openLogin: () => void openAuthModal('login'),
      openRegister: () => void openAuthModal('register'),
      openDeposit: () => void requestDeposit(),
      refreshToken: () =>
        userId === null
          ? Promise.resolve(null)
          : refreshSportsbookToken(queryClient, client, lang, userId),
    },
    shellElements: () => ({
      header: document.getElementById(SITE_HEADER_ID),
      bottomNav: document.getElementById(BOTTOM_NAV_ID),
    }),
    loadRenderer,
  });

  const failed = status === 'failed' || sessionFailed;
  const loading = !failed && status !== 'rendered';
  return (
    <div className="flex flex-col gap-3 py-4 sm:py-6">
      <h1 className="text-xl font-bold sm:text-2xl">{t('title')}</h1>
      {/* The widget's space is held from the first paint, a whole viewport tall: the footer starts
          below the fold, so nothing on screen moves when the widget draws (the bench's CLS). */}
      <div className="relative min-h-screen">
        <div ref={setTarget} className={failed ? 'hidden' : undefined} />
        {loading && (
          <div role="status" className="absolute inset-0 flex flex-col gap-3">
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
        {failed && (
          <div
            role="alert"
            className="flex flex-col items-center gap-3 rounded-xl border border-line p-6 text-center"
          >
            <h2 className="text-lg font-semibold">{t('failed.title')}</h2>
            <p className="text-fg-muted">{t('failed.text')}</p>
            <Button
              onClick={() => {
                if (sessionFailed) retrySession();
                if (status === 'failed') retry();
              }}
            >
              {t('failed.retry')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { BOTTOM_NAV_ID, SITE_HEADER_ID } from '~/components/layout/site-header';
import { Skeleton } from '~/components/ui/skeleton';
import { SportsbookRefused } from '~/features/sportsbook/components/sportsbook-refused';
import { WidgetLoadFailed } from '~/features/sportsbook/components/widget-load-failed';
import { useSportsbookWidget } from '~/features/sportsbook/hooks/use-sportsbook-widget';
import {
  EARLY_WIDGET_SCRIPT,
  type EarlyWidgetConfig,
} from '~/features/sportsbook/model/early-widget';
import { betbyLang, type BTRendererClass } from '~/features/sportsbook/model/renderer-options';
import { readSportsbookLocation } from '~/features/sportsbook/model/widget-path';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { type Locale, localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { useCspNonce } from '~/lib/csp-nonce';
import { holdIdleWork } from '~/lib/idle';
import { sportsbookScriptUrl } from '~/lib/sportsbook-script';
import type { Route } from './+types/sportsbook';
import { requireSportsExperience } from './sports-experience-gate.server';
import { useSportsbookBetRefresh } from './use-sportsbook-bet-refresh';
import { useBetbyWidgetPage } from './use-betby-widget-page';
import { watchSettled } from '~/lib/watch-settled';
import { memoRoute } from '~/lib/memo-route';

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

function SportsbookRoute({ loaderData }: Route.ComponentProps) {
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

export default memoRoute(SportsbookRoute);

const WIDGET_TARGET_ID = 'sportsbook-widget';
const EMPTY_HTML = { __html: '' };

/** The longest the page's idle work waits for the widget to draw (a widget that never does). */
export const WIDGET_DRAW_HOLD_MS = 6000;

/**
 * The widget is this page's main content, and an idle main thread here is waiting on its script
 * and data: the modals' chunks, toasts and realtime client wait (lib/idle.ts) until it has drawn
 * and settled, or WIDGET_DRAW_HOLD_MS have passed. The target exists once the 18+ question is
 * answered; before that nothing is held.
 */
function useIdleWorkHeldWhileDrawing(target: HTMLElement | null) {
  useEffect(() => {
    if (!target) return;
    const release = holdIdleWork();
    const stop = watchSettled(target, release, { maxMs: WIDGET_DRAW_HOLD_MS });
    return () => {
      stop();
      release();
    };
  }, [target]);
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
  const { theme, session, sessionFailed, sessionRefusal, actions, ageAnswered, retryFailed } =
    useBetbyWidgetPage(locale);
  const refreshBalance = useSportsbookBetRefresh();

  const scriptSrc = sportsbookScriptUrl(theme) ?? '';
  // The renderer is what this page is for: its download starts with the document's (React puts the
  // preload in the head), not after hydration, so the widget draws sooner. It runs only later
  // (use-sportsbook-widget), and only once the 18+ question is answered.
  const nonce = useCspNonce();
  if (scriptSrc !== '') preload(scriptSrc, { as: 'script', nonce });

  const { setTarget, target, status, retry } = useSportsbookWidget({
    scriptSrc,
    brandId: theme.betby.brand_id,
    themeName: theme.betby.theme_name,
    session,
    actions: { ...actions, betSlipChanged: refreshBalance },
    shellElements: () => ({
      header: document.getElementById(SITE_HEADER_ID),
      bottomNav: document.getElementById(BOTTOM_NAV_ID),
    }),
    loadRenderer,
  });

  useIdleWorkHeldWhileDrawing(target);

  // The document starts the widget itself for a guest who has answered the 18+ question
  // (model/early-widget.ts); the hook adopts it. A client-side navigation renders the script
  // inert (React does not run scripts it inserts), and the hook draws the widget as usual.
  const location = useLocation();
  const early: EarlyWidgetConfig | null =
    scriptSrc === ''
      ? null
      : {
          src: scriptSrc,
          target: WIDGET_TARGET_ID,
          brand_id: theme.betby.brand_id,
          themeName: theme.betby.theme_name,
          lang: betbyLang(locale),
          url: readSportsbookLocation(location)?.widgetPath ?? '/',
          ageGate: !theme.disable_18_popup,
        };

  const refused = sessionRefusal !== null;
  const failed = !refused && (status === 'failed' || sessionFailed);
  const loading = !failed && !refused && status !== 'rendered';
  return (
    <div className="flex flex-col gap-3 py-4 sm:py-6">
      <h1 className="text-xl font-bold sm:text-2xl">{t('title')}</h1>
      {/* The widget's space is held from the first paint, past the fold on any screen: however tall
          the widget draws, nothing in view moves. */}
      <div className="relative min-h-svh">
        {/* A leaf for React (an empty inner HTML): what the widget draws, even before hydration
            (the early script below), is never React's to reconcile. `peer`: the skeleton hides as
            soon as the widget has drawn something. */}
        <div
          id={WIDGET_TARGET_ID}
          ref={ageAnswered ? setTarget : null}
          className={failed || refused ? 'peer hidden' : 'peer'}
          dangerouslySetInnerHTML={EMPTY_HTML}
        />
        {early && (
          <script
            nonce={nonce}
            data-widget={JSON.stringify(early)}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: EARLY_WIDGET_SCRIPT }}
          />
        )}
        {loading && (
          <div
            role="status"
            className="absolute inset-0 flex flex-col gap-3 peer-[:not(:empty)]:hidden"
          >
            <span className="sr-only">{t('loading')}</span>
            <Skeleton className="h-11 w-full" />
            <Skeleton className="h-40 w-full" />
            <Skeleton className="h-40 w-full" />
          </div>
        )}
        {refused && <SportsbookRefused message={sessionRefusal.message} />}
        {failed && (
          <WidgetLoadFailed title={t('failed.title')} onRetry={() => retryFailed(status, retry)} />
        )}
      </div>
    </div>
  );
}

import type { RendererStatus } from '~/features/sportsbook/model/renderer-lifecycle';
import { useTenant } from '~/core/tenant/tenant-context';
import type { Locale } from '~/core/i18n/config';
import { useAgeAnswered, useWidgetActions, useWidgetSession } from './use-widget-session';

/**
 * What a page with a Betby widget (the sportsbook, the promo) gives it: the tenant's theme, the
 * player's session, our modals as its actions, and whether the 18+ question is answered.
 */
export function useBetbyWidgetPage(locale: Locale) {
  const { theme } = useTenant();
  const widgetSession = useWidgetSession(locale);
  const actions = useWidgetActions(widgetSession.lang, widgetSession.userId);
  const ageAnswered = useAgeAnswered();
  const { sessionFailed, retrySession } = widgetSession;
  /** The retry state's button: asks again for whatever failed, the token or the script. */
  const retryFailed = (status: RendererStatus, retryWidget: () => void) => {
    if (sessionFailed) retrySession();
    if (status === 'failed') retryWidget();
  };
  return { theme, ...widgetSession, actions, ageAnswered, retryFailed };
}

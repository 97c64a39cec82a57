import { useTranslation } from 'react-i18next';
import { Skeleton } from '~/components/ui/skeleton';
import { WidgetLoadFailed } from '~/features/sportsbook/components/widget-load-failed';
import { useBetbyPromoWidget } from '~/features/sportsbook/hooks/use-betby-promo-widget';
import type { BTRendererClass } from '~/features/sportsbook/model/renderer-options';
import { SPORTSBOOK_NAMESPACE } from '~/features/sportsbook/sportsbook-messages';
import type { Locale } from '~/core/i18n/config';
import { sportsbookScriptUrl } from '~/lib/sportsbook-script';
import { useBetbyWidgetPage } from './use-betby-widget-page';

/**
 * The height held for Betby's promo widget from the first paint — its banner, the match and its
 * prices (the stand-in's at 360 px fits) — so nothing below moves when it draws. The home page
 * holds it too, before the widget's code loads (home-sportsbook-promo.tsx).
 */
const PROMO_WIDGET_MIN_HEIGHT = 'min-h-60';

/**
 * Betby's promo widget (/widgetbetby and the home page): the player's token, our modals, a
 * skeleton in its held space until it draws, the retry state when it cannot be had. Its banner and
 * outcome clicks open that match in our /sportsbook (the hook).
 */
export function BetbyPromo({
  locale,
  headingLevel = 2,
  loadRenderer,
}: {
  locale: Locale;
  /** The level of the retry state's heading under the page's own headings. */
  headingLevel?: 2 | 3;
  /** Tests: a renderer without a script. */
  loadRenderer?: () => Promise<BTRendererClass>;
}) {
  const { t } = useTranslation(SPORTSBOOK_NAMESPACE);
  const { theme, session, sessionFailed, sessionRefusal, actions, ageAnswered, retryFailed } =
    useBetbyWidgetPage(locale);
  const { setTarget, status, retry } = useBetbyPromoWidget({
    scriptSrc: sportsbookScriptUrl(theme) ?? '',
    brandId: theme.betby.brand_id,
    themeName: theme.betby.theme_name,
    // A player refused a token (self-excluded) still sees the prices: a click leads to the
    // sportsbook page, which says why they cannot bet.
    session: sessionRefusal === null ? session : { kind: 'guest' },
    actions,
    loadRenderer,
  });

  const failed = status === 'failed' || sessionFailed;
  const loading = !failed && status !== 'rendered';
  return (
    <div className={`relative ${PROMO_WIDGET_MIN_HEIGHT}`}>
      <div ref={ageAnswered ? setTarget : null} className={failed ? 'hidden' : undefined} />
      {loading && (
        <div role="status" className="absolute inset-0">
          <span className="sr-only">{t('promo.loading')}</span>
          <Skeleton className="size-full rounded-xl" />
        </div>
      )}
      {failed && (
        <WidgetLoadFailed
          title={t('promo.failed')}
          headingLevel={headingLevel}
          onRetry={() => retryFailed(status, retry)}
        />
      )}
    </div>
  );
}

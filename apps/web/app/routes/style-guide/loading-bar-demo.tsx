import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { LoadingBarTrack } from '~/components/ui/loading-bar';
import { browserClock, createLoadingBar } from '~/lib/loading-bar';

/**
 * The route loading bar's own state machine and bar (§9: shown after 200 ms, creeping towards 90 %
 * over 2 s, completed and hidden once the navigation ends), started and finished by hand.
 */
export function LoadingBarDemo() {
  const { t } = useTranslation('style-guide');
  const [bar] = useState(() => createLoadingBar(browserClock));
  const state = useSyncExternalStore(bar.subscribe, bar.getState, bar.getState);
  useEffect(() => () => bar.dispose(), [bar]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-fg-muted">{t('loadingBar.intro')}</p>
      <div className="relative h-16 overflow-hidden rounded-xl border border-line bg-surface">
        <LoadingBarTrack state={state} className="absolute inset-x-0 top-0" />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => bar.start()}>
          {t('loadingBar.start')}
        </Button>
        <Button variant="secondary" onClick={() => bar.finish()}>
          {t('loadingBar.finish')}
        </Button>
      </div>
    </div>
  );
}

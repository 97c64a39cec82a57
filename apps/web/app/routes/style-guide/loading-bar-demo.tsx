import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { Button } from '~/components/ui/button';
import { holdNextNavigation, releaseNavigation } from './held-navigation';

/**
 * The route loading bar (§9: shown after 200 ms, creeping towards 90 % over 2 s, completed and
 * hidden once the navigation ends) is the layout's own, at the top of the page: "Start" opens a
 * navigation to this page that lasts until "Finish".
 */
export function LoadingBarDemo() {
  const { t } = useTranslation('style-guide');
  const navigate = useNavigate();
  const location = useLocation();
  const loading = useNavigation().state !== 'idle';
  // A held navigation never outlives the page.
  useEffect(() => releaseNavigation, []);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-fg-muted">{t('loadingBar.intro')}</p>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          disabled={loading}
          onClick={() => {
            holdNextNavigation();
            void navigate(location, { replace: true, preventScrollReset: true });
          }}
        >
          {t('loadingBar.start')}
        </Button>
        <Button variant="secondary" disabled={!loading} onClick={releaseNavigation}>
          {t('loadingBar.finish')}
        </Button>
      </div>
    </div>
  );
}

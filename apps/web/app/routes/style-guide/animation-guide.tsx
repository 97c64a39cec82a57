import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { LoadingOverlay } from '~/components/ui/loading-overlay';
import { Spinner } from '~/components/ui/spinner';
import { SettingSwitch } from '~/components/ui/switch';
import { GameCardSkeleton } from '~/features/casino/components/game-card';
import { ConfettiDemo } from './confetti-demo';
import { GuidePage } from './guide-page';
import { LoadingBarDemo } from './loading-bar-demo';
import { SampleDialog } from './overlays-section';
import { useSystemReducedMotion } from './use-system-reduced-motion';

// app.css's reduced-motion rule, for the whole page (the loading bar at its top and the dialogs
// in their portals too) while the switch asks for it. Its own text here, not a class in the
// stylesheet every document carries.
const REDUCED_MOTION_CSS = `*, *::before, *::after {
  animation-duration: 0.01ms !important;
  transition-duration: 0.01ms !important;
  scroll-behavior: auto !important;
}`;

/** `/animation`: the product's animations, each also as someone who asked for less motion sees it. */
export function AnimationGuide() {
  const { t } = useTranslation('style-guide');
  const systemReduced = useSystemReducedMotion();
  const [chosen, setChosen] = useState(false);
  const reduced = systemReduced || chosen;
  const sections = [
    { id: 'spinner', title: t('spinner.title') },
    { id: 'loading-bar', title: t('loadingBar.title') },
    { id: 'skeleton', title: t('skeleton.title') },
    { id: 'confetti', title: t('confetti.title') },
    { id: 'dialogs', title: t('motion.title') },
  ] as const;
  const [spinner, loadingBar, skeleton, confetti, dialogs] = sections;
  return (
    <GuidePage title={t('animation.title')} intro={t('animation.intro')} sections={sections}>
      {chosen && <style data-reduced-motion-preview="">{REDUCED_MOTION_CSS}</style>}
      <div className="rounded-2xl border border-line px-4">
        <SettingSwitch
          label={t('animation.reduced')}
          hint={systemReduced ? t('animation.systemReduced') : t('animation.reducedHint')}
          checked={reduced}
          onToggle={() => setChosen((on) => !on)}
        />
      </div>
      <div className="flex flex-col gap-4">
        <Card {...spinner}>
          <div className="flex flex-wrap items-center gap-4">
            <Spinner className="size-5" />
            <Spinner />
            <div className="relative h-24 w-40 rounded-xl border border-line">
              <LoadingOverlay label={t('spinner.overlay')} />
            </div>
          </div>
        </Card>
        <Card {...loadingBar}>
          <LoadingBarDemo />
        </Card>
        <Card {...skeleton}>
          <div className="grid max-w-md grid-cols-3 items-start gap-3">
            <GameCardSkeleton />
            <div className="col-span-2 flex flex-col gap-2">
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          </div>
        </Card>
        <Card {...confetti}>
          <ConfettiDemo reduced={reduced} />
        </Card>
        <Card {...dialogs}>
          <p className="mb-4 text-fg-muted">{t('motion.intro')}</p>
          <div className="flex flex-wrap gap-3">
            <SampleDialog layout="card" />
            <SampleDialog layout="panel" />
          </div>
        </Card>
      </div>
    </GuidePage>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { type Locale, localizePath } from '~/core/i18n/config';
import { useInstallState } from '../hooks/use-install-state';
import { promptInstall } from '../model/install-prompt';
import { GuidePicture, type GuideStep, type InstallGuide as Guide } from './guide-picture';

export const GUIDE_PATHS: Record<Guide, string> = {
  chrome: '/install',
  samsung: '/install-two',
  ios: '/ios',
};

const STEPS: GuideStep[] = [1, 2, 3];
const OTHER_LABEL = { chrome: 'toChrome', samsung: 'toSamsung', ios: 'toIos' } as const;

/**
 * §2 `/install`, `/install-two` (Android: Chrome, Samsung Internet) and `/ios` (Safari): the
 * browser's own install button when it offers one, and the steps with pictures for the rest.
 */
export function InstallGuide({
  guide,
  locale,
  site,
}: {
  guide: Guide;
  locale: Locale;
  site: string;
}) {
  const { t } = useTranslation('install');
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 py-6 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{t(`${guide}.title`)}</h1>
        <p className="text-fg-muted">{t(`${guide}.intro`, { site })}</p>
      </header>
      <InstallStatus canPrompt={guide !== 'ios'} />
      <section aria-labelledby="install-steps" className="flex flex-col gap-4">
        <h2 id="install-steps" className="text-lg font-semibold">
          {t('guide.stepsHeading')}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {STEPS.map((step) => (
            <li
              key={step}
              className="flex items-center gap-4 rounded-2xl border border-line bg-surface-raised p-4 md:flex-col md:items-start"
            >
              <GuidePicture guide={guide} step={step} />
              <p className="flex flex-col gap-1">
                <span aria-hidden="true" className="text-sm font-semibold text-fg-muted">
                  {step}.
                </span>
                <span>{t(`${guide}.steps.step${step}`, { site })}</span>
              </p>
            </li>
          ))}
        </ol>
      </section>
      <nav aria-labelledby="install-other-guides" className="flex flex-col gap-2">
        <h2 id="install-other-guides" className="text-lg font-semibold">
          {t('guide.otherGuides')}
        </h2>
        <ul className="flex flex-col gap-1">
          {(Object.keys(GUIDE_PATHS) as Guide[])
            .filter((other) => other !== guide)
            .map((other) => (
              <li key={other}>
                <Link
                  to={localizePath(GUIDE_PATHS[other], locale)}
                  className="inline-block py-2 text-fg underline hover:text-fg-muted"
                >
                  {t(`guide.${OTHER_LABEL[other]}`)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}

/**
 * What this browser can do now, in a box of fixed height (the offer arrives after the first paint,
 * and must not push the steps down): install at once, already installed, or why install.
 */
function InstallStatus({ canPrompt }: { canPrompt: boolean }) {
  const { t } = useTranslation('install');
  const { offer, installed } = useInstallState();
  return (
    <div
      role="status"
      className="flex min-h-36 flex-col justify-center gap-3 rounded-2xl border border-line bg-surface-raised p-4 sm:min-h-20 sm:flex-row sm:items-center sm:justify-between"
    >
      {installed ? (
        <p>{t('guide.installed')}</p>
      ) : (
        <>
          {/* The server cannot know whether this is the installed app; CSS can (app.css). */}
          <p className="hidden installed:block">{t('guide.installed')}</p>
          <div className="contents installed:hidden">
            {canPrompt && offer ? (
              <>
                <p>{t('guide.offered')}</p>
                <Button onClick={() => void promptInstall()}>{t('guide.installNow')}</Button>
              </>
            ) : (
              <p className="text-fg-muted">{t('guide.why')}</p>
            )}
          </div>
        </>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';

/** "Passo 3 de 7" and a bar that says the same to assistive technology. */
export function WizardProgress({ step, total }: { step: number; total: number }) {
  const { t } = useTranslation('register');
  const label = t('progress.step', { step, total });
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-fg-muted" aria-hidden="true">
        {label}
      </p>
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={label}
        className="h-1.5 overflow-hidden rounded-full bg-surface-overlay"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-300"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
    </div>
  );
}

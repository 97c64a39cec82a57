import { LIMIT_PERIODS } from '@vitrine/contract/responsible-gaming.ts';
import { useFormContext, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/field';
import { RadioCard, RadioCardGroup } from '~/components/ui/radio-cards';
import { localizePath, type Locale } from '~/core/i18n/config';
import { useValidationText } from '~/core/i18n/use-validation-text';
import { LOSS_PRESETS, type RegisterDraft, TIME_PRESETS } from '../../model/register-steps';

const brl = (locale: Locale, centavos: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'BRL',
    maximumFractionDigits: 0,
  }).format(centavos / 100);

/**
 * Portaria 2.579/2025: a loss limit and a time limit, both required ("no limit" is not offered),
 * and Portaria 1.231 art. 4's short risk warning, with a link to the warning signs.
 */
export function LimitsStep({ locale }: { locale: Locale }) {
  const { t } = useTranslation('register');
  const text = useValidationText();
  const form = useFormContext<RegisterDraft>();
  const { errors } = form.formState;
  const lossAmount = useWatch({ control: form.control, name: 'loss_amount' });
  const warningSigns = (
    // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the translated text inside
    <a
      href={`${localizePath('/responsible-gambling', locale)}#sinais`}
      className="font-semibold underline underline-offset-2"
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-semibold">{t('limits.title')}</h3>
      <p className="text-sm text-fg-muted">{t('limits.intro')}</p>
      <RadioCardGroup
        legend={t('limits.lossAmount')}
        error={text(errors.loss_amount?.message, 'loss_amount')}
      >
        {(describedBy) => (
          <div className="grid grid-cols-2 gap-2">
            {LOSS_PRESETS.map((amount) => (
              <RadioCard
                key={amount}
                label={brl(locale, Number(amount))}
                value={amount}
                aria-describedby={describedBy}
                {...form.register('loss_amount')}
              />
            ))}
            <RadioCard
              label={t('limits.custom')}
              value="custom"
              aria-describedby={describedBy}
              {...form.register('loss_amount')}
            />
          </div>
        )}
      </RadioCardGroup>
      {lossAmount === 'custom' ? (
        <TextField
          label={t('limits.customLabel')}
          inputMode="decimal"
          autoComplete="off"
          error={text(errors.loss_custom?.message, 'loss_custom')}
          {...form.register('loss_custom')}
        />
      ) : null}
      <RadioCardGroup
        legend={t('limits.lossPeriod')}
        error={text(errors.loss_period?.message, 'loss_period')}
      >
        {(describedBy) => (
          <div className="grid grid-cols-3 gap-2">
            {LIMIT_PERIODS.map((period) => (
              <RadioCard
                key={period}
                label={t(`limits.period.${period}`)}
                value={period}
                aria-describedby={describedBy}
                {...form.register('loss_period')}
              />
            ))}
          </div>
        )}
      </RadioCardGroup>
      <RadioCardGroup
        legend={t('limits.time')}
        error={text(errors.time_minutes?.message, 'time_minutes')}
      >
        {(describedBy) => (
          <div className="grid grid-cols-3 gap-2">
            {TIME_PRESETS.map((minutes) => (
              <RadioCard
                key={minutes}
                label={t('limits.hoursPerDay', { count: Number(minutes) / 60 })}
                value={minutes}
                aria-describedby={describedBy}
                {...form.register('time_minutes')}
              />
            ))}
          </div>
        )}
      </RadioCardGroup>
      <p role="note" className="rounded-xl border border-line bg-surface-overlay p-3 text-sm">
        <Trans t={t} i18nKey="limits.riskWarning" components={{ signs: warningSigns }} />
      </p>
    </div>
  );
}

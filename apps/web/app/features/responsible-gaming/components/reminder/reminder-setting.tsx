import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '~/components/ui/card';
import { inputClasses } from '~/components/ui/field';
import { SettingSwitch } from '~/components/ui/switch';
import { REMINDER_CHOICES, useReminderMinutes } from '../../model/reminder-setting';

const DEFAULT_REMINDER_MINUTES = 60;

/** The session reminder (reality check): off by default, every 15 to 120 minutes, per player. */
export function ReminderSetting({ userId }: { userId: number | null }) {
  const { t } = useTranslation('responsible-gaming');
  const [minutes, setMinutes] = useReminderMinutes(userId);
  const selectId = useId();
  return (
    <Card title={t('page.reminder.heading')} id="lembrete">
      <SettingSwitch
        label={t('page.reminder.label')}
        hint={t('page.reminder.hint')}
        checked={minutes !== null}
        onToggle={() => setMinutes(minutes === null ? DEFAULT_REMINDER_MINUTES : null)}
      />
      {minutes !== null && (
        <div className="mt-2 flex flex-col gap-1.5">
          <label htmlFor={selectId} className="text-sm font-semibold">
            {t('page.reminder.every')}
          </label>
          <select
            id={selectId}
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
            className={`${inputClasses} sm:max-w-xs`}
          >
            {REMINDER_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t('page.reminder.minutes', { count: choice })}
              </option>
            ))}
          </select>
        </div>
      )}
    </Card>
  );
}

import { USER_SETTING_KEYS, type User } from '@vitrine/contract/accounts.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToggleHideMetrics } from '../../api/toggle-hide-metrics';
import { type PrivacySetting, useUpdatePrivacySetting } from '../../api/update-settings';
import { PRIVACY_SECTION_ID } from '../../model/profile-paths';
import { Card } from '~/components/ui/card';
import { SettingSwitch } from '~/components/ui/switch';

type Switchable = PrivacySetting | 'hide_metrics';
const HINTED: ReadonlySet<Switchable> = new Set([
  'receive_promotions_email',
  'hide_all',
  'hide_metrics',
]);

/**
 * §3 "Profile settings": promotions by e-mail and what others see. Each switch flips at once and
 * flips back, with a message, if the server refuses (optimistic, per switch).
 */
export function PrivacySettings({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const [refused, setRefused] = useState<Switchable | null>(null);
  const updateSetting = useUpdatePrivacySetting({ onRefused: setRefused });
  const toggleHideMetrics = useToggleHideMetrics({ onRefused: () => setRefused('hide_metrics') });

  const switches: { key: Switchable; checked: boolean; toggle: () => void }[] = [
    ...USER_SETTING_KEYS.map((key) => ({
      key,
      checked: user.settings[key],
      toggle: () => updateSetting.mutate({ key, value: !user.settings[key] }),
    })),
    {
      key: 'hide_metrics' as const,
      checked: user.hide_metrics,
      toggle: () => toggleHideMetrics.mutate(!user.hide_metrics),
    },
  ];

  return (
    <Card id={PRIVACY_SECTION_ID} title={t('privacy.title')}>
      <p className="mb-2 text-sm text-fg-muted">{t('privacy.description')}</p>
      <div className="flex flex-col divide-y divide-line">
        {switches.map(({ key, checked, toggle }) => (
          <SettingSwitch
            key={key}
            label={t(`privacy.settings.${key}`)}
            hint={HINTED.has(key) ? t(`privacy.hints.${key}`) : undefined}
            checked={checked}
            onToggle={() => {
              setRefused(null);
              toggle();
            }}
          />
        ))}
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-danger">
        {refused ? t('privacy.failed', { setting: t(`privacy.settings.${refused}`) }) : null}
      </p>
    </Card>
  );
}

import { useTranslation } from 'react-i18next';
import type { ProfileStatsModalProps } from '~/core/profile-stats-context';
import { ProfileStatsDialog } from '~/features/profile/components/overview/profile-stats-dialog';

/**
 * The profile-stats modal as the chat and the bet feed open it (issue 38), loaded on first use:
 * it waits for the profile's messages, which those pages do not load, and shows only what
 * `POST /profile/show` answers for that player.
 */
export default function ProfileStatsModalWithMessages({
  userId,
  open,
  onOpenChange,
}: ProfileStatsModalProps) {
  const { t, ready } = useTranslation('profile');
  if (!ready) return null;
  return (
    <ProfileStatsDialog
      userId={userId}
      open={open}
      onOpenChange={onOpenChange}
      title={t('stats.playerTitle')}
      description={t('stats.playerDescription')}
    />
  );
}

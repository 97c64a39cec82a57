import type { Mission } from '@vitrine/contract/missions.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { missionAction } from '../model/mission-state';

/**
 * "Aceitar" for an available mission, "Resgatar" for a completed one, "Resgatada" once claimed
 * (§4); nothing while it is under way or expired.
 */
export function MissionAction({
  mission,
  pending,
  onAccept,
  onClaim,
}: {
  mission: Mission;
  pending: boolean;
  onAccept: (mission: Mission) => void;
  onClaim: (mission: Mission) => void;
}) {
  const { t } = useTranslation('missions');
  const action = missionAction(mission);
  if (action === 'claimed') {
    return <span className="text-sm font-semibold text-fg-muted">{t('actions.claimed')}</span>;
  }
  if (action === null) return null;
  return (
    <Button
      type="button"
      size="sm"
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={() => (action === 'accept' ? onAccept(mission) : onClaim(mission))}
    >
      {t(action === 'accept' ? 'actions.accept' : 'actions.claim')}
    </Button>
  );
}

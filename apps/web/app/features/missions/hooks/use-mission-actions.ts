import type { Mission } from '@vitrine/contract/missions.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAuthModal } from '~/core/session/hooks/use-auth-modal';
import { useSessionStoreApi } from '~/core/session/session-context';
import { isHttpError } from '~/lib/http/http-error';
import { useAcceptMission } from '../api/accept-mission';
import { useClaimMission } from '../api/claim-mission';
import { claimFailure } from '../model/claim-message';

/**
 * Accept and claim, with their toasts (§8 "Mission claim" for a claim that fails). A guest who
 * accepts is sent to register, as the deposit action does (§6).
 */
export function useMissionActions({
  viewer,
  onWallet,
  onClaimed,
}: {
  viewer: string;
  /** The wallet after a loyalty or cash reward. */
  onWallet: (wallet: Wallet) => void;
  onClaimed?: (mission: Mission) => void;
}) {
  const { t } = useTranslation('missions');
  const session = useSessionStoreApi();
  const { openModal: openAuthModal } = useAuthModal();
  const accepting = useAcceptMission(viewer);
  const claiming = useClaimMission(viewer, onWallet);

  const accept = (mission: Mission) => {
    if (session.getState().status === 'guest') {
      openAuthModal('register');
      return;
    }
    accepting.mutate(mission, {
      onSuccess: () => toast.success(t('accept.done')),
      onError: (error) =>
        toast.error((isHttpError(error) ? error.messages[0] : undefined) ?? t('accept.failed')),
    });
  };

  const claim = (mission: Mission) =>
    claiming.mutate(mission, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        onClaimed?.(answer.mission);
      },
      onError: (error) => {
        const failure = claimFailure(error);
        toast.error(
          failure.kind === 'server'
            ? failure.message
            : t(failure.kind === 'failed' ? 'claim.failed' : 'claim.unknownError'),
        );
      },
    });

  const pendingId =
    (accepting.isPending ? accepting.variables.id : null) ??
    (claiming.isPending ? claiming.variables.id : null);
  return { accept, claim, pendingId };
}

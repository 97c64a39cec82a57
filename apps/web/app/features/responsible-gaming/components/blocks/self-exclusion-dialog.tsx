import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { refusalMessage } from '../../api/refusal-message';
import { type SelfExclusionChoice, useSelfExclude } from '../../api/self-exclude';

/**
 * "Confirmar a autoexclusão?" with its consequences (issue 35): signed out, the account closed for
 * the term, the balance still withdrawable, no marketing. Once confirmed the platform has revoked
 * the player's tokens; `onExcluded` clears the session here.
 */
export default function SelfExclusionDialog({
  choice,
  term,
  onClose,
  onExcluded,
}: {
  choice: SelfExclusionChoice;
  term: string;
  onClose: () => void;
  onExcluded: () => void;
}) {
  const { t } = useTranslation('responsible-gaming');
  const exclude = useSelfExclude();
  return (
    <ConfirmDialog
      title={t('page.exclusion.confirmTitle')}
      description={
        <>
          <span className="block">{t('page.exclusion.consequences')}</span>
          <span className="mt-2 block">{t('page.exclusion.signedOut')}</span>
          <span className="block">{t('page.exclusion.closed', { term })}</span>
          <span className="block">{t('page.exclusion.withdrawable')}</span>
          <span className="block">{t('page.exclusion.noMarketing')}</span>
        </>
      }
      backLabel={t('page.exclusion.back')}
      confirmLabel={t('page.exclusion.confirm')}
      confirmingLabel={t('page.exclusion.confirming')}
      pending={exclude.isPending}
      failure={
        exclude.isError ? (refusalMessage(exclude.error) ?? t('page.exclusion.failed')) : null
      }
      onConfirm={(done) => exclude.mutate(choice, { onSuccess: done })}
      onClose={onClose}
      onDone={onExcluded}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { Dialog } from '~/components/ui/dialog';
import { PromptDialogBody } from '~/components/ui/prompt-dialog-body';

/**
 * §2 the app install modal: 'Instalar' opens the browser's own install dialog; 'Agora não', the
 * close button, Escape or a tap outside turn the offer down for good (the hide-install flag).
 */
export default function InstallAppModal({
  site,
  iconUrl,
  onInstall,
  onDismiss,
}: {
  site: string;
  iconUrl: string;
  onInstall: () => void;
  onDismiss: () => void;
}) {
  const { t, ready } = useTranslation('install');
  if (!ready) return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      priority="prompt"
      // The offer's host holds its turn in the stack (asked before this code loaded).
      turnHeldByHost
      className="p-5"
    >
      <PromptDialogBody
        picture={
          <DecorativeImage
            src={iconUrl}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-2xl bg-surface-overlay"
          />
        }
        title={t('modal.title', { site })}
        text={t('modal.text')}
        closeLabel={t('modal.close')}
      >
        <Button variant="secondary" onClick={onDismiss}>
          {t('modal.later')}
        </Button>
        <Button onClick={onInstall}>{t('modal.install')}</Button>
      </PromptDialogBody>
    </Dialog>
  );
}

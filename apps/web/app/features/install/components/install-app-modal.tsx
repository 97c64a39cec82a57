import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { DecorativeImage } from '~/components/ui/decorative-image';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '~/components/ui/dialog';
import { CloseIcon } from '~/components/ui/icons';

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
      <div className="flex flex-col gap-4">
        <div className="flex items-start gap-4">
          <DecorativeImage
            src={iconUrl}
            width={64}
            height={64}
            className="size-16 shrink-0 rounded-2xl bg-surface-overlay"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <DialogTitle className="text-lg font-bold">{t('modal.title', { site })}</DialogTitle>
            <DialogDescription className="text-sm text-fg-muted">
              {t('modal.text')}
            </DialogDescription>
          </div>
          <DialogClose
            aria-label={t('modal.close')}
            className="grid size-11 shrink-0 place-items-center rounded-lg hover:bg-surface-overlay"
          >
            <CloseIcon />
          </DialogClose>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDismiss}>
            {t('modal.later')}
          </Button>
          <Button onClick={onInstall}>{t('modal.install')}</Button>
        </div>
      </div>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Dialog, type DialogLayout } from '~/components/ui/dialog';

const LAYOUTS = ['card', 'screen', 'panel'] as const satisfies readonly DialogLayout[];

/** One of the dialog's layouts, opened from its button (focus returns there on closing). */
export function SampleDialog({ layout }: { layout: (typeof LAYOUTS)[number] }) {
  const { t } = useTranslation('style-guide');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t(`overlays.${layout}`)}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        layout={layout}
        title={t(`overlays.${layout}Title`)}
        description={t(`overlays.${layout}Body`)}
        closeLabel={t('overlays.close')}
      >
        <Button onClick={() => setOpen(false)}>{t('overlays.done')}</Button>
      </Dialog>
    </>
  );
}

function SampleConfirmation() {
  const { t } = useTranslation('style-guide');
  const [open, setOpen] = useState(false);
  const openerId = useId();
  return (
    <>
      <Button id={openerId} variant="secondary" onClick={() => setOpen(true)}>
        {t('overlays.alert')}
      </Button>
      {open && (
        <ConfirmDialog
          title={t('overlays.alertTitle')}
          description={t('overlays.alertBody')}
          backLabel={t('overlays.back')}
          confirmLabel={t('overlays.confirm')}
          confirmingLabel={t('overlays.confirming')}
          pending={false}
          failure={null}
          onConfirm={(done) => {
            toast.success(t('overlays.confirmed'));
            done();
          }}
          onClose={() => setOpen(false)}
          // The opener is still there: focus goes back to it.
          onDone={() => document.getElementById(openerId)?.focus()}
        />
      )}
    </>
  );
}

/** Dialogs, the confirmation, the full-screen form and the side panel (sheets on small screens). */
export function OverlaysSection({ id, title }: { id: string; title: string }) {
  const { t } = useTranslation('style-guide');
  return (
    <Card id={id} title={title}>
      <p className="mb-4 text-fg-muted">{t('overlays.intro')}</p>
      <div className="flex flex-wrap gap-3">
        {LAYOUTS.map((layout) => (
          <SampleDialog key={layout} layout={layout} />
        ))}
        <SampleConfirmation />
      </div>
    </Card>
  );
}

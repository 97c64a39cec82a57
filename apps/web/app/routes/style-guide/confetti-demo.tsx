import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { launchDepositConfetti } from '~/features/wallet/components/deposit-confetti';

/** The deposit's confetti (§9), which nobody who asked for less motion ever sees. */
export function ConfettiDemo({ reduced }: { reduced: boolean }) {
  const { t } = useTranslation('style-guide');
  const [skipped, setSkipped] = useState(false);
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-fg-muted">{t('confetti.intro')}</p>
      <Button
        variant="secondary"
        onClick={() => {
          setSkipped(reduced);
          // It checks the device's own preference again, as it does after a deposit.
          if (!reduced) void launchDepositConfetti();
        }}
      >
        {t('confetti.launch')}
      </Button>
      <p role="status" className="min-h-6 text-sm text-fg-muted">
        {skipped ? t('confetti.skipped') : null}
      </p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { useDepositRequest } from '~/core/session/hooks/use-deposit-request';

/**
 * §4 "Deposit modal" / §6: the home's deposit action. A guest is sent to register; a signed-in
 * player opens the wallet's deposit dialog (through the overlay stack; the layout renders it).
 */
export function DepositCta() {
  const { t } = useTranslation('common');
  const requestDeposit = useDepositRequest();
  const player = useCurrentUser() !== null;
  return (
    <section
      aria-labelledby="deposit-cta"
      className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface-raised p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="deposit-cta" className="text-lg font-bold">
          {t('home.depositTitle')}
        </h2>
        <p className="text-sm text-fg-muted">
          {t(player ? 'home.depositBodyPlayer' : 'home.depositBody')}
        </p>
      </div>
      <Button onClick={() => requestDeposit()}>{t('home.deposit')}</Button>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { useCurrentUser } from '../hooks/use-current-user';
import { useSessionState } from '../session-context';

/**
 * §4 "Deposit modal" / §6: the deposit action sends a guest to register. Shown to guests; the
 * wallet's deposit modal will answer the same action for signed-in players.
 */
export function GuestDepositCta() {
  const { t } = useTranslation('common');
  const user = useCurrentUser();
  const requestDeposit = useSessionState((state) => state.requestDeposit);
  if (user) return null;
  return (
    <section
      aria-labelledby="deposit-cta"
      className="mt-6 flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface-raised p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="deposit-cta" className="text-lg font-bold">
          {t('home.depositTitle')}
        </h2>
        <p className="text-sm text-fg-muted">{t('home.depositBody')}</p>
      </div>
      <Button onClick={() => requestDeposit()}>{t('home.deposit')}</Button>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';
import { type Locale, localizePath } from '~/core/i18n/config';
import type { WithdrawalGate } from '../../model/withdrawals';

function linkLabelKey(gate: WithdrawalGate): string {
  if (gate.gate === 'contact') return 'withdrawal.gate.verifyContact';
  return gate.kycStatus === 'pending'
    ? 'withdrawal.gate.seeDocuments'
    : 'withdrawal.gate.sendDocuments';
}

/** §5: what the player must do before withdrawing, with a link to where they do it. */
export function WithdrawGateNotice({ gate, locale }: { gate: WithdrawalGate; locale: Locale }) {
  const { t } = useTranslation('wallet');
  return (
    <div className="flex flex-col items-start gap-4">
      <p role="alert">{t(gate.messageKey)}</p>
      <Link to={localizePath(gate.path, locale)} className={buttonClasses()}>
        {t(linkLabelKey(gate))}
      </Link>
    </div>
  );
}

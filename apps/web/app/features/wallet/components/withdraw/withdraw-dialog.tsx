import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import type { User } from '@vitrine/contract/user.ts';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { SkeletonRows } from '~/components/ui/skeleton';
import type { Locale } from '~/core/i18n/config';
import { withdrawalGate } from '../../model/withdrawals';
import { WithdrawFlow } from './withdraw-flow';
import { WithdrawGateNotice } from './withdraw-gate';

export type WithdrawSettings = Pick<SiteConfig, 'kyc' | 'min_withdrawal' | 'max_withdrawal'>;
export type WithdrawPlayer = Pick<
  User,
  'email_verified_at' | 'phone_verified_at' | 'kyc_status' | 'cpf'
>;

/**
 * §2 "withdraw flow": the §5 gates first (contact verified, then documents when the tenant
 * requires them), then the PIX key, the amount and the request.
 */
export function WithdrawDialog({
  onClose,
  settings,
  player,
  onRetryPlayer,
  locale,
}: {
  onClose: () => void;
  settings: WithdrawSettings;
  /** The full profile (verification and documents); null while it loads, 'failed' if it could not. */
  player: WithdrawPlayer | 'failed' | null;
  onRetryPlayer: () => void;
  locale: Locale;
}) {
  const { t, ready } = useTranslation('wallet');
  const gate = player && player !== 'failed' ? withdrawalGate(player, settings) : null;
  let content;
  if (player === 'failed') {
    content = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('withdraw.playerFailed')}</p>
        <Button variant="secondary" size="sm" onClick={onRetryPlayer}>
          {t('withdraw.retry')}
        </Button>
      </div>
    );
  } else if (!player) content = <SkeletonRows rows={3} label={t('withdraw.loading')} />;
  else if (gate) content = <WithdrawGateNotice gate={gate} locale={locale} />;
  else
    content = (
      <WithdrawFlow settings={settings} player={player} locale={locale} onClose={onClose} />
    );
  return (
    <Dialog
      open={ready}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('withdraw.title')}
      closeLabel={t('withdraw.close')}
      layout="card"
      priority="asked"
    >
      {content}
    </Dialog>
  );
}

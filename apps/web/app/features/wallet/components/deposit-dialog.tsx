import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import type { Locale } from '~/core/i18n/config';
import { useWallet } from '../api/get-wallet';
import { useTenant } from '~/core/tenant/tenant-context';
import { type DepositAnalytics, usePixDeposit } from '../hooks/use-pix-deposit';
import { depositPresets, parseAmountField } from '../model/deposit-amount';
import { remainingSeconds } from '../model/pix-deposit';
import { DepositAmountForm } from './deposit-amount-form';
import { DepositCoupon, type DepositCouponField } from './deposit-coupon';
import { DepositPaid } from './deposit-paid';
import { PixChargeView } from './pix-charge-view';
import { loadQrCode } from './pix-qr-image';

export type DepositSettings = Pick<
  SiteConfig,
  'min_deposit' | 'max_deposit' | 'deposit_popup_values' | 'gtmId'
>;

export interface DepositDialogProps {
  open: boolean;
  onClose: () => void;
  settings: DepositSettings;
  player: DepositAnalytics['player'];
  locale: Locale;
  /** Issue 37: the deposit coupon's field; without it (or on a regulated brand) there is none. */
  CouponField?: DepositCouponField | null;
  /** A code to start with (from /promo-codes or a promotion): the field opens with it typed. */
  initialCoupon?: string | null;
}

/**
 * §4 "Deposit modal": the amount, then the PIX charge to pay (QR code, copia e cola, 5 minutes),
 * then the deposit paid. A dialog the player asked for (priority 'asked' in the overlay stack).
 */
export function DepositDialog({
  open,
  onClose,
  settings,
  player,
  locale,
  CouponField = null,
  initialCoupon = null,
}: DepositDialogProps) {
  const { t, ready } = useTranslation('wallet');
  return (
    <Dialog
      open={open && ready}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('deposit.title')}
      closeLabel={t('deposit.close')}
      layout="card"
      priority="asked"
    >
      <DepositFlow
        settings={settings}
        player={player}
        locale={locale}
        onClose={onClose}
        CouponField={CouponField}
        initialCoupon={initialCoupon}
      />
    </Dialog>
  );
}

function DepositFlow({
  settings,
  player,
  locale,
  onClose,
  CouponField,
  initialCoupon,
}: Omit<DepositDialogProps, 'open' | 'onClose'> & { onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { theme } = useTenant();
  const wallet = useWallet(true);
  const deposit = usePixDeposit({
    gtmId: settings.gtmId ?? null,
    player,
    depositCount: wallet.data?.deposit_count ?? 0,
  });
  const [amountText, setAmountText] = useState('');
  // Issue 37: the coupon's text and the valid code it stands for, kept across the phases.
  const couponField = theme.is_regulated ? null : (CouponField ?? null);
  const [couponOpen, setCouponOpen] = useState(Boolean(initialCoupon));
  const [couponText, setCouponText] = useState(initialCoupon ?? '');
  const [appliedCoupon, setAppliedCoupon] = useState<string | null>(null);
  const sentCoupon = couponField && couponOpen ? appliedCoupon : null;
  const { state } = deposit;
  // The QR library downloads while the player picks an amount, off the path from answer to QR.
  useEffect(() => {
    loadQrCode().catch(() => {});
  }, []);

  switch (state.phase) {
    case 'idle':
    case 'generating':
    case 'failed':
      return (
        <DepositAmountForm
          amountText={amountText}
          onAmountTextChange={setAmountText}
          presets={depositPresets(settings)}
          limits={settings}
          locale={locale}
          pending={state.phase === 'generating'}
          failure={state.phase === 'failed' ? (state.message ?? t('deposit.unknownError')) : null}
          onGenerate={(amount) => deposit.generate(amount, sentCoupon)}
          coupon={
            couponField && (
              <DepositCoupon
                Field={couponField}
                open={couponOpen}
                onOpenChange={setCouponOpen}
                amount={parseAmountField(amountText)}
                initialText={couponText}
                onTextChange={setCouponText}
                onAppliedChange={setAppliedCoupon}
                locale={locale}
              />
            )
          }
        />
      );
    case 'showing':
      return (
        <PixChargeView
          charge={state.charge}
          secondsLeft={remainingSeconds(state, deposit.now)}
          demoBankUrl={deposit.demoBankUrl}
          locale={locale}
        />
      );
    case 'expired':
      return (
        <div className="flex flex-col items-center gap-4 text-center">
          <p role="status">{t('deposit.expired')}</p>
          <Button onClick={() => deposit.generate(state.charge.amount, sentCoupon)}>
            {t('deposit.generateAgain')}
          </Button>
        </div>
      );
    case 'rejected':
      return (
        <div className="flex flex-col items-center gap-4 text-center">
          <p role="alert">{state.message ?? t(`deposit.rejected.${state.why}`)}</p>
          <Button onClick={deposit.reset}>{t('deposit.tryAgain')}</Button>
        </div>
      );
    case 'paid':
      return (
        <DepositPaid
          amount={state.charge.amount}
          balance={state.balance ?? wallet.data?.balance ?? null}
          locale={locale}
          onClose={onClose}
        />
      );
  }
}

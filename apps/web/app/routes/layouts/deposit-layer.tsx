import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { PlusIcon } from '~/components/ui/icons';
import { useOpenedOverlay } from '~/components/overlays/overlay-stack-context';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { DEPOSIT_OVERLAY, useDepositRequest } from '~/core/session/hooks/use-deposit-request';
import { useSessionState } from '~/core/session/session-context';
import { useTenant } from '~/core/tenant/tenant-context';
import type { Locale } from '~/core/i18n/config';

// The dialog's code (and the QR library after it) loads when a player first asks to deposit.
const DepositDialog = lazy(() =>
  import('~/features/wallet/components/deposit-dialog').then((module) => ({
    default: module.DepositDialog,
  })),
);
// Issue 37: the deposit coupon's field, loaded when the player opens 'Tenho um cupom'.
const DepositCouponField = lazy(() =>
  import('~/features/promotions/components/deposit-coupon-field').then((module) => ({
    default: module.DepositCouponField,
  })),
);

/**
 * The header's "Depositar", beside the balance: the same action as the home's call to action.
 * Below 520 px it is a "+" (still named "Depositar"), so the signed-in header fits a 360 px screen
 * with the balance, the notification bell, the language and the account.
 */
export function HeaderDepositButton() {
  const { t } = useTranslation('common');
  const requestDeposit = useDepositRequest();
  return (
    <Button size="sm" className="shrink-0" onClick={() => requestDeposit()}>
      <PlusIcon className="size-5 min-[520px]:hidden" />
      <span className="sr-only min-[520px]:not-sr-only">{t('header.deposit')}</span>
    </Button>
  );
}

/** §4 "Deposit modal": open while the overlay stack holds the player's deposit request. */
export function DepositLayer({ locale }: { locale: Locale }) {
  const { theme } = useTenant();
  const user = useCurrentUser();
  const guest = useSessionState((state) => state.status === 'guest');
  const { isOpen, options, close } = useOpenedOverlay(DEPOSIT_OVERLAY);
  // Signing out closes it: the next player to sign in on this page has not asked to deposit.
  useEffect(() => {
    if (guest && isOpen) close();
  }, [guest, isOpen, close]);
  if (!isOpen || !user) return null;
  return (
    <Suspense fallback={null}>
      <DepositDialog
        open
        onClose={close}
        settings={theme}
        player={user}
        locale={locale}
        CouponField={DepositCouponField}
        initialCoupon={options?.coupon ?? null}
      />
    </Suspense>
  );
}

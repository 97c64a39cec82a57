import type { WithdrawalResponse } from '@vitrine/contract/withdrawals.ts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '~/components/ui/button';
import { SkeletonRows } from '~/components/ui/skeleton';
import type { Locale } from '~/core/i18n/config';
import { useWallet } from '../../api/get-wallet';
import { useWithdrawMethods } from '../../api/get-withdraw-methods';
import { failureMessage } from '../../api/refusal-message';
import { useRequestWithdrawal } from '../../api/request-withdrawal';
import { withdrawalForfeitOf } from '../../api/withdrawal-forfeit';
import { ForfeitConfirmation } from './forfeit-confirmation';
import { PixKeyForm } from './pix-key-form';
import { PixKeyPicker } from './pix-key-picker';
import type { WithdrawPlayer, WithdrawSettings } from './withdraw-dialog';
import { WithdrawAmountForm } from './withdraw-amount-form';
import { WithdrawRequested } from './withdraw-requested';

type Step = 'keys' | 'newKey' | 'amount';

/** A step's heading takes the focus as the step appears, so a screen reader hears where it is. */
function useFocusOnMount() {
  return useCallback((node: HTMLElement | null) => node?.focus(), []);
}

/** The key, then the amount, then the request; the typed amount outlives a refusal. */
export function WithdrawFlow({
  settings,
  player,
  locale,
  onClose,
}: {
  settings: WithdrawSettings;
  player: WithdrawPlayer;
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation('wallet');
  const methods = useWithdrawMethods();
  const wallet = useWallet(true);
  const request = useRequestWithdrawal();
  const [chosenStep, setStep] = useState<Step | null>(null);
  const [amountText, setAmountText] = useState('');
  const [requested, setRequested] = useState<WithdrawalResponse | null>(null);
  // Issue 37: a withdrawal that would give up the active bonus waits for the player's word.
  const [forfeit, setForfeit] = useState<{ amount: number; bonusBalance: number } | null>(null);
  const focusOnMount = useFocusOnMount();

  if (requested) return <WithdrawRequested answer={requested} locale={locale} onClose={onClose} />;
  if (methods.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t('withdraw.keysFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void methods.refetch()}>
          {t('withdraw.retry')}
        </Button>
      </div>
    );
  }
  if (!methods.data || !wallet.data) {
    return <SkeletonRows rows={3} label={t('withdraw.loading')} />;
  }

  const keys = methods.data;
  const selected = keys.find((method) => method.selected) ?? null;
  // Until the player moves, the flow starts where it makes sense: the amount when a key is
  // selected, the new key form when there is none.
  const step: Step = chosenStep ?? (selected ? 'amount' : keys.length > 0 ? 'keys' : 'newKey');
  const heading = (key: string) => (
    <h3 ref={focusOnMount} tabIndex={-1} className="mb-3 font-bold outline-none">
      {t(key)}
    </h3>
  );

  if (step === 'newKey') {
    return (
      <div key="newKey">
        {heading('withdraw.newKeyTitle')}
        <PixKeyForm
          playerCpf={player.cpf}
          onSaved={() => setStep('amount')}
          onBack={keys.length > 0 ? () => setStep('keys') : null}
        />
      </div>
    );
  }
  if (step === 'keys' || !selected) {
    return (
      <div key="keys">
        {heading('withdraw.keysLegend')}
        <PixKeyPicker
          methods={keys}
          onChosen={() => setStep('amount')}
          onAddKey={() => setStep('newKey')}
        />
      </div>
    );
  }
  const failure = request.isError ? (failureMessage(request.error, t) ?? t('unknownError')) : null;
  const ask = (amount: number, forfeitBonus: boolean) =>
    request.mutate(
      { amount, method_id: selected.id, ...(forfeitBonus && { forfeit_bonus: true }) },
      {
        onSuccess: setRequested,
        onError: (error) => {
          const bonusBalance = forfeitBonus ? null : withdrawalForfeitOf(error);
          if (bonusBalance !== null) setForfeit({ amount, bonusBalance });
        },
      },
    );
  if (forfeit) {
    return (
      <div key="forfeit">
        <ForfeitConfirmation
          amount={forfeit.amount}
          bonusBalance={forfeit.bonusBalance}
          locale={locale}
          pending={request.isPending}
          failure={withdrawalForfeitOf(request.error) === null ? failure : null}
          onConfirm={() => ask(forfeit.amount, true)}
          onBack={() => {
            request.reset();
            setForfeit(null);
          }}
        />
      </div>
    );
  }
  return (
    <div key="amount">
      {heading('withdraw.amountTitle')}
      <WithdrawAmountForm
        method={selected}
        amountText={amountText}
        onAmountTextChange={setAmountText}
        limits={settings}
        withdrawable={wallet.data.balance_withdrawal}
        locale={locale}
        pending={request.isPending}
        failure={failure}
        onChangeKey={() => setStep('keys')}
        onRequest={(amount) => ask(amount, false)}
      />
    </div>
  );
}

import type { WithdrawMethod } from '@vitrine/contract/withdrawals.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SubmitButton } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { RadioCard, RadioCardGroup } from '~/components/ui/radio-cards';
import { failureMessage } from '../../api/refusal-message';
import { useSelectWithdrawMethod } from '../../api/save-withdraw-method';
import { pixKeyLabel } from './pix-key-label';

/** The player's PIX keys: one is chosen (`POST wallet/withdraw/method`), or a new one added. */
export function PixKeyPicker({
  methods,
  onChosen,
  onAddKey,
}: {
  methods: WithdrawMethod[];
  onChosen: () => void;
  onAddKey: () => void;
}) {
  const { t } = useTranslation('wallet');
  const select = useSelectWithdrawMethod();
  const current = methods.find((method) => method.selected) ?? methods[0];
  const [chosen, setChosen] = useState(current?.id ?? null);
  const failure = select.isError ? (failureMessage(select.error, t) ?? t('unknownError')) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen === null) return;
    if (methods.find((method) => method.id === chosen)?.selected) onChosen();
    else select.mutate(chosen, { onSuccess: onChosen });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <RadioCardGroup
        legend={t('withdraw.keysLegend')}
        // The step's heading says it on screen.
        legendClassName="sr-only"
        disabled={select.isPending}
      >
        {() =>
          methods.map((method) => (
            <RadioCard
              key={method.id}
              name="pix-key"
              value={method.id}
              checked={chosen === method.id}
              onChange={() => setChosen(method.id)}
              label={<span className="min-w-0 break-all">{pixKeyLabel(t, method)}</span>}
            />
          ))
        }
      </RadioCardGroup>
      <FormError>{failure}</FormError>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        <SubmitButton pending={select.isPending} pendingLabel={t('withdraw.selecting')}>
          {t('withdraw.useKey')}
        </SubmitButton>
        <Button variant="secondary" onClick={onAddKey} disabled={select.isPending}>
          {t('withdraw.addKey')}
        </Button>
      </div>
    </form>
  );
}

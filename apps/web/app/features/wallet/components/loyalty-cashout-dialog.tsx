import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { FormError, TextField } from '~/components/ui/field';
import { formatBRL, parseBRLInput } from '~/lib/money';
import { useLoyaltyCashout } from '../api/cash-out-loyalty';
import { failureMessage } from '../api/refusal-message';

/** Centavos as a person types reais: 1234 → "12,34". */
const amountText = (centavos: number) =>
  `${Math.floor(centavos / 100)},${String(centavos % 100).padStart(2, '0')}`;

/**
 * "Resgatar para o saldo" (issue 36; docs/product/brazil.md "Bonuses, rewards and loyalty"): the
 * loyalty wallet into cash, the whole balance unless the player types less.
 */
export function LoyaltyCashoutDialog({
  loyalty,
  intl,
  onClose,
  onDone,
}: {
  /** The loyalty balance in centavos. */
  loyalty: number;
  intl: string;
  onClose: () => void;
  onDone: (amount: number) => void;
}) {
  const { t } = useTranslation('wallet');
  const cashout = useLoyaltyCashout();
  const [text, setText] = useState(() => amountText(loyalty));
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = parseBRLInput(text);
    if (amount === null || amount <= 0 || amount > loyalty) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    cashout.mutate(amount, { onSuccess: () => onDone(amount) });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !cashout.isPending) onClose();
      }}
      title={t('loyalty.title')}
      description={t('loyalty.description')}
      closeLabel={t('loyalty.close')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5">
        <FormError>
          {cashout.isError ? (failureMessage(cashout.error, t) ?? t('loyalty.failed')) : null}
        </FormError>
        <TextField
          name="amount"
          label={t('loyalty.amount')}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={invalid ? t('loyalty.range', { max: formatBRL(loyalty, intl) }) : null}
        />
        <SubmitButton pending={cashout.isPending} pendingLabel={t('loyalty.pending')}>
          {t('loyalty.submit')}
        </SubmitButton>
      </form>
    </Dialog>
  );
}

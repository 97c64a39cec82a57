import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '~/components/ui/field';
import type { WalletMessage } from '../model/deposit-amount';

/**
 * An amount in reais as a person types it (`inputMode="decimal"`: a Brazilian phone keyboard offers
 * the comma), with its problem — a `wallet` message — tied to the field.
 */
export function AmountField({
  label,
  text,
  onTextChange,
  problem,
  hint,
}: {
  label: ReactNode;
  text: string;
  onTextChange: (text: string) => void;
  problem: WalletMessage | null;
  hint: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  return (
    <TextField
      label={label}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(event) => onTextChange(event.target.value)}
      error={problem ? t(problem.key, problem.values) : null}
      hint={hint}
    />
  );
}

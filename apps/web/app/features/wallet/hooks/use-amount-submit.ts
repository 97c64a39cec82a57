import { type FormEvent, useState } from 'react';
import { type AmountProblem, parseAmountField } from '../model/deposit-amount';

/**
 * The submit of an amount field (deposit, withdrawal): the amount in centavos goes on when the
 * text has no problem. The problem is shown once the player has tried, then follows the text.
 */
export function useAmountSubmit(
  amountText: string,
  problem: AmountProblem | null,
  onAmount: (centavos: number) => void,
) {
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const amount = parseAmountField(amountText);
    if (problem || amount === null) return;
    onAmount(amount);
  };
  return { shownProblem: tried ? problem : null, submit };
}

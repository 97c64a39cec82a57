import { isPlainRecord } from '@vitrine/contract/json-shapes.ts';
import { isHttpError } from '~/lib/http/http-error';

const FORFEIT_CODE = 'bonuses.withdrawal_forfeits';

function centavosIn(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/**
 * A withdrawal refused because it would give up the active bonus (409 `bonuses.withdrawal_forfeits`,
 * docs/design/bonuses-plan.md "Money"): the bonus balance it would cost, from the body's
 * `bonus_balance` (the error's `extra`), else null for any other failure. Read by hand: the body
 * carries no schema of its own.
 */
export function withdrawalForfeitOf(error: unknown): number | null {
  if (!isHttpError(error) || error.status !== 409 || !isPlainRecord(error.data)) return null;
  const { data } = error;
  const details = isPlainRecord(data.details) ? data.details : {};
  const amount = centavosIn(data.bonus_balance) ?? centavosIn(details.bonus_balance);
  if (amount !== null) return amount;
  return data.code === FORFEIT_CODE ? 0 : null;
}

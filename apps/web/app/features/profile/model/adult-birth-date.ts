import { MINIMUM_AGE } from '@vitrine/contract/validation/rules.ts';

/** The latest birth date (YYYY-MM-DD) of someone who is 18 on `today` (§9 minimum age). */
export function latestAdultBirthDate(today: Date): string {
  const year = today.getFullYear() - MINIMUM_AGE;
  const month = today.getMonth();
  // Born on 29 February: Date rolls 29/02 of a non-leap year over to 1 March, one day too late.
  const day = Math.min(today.getDate(), new Date(year, month + 1, 0).getDate());
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

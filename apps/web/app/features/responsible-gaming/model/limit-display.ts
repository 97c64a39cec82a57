import type { LimitKind, LimitPeriod } from '@vitrine/contract/responsible-gaming.ts';
import { formatBRL } from '~/lib/money';

/** The cards of the page, in order: one per kind and period. */
export const LIMIT_CARD_KINDS = [
  'deposit',
  'loss',
  'bet',
  'time',
] as const satisfies readonly LimitKind[];

/** How much of the limit the period has used, 0–100, for the bar. */
export function limitUsedPercent(used: number, amount: number | null): number {
  if (amount === null) return 0;
  if (amount <= 0) return 100;
  return Math.min(100, Math.round((used / amount) * 100));
}

/** Minutes as "2 h 30 min", "45 min", "3 h". */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A limit's amount as the player reads it: BRL for money, hours and minutes for time. */
export function formatLimitAmount(kind: LimitKind, amount: number, intl: string): string {
  return kind === 'time' ? formatMinutes(amount) : formatBRL(amount, intl);
}

/** The translation key of a limit's title: `limits.title.deposit.day`. */
export function limitTitleKey(kind: LimitKind, period: LimitPeriod): string {
  return `page.limits.title.${kind}.${period}`;
}

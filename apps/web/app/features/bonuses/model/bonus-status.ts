import type { BonusStatus } from '@vitrine/contract/bonuses.ts';
import type { BadgeTone } from '~/components/ui/badge';

/** A bonus's status badge tone (the word is always shown as well: never colour alone). */
export const BONUS_STATUS_TONE: Record<BonusStatus, BadgeTone> = {
  active: 'warning',
  completed: 'success',
  expired: 'neutral',
  forfeited: 'neutral',
  lost: 'danger',
};

import type { Block } from '@vitrine/contract/responsible-gaming.ts';
import { useTranslation } from 'react-i18next';
import { formatSaoPauloMoment } from '~/lib/dates';

/** The pause or self-exclusion in force: until when, in São Paulo time. */
export function BlockStatus({ block, intl }: { block: Block; intl: string }) {
  const { t } = useTranslation('responsible-gaming');
  const until = block.ends_at ? formatSaoPauloMoment(block.ends_at, intl) : null;
  const text =
    block.kind === 'pause'
      ? t('page.pause.active', { date: until ?? '' })
      : until
        ? t('page.pause.excluded', { date: until })
        : t('page.pause.excludedIndefinite');
  return (
    <p
      role="status"
      className="rounded-lg border border-accent bg-surface-overlay px-3 py-2 font-semibold"
    >
      {text}
    </p>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '~/lib/api-client-context';
import { STALE } from '~/lib/query-client';
import type { VipStatus } from '../api/get-vip';
import { profileKeys } from '../api/profile-keys';
import { rankProgress } from '~/lib/rank-progress';
import { DecorativeImage } from '~/components/ui/decorative-image';

/**
 * The VIP query of the profile page (same key, same answer), with its code loaded on the first
 * fetch: `get-vip` parses with the accounts schemas, which the header must not carry.
 */
function useHeaderVip(enabled: boolean) {
  const client = useApiClient();
  return useQuery<VipStatus>({
    queryKey: profileKeys.vip(),
    queryFn: async ({ signal }) => {
      const { getVip } = await import('../api/get-vip');
      return getVip(client, signal);
    },
    staleTime: STALE.MINUTES.ONE,
    enabled,
  });
}

/**
 * The player's VIP badge in the header: rank image, level and the progress towards the next one
 * (§4 "Rank progress"); it opens the rank-list modal (issue 38), which the caller loads on demand.
 * Its box keeps one size from the skeleton on, so the header does not move.
 */
export function HeaderVip({
  enabled,
  onOpen,
  onIntent,
}: {
  enabled: boolean;
  /** Opens the rank-list modal. */
  onOpen: () => void;
  /** The pointer or focus is on the badge: a tap may follow (fetch the modal's code ahead). */
  onIntent?: () => void;
}) {
  const { t } = useTranslation('common');
  const vip = useHeaderVip(enabled);
  const box =
    'hidden h-9 w-[5.5rem] shrink-0 items-center gap-1.5 rounded-lg border border-line bg-surface-raised px-1.5 min-[720px]:flex';

  if (!vip.data) {
    return (
      <span className={box}>
        <span
          aria-hidden="true"
          className="size-6 shrink-0 animate-pulse rounded-full bg-surface-overlay"
        />
        <span
          aria-hidden="true"
          className="h-3.5 flex-1 animate-pulse rounded bg-surface-overlay"
        />
        <span className="sr-only">
          {vip.isError ? t('header.vipUnavailable') : t('header.vipLoading')}
        </span>
      </span>
    );
  }

  const { level, totalBet, current, next } = vip.data;
  const progress = rankProgress(totalBet, current, next);
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={
        next ? t('header.vipProgress', { level, progress }) : t('header.vipTop', { level })
      }
      className={`${box} text-left hover:bg-surface-overlay`}
    >
      <DecorativeImage
        src={current.image}
        width={24}
        height={24}
        className="size-6 shrink-0 object-contain"
      />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-xs leading-none font-bold">{t('header.vipLevel', { level })}</span>
        <span className="h-1 w-full overflow-hidden rounded-full bg-surface-overlay">
          <span className="block h-full rounded-full bg-brand" style={{ width: `${progress}%` }} />
        </span>
      </span>
    </button>
  );
}
